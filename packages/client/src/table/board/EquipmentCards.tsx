import { unlockOf, type EquipmentCard, type EquipmentSlot } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { cardStatePhrase, say } from '../../logic/words';

export interface EquipmentCardsProps {
  readonly equipment: readonly EquipmentSlot[];
  readonly enabled?: (card: EquipmentCard) => boolean;
  readonly onUse?: (card: EquipmentCard) => void;
  /** The card being used right now (its choices are being made). */
  readonly active?: EquipmentCard | null;
}

const STATE_ICON = { locked: '⊘', available: '✔', used: '✖' } as const;

/**
 * The mission's equipment cards (one per player, two more for each False Bottom): what unlocks
 * each, its name, effect and state; a "use" button when it may be used now.
 */
export function EquipmentCards({ equipment, enabled, onUse, active }: EquipmentCardsProps) {
  const { t } = useI18n();
  return (
    <section className="equipment" aria-label={t('board.equipment.title')}>
      <h3 className="panel-title">{t('board.equipment.title')}</h3>
      {equipment.length === 0 && <p className="muted">{t('board.equipment.none')}</p>}
      <ul className="equipment-cards">
        {equipment.map(({ card, state }) => {
          const name = t(`board.equipment.${card}.name`);
          const status =
            active === card ? t('board.equipment.inUse') : say(cardStatePhrase(card, state), t);
          const { value } = unlockOf(card);
          return (
            <li
              key={card}
              className={`equipment-card is-${state}${active === card ? ' is-active' : ''}`}
              data-card={card}
            >
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
