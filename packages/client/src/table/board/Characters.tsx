import type { Character, Seat } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { seatName } from '../../logic/words';

export interface CharactersProps {
  readonly characters: readonly Character[];
  readonly names: readonly string[];
  /** Whose turn it is; null once the game is over (nobody is playing then). */
  readonly activeSeat: Seat | null;
  readonly captain: Seat;
  /** The Captain is the rookie (mission 14). */
  readonly rookie: Seat | null;
}

/** Each seat's character card and whether its Double Detector is still face up. */
export function Characters({ characters, names, activeSeat, captain, rookie }: CharactersProps) {
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
              {t('board.character.of', {
                name: seatName(names, seat),
                card: t(`board.character.${character.card}`),
              })}
            </span>
            <span className="character-detector">
              <span aria-hidden="true">{character.used ? '✖ ' : '✔ '}</span>
              {t(character.used ? 'board.character.detectorUsed' : 'board.character.detectorReady')}
            </span>
            {seat === rookie && (
              <span className="badge badge--rookie" title={t('board.stand.rookieTitle')}>
                {t('board.stand.rookie')}
              </span>
            )}
            {seat === activeSeat && (
              <span className="badge badge--turn">{t('board.character.active')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
