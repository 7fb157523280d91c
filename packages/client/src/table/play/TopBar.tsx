import type { ReactNode } from 'react';
import type { SeatView } from '@bomb-busters/engine';
import { ChosenSeed } from '../../app/ChosenSeed';
import { ClockIcon } from '../../app/icons';
import { useI18n } from '../../i18n/I18n';
import { missionNameKey } from '../../logic/missions';
import { say } from '../../logic/words';
import type { ConnectionState } from '../../state/table';
import type { Prefs } from '../../state/storage';
import type { useNotifySwitch } from './notify';
import { Countdown } from './HostControls';
import { turnPhrase } from './turn';

export interface TopBarProps {
  readonly view: SeatView;
  readonly names: readonly string[];
  readonly connection: ConnectionState;
  readonly pending: boolean;
  readonly trainingAid: boolean;
  /** The host chose the seed (RoomInfo.chosenSeed). */
  readonly chosenSeed: boolean;
  readonly prefs: Prefs;
  readonly setPrefs: (change: Partial<Prefs>) => void;
  /** The turn notification's switch (useNotifySwitch). */
  readonly notify: ReturnType<typeof useNotifySwitch>;
  readonly onHelp: () => void;
  /** Opens the mission panel (number, name, setup, special rules). */
  readonly onMission: () => void;
  /**
   * The people who are not connected (and not played by a bot): their names, and the ms until a
   * bot takes their seat, as the server said at local time `awayAt`.
   */
  readonly away: readonly { readonly name: string; readonly takeoverInMs?: number | undefined }[];
  readonly awayAt: number;
  /** Seconds before the turn clock makes this seat's move; null when no clock runs for me. */
  readonly clock: number | null;
  /** The mission's real-time limit (missions 10 and 19), beside whose turn it is. */
  readonly missionClock?: ReactNode;
  /** The table's menu (host controls, giving up), beside whose turn it is. */
  readonly menu?: ReactNode;
  /** The short-lived banner of a cut, a miss, the win or the explosion, beside whose turn it is. */
  readonly banner?: ReactNode;
}

/** Mission, whose move it is, the connection, notices about the table, and its switches. */
export function TopBar(props: TopBarProps) {
  const { view, names, prefs, setPrefs } = props;
  const { t } = useI18n();
  const muted = prefs.muted === true;
  const sound = t(muted ? 'play.sound.off' : 'play.sound.on');
  return (
    <header className="play-bar">
      <div className="play-bar-line">
        <h1 className="play-mission">{t(missionNameKey(view.mission))}</h1>
        <p className="play-turn" data-testid="turn">
          {say(turnPhrase(view, names), t)}
        </p>
        {props.menu}
        {props.banner}
      </div>
      {props.missionClock}
      {props.chosenSeed && <ChosenSeed className="play-badge" />}
      {view.viewer === 'spectator' && <p className="play-badge">{t('play.spectator')}</p>}
      {props.trainingAid && (
        <p className="play-badge play-badge--aid" data-testid="training-aid">
          <span aria-hidden="true">◎ </span>
          {t('play.trainingAid')}
        </p>
      )}
      <p
        className={`play-connection play-connection--${props.connection}`}
        data-testid="connection"
        data-state={props.connection}
      >
        {t(`connection.${props.connection}`)}
      </p>
      {props.clock !== null && (
        <p className="play-badge play-badge--clock" data-testid="turn-clock" role="timer">
          <ClockIcon />
          {t('play.clock', { seconds: props.clock })}
        </p>
      )}
      {props.away.map(({ name, takeoverInMs }) => (
        <p key={name} className="play-badge play-badge--away" data-testid="away">
          <span aria-hidden="true">○ </span>
          {takeoverInMs === undefined ? (
            t('play.away', { name })
          ) : (
            <Countdown
              leftMs={takeoverInMs}
              at={props.awayAt}
              say={(time) => t('host.away', { name, time })}
            />
          )}
        </p>
      ))}
      {props.pending && (
        <p className="play-sent" role="status" data-testid="pending-send">
          {t('connection.pending')}
        </p>
      )}
      {/* On a phone the switches shrink to their icons; the words stay their names. */}
      <div className="play-switches">
        <button
          type="button"
          aria-pressed={!muted}
          data-action="mute"
          title={sound}
          onClick={() => setPrefs({ muted: !muted })}
        >
          <span aria-hidden="true">{muted ? '∅' : '♪'}</span>
          <span className="phone-hidden switch-words">{sound}</span>
        </button>
        {/* A spectator has no turn to be told of. */}
        {view.viewer !== 'spectator' && <NotifySwitch notify={props.notify} />}
        <label className="play-toggle" title={t('play.confirmCuts')}>
          <input
            type="checkbox"
            checked={prefs.confirmCuts !== false}
            onChange={(e) => setPrefs({ confirmCuts: e.target.checked })}
          />
          <span aria-hidden="true">✂</span>
          <span className="phone-hidden">{t('play.confirmCuts')}</span>
        </label>
        <button
          type="button"
          data-action="mission"
          title={t('briefing.openTitle')}
          aria-keyshortcuts="M"
          onClick={props.onMission}
        >
          <MissionIcon />
          <span className="phone-hidden">{t('briefing.open')}</span>
        </button>
        <button type="button" data-action="help" title={t('play.help.open')} onClick={props.onHelp}>
          <span aria-hidden="true">?</span>
          <span className="phone-hidden">{t('play.help.open')}</span>
        </button>
      </div>
    </header>
  );
}

/** A 16-pixel drawing in the bar's buttons, read by no screen reader (the button names it). */
function PlayIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="play-icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A sheet with lines: the mission card (an inline drawing, no emoji font needed). */
function MissionIcon() {
  return (
    <PlayIcon>
      <rect x="2.5" y="1.5" width="11" height="13" rx="1.5" fill="none" stroke="currentColor" />
      <path d="M5 5h6M5 8h6M5 11h4" stroke="currentColor" strokeLinecap="round" />
    </PlayIcon>
  );
}

/** Beside Sound: on, off, or refused by the browser (then it says so and cannot be pressed). */
function NotifySwitch({ notify }: { notify: TopBarProps['notify'] }) {
  const { t } = useI18n();
  if (notify.permission === 'unsupported') return null;
  const refused = notify.permission === 'denied';
  const label = t(
    refused ? 'play.notify.refused' : notify.on ? 'play.notify.on' : 'play.notify.off',
  );
  return (
    <button
      type="button"
      aria-pressed={notify.on}
      disabled={refused}
      data-action="notify"
      data-permission={notify.permission}
      title={label}
      onClick={notify.toggle}
    >
      <BellIcon off={!notify.on} />
      {/* Its words show where the bar has room, and always when the browser refused. */}
      <span className={refused ? 'phone-hidden' : 'switch-words'}>{label}</span>
    </button>
  );
}

/** A bell, struck through when off (an inline drawing, no emoji font needed). */
function BellIcon({ off }: { off: boolean }) {
  return (
    <PlayIcon>
      <path
        d="M4 11.5V7a4 4 0 0 1 8 0v4.5l1 1H3zM6.5 13.5a1.5 1.5 0 0 0 3 0"
        fill="none"
        stroke="currentColor"
        strokeLinejoin="round"
      />
      {off && <path d="M2 2l12 12" stroke="currentColor" strokeLinecap="round" />}
    </PlayIcon>
  );
}
