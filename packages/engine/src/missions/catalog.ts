/** Looking missions up in the table (data only: the core and the modules both read it). */
import type { MissionId } from '../types.js';
import { MISSION_DEFS, type MissionDef, type WireDraw } from './defs.js';

export const MISSION_IDS: readonly MissionId[] = MISSION_DEFS.map((m) => m.id);

export function missionById(id: unknown): MissionDef | undefined {
  return MISSION_DEFS.find((m) => m.id === id);
}

/** Red and yellow draws for this player count. */
export function drawsFor(
  def: MissionDef,
  players: number,
): { red: WireDraw | null; yellow: WireDraw | null } {
  const two = players === 2 ? def.twoPlayer : undefined;
  const capped = (draw: WireDraw | null): WireDraw | null =>
    draw?.atMostPlayers ? { ...draw, count: Math.min(draw.count, players) } : draw;
  return {
    red: capped(two && 'red' in two ? (two.red ?? null) : def.red),
    yellow: capped(two && 'yellow' in two ? (two.yellow ?? null) : def.yellow),
  };
}
