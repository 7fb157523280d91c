import {
  unlockOf,
  type EquipmentCard,
  type EquipmentSlot,
  type EquipmentSlotView,
} from '@bomb-busters/engine/data';
import { useI18n } from '../../i18n/I18n';
import { coveredPhrase, lockPhrase, type CoveredCard } from '../../logic/equipment-numbers';
import { cardStatePhrase, say, type Phrase } from '../../logic/words';

export interface EquipmentCardsProps {
  readonly equipment: readonly EquipmentSlotView[];
  /** The face-up Number card that turns a face-down card over (mission 15). */
  readonly rewardNumber?: number | null;
  /** Cards waiting face down in the equipment deck (mission 23), or null without a deck. */
  readonly deck?: number | null;
  readonly enabled?: (card: EquipmentCard) => boolean;
  readonly onUse?: (card: EquipmentCard) => void;
  /** The card being used right now (its choices are being made). */
  readonly active?: EquipmentCard | null;
  /** The cards a Number card lies on (mission 12), with what each waits for. */
  readonly covered?: readonly CoveredCard[];
  /** Why a card is barred to the Captain (mission 14's rookie and the Stabilizer, 17's Rhett). */
  readonly barred?: (card: EquipmentCard) => Phrase | null;
}

type CardProps = Omit<EquipmentCardsProps, 'equipment' | 'rewardNumber' | 'covered' | 'deck'> & {
  readonly slot: EquipmentSlot;
  readonly covered: readonly CoveredCard[];
};

const STATE_ICON = { faceDown: '○', locked: '⊘', available: '✔', used: '✖' } as const;

/**
 * The mission's equipment cards (one per player, two more for each False Bottom): what unlocks
 * each, its name, effect and state; a "use" button when it may be used now. A card with a Number
 * card on it (mission 12) shows that card on its corner and lists both pairs it waits for, each
 * marked done (✓) or not cut yet (○), so a card whose own pair is cut says why it is locked.
 * A face-down card (mission 15) shows its back and the Number card that turns one over.
 */
export function EquipmentCards({
  equipment,
  rewardNumber = null,
  covered = [],
  deck = null,
  ...rest
}: EquipmentCardsProps) {
  const { t } = useI18n();
  // Mission 23: no card on the board yet, they wait in the deck.
  const none = deck ? t('board.equipment.noneYet') : t('board.equipment.none');
  return (
    <section className="equipment" aria-label={t('board.equipment.title')}>
      <h3 className="panel-title">{t('board.equipment.title')}</h3>
      {equipment.length === 0 && <p className="muted">{none}</p>}
      <ul className="equipment-cards">
        {equipment.map((slot, place) =>
          slot.card === null ? (
            <FaceDownCard key={`down-${place}`} place={place} rewardNumber={rewardNumber} />
          ) : (
            <FaceUpCard key={slot.card} slot={slot} covered={covered} {...rest} />
          ),
        )}
      </ul>
    </section>
  );
}

/**
 * A card still face down (mission 15): its back, its place (the blind pick names it) and what
 * turns it over.
 */
function FaceDownCard({ place, rewardNumber }: { place: number; rewardNumber: number | null }) {
  const { t } = useI18n();
  return (
    <li className="equipment-card is-faceDown" data-slot={place} data-face-down="true">
      <span className="card-back" aria-hidden="true">
        ?
      </span>
      <h4 className="equipment-name">{t('board.equipment.faceDownName', { n: place + 1 })}</h4>
      <p className="equipment-state">
        {rewardNumber === null
          ? t('board.equipment.faceDownNoNumber')
          : t('board.equipment.faceDown', { number: rewardNumber })}
      </p>
    </li>
  );
}

function FaceUpCard({ slot, enabled, onUse, active, covered, barred }: CardProps) {
  const { t } = useI18n();
  const { card, state, unlimited } = slot;
  const name = t(`board.equipment.${card}.name`);
  const cover = covered.find((c) => c.card === card);
  const status =
    active === card
      ? t('board.equipment.inUse')
      : say(cover ? coveredPhrase(cover) : cardStatePhrase(card, state, unlimited), t);
  const { value } = unlockOf(card);
  const bar = barred?.(card);
  return (
    <li
      className={`equipment-card is-${state}${active === card ? ' is-active' : ''}`}
      data-card={card}
      data-number={cover?.number}
    >
      {cover && (
        // Drawn only: the list of locks below names the Number card in words.
        <span
          className="number-card-on"
          aria-hidden="true"
          title={t('board.equipment.numberCard', { number: cover.number })}
        >
          {cover.number}
        </span>
      )}
      <h4 className="equipment-name">
        <span
          className={`equipment-number${value === 'yellow' ? ' equipment-number--yellow' : ''}`}
          aria-hidden="true"
        >
          {value === 'yellow' ? t('board.short.yellow') : value}
        </span>{' '}
        {name}
      </h4>
      <p className="equipment-text">{t(`board.equipment.${card}.text`)}</p>
      <p className="equipment-state">
        <span aria-hidden="true">{STATE_ICON[state]}</span> {status}
      </p>
      {bar && (
        <p className="equipment-barred" data-testid="equipment-barred">
          <span aria-hidden="true">⊘</span> {say(bar, t)}
        </p>
      )}
      {cover && (
        <ul className="equipment-locks">
          {cover.locks.map((lock) => (
            <li
              key={lock.of}
              className={lock.done ? 'is-done' : undefined}
              data-lock={lock.of}
              data-done={lock.done}
            >
              <span aria-hidden="true">{lock.done ? '✓' : '○'}</span> {say(lockPhrase(lock), t)}
            </li>
          ))}
        </ul>
      )}
      {onUse && enabled?.(card) && (
        <button
          type="button"
          className="primary"
          data-action={`equipment-${card}`}
          aria-pressed={active === card}
          onClick={() => onUse(card)}
        >
          {t('board.equipment.use', { card: name })}
        </button>
      )}
    </li>
  );
}
