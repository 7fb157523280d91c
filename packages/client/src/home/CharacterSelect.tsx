import { PERSONAL_CARD, type NewCharacter } from '@bomb-busters/engine/data';
import type { RoomInfo } from '@bomb-busters/protocol';
import { useI18n } from '../i18n/I18n';

const DOUBLE = 'double';

/**
 * Rule sticker B: the character a seat's person takes, the Double Detector or a new character the
 * mission allows; a card another person holds is listed as taken and cannot be chosen.
 */
export function CharacterSelect({
  info,
  allowed,
  seat,
  disabled,
  onChange,
}: {
  info: RoomInfo;
  /** The new characters the mission allows. */
  allowed: readonly NewCharacter[];
  seat: number;
  disabled: boolean;
  onChange: (character: NewCharacter | null) => void;
}) {
  const { t } = useI18n();
  const mine = info.seats[seat]?.character ?? null;
  // A bot seat's card is only the bots' choice as things stand: they yield it to a person.
  const takenBy = (card: NewCharacter) =>
    info.seats.some((s) => s.seat !== seat && s.kind === 'person' && s.character === card);
  const name = (card: NewCharacter) => t(`board.equipment.${PERSONAL_CARD[card]}.name`);
  return (
    <label className="field compact">
      <span className="visually-hidden">
        {t('home.room.character', { seat: t('seat.name', { seat: seat + 1 }) })}
      </span>
      <select
        data-character={seat}
        value={mine ?? DOUBLE}
        disabled={disabled}
        onChange={(e) => {
          const card = allowed.find((c) => c === e.target.value);
          onChange(card ?? null);
        }}
      >
        <option value={DOUBLE}>{t('home.room.characterDouble')}</option>
        {allowed.map((card) => (
          <option key={card} value={card} disabled={takenBy(card)}>
            {takenBy(card) ? t('home.room.characterTaken', { card: name(card) }) : name(card)}
          </option>
        ))}
      </select>
    </label>
  );
}
