import { unlockOf, type EquipmentCard, type EquipmentSlot } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { coveredPhrase, lockPhrase, type CoveredCard } from '../../logic/equipment-numbers';
import { cardStatePhrase, say, type Phrase } from '../../logic/words';

export interface EquipmentCardsProps {
  readonly equipment: readonly EquipmentSlot[];
  readonly enabled?: (card: EquipmentCard) => boolean;
  readonly onUse?: (card: EquipmentCard) => void;
  /** The card being used right now (its choices are being made). */
  readonly active?: EquipmentCard | null;
  /** The cards a Number card lies on (mission 12), with what each waits for. */
  readonly covered?: readonly CoveredCard[];
  /** Why a card is barred to the Captain (mission 14's rookie and the Stabilizer). */
  readonly barred?: (card: EquipmentCard) => Phrase | null;
}

const STATE_ICON = { locked: '⊘', available: '✔', used: '✖' } as const;

/**
 * The mission's equipment cards (one per player, two more for each False Bottom): what unlocks
 * each, its name, effect and state; a "use" button when it may be used now. A card with a Number
 * card on it (mission 12) shows that card on its corner and lists both pairs it waits for, each
 * marked done (✓) or not cut yet (○), so a card whose own pair is cut says why it is locked.
 */
export function EquipmentCards({
  equipment,
  enabled,
  onUse,
  active,
  covered = [],
  barred,
}: EquipmentCardsProps) {
  const { t } = useI18n();
  return (
    <section className="equipment" aria-label={t('board.equipment.title')}>
      <h3 className="panel-title">{t('board.equipment.title')}</h3>
      {equipment.length === 0 && <p className="muted">{t('board.equipment.none')}</p>}
      <ul className="equipment-cards">
        {equipment.map(({ card, state }) => {
          const name = t(`board.equipment.${card}.name`);
          const cover = covered.find((c) => c.card === card);
          const status =
            active === card
              ? t('board.equipment.inUse')
              : say(cover ? coveredPhrase(cover) : cardStatePhrase(card, state), t);
          const { value } = unlockOf(card);
          const bar = barred?.(card);
          return (
            <li
              key={card}
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
                      <span aria-hidden="true">{lock.done ? '✓' : '○'}</span>{' '}
                      {say(lockPhrase(lock), t)}
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
        })}
      </ul>
    </section>
  );
}
