import type { Character } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import type { Handicap } from '../../logic/captain';

/**
 * The Captain's handicap as a badge: its name (Rookie, Rhett; Rhett's with "≠", his tokens say
 * "not") and, in its title, what it means for the table.
 */
export function HandicapBadge({ handicap }: { handicap: Handicap }) {
  const { t } = useI18n();
  const meaning = t(`board.stand.${handicap}Title`);
  return (
    <span className={`badge badge--${handicap}`} title={meaning} data-testid={`badge-${handicap}`}>
      {handicap === 'rhett' && <span aria-hidden="true">≠ </span>}
      {t(`board.stand.${handicap}`)}
    </span>
  );
}

/** The Double Detector's state in words: ready, used, or barred to this seat (Rhett). */
export const detectorKey = (character: Character, barred: boolean) =>
  barred
    ? ('board.character.detectorBarred' as const)
    : character.used
      ? ('board.character.detectorUsed' as const)
      : ('board.character.detectorReady' as const);
