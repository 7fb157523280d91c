/**
 * Mission 41's tripwires in the action panel: the button that starts pointing at a teammate wire
 * taken for a tripwire, the pointing step with what a wrong wire costs, and the skip of a seat
 * holding nothing but its own tripwire and red wires.
 */
import { missionById, ruleOf, type LegalMenu, type SeatView } from '@bomb-busters/engine/data';
import { useI18n } from '../../i18n/I18n';
import { plainAction } from '../../logic/menu';
import { SkipButton } from './NumberPick';
import type { Input } from './selection';

export const hasTripwires = (legal: LegalMenu): boolean =>
  legal.actions.some((a) => a.type === 'tripwire');

/** What a pointed wire does: said while pointing and when confirming. */
export function TripwireWarning() {
  const { t } = useI18n();
  return (
    <p className="play-blocked play-warning" data-testid="tripwire-warning">
      <span aria-hidden="true">⚠ </span>
      {t('play.tripwire.warning')}
    </p>
  );
}

/** The pointing step. */
export function TripwireStep() {
  const { t } = useI18n();
  return (
    <div data-testid="tripwire">
      <p className="play-prompt">{t('play.tripwire.prompt')}</p>
      <TripwireWarning />
    </div>
  );
}

/** On the seat's turn: the button, and the skip when nothing else is left. */
export function TripwireIdle({
  view,
  legal,
  input,
}: {
  view: SeatView;
  legal: LegalMenu;
  input: (input: Input) => void;
}) {
  const { t } = useI18n();
  const mission = missionById(view.mission);
  if (!mission || !ruleOf(mission, 'tripwires')) return null;
  if (plainAction(legal, 'skip'))
    return (
      <div className="play-pick" data-testid="tripwire-skip">
        <p className="play-prompt">{t('play.tripwire.skip')}</p>
        <SkipButton input={input} />
      </div>
    );
  if (!hasTripwires(legal)) return null;
  return (
    <div className="play-row">
      <button
        type="button"
        className="danger"
        data-action="tripwire"
        onClick={() => input({ type: 'tripwire' })}
      >
        <span aria-hidden="true">⚡ </span>
        {t('play.action.tripwire')}
      </button>
    </div>
  );
}
