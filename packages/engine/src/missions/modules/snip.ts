/**
 * Rule module "snip": no fixed turn order (mission 10, RULES.md §6.2, §9 B3). When play starts and
 * whenever a turn ends, nobody holds the next turn: a seat that still has wires says "Snip!" (the
 * `snip` action) and the first claim the game receives takes it. The seat that took the last turn
 * may not take the next one, unless the game has two players or it is the only seat left with
 * wires. When a single seat may claim, its turn begins at once.
 */
import { ruleError, type RuleError } from '../../errors.js';
import { hasUncut, seatsAfter } from '../../hands.js';
import { openWindow, type Out } from '../../step.js';
import { err, ok } from '../../result.js';
import type { GameState, Seat } from '../../types.js';
import type { Core, OpenTurn, RuleModule } from '../rules.js';

export interface SnipState {
  /** Nobody holds the turn: the seats may claim it. */
  readonly open: boolean;
  /** The seat that took the last turn (null before the first). */
  readonly last: Seat | null;
}

export const NO_SNIP: RuleError = ruleError(
  'NOT_IN_MISSION',
  'Saying "Snip!" belongs to missions without a turn order.',
);

const NOT_CLAIMED = ruleError('TURN_NOT_CLAIMED', 'Nobody holds the turn: say "Snip!" to take it.');

/**
 * The seats that may claim the open turn, clockwise from the seat after the last one (from the
 * Captain before the first turn), so the first is the one who would play in the usual order.
 * Public facts only (a seat's uncut wires stand in view), so a client reads the same rule.
 */
export function snipClaimants(
  table: { readonly players: number; readonly captain: Seat; readonly last: Seat | null },
  hasWires: (seat: Seat) => boolean,
): Seat[] {
  const { players, captain, last } = table;
  const withWires = seatsAfter(players, last ?? (captain + players - 1) % players).filter(hasWires);
  return withWires.length <= 1 || players === 2 ? withWires : withWires.filter((s) => s !== last);
}

const claimants = (state: GameState, snip: SnipState): Seat[] =>
  snipClaimants({ players: state.players, captain: state.captain, last: snip.last }, (s) =>
    hasUncut(state, s),
  );

function claim(core: Core, state: GameState, seat: Seat, out: Out): GameState {
  return core.startTurn({ ...state, snip: { open: false, last: seat } }, seat, out);
}

export function snipModule(): RuleModule {
  const openTurn = (state: GameState): OpenTurn | null =>
    state.snip?.open ? { claimants: claimants(state, state.snip), refusal: NOT_CLAIMED } : null;
  return {
    setup: () => ({ slots: { snip: { open: false, last: null } }, tasks: [] }),
    passTurn: (state, out, core) => {
      const snip = state.snip;
      if (!snip) return null;
      if (snip.open) return state;
      const open = { ...state, snip: { ...snip, open: true } };
      const [only, ...more] = claimants(open, open.snip);
      if (only !== undefined && more.length === 0) return claim(core, open, only, out);
      out.push({ type: 'turnOpen', last: snip.last });
      return open;
    },
    openTurn,
    actions: {
      types: ['snip'],
      candidates: (state, seat) =>
        openTurn(state)?.claimants.includes(seat) ? [{ type: 'snip', seat }] : [],
      apply: (state, action, out, core) => {
        const closed = openWindow(state);
        if (closed) return err(closed);
        const snip = state.snip;
        if (!snip?.open)
          return err(
            ruleError(
              'TURN_TAKEN',
              `Seat ${state.activeSeat} said "Snip!" first: it is their turn.`,
            ),
          );
        if (!claimants(state, snip).includes(action.seat))
          return err(
            hasUncut(state, action.seat)
              ? ruleError('SNIP_TWICE', 'You took the last turn: another seat takes this one.')
              : ruleError('NO_WIRES_LEFT', 'You have no wires left to cut.'),
          );
        out.push({ type: 'snip', seat: action.seat });
        return ok(claim(core, state, action.seat, out));
      },
    },
  };
}
