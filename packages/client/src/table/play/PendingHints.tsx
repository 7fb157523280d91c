import type { SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { countPairChoice } from '../../logic/count-tokens';
import { falseTokenStep, pickedOwnValue } from '../../logic/false-tokens';
import { besideChoice, tokenFor, tokenToPlace } from '../../logic/handout';
import type { Choice } from '../../logic/menu';
import { say, seatName, valuePhrase, wireNumber } from '../../logic/words';

/**
 * What a pending choice of this seat needs explained: Rhett's false token (it must lie: any
 * value but the wire's own), the blind pick of a face-down equipment card, where the second x2
 * token of a value held four times goes, and the tokens of missions 22 and 27 (beside the stand
 * at setup, handed out once two yellow wires are cut).
 */
export function PendingHints({
  view,
  choices,
  names,
}: {
  view: SeatView;
  choices: readonly Choice[];
  names: readonly string[];
}) {
  const { t } = useI18n();
  const handout = <HandoutHint view={view} names={names} />;
  if (view.pending && HANDOUT_KINDS.has(view.pending.kind)) return handout;
  if (view.pending?.kind === 'flipEquipment')
    return (
      <p className="play-hint" data-testid="flip-hint">
        {t('play.flip.blind')}
      </p>
    );
  const pair = countPairChoice(view);
  if (pair)
    return (
      <p className="play-hint" data-testid="count-pair-hint">
        {t('play.countPair.hint', { value: pair.value, wire: wireNumber(pair.first) })}
      </p>
    );
  const step = falseTokenStep(view);
  if (!step) return null;
  const own = pickedOwnValue(view, choices);
  return (
    <div className="play-hint" data-testid="false-token-hint">
      <p>
        <span aria-hidden="true">≠ </span>
        {step.cause === 'setup'
          ? t('play.false.setup', { n: step.placed + 1, total: step.total })
          : t('play.false.failure')}
      </p>
      {own !== null && (
        <p data-testid="false-token-own">
          {t('play.false.notOwn', { value: say(valuePhrase(own), t) })}
        </p>
      )}
    </div>
  );
}

const HANDOUT_KINDS = new Set(['besideToken', 'takeToken', 'placeToken']);

/** Missions 22 and 27: what the token being chosen or placed is for. */
function HandoutHint({ view, names }: { view: SeatView; names: readonly string[] }) {
  const { t } = useI18n();
  const { pending } = view;
  const beside = besideChoice(view);
  if (beside)
    return (
      <p className="play-hint" data-testid="beside-hint">
        {t('play.beside.hint', { n: beside.n, total: beside.total })}
        {beside.letter && ` ${t('play.beside.stand', { letter: beside.letter })}`}
      </p>
    );
  if (pending?.kind === 'takeToken' && pending.seat === view.viewer) {
    const to = tokenFor(view, pending.seat);
    return (
      <p className="play-hint" data-testid="take-hint">
        {to === pending.seat
          ? t('play.take.hint')
          : t('play.give.hint', { name: seatName(names, to) })}
      </p>
    );
  }
  const place = tokenToPlace(view);
  if (!place) return null;
  const value = say(valuePhrase(place.value), t);
  return (
    <p className="play-hint" data-testid="place-hint">
      {place.from === null
        ? t('play.place.taken', { value })
        : t('play.place.given', { value, name: seatName(names, place.from) })}
    </p>
  );
}
