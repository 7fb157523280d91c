import type { SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { missionNameKey } from '../../logic/missions';
import { say } from '../../logic/words';
import type { ConnectionState } from '../../state/table';
import type { Prefs } from '../../state/storage';
import { turnPhrase } from './turn';

export interface TopBarProps {
  readonly view: SeatView;
  readonly names: readonly string[];
  readonly connection: ConnectionState;
  readonly pending: boolean;
  readonly trainingAid: boolean;
  readonly prefs: Prefs;
  readonly setPrefs: (change: Partial<Prefs>) => void;
  readonly onHelp: () => void;
}

/** Mission, whose move it is, the connection, and the table's switches. */
export function TopBar(props: TopBarProps) {
  const { view, names, prefs, setPrefs } = props;
  const { t } = useI18n();
  const muted = prefs.muted === true;
  return (
    <header className="play-bar">
      <h1 className="play-mission">{t(missionNameKey(view.mission))}</h1>
      <p className="play-turn" data-testid="turn">
        {say(turnPhrase(view, names), t)}
      </p>
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
      {props.pending && (
        <p className="play-sent" role="status" data-testid="pending-send">
          {t('connection.pending')}
        </p>
      )}
      <div className="play-switches">
        <button
          type="button"
          aria-pressed={!muted}
          data-action="mute"
          onClick={() => setPrefs({ muted: !muted })}
        >
          <span aria-hidden="true">{muted ? '∅ ' : '♪ '}</span>
          {t(muted ? 'play.sound.off' : 'play.sound.on')}
        </button>
        <label className="play-toggle">
          <input
            type="checkbox"
            checked={prefs.confirmCuts !== false}
            onChange={(e) => setPrefs({ confirmCuts: e.target.checked })}
          />
          {t('play.confirmCuts')}
        </label>
        <button type="button" data-action="help" onClick={props.onHelp}>
          <span aria-hidden="true">? </span>
          {t('play.help.open')}
        </button>
      </div>
    </header>
  );
}
