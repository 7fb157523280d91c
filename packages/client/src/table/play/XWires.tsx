import type { SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import type { Selection } from './selection';

/** The id the X or Y Ray's switch points at when an X wire turns it off. */
export const RAY_BARRED_ID = 'play-ray-barred';

const xWiresLeft = (view: SeatView): boolean =>
  view.stands.some((s) => s.wires.some((w) => w.x && !w.cut));

const xWiresClosed = (view: SeatView): boolean =>
  view.stands.some((s) => s.wires.some((w) => w.closed));

/**
 * Mission 35: that the X wires are closed while a cut is being chosen. Mission 20: why the X wires are not highlighted while a detector, the X or Y Ray or an
 * equipment card points at wires (shown only while wires are asked for); or, with `rayBarred`,
 * why the X or Y Ray is off for the X wire pointed at.
 */
export function XWireNote({
  view,
  sel,
  rayBarred = false,
}: {
  view: SeatView;
  sel: Selection;
  rayBarred?: boolean;
}) {
  const { t } = useI18n();
  const token = (
    <span className="x-token" aria-hidden="true">
      {t('board.token.x')}
    </span>
  );
  if (rayBarred)
    return (
      <p className="play-hint" id={RAY_BARRED_ID} data-testid="x-wire-ray">
        {token}
        {t('play.xWire.ray')}
      </p>
    );
  // Mission 35: while the yellow wires are not all cut, no cut at all may take an X wire.
  if (sel.kind === 'cut' && xWiresClosed(view))
    return (
      <p className="play-hint" data-testid="x-wire-closed">
        {token}
        {t('play.xWire.closed')}
      </p>
    );
  const equipped =
    (sel.kind === 'cut' && (sel.mode !== 'single' || sel.pair)) ||
    (sel.kind === 'use' && sel.group.kind === 'equipment');
  if (!equipped || !xWiresLeft(view)) return null;
  return (
    <p className="play-hint" data-testid="x-wire-note">
      {token}
      {t('play.xWire.note')}
    </p>
  );
}
