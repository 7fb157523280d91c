import type { GameEvent, SeatView, StandRef, StandView, WireRef } from '@bomb-busters/engine';
import {
  useCallback,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useI18n } from '../../i18n/I18n';
import {
  isFocusKey,
  moveFocus,
  standsInOrder,
  tabStop,
  wireAnimations,
  type FocusPos,
} from '../../logic/layout';
import { parseWireKey, wireKey } from '../../logic/refs';
import type { SeatTag } from '../../logic/seats';
import { charactersFlipped, handicapOf, isBarred } from '../../logic/captain';
import { lonePairToken } from '../../logic/count-tokens';
import { turnNow } from '../../logic/designation';
import { besideStand } from '../../logic/handout';
import { playingSeat } from '../../logic/markers';
import { say, seatName, valuePhrase, type Translate } from '../../logic/words';
import { notesByWire, type ShownNote } from '../../logic/notes';
import type { WireProbabilities } from '../../training/types';
import '../notes/notes.css';
import { Stand } from './Stand';
import './board.css';

/** A stand's name from the viewer's seat: "Your stand", "Ann's stand B". */
export function standLabel(
  view: SeatView,
  names: readonly string[],
  s: StandRef,
  t: Translate,
): string {
  const lettered = view.stands.filter((o) => o.seat === s.seat).length > 1;
  const letter = String.fromCharCode(65 + s.stand);
  if (s.seat === view.viewer)
    return lettered ? t('board.stand.ownLettered', { letter }) : t('board.stand.own');
  const name = seatName(names, s.seat);
  return lettered
    ? t('board.stand.otherLettered', { name, letter })
    : t('board.stand.other', { name });
}

export interface WireMarks {
  readonly enabled: boolean;
  readonly selected: boolean;
}

export interface BoardProps {
  readonly view: SeatView;
  /** Display name per seat. */
  readonly names: readonly string[];
  /** Absent: a read-only board. */
  readonly marks?: (ref: WireRef) => WireMarks;
  readonly onWire?: (ref: WireRef) => void;
  /** Super Detector and other "which stand" choices. */
  readonly standEnabled?: (ref: StandRef) => boolean;
  readonly onStand?: (ref: StandRef) => void;
  readonly probabilities?: WireProbabilities | null;
  /** The last update's events: animated. */
  readonly recent?: readonly GameEvent[];
  /** Per seat: who plays it when not its person (see logic/seats). */
  readonly tags?: readonly (SeatTag | null)[];
  /** The viewer's private notes on wires (shown on the wires they still fit). */
  readonly notes?: readonly ShownNote[];
  /** Shown in the caption of the first teammate's stand (the note mode's switch). */
  readonly othersAction?: ReactNode;
}

const NO_EVENTS: readonly GameEvent[] = [];

/**
 * Every stand from one seat's view: teammates face down in turn order, then the viewer's own
 * stands (CSS puts them first on a phone). One tab stop; arrow keys move between enabled wires.
 */
export function Board(props: BoardProps) {
  const { view, names, marks, onWire, standEnabled, onStand } = props;
  const { t } = useI18n();
  const rows = useMemo(() => {
    const ordered = standsInOrder(view);
    const own = ordered.filter((s) => s.seat === view.viewer);
    return [...ordered.filter((s) => s.seat !== view.viewer), ...own];
  }, [view]);
  const grid = rows.map((s) =>
    s.wires.map((_, index) => marks?.({ seat: s.seat, stand: s.stand, index }).enabled ?? false),
  );
  const [focus, setFocus] = useState<FocusPos | null>(null);
  const stop = tabStop(grid, focus);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const buttonRef = useCallback(
    (key: string) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    },
    [],
  );
  const animations = useMemo(() => wireAnimations(props.recent ?? NO_EVENTS), [props.recent]);
  const notes = useMemo(
    () => (props.notes ? notesByWire(view, props.notes) : undefined),
    [view, props.notes],
  );

  /** The focus grid position of a wire button (null for anything else). */
  const positionOf = (target: EventTarget): FocusPos | null => {
    const ref = parseWireKey((target as HTMLElement).dataset.wire ?? '');
    const row = ref ? rows.findIndex((s) => s.seat === ref.seat && s.stand === ref.stand) : -1;
    return ref && row >= 0 ? { row, col: ref.index } : null;
  };
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const at = positionOf(event.target);
    if (at) setFocus(at);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const at = positionOf(event.target);
    if (!at || !isFocusKey(event.key)) return;
    const next = moveFocus(grid, at, event.key);
    const stand = next && rows[next.row];
    if (!next || !stand) return;
    event.preventDefault();
    // Focusing the button moves the tab stop (onFocus).
    buttons.current
      .get(wireKey({ seat: stand.seat, stand: stand.stand, index: next.col }))
      ?.focus();
  };

  const handicap = handicapOf(view.mission);
  // Mission 18: the seat named to cut this turn's value, marked apart from whose turn it is;
  // mission 26: the seat that turned its Number card down, and that value.
  const now = turnNow(view);
  const picked = view.numberPick?.picked ?? null;
  const cuts =
    now?.designee !== null && now?.number
      ? { seat: now.designee, value: now.number }
      : picked !== null && view.status === 'playing'
        ? { seat: view.activeSeat, value: picked }
        : null;
  const detectorBarred = isBarred(view.mission, 'doubleDetector');
  const flipped = charactersFlipped(view.mission);
  const lone = lonePairToken(view);
  /**
   * The tokens beside a stand, each with its sentence: put there at setup (by the stand named,
   * else by the seat's first stand), or later, when a token handed out matched none of its wires.
   */
  const beside = (seat: number, stand: number) =>
    besideStand(view, seat, stand).map(({ value, when }) => {
      const token = say(valuePhrase(value), t);
      const own = seat === view.viewer;
      const name = seatName(names, seat);
      return {
        value,
        when,
        text:
          when === 'later'
            ? own
              ? t('board.beside.ownLater', { value: token })
              : t('board.beside.otherLater', { value: token, name })
            : own
              ? t('board.beside.own', { value: token })
              : t('board.beside.other', { value: token, name }),
      };
    });

  const others = rows.filter((s) => s.seat !== view.viewer);
  const stand = (s: StandView, row: number) => {
    const ref = { seat: s.seat, stand: s.stand };
    const first = s.stand === 0;
    return (
      <Stand
        key={`${s.seat}-${s.stand}`}
        stand={s}
        label={standLabel(view, names, s, t)}
        own={s.seat === view.viewer}
        captain={first && s.seat === view.captain}
        handicap={first && s.seat === view.captain ? handicap : null}
        detectorBarred={s.seat === view.captain && detectorBarred}
        flipped={flipped}
        active={first && view.status === 'playing' && s.seat === playingSeat(view)}
        cuts={first && cuts?.seat === s.seat ? cuts.value : null}
        character={first ? view.characters[s.seat] : undefined}
        tag={first ? props.tags?.[s.seat] : undefined}
        marks={marks}
        onWire={onWire}
        onChoose={onStand && standEnabled?.(ref) ? () => onStand(ref) : undefined}
        tabStop={stop?.row === row ? stop.col : null}
        probabilities={props.probabilities}
        animations={animations}
        buttonRef={buttonRef}
        redValues={view.redValues}
        beside={beside(s.seat, s.stand)}
        lonePair={lone?.seat === s.seat && lone.stand === s.stand ? lone.index : null}
        notes={notes}
        action={s === others[0] ? props.othersAction : undefined}
      />
    );
  };

  return (
    <section
      className="board"
      aria-label={t('board.label')}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {others.length > 0 && (
        <div className="board-others">{others.map((s) => stand(s, rows.indexOf(s)))}</div>
      )}
      {others.length < rows.length && (
        <div className="board-own">
          {rows.slice(others.length).map((s, i) => stand(s, others.length + i))}
        </div>
      )}
    </section>
  );
}
