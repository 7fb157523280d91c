/**
 * Mission 29 where the player acts: the seat asked to lay a card chooses one of its Number cards
 * (one button each, digit keys too) and reads why it matters; the seat whose turn it is reads
 * whom it waits for while its cuts wait, then what the laid card means; everyone else, whom the
 * table waits for.
 */
import type { SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import type { Choice } from '../../logic/menu';
import { laidForMe, layingFor } from '../../logic/number-hands';
import { seatName } from '../../logic/words';

/** One button per Number card the seat may lay, drawn as the card. */
export function LayOptions(props: { options: readonly number[]; pick: (choice: Choice) => void }) {
  const { t } = useI18n();
  return (
    <div className="play-choices" role="group" aria-label={t('board.numberHands.title')}>
      {props.options.map((number) => {
        const label = t('play.lay.card', { number });
        return (
          <button
            key={number}
            type="button"
            className="play-value play-lay-card"
            data-action="layNumber"
            data-value={number}
            aria-label={label}
            title={label}
            onClick={() => props.pick({ field: 'number', value: number })}
          >
            <span aria-hidden="true">{number}</span>
          </button>
        );
      })}
    </div>
  );
}

/** For the seat laying: whose turn the card is for, and what it costs if they cut its value. */
export function LayHint({ view, names }: { view: SeatView; names: readonly string[] }) {
  const { t } = useI18n();
  const taker = layingFor(view);
  if (taker === null) return null;
  return (
    <p className="play-hint play-lay-hint" data-testid="lay-hint">
      {t('play.lay.hint', { name: seatName(names, taker) })}
    </p>
  );
}

/** "Waiting for Bob to lay a Number card face down…", or null when no card is being laid. */
export function useLayWait(view: SeatView, names: readonly string[]): string | null {
  const { t } = useI18n();
  const { pending } = view;
  if (pending?.kind !== 'layNumber' || pending.seat === view.viewer) return null;
  const name = seatName(names, pending.seat);
  return view.activeSeat === view.viewer
    ? t('play.lay.waitYou', { name })
    : t('play.lay.wait', { name, active: seatName(names, view.activeSeat) });
}

/** For the seat whose turn it is, once the card lies face down: what cutting its value costs. */
export function LaidNote({ view, names }: { view: SeatView; names: readonly string[] }) {
  const { t } = useI18n();
  const layer = laidForMe(view);
  if (layer === null) return null;
  return (
    <p className="play-hint play-designated" data-testid="laid-note">
      {t('play.laid.mine', { name: seatName(names, layer) })}
    </p>
  );
}
