/** The end of a game: the result, the replay and record, and the host's "play again" (via the lobby). */
import { useState } from 'react';
import type { MissionId } from '@bomb-busters/engine';
import type { Campaign } from '@bomb-busters/protocol';
import { CampaignSheet } from '../home/CampaignSheet';
import { MissionPicker } from '../home/MissionPicker';
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
          players={view.players}
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

/**
 * The host's "Play again": the table goes back to its lobby for the next game (seats may change,
 * people come and go there), with the mission chosen here; the host starts it from the lobby.
 */
function PlayAgain({
  room,
  hostToken,
  campaign,
  mission: offered,
  players,
  captain,
}: {
  room: string;
  hostToken: string;
  campaign: Campaign;
  /** The mission the campaign offers, chosen at first. */
  mission: MissionId;
  players: number;
  /** The next captain's name. */
  captain: string;
}) {
  const { t } = useI18n();
  // The host's choice, else what the campaign offers: the room's news of the game just ended can
  // come after this panel shows, and the offer (the next mission after a win) must follow it.
  const [chosen, setMission] = useState<MissionId | null>(null);
  const mission = chosen ?? offered;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const reopen = async () => {
    setBusy(true);
    setError(null);
    const result = await api.again(room, hostToken, mission);
    // On success the room comes back open over the socket and the room page shows its lobby.
    if (!result.ok) {
      setError(`error.${result.code}`);
      setBusy(false);
    }
  };
  return (
    <div className="play-again" data-testid="play-again">
      <h3>{t('replay.again.title')}</h3>
      <p>{t('replay.again.lobby')}</p>
      <details className="again-mission">
        <summary data-testid="again-mission" data-mission={String(mission)}>
          {t('replay.again.mission', { mission: missionTitle(t, mission) })}
        </summary>
        <MissionPicker
          mission={mission}
          players={players}
          onChoose={setMission}
          campaign={campaign}
        />
      </details>
      <p>{t('replay.again.captain', { name: captain })}</p>
      <button
        type="button"
        className="button primary"
        data-action="play-again"
        disabled={busy}
        onClick={() => void reopen()}
      >
        {busy ? t('replay.again.starting') : t('replay.again.button')}
      </button>
      {error && <p role="alert">{t(error)}</p>}
    </div>
  );
}
