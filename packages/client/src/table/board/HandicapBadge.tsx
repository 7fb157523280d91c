import type { CharacterView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import type { Handicap } from '../../logic/captain';

/** The mark before a handicap's name: Rhett's tokens say "not"; Captain Careless is a danger. */
const MARK: Partial<Record<Handicap, string>> = { rhett: '≠', careless: '⚠' };

/**
 * The Captain's handicap as a badge: its name (Rookie, Rhett, Careless), a mark before some of
 * them, and, in its title, what it means for the table.
 */
export function HandicapBadge({ handicap }: { handicap: Handicap }) {
  const { t } = useI18n();
  const meaning = t(`board.stand.${handicap}Title`);
  const mark = MARK[handicap];
  return (
    <span className={`badge badge--${handicap}`} title={meaning} data-testid={`badge-${handicap}`}>
      {mark && <span aria-hidden="true">{mark} </span>}
      {t(`board.stand.${handicap}`)}
    </span>
  );
}

/**
 * The Double Detector's state in words: ready, used, barred to this seat (Rhett), gone with the
 * character card put away (Captain Careless, or 34's secret cards discarded), face down with
 * the others (34), or flipped for the whole mission (27).
 */
export const detectorKey = (character: CharacterView, barred: boolean, flipped = false) =>
  character.removed
    ? ('board.character.removed' as const)
    : character.hidden
      ? ('board.character.hidden' as const)
      : flipped
        ? ('board.character.flipped' as const)
        : barred
          ? ('board.character.detectorBarred' as const)
          : character.used
            ? ('board.character.detectorUsed' as const)
            : ('board.character.detectorReady' as const);
