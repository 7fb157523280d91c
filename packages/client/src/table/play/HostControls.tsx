/**
 * The host's controls at the table (pause, a bot for an away person now, the seat given back),
 * the banner of a paused game, and the vote to give up that any seated person may propose. The
 * server decides everything: these only ask, and show what the room says.
 */
import { useEffect, useRef, useState } from 'react';
import type { SeatView } from '@bomb-busters/engine';
import type { HostOp, RoomInfo, VoteEnd } from '@bomb-busters/protocol';
import { useI18n } from '../../i18n/I18n';
import { formatClock, secondsOnClock, type HeldClock } from '../../logic/mission-clock';
import { seatName } from '../../logic/words';
import type { TableRequest } from '../../net/socket';
import type { Table } from '../../state/useTable';
import { useNow } from './useNow';

/**
 * A countdown the server sent (`leftMs` when it sent it, received at local time `at`), ticking
 * down from its arrival like the mission clock, in "mm:ss" in the words `say` puts around it.
 */
export function Countdown(props: { leftMs: number; at: number; say: (time: string) => string }) {
  const clock: HeldClock = {
    leftMs: props.leftMs,
    running: true,
    moment: -1,
    msPerSecond: 1000,
    receivedAt: props.at,
  };
  const now = useNow(clock);
  return <>{props.say(formatClock(secondsOnClock(clock, now)))}</>;
}

/** The seat that paused the game: the latest `paused` event of the log. */
const pausedBy = (view: SeatView): number | null => {
  const event = view.log.findLast((e) => e.type === 'paused');
  return event?.type === 'paused' ? event.seat : null;
};

/** Everyone sees a paused game, and who paused it; the host may resume it from here. */
export function PausedBanner(props: {
  view: SeatView;
  names: readonly string[];
  onResume: (() => void) | null;
}) {
  const { view, names, onResume } = props;
  const { t } = useI18n();
  if (!view.paused) return null;
  const by = pausedBy(view);
  return (
    <div className="host-paused" role="status" data-testid="paused">
      <p>
        <strong>
          <span aria-hidden="true">‖ </span>
          {t('host.paused', { name: by === null ? '' : seatName(names, by) })}
        </strong>{' '}
        {t('host.paused.detail')}
      </p>
      {onResume && (
        <button type="button" data-action="resume" onClick={onResume}>
          {t('host.resume')}
        </button>
      )}
    </div>
  );
}

/**
 * The table's menu: the host's controls (with the host's token on this browser), and for every
 * seated person the proposal to give up. Nothing while no one here may use it.
 */
export function TableMenu(props: {
  table: Table;
  names: readonly string[];
  hostToken: string | undefined;
}) {
  const { table, names, hostToken } = props;
  const { t } = useI18n();
  const menu = useRef<HTMLDetailsElement>(null);
  const { view, roomInfo } = table.state;
  if (!view || !roomInfo || view.status === 'won' || view.status === 'lost') return null;
  const seated = view.viewer !== 'spectator';
  if (!hostToken && !seated) return null;
  // A choice closes the menu: it covers the table while open.
  const send = (request: TableRequest) => {
    if (menu.current) menu.current.open = false;
    table.request(request);
  };
  const host = (op: HostOp, seat?: number) =>
    hostToken && send({ type: 'host', hostToken, op, ...(seat === undefined ? {} : { seat }) });
  const away = roomInfo.seats.filter((s) => s.kind === 'person' && s.taken && !s.connected);
  const label = t(hostToken ? 'host.menu.host' : 'host.menu.player');
  return (
    <details ref={menu} className="host-menu" data-testid="table-menu">
      {/* Closed, it takes a switch's place (its icon, its name for screen readers and as a
          tooltip); open, its items drop over the table. */}
      <summary title={label}>
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">{label}</span>
      </summary>
      <div className="host-menu-items">
        {hostToken && (
          <button
            type="button"
            data-action={view.paused ? 'resume' : 'pause'}
            onClick={() => host(view.paused ? 'resume' : 'pause')}
          >
            {t(view.paused ? 'host.resume' : 'host.pause')}
          </button>
        )}
        {hostToken &&
          away.map((s) => {
            // A bot plays already: give the seat back; else let one play now.
            const op = s.botTakeover ? 'giveBack' : 'botSeat';
            return (
              <button
                key={s.seat}
                type="button"
                data-action={s.botTakeover ? 'give-back' : 'bot-seat'}
                onClick={() => host(op, s.seat)}
              >
                {t(`host.${op}`, { name: seatName(names, s.seat) })}
              </button>
            );
          })}
        {seated && (
          <button
            type="button"
            data-action="propose-give-up"
            disabled={roomInfo.vote !== undefined}
            onClick={() => send({ type: 'vote', op: 'propose' })}
          >
            {t('host.propose')}
          </button>
        )}
      </div>
    </details>
  );
}

/**
 * The vote to give up, for everyone at the table: who proposed it, who agreed, who is still asked
 * and the time left; a person asked answers here. Its end without giving up shows until closed.
 */
export function VoteBox({ table, names }: { table: Table; names: readonly string[] }) {
  const { t } = useI18n();
  const { roomInfo, roomAt, view } = table.state;
  const vote = roomInfo?.vote;
  const ended = useEnded(roomInfo);
  const agree = useRef<HTMLButtonElement>(null);
  const me = view?.viewer;
  const asked = vote !== undefined && typeof me === 'number' && vote.asked.includes(me);
  const answered = asked && vote.agreed.includes(me);
  const key = vote ? `${vote.proposer}:${vote.asked.join()}` : '';
  // A new vote asks this person: the answer is one key away.
  useEffect(() => {
    if (key && asked && !answered) agree.current?.focus();
  }, [key, asked, answered]);
  if (!vote)
    return ended.shown ? (
      <div
        className="host-vote-end"
        role="status"
        data-testid="vote-end"
        data-end={ended.shown.end}
      >
        <p>
          {ended.shown.end === 'refused'
            ? t('host.vote.refused', { name: seatName(names, ended.shown.seat ?? 0) })
            : t('host.vote.lapsed')}
        </p>
        <button type="button" onClick={ended.close}>
          {t('host.vote.dismiss')}
        </button>
      </div>
    ) : null;
  return (
    <section
      className="host-vote"
      role="region"
      aria-labelledby="host-vote-title"
      data-testid="vote"
    >
      <h2 id="host-vote-title">{t('host.vote.title')}</h2>
      <p>{t('host.vote.proposed', { name: seatName(names, vote.proposer) })}</p>
      <ul className="host-vote-seats">
        {vote.asked.map((seat) => {
          const yes = vote.agreed.includes(seat);
          return (
            <li key={seat} data-agreed={yes}>
              <span aria-hidden="true">{yes ? '✓ ' : '… '}</span>
              {t(yes ? 'host.vote.agreed' : 'host.vote.waiting', {
                name: seatName(names, seat),
              })}
            </li>
          );
        })}
      </ul>
      <p role="timer">
        <Countdown leftMs={vote.leftMs} at={roomAt} say={(time) => t('host.vote.left', { time })} />
      </p>
      {asked && !answered && (
        <div className="host-vote-answer">
          <button
            ref={agree}
            type="button"
            data-action="agree"
            onClick={() => table.request({ type: 'vote', op: 'agree' })}
          >
            {t('host.vote.agree')}
          </button>
          <button
            type="button"
            data-action="refuse"
            onClick={() => table.request({ type: 'vote', op: 'refuse' })}
          >
            {t('host.vote.refuse')}
          </button>
        </div>
      )}
      {answered && <p>{t('host.vote.done')}</p>}
    </section>
  );
}

/** The end of a vote seen at this table (not one that ended before this page joined). */
function useEnded(roomInfo: RoomInfo | null): { shown: VoteEnd | null; close: () => void } {
  const [shown, setShown] = useState<VoteEnd | null>(null);
  const [voting, setVoting] = useState(false);
  const open = roomInfo?.vote !== undefined;
  if (open !== voting) {
    setVoting(open);
    setShown(open ? null : (roomInfo?.voteEnd ?? null));
  }
  return { shown, close: () => setShown(null) };
}
