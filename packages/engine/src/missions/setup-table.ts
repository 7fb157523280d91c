/**
 * What every player sees of a mission once the wires are dealt: the setup snapshots of each box's
 * test read it (a box adding a component extends it with its own fields).
 */
import { createGame } from '../setup.js';
import type { GameState, MissionId } from '../types.js';
import { colourOf } from '../wire.js';

export function setupGame(mission: MissionId, players: number, seed: string): GameState {
  const created = createGame({ mission, players, seed });
  if (!created.ok) throw new Error(`${created.error.code} ${created.error.message}`);
  return created.value;
}

export const wiresOf = (state: GameState, colour: string): number =>
  state.hands.flat(2).filter((w) => colourOf(w.printed) === colour).length;

export const tableAtSetup = (state: GameState) => ({
  captain: state.captain,
  stands: state.hands.map((stands) => stands.map((s) => s.length)),
  xWires: state.hands.map((stands) => stands.map((s) => s.flatMap((w, i) => (w.x ? [i] : [])))),
  red: wiresOf(state, 'red'),
  yellow: wiresOf(state, 'yellow'),
  markers: state.markers.map((m) => `${m.printed}${m.uncertain ? '?' : ''}`),
  equipment: state.equipment.map((s) => String(s.card)),
  characters: state.characters.map(
    (c) => `${c.card}${c.removed ? ' (boxed)' : c.used ? ' (used)' : ''}`,
  ),
  dial: state.dial.stepsToSkull,
  together: state.together ?? null,
  equipmentDeck: state.equipmentDeck?.length ?? null,
  numberHands: state.numberHands
    ? { hands: state.numberHands.hands.map((h) => h.length), deck: state.numberHands.deck.length }
    : null,
  pending: state.pending && { seat: state.pending.seat, kind: state.pending.kind },
});
