import {
  PERSONAL_CARD,
  type CharacterView,
  type EquipmentCard,
  type Seat,
} from '@bomb-busters/engine/data';
import { useI18n } from '../../i18n/I18n';
import type { Handicap } from '../../logic/captain';
import { seatName } from '../../logic/words';
import { detectorKey, HandicapBadge } from './HandicapBadge';

export interface CharactersProps {
  readonly characters: readonly CharacterView[];
  readonly names: readonly string[];
  /** Whose turn it is; null once the game is over (nobody is playing then). */
  readonly activeSeat: Seat | null;
  readonly captain: Seat;
  /** The Captain's handicap (mission 14's rookie, 17's Rhett, 28's Captain Careless), if any. */
  readonly handicap: Handicap | null;
  /** The Captain may not use the Double Detector (Rhett, Captain Careless). */
  readonly detectorBarred: boolean;
  /** Every character card is flipped for the whole mission (27): no Double Detector at all. */
  readonly flipped?: boolean;
  /** Rule sticker B: the viewer's seat, whose own equipment card it may use now (`usable`). */
  readonly mine?: Seat;
  readonly usable?: (card: EquipmentCard) => boolean;
  readonly onUse?: (card: EquipmentCard) => void;
}

/**
 * Each seat's character card and whether its Double Detector (or, with rule sticker B, its own
 * copy of an equipment card) is still face up; a card put away
 * for the mission (Captain Careless) leaves only its seat's name and says so; cards flipped for
 * the whole mission (27) say there is no Double Detector, not that it was used. Cards dealt face
 * down (34) show the viewer its own, marked secret, and only their backs to the others.
 */
export function Characters(props: CharactersProps) {
  const { characters, names, activeSeat, captain, handicap } = props;
  const { t } = useI18n();
  return (
    <section className="characters" aria-label={t('board.characters.title')}>
      <h3 className="panel-title">{t('board.characters.title')}</h3>
      <ul className="character-list">
        {characters.map((character, seat) => (
          <li
            key={seat}
            className={`character${character.used ? ' is-used' : ''}${seat === activeSeat ? ' is-active' : ''}`}
          >
            <span className="character-name">
              {seat === captain && <span aria-hidden="true">★ </span>}
              {character.removed
                ? seatName(names, seat)
                : character.card === null
                  ? t('board.character.faceDown', { name: seatName(names, seat) })
                  : t('board.character.of', {
                      name: seatName(names, seat),
                      card: t(`board.character.${character.card}`),
                    })}
            </span>
            {character.hidden && character.card !== null && !character.removed && (
              <span className="badge badge--secret" data-testid="character-secret">
                <span aria-hidden="true">◎ </span>
                {t('board.secret')}
              </span>
            )}
            <CharacterDetector
              character={character}
              barred={seat === captain && props.detectorBarred}
              flipped={props.flipped === true}
            />
            {seat === props.mine && character.personal && (
              <UseOwn card={PERSONAL_CARD[character.personal]} {...props} />
            )}
            {seat === captain && handicap && <HandicapBadge handicap={handicap} />}
            {seat === activeSeat && (
              <span className="badge badge--turn">{t('board.character.active')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The button that uses the viewer's own copy of its card, when the legal menu allows it. */
function UseOwn({ card, usable, onUse }: { card: EquipmentCard } & CharactersProps) {
  const { t } = useI18n();
  if (!onUse || !usable?.(card)) return null;
  return (
    <button
      type="button"
      className="character-use"
      data-action="personal"
      onClick={() => onUse(card)}
    >
      {t('board.character.useOwn', { card: t(`board.equipment.${card}.name`) })}
    </button>
  );
}

function CharacterDetector(props: { character: CharacterView; barred: boolean; flipped: boolean }) {
  const { character, barred, flipped } = props;
  const { t } = useI18n();
  // Rule sticker B: a new character carries its own copy of an equipment card instead.
  if (character.personal && !flipped)
    return (
      <span className="character-detector" data-testid="character-personal">
        <span aria-hidden="true">{character.used ? '✖ ' : '✔ '}</span>
        {t(character.used ? 'board.character.personalUsed' : 'board.character.personalReady', {
          card: t(`board.equipment.${PERSONAL_CARD[character.personal]}.name`),
        })}
      </span>
    );
  return (
    <span className="character-detector" data-testid={flipped ? 'character-flipped' : undefined}>
      <span aria-hidden="true">
        {character.removed || character.hidden || barred || flipped
          ? '⊘ '
          : character.used
            ? '✖ '
            : '✔ '}
      </span>
      {t(detectorKey(character, barred, flipped))}
    </span>
  );
}
