import type { Seat, SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { listIn } from '../../i18n/translate';
import { designatedValue, turnNow } from '../../logic/designation';
import { seatName } from '../../logic/words';
import type { Choice } from '../../logic/menu';
import { useOwnStandsInView } from './useOwnStandsInView';

/**
 * Mission 18's designation, told where the player acts: why only the seats that answered yes
 * may be named (and who answered no), the buttons naming them, and for the seat named, what it
 * must cut and that nothing else may be cut.
 */
export function DesignateHint({ view, names }: { view: SeatView; names: readonly string[] }) {
  const { t, tn, language } = useI18n();
  const now = turnNow(view);
  const designating = view.pending?.kind === 'designate' && now !== null && now.number !== null;
  // The player's own wires tell whether to name themself: on a phone, above the sheet.
  useOwnStandsInView(designating && view.pending?.seat === view.viewer);
  if (!designating) return null;
  const no = now.answers.filter((a) => !a.yes).map((a) => seatName(names, a.seat));
  const value = now.number;
  return (
    <div className="play-hint" data-testid="designate-hint">
      <p>{t('play.designate.why', { value })}</p>
      {no.length > 0 && (
        <p data-testid="designate-no">
          {tn('play.designate.no', no.length, {
            names: listIn(no, language),
            value,
          })}
        </p>
      )}
    </div>
  );
}

/** One button per seat that may be named; the player's own says "(you)". */
export function DesigneeOptions(props: {
  options: readonly Seat[];
  viewer: SeatView['viewer'];
  names: readonly string[];
  pick: (choice: Choice) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="play-choices">
      {props.options.map((seat) => {
        const name = seatName(props.names, seat);
        return (
          <button
            key={seat}
            type="button"
            data-action="designee"
            data-seat={seat}
            onClick={() => props.pick({ field: 'designee', value: seat })}
          >
            <span aria-hidden="true">✓ </span>
            {seat === props.viewer ? t('play.designate.self', { name }) : name}
          </button>
        );
      })}
    </div>
  );
}

/** For the seat named to cut: the value, who named it, and that no other value may be cut. */
export function DesignatedNote({ view, names }: { view: SeatView; names: readonly string[] }) {
  const { t } = useI18n();
  const value = designatedValue(view);
  const now = turnNow(view);
  if (value === null || !now) return null;
  return (
    <p className="play-hint play-designated" data-testid="designated-note" data-value={value}>
      {now.chooser !== view.viewer && (
        <>{t('play.designated.by', { name: seatName(names, now.chooser) })} </>
      )}
      {t('play.designated.mine', { value })}
    </p>
  );
}

/** "Waiting for Ann, who must cut a 7 (Bob's turn)", or null when nobody else was named. */
export function useWaitText(view: SeatView, names: readonly string[]): string | null {
  const { t } = useI18n();
  const now = turnNow(view);
  if (!now || now.designee === null || now.number === null || now.designee === view.viewer)
    return null;
  return t('play.prompt.waitCut', {
    name: seatName(names, now.designee),
    value: now.number,
    turn: seatName(names, now.chooser),
  });
}
