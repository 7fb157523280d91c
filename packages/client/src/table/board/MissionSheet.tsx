import type { CellValue, GridState, MissionId } from '@bomb-busters/engine';
import { CoffeeIcon, PlusIcon } from '../../app/icons';
import { useI18n } from '../../i18n/I18n';
import type { MessageKey } from '../../i18n/en';
import './sheet.css';

export interface MissionSheetProps {
  readonly grid: GridState;
  /** The mission the sheet belongs to (the contract passes it; the grid says everything today). */
  readonly mission: MissionId;
  readonly enabledCells?: readonly number[];
  readonly onCell?: (cell: number) => void;
  /**
   * Cartouches (groups) that may be linked to START now: marked on the sheet; they are chosen in
   * the action panel, which names each with its values (one list of buttons, not two).
   */
  readonly enabledCartouches?: readonly number[];
  readonly onCartouche?: (cartouche: number) => void;
  /** Coffee icons that may be taken now. */
  readonly enabledCoffees?: readonly number[];
  readonly onCoffee?: (coffee: number) => void;
}

const GROUP_NAME: Record<GridState['kind'], MessageKey> = {
  balance: 'board.sheet.line',
  rows: 'board.sheet.row',
  liaisons: 'board.sheet.cartouche',
};

/** The pencil-and-paper sheet of the New Missions: groups of cells, line actions, coffees, bonuses. */
export function MissionSheet(props: MissionSheetProps) {
  const { grid, enabledCells = [], enabledCartouches = [], enabledCoffees = [] } = props;
  const { t } = useI18n();
  const cellText = (value: CellValue): string =>
    value === 'yellow' ? t('board.short.yellow') : String(value);
  const groupName = (group: number): string => t(GROUP_NAME[grid.kind], { n: group + 1 });
  const linkable = (group: number): boolean =>
    props.onCartouche !== undefined && enabledCartouches.includes(group);

  return (
    <section className={`sheet sheet--${grid.kind}`} aria-label={t('board.sheet.title')}>
      <h3 className="panel-title">{t('board.sheet.title')}</h3>
      <ol className="sheet-groups">
        {grid.groups.map((group, g) => (
          <li
            key={g}
            className={`sheet-group${group.connected ? ' is-linked' : ''}${linkable(g) ? ' is-linkable' : ''}`}
            data-group={g}
            aria-label={groupName(g)}
          >
            <span className="sheet-group-name">{groupName(g)}</span>
            <span className="sheet-cells">
              {grid.cells.flatMap((cell, id) => {
                if (cell.group !== g) return [];
                const label = t('board.sheet.cell', {
                  value: cell.value === 'yellow' ? t('board.value.yellow') : cell.value,
                  state: t(cell.checked ? 'board.sheet.checked' : 'board.sheet.open'),
                });
                const enabled = props.onCell !== undefined && enabledCells.includes(id);
                return [
                  <button
                    key={id}
                    type="button"
                    className={`sheet-cell${cell.checked ? ' is-checked' : ''}${enabled ? ' is-enabled' : ''}${cell.value === 'yellow' ? ' sheet-cell--yellow' : ''}`}
                    data-cell={id}
                    disabled={!enabled}
                    aria-label={label}
                    onClick={() => props.onCell?.(id)}
                  >
                    <span aria-hidden="true">
                      {cellText(cell.value)}
                      {cell.checked && ' ✓'}
                    </span>
                  </button>,
                ];
              })}
            </span>
            {group.action !== 0 && (
              <span className="sheet-action">
                {t(group.action > 0 ? 'board.sheet.dialUp' : 'board.sheet.dialDown')}
              </span>
            )}
            {grid.kind === 'liaisons' &&
              (linkable(g) ? (
                <span className="sheet-link sheet-linkable">{t('board.sheet.linkable')}</span>
              ) : (
                <span className="sheet-link">
                  {group.connected ? '⟵ ' : ''}
                  {t(group.connected ? 'board.sheet.linked' : 'board.sheet.notLinked')}
                </span>
              ))}
          </li>
        ))}
      </ol>
      {grid.icons.length > 0 && (
        <ul className="sheet-icons">
          {grid.icons.map((icon, id) => (
            <li
              key={id}
              className={`sheet-icon sheet-icon--${icon.kind}${icon.used ? ' is-used' : ''}`}
            >
              {icon.kind === 'coffee' ? <CoffeeIcon /> : <PlusIcon />}
              {t(icon.kind === 'coffee' ? 'board.sheet.coffee' : 'board.sheet.bonus')}
              {' · '}
              {icon.used
                ? t('board.sheet.iconUsed')
                : icon.connectedTo.length === 0
                  ? t('board.sheet.iconFree')
                  : t('board.sheet.iconAfter', {
                      groups: icon.connectedTo.map(groupName).join(', '),
                    })}
              {props.onCoffee && enabledCoffees.includes(id) && (
                <button
                  type="button"
                  className="primary"
                  data-coffee={id}
                  data-action="coffee"
                  onClick={() => props.onCoffee?.(id)}
                >
                  {t('board.sheet.takeCoffee')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
