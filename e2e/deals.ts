/** The deal the server makes for a table, known to a test through the engine and the same seed. */
import { createGame, type GameState, type InfoValue, type WireRef } from '@bomb-busters/engine';

export interface Setup {
  readonly mission: number;
  readonly players: number;
  readonly seed: string;
}

/** A wire's data-wire key on the page. */
export const key = (ref: WireRef) => `${ref.seat}-${ref.stand}-${ref.index}`;

/** The deal the server makes for `setup` (the person is the Captain, seat 0). */
export function dealOf(setup: Setup): GameState {
  const created = createGame({ ...setup, captain: 0 });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** Every wire of the deal with its place and value: its number, 'yellow', or 'other' (red). */
export function wiresOf(state: GameState): { ref: WireRef; value: InfoValue | 'other' }[] {
  return state.hands.flatMap((stands, seat) =>
    stands.flatMap((wires, stand) =>
      wires.map((w, index) => ({
        ref: { seat, stand, index },
        value: Number.isInteger(w.printed)
          ? w.printed
          : Math.round((w.printed % 1) * 10) === 1
            ? 'yellow'
            : 'other',
      })),
    ),
  );
}
