/** The end of a game: the result, the replay and record, and the host's "play again". */
import { useState } from 'react';
import type { MissionId } from '@bomb-busters/engine';
import type { Campaign } from '@bomb-busters/protocol';
import { CampaignSheet } from '../home/CampaignSheet';
import { missionTitle } from '../logic/briefing';
import { navigate, replayPath } from '../app/router';
import { useI18n } from '../i18n/I18n';
import type { MessageKey } from '../i18n/en';
import { resultPhrase, type ResultView } from '../logic/result';
import { say } from '../logic/words';
import { api } from '../net/api';
import { hostTokenOf } from '../state/storage';
import type { Table } from '../state/useTable';
import { endingOf } from './ending';
import { seatNames } from '../logic/names';
import './replay.css';

export interface GameOverProps {
  readonly room: string;
  readonly table: Table;
  readonly token: string | undefined;
}

export function GameOver({ room, table }: GameOverProps) {
  const { t } = useI18n();
  const { view, roomInfo } = table.state;
  const ending = endingOf(table.state);
  if (!view || !ending) return null;
  const { game } = ending;
  const names = seatNames(roomInfo, view.players, t);
  const path = replayPath(room, { game, seat: ending.viewer });
  const hostToken = hostTokenOf(room);
  const campaign = roomInfo?.campaign;
  return (
    <section className="game-over" aria-labelledby="game-over-title">
      <h2 id="game-over-title">{t('replay.gameOver.title', { game })}</h2>
      <ResultBanner view={view} names={names} />
      <div className="game-over-links">
        <a
          className="button"
          href={path}
          data-action="watch-replay"
          onClick={(e) => {
            e.preventDefault();
            navigate(path);
          }}
        >
          {t('replay.watch')}
        </a>
        <ShareLink path={path} />
        <a
          className="button"
          href={api.recordUrl(room, game)}
          download={`bomb-busters-${room}-${game}.json`}
          data-action="download-record"
        >
          {t('replay.download')}
        </a>
      </div>
      {hostToken && campaign ? (
        <PlayAgain
          room={room}
          hostToken={hostToken}
          campaign={campaign}
          mission={campaign.next ?? view.mission}
          captain={names[ending.nextCaptain] ?? ''}
        />
      ) : (
        <p className="game-over-waiting">{t('replay.again.waiting')}</p>
      )}
      {campaign && (
        <CampaignSheet room={room} campaign={campaign} hostToken={hostToken ?? undefined} />
      )}
    </section>
  );
}

/** Won, or lost with its cause; also shown by the replay on its final steps. */
export function ResultBanner({ view, names }: { view: ResultView; names?: readonly string[] }) {
  const { t } = useI18n();
  const result = resultPhrase(view, names);
  if (!result) return null;
  return (
    <p
      className={`game-result game-result-${view.status}`}
      data-testid="game-result"
      data-result={view.status}
    >
      {/* Not a live region: the table's announcer and the replay's step line read it out. */}
      <span aria-hidden="true">{view.status === 'won' ? '✔' : '☠'}</span> {say(result, t)}
    </p>
  );
}

function ShareLink({ path }: { path: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const url = `${location.origin}${path}`;
  const copy = () => {
    // Without clipboard access (plain http, old browser), show the link to copy by hand.
    if (!window.isSecureContext || !('clipboard' in navigator)) return setState('manual');
    navigator.clipboard.writeText(url).then(
      () => setState('copied'),
      () => setState('manual'),
    );
  };
  return (
    <>
      <button type="button" className="button" onClick={copy} data-action="share-replay">
        {t('replay.share')}
      </button>
      <span role="status" className="game-over-share">
        {state === 'copied' && t('replay.shareCopied')}
        {state === 'manual' && (
          <label>
            {t('replay.shareManual')}{' '}
            <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          </label>
        )}
      </span>
    </>
  );
}

function PlayAgain({
  room,
  hostToken,
  campaign,
  mission: offered,
  captain,
}: {
  room: string;
  hostToken: string;
  campaign: Campaign;
  /** The mission the campaign offers, chosen at first. */
  mission: MissionId;
  /** The next captain's name. */
  captain: string;
}) {
  const { t } = useI18n();
  const [mission, setMission] = useState<MissionId>(offered);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    const result = await api.again(room, hostToken, mission);
    // On success the room's next game arrives over the socket and this panel goes away.
    if (!result.ok) {
      setError(`error.${result.code}`);
      setBusy(false);
    }
  };
  return (
    <div className="play-again">
      <h3>{t('replay.again.title')}</h3>
      <label>
        {t('replay.again.mission')}{' '}
        <select
          value={String(mission)}
          data-action="again-mission"
          onChange={(e) =>
            setMission(
              campaign.missions.find((m) => String(m.mission) === e.target.value)?.mission ??
                offered,
            )
          }
        >
          {campaign.missions.map(({ mission: id, open }) => (
            <option key={id} value={String(id)} disabled={!open}>
              {optionLabel(t, id, { open, offered: id === offered })}
            </option>
          ))}
        </select>
      </label>
      <p>{t('replay.again.captain', { name: captain })}</p>
      <button
        type="button"
        className="button primary"
        data-action="play-again"
        disabled={busy}
        onClick={() => void start()}
      >
        {busy ? t('replay.again.starting') : t('replay.again.button')}
      </button>
      {error && <p role="alert">{t(error)}</p>}
    </div>
  );
}

/** A mission in the "play again" list: the one offered and the locked ones say so in words. */
function optionLabel(
  t: ReturnType<typeof useI18n>['t'],
  id: MissionId,
  { open, offered }: { open: boolean; offered: boolean },
): string {
  const mission = missionTitle(t, id);
  if (!open) return t('campaign.option.locked', { mission });
  return offered ? t('campaign.option.offered', { mission }) : mission;
}
