/**
 * The game log and the equipment on a narrow screen (the widths where the actions are a bottom
 * sheet): both closed, one tap away from two buttons on top of the sheet, and opened over it.
 * Wider screens show them in place and hide the buttons (CSS only: the same elements either way).
 */
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { GameEvent } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { describeEvent, say, type EventTable } from '../../logic/words';

export type DrawerName = 'log' | 'equipment';

interface Drawers {
  readonly open: DrawerName | null;
  /** The element the open drawer focuses; its close button by default. */
  readonly focus: { readonly selector: string } | null;
  readonly toggle: (name: DrawerName) => void;
  /** Opens a drawer (a narrow screen shows it) and focuses `focus` in it. */
  readonly show: (name: DrawerName, focus: string) => void;
  readonly close: () => void;
}

const DrawerContext = createContext<Drawers>({
  open: null,
  focus: null,
  toggle: () => undefined,
  show: () => undefined,
  close: () => undefined,
});

export const useDrawers = (): Drawers => useContext(DrawerContext);

export function DrawerProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Pick<Drawers, 'open' | 'focus'>>({
    open: null,
    focus: null,
  });
  const toggle = useCallback(
    (name: DrawerName) =>
      setState((now) => ({ open: now.open === name ? null : name, focus: null })),
    [],
  );
  // A new object each time: the drawer focuses again even when it is open already.
  const show = useCallback(
    (name: DrawerName, selector: string) => setState({ open: name, focus: { selector } }),
    [],
  );
  const close = useCallback(() => setState({ open: null, focus: null }), []);
  const value = useMemo(() => ({ ...state, toggle, show, close }), [state, toggle, show, close]);
  return <DrawerContext.Provider value={value}>{children}</DrawerContext.Provider>;
}

const tabOf = (name: DrawerName) =>
  document.querySelector<HTMLElement>(`[data-action="drawer-${name}"]`);

/**
 * One part of the table that a narrow screen keeps in a drawer: its content as is, and a close
 * button (Escape too) shown only while it is open over the sheet.
 */
export function Drawer({ name, children }: { name: DrawerName; children: ReactNode }) {
  const { t } = useI18n();
  const { open, focus, close } = useContext(DrawerContext);
  const isOpen = open === name;
  const element = useRef<HTMLDivElement>(null);
  // Before the open drawer is painted: it takes the keys (Escape) from the moment it shows.
  useLayoutEffect(() => {
    if (!isOpen) return;
    const drawer = element.current;
    // The log was hidden while it grew: show its newest entries.
    drawer?.querySelectorAll('[data-testid="event-log"]').forEach((list) => {
      list.scrollTop = list.scrollHeight;
    });
    drawer?.querySelector<HTMLElement>(focus?.selector ?? '[data-action="drawer-close"]')?.focus();
  }, [isOpen, focus]);
  const closeHere = () => {
    close();
    tabOf(name)?.focus({ preventScroll: true });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!isOpen || event.key !== 'Escape') return;
    // Not the table's Escape (cancel a selection): only this drawer closes.
    event.stopPropagation();
    closeHere();
  };
  // Using a card starts choices on the board and in the sheet: get out of their way.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (isOpen && target.closest('button[data-action^="equipment-"]')) close();
  };
  return (
    <div
      ref={element}
      id={`drawer-${name}`}
      className={`play-drawer play-drawer--${name}${isOpen ? ' is-open' : ''}`}
      data-drawer={name}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="play-drawer-bar">
        <button type="button" data-action="drawer-close" onClick={closeHere}>
          <span aria-hidden="true">✕ </span>
          {t('common.close')}
        </button>
      </div>
      {children}
    </div>
  );
}

/**
 * The buttons that open the drawers: the log with its latest line, the equipment with how many
 * cards may be used right now.
 */
export function DrawerTabs(props: {
  log: readonly GameEvent[];
  /** The mission's components the latest line may name (see describeEvent). */
  table: EventTable;
  names: readonly string[];
  usable: number;
}) {
  const { t, tn } = useI18n();
  const { open, toggle } = useContext(DrawerContext);
  // The turn passing is already said at the top: the latest thing that happened.
  const last = props.log.findLast((e) => e.type !== 'turn' && e.type !== 'pending');
  const latest = last ? say(describeEvent(last, props.names, props.table), t) : null;
  const { usable } = props;
  const tab = (name: DrawerName, title: string, detail: ReactNode) => (
    <button
      type="button"
      className="play-tab"
      data-action={`drawer-${name}`}
      aria-expanded={open === name}
      aria-controls={`drawer-${name}`}
      onClick={() => toggle(name)}
    >
      <span className="play-tab-name">{title}</span>
      {detail}
    </button>
  );
  return (
    <nav className="play-tabs" aria-label={t('drawer.tabs')}>
      {tab('log', t('chat.tab'), latest && <span className="play-tab-detail">{latest}</span>)}
      {tab(
        'equipment',
        t('board.equipment.title'),
        usable > 0 && (
          <span className="play-tab-detail play-tab-detail--ready">
            {tn('drawer.usable', usable)}
          </span>
        ),
      )}
    </nav>
  );
}
