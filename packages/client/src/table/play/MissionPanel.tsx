import type { GridState, MissionId } from '@bomb-busters/engine';
import { MissionRules, MissionSetup } from '../../home/MissionText';
import { useI18n } from '../../i18n/I18n';
import { missionTitle, restricting, sheetValues, valueList } from '../../logic/briefing';
import { useModalDialog } from './useModalDialog';
import './briefing.css';

/** What the sheet allows now, for the missions whose sheet decides which values may be cut. */
function SheetNow({ grid }: { grid: GridState | null }) {
  const { t, language } = useI18n();
  const kind = restricting(grid);
  const values = sheetValues(grid);
  if (!kind || !values) return null;
  return (
    <>
      <h3>{t('briefing.sheet')}</h3>
      <p data-testid="briefing-sheet">
        {values.length > 0
          ? t('briefing.sheet.values', { values: valueList(t, language, values) })
          : t('briefing.sheet.none')}{' '}
        {t(`briefing.rule.${kind}`)}
      </p>
    </>
  );
}

/**
 * The mission at the table, at any time: its number and name as on the box, its setup for this
 * player count, its special rules, and for the New Missions what the sheet allows now. A modal
 * dialog, like the help.
 */
export function MissionPanel(props: {
  open: boolean;
  onClose: () => void;
  mission: MissionId;
  players: number;
  grid: GridState | null;
}) {
  const { t } = useI18n();
  const { open, onClose } = props;
  const dialog = useModalDialog(open);
  return (
    <dialog
      ref={dialog}
      className="play-help briefing"
      data-testid="briefing"
      aria-labelledby="briefing-title"
      onClose={onClose}
    >
      <h2 id="briefing-title">{missionTitle(t, props.mission)}</h2>
      <h3>{t('briefing.rules')}</h3>
      <MissionRules mission={props.mission} />
      <SheetNow grid={props.grid} />
      <h3>{t('briefing.setup')}</h3>
      <MissionSetup mission={props.mission} players={props.players} dealt />
      <button type="button" data-action="close-briefing" onClick={onClose} autoFocus>
        {t('common.close')}
      </button>
    </dialog>
  );
}
