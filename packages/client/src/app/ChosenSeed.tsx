import { useI18n } from '../i18n/I18n';

/**
 * Tells everyone at the table that the host chose the game's seed, so the host can compute the
 * whole deal. Shown in the lobby, in the table's top bar and in the replay.
 */
export function ChosenSeed({ className = '' }: { className?: string }) {
  const { t } = useI18n();
  return (
    <p className={`chosen-seed ${className}`.trim()} data-testid="chosen-seed">
      <span aria-hidden="true">⚠ </span>
      {t('room.chosenSeed')}
    </p>
  );
}
