/**
 * The table's campaign sheet, as on the back of the box: each box open or locked (with the win
 * that opens it), its missions won and lost, the mission offered next, and the host's "unlock
 * everything" (asked twice). In the lobby and after each game.
 */
import { useEffect, useRef, useState } from 'react';
import type { Campaign } from '@bomb-busters/protocol';
import { LockIcon } from '../app/icons';
import { useI18n } from '../i18n/I18n';
import { missionTitle } from '../logic/briefing';
import { boxName, campaignGroups, progressPhrase, type BoxGroup } from '../logic/campaign';
import { api, type ApiFailure } from '../net/api';
import { ApiError } from './ApiError';

export interface CampaignSheetProps {
  readonly room: string;
  readonly campaign: Campaign;
  /** The host's token: shows "unlock everything". */
  readonly hostToken?: string | undefined;
}

const PHONE = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(max-width: 40rem)').matches === true;

/** "8 of 13 missions won, surprise box 9–19 open". */
export function CampaignProgress({ campaign }: { campaign: Campaign }) {
  const { t } = useI18n();
  const phrase = progressPhrase(campaign);
  return <span data-testid="campaign-progress">{t(phrase.key, phrase.params)}</span>;
}

export function CampaignSheet({ room, campaign, hostToken }: CampaignSheetProps) {
  const { t } = useI18n();
  return (
    <section className="panel campaign" aria-labelledby="campaign-title" data-testid="campaign">
      <h2 id="campaign-title">{t('campaign.title')}</h2>
      <p>
        <CampaignProgress campaign={campaign} />
      </p>
      {campaign.next !== null && (
        <p data-testid="campaign-next" data-mission={String(campaign.next)}>
          {t('campaign.next', { mission: missionTitle(t, campaign.next) })}
        </p>
      )}
      {/* Folded on a phone, where the table of every mission is long; open elsewhere. */}
      <details className="campaign-missions" open={!PHONE()}>
        <summary>{t('campaign.missions')}</summary>
        <table className="campaign-table">
          <thead>
            <tr>
              <th scope="col">{t('campaign.column.mission')}</th>
              <th scope="col">{t('campaign.column.won')}</th>
              <th scope="col">{t('campaign.column.lost')}</th>
            </tr>
          </thead>
          {campaignGroups(campaign).map((group) => (
            <BoxRows key={group.box?.first ?? 'new'} group={group} />
          ))}
        </table>
      </details>
      {campaign.unlocked ? (
        <p className="hint">{t('campaign.unlocked')}</p>
      ) : (
        hostToken && <UnlockAll room={room} hostToken={hostToken} />
      )}
      <p className="hint">{t('campaign.belongs')}</p>
      <a href={api.exportUrl(room)} download={`bomb-busters-${room}.json`} data-action="export">
        {t('campaign.export')}
      </a>
    </section>
  );
}

function BoxRows({ group }: { group: BoxGroup }) {
  const { t } = useI18n();
  const { box, missions } = group;
  const open = box?.open ?? true;
  const name = box ? boxName(box) : null;
  return (
    <tbody data-box={box?.first ?? 'new'} data-open={open} className={open ? 'open' : 'locked'}>
      <tr>
        <th scope="rowgroup" colSpan={3}>
          {!open && <LockIcon />}
          {name ? t(name.key, name.params) : t('campaign.box.new')}
          {box && (
            <span className="campaign-box-state">
              {' · '}
              {open
                ? t('campaign.box.open')
                : t('campaign.box.locked', { mission: box.opensWith ?? '' })}
            </span>
          )}
        </th>
      </tr>
      {missions.length === 0 && (
        <tr>
          <td colSpan={3} className="hint">
            {t('campaign.box.none')}
          </td>
        </tr>
      )}
      {missions.map((m) => (
        <tr key={m.mission} data-mission={String(m.mission)}>
          <th scope="row">{missionTitle(t, m.mission)}</th>
          <td data-won={m.won}>{m.won > 0 ? `✔ ${m.won}` : '0'}</td>
          <td data-lost={m.lost}>{m.lost > 0 ? `✖ ${m.lost}` : '0'}</td>
        </tr>
      ))}
    </tbody>
  );
}

/** Asks before it acts: opening every box cannot be undone. */
function UnlockAll({ room, hostToken }: { room: string; hostToken: string }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  // Keyboard focus follows the question (the button that asked it is gone).
  useEffect(() => {
    if (asking) cancel.current?.focus();
  }, [asking]);
  const unlock = async () => {
    setBusy(true);
    const result = await api.unlock(room, hostToken);
    // On success the room's new campaign arrives over the socket.
    setBusy(false);
    setAsking(false);
    setError(result.ok ? null : result);
  };
  return (
    <div className="campaign-unlock">
      {asking ? (
        <div role="group" aria-labelledby="unlock-question">
          <p id="unlock-question">{t('campaign.unlockConfirm')}</p>
          <button
            type="button"
            className="primary"
            data-action="unlock-confirm"
            disabled={busy}
            onClick={() => void unlock()}
          >
            {t('campaign.unlockYes')}
          </button>{' '}
          <button
            type="button"
            data-action="unlock-cancel"
            ref={cancel}
            onClick={() => setAsking(false)}
          >
            {t('campaign.unlockNo')}
          </button>
        </div>
      ) : (
        <button type="button" data-action="unlock" onClick={() => setAsking(true)}>
          {t('campaign.unlock')}
        </button>
      )}
      <ApiError error={error} />
    </div>
  );
}
