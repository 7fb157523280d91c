/**
 * Looking missions up in the table (data only: the core and the modules both read it, and a
 * client shows a table from it without loading the rules, `../data.ts`).
 */
import type { MissionId } from '../types.js';
import { clockOf, type Clock } from './clock.js';
import { MISSION_DEFS, type MissionDef, type WireDraw } from './defs.js';
import type { RuleName, RuleSpec } from './modules/index.js';

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

/** The data a mission gives one of its rule modules, if it has that module. */
export const ruleOf = <N extends RuleName>(
  def: MissionDef,
  name: N,
): Extract<RuleSpec, { rule: N }> | undefined =>
  def.rules.find((spec): spec is Extract<RuleSpec, { rule: N }> => spec.rule === name);

/** The mission's real-time clock with `players`, or null when it has no time limit nor cues. */
export function missionClock(mission: MissionId, players: number): Clock | null {
  const def = missionById(mission);
  const spec = def && ruleOf(def, 'timer');
  return spec ? clockOf(spec, players) : null;
}

/** Whether the mission deals the character cards at random, the Captain card naming the Captain. */
export function missionDrawsCaptain(mission: MissionId): boolean {
  const def = missionById(mission);
  return def !== undefined && ruleOf(def, 'captain')?.dealtAtRandom === true;
}
