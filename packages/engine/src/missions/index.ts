/** The mission table checked at load (the engine throws if any mission's data is unsound). */
import { MISSION_DEFS, type MissionDef, type WireDraw } from './defs.js';
import { validateRule } from './modules/index.js';

export type { MissionDef, WireDraw } from './defs.js';
export { MISSION_IDS, missionById, drawsFor, ruleOf } from './catalog.js';

/** Problems in a mission definition; an empty list means it is sound. */
export function validateMission(def: MissionDef): string[] {
  const problems: string[] = [];
  const [lo, hi] = def.blue;
  if (!(Number.isInteger(lo) && Number.isInteger(hi) && lo >= 1 && hi <= 12 && lo <= hi))
    problems.push('blue range');
  for (const [name, draw] of drawsOf(def)) problems.push(...validateDraw(name, draw));
  if (def.bannedEquipment.some((card) => card < 1 || card > 12))
    problems.push('banned equipment out of range');
  if (def.extraEquipment.length > 0 && !def.equipment)
    problems.push('extra equipment without equipment');
  // False Bottom unlocks on yellow wires: only missions with yellow take it (sticker A).
  if (def.extraEquipment.includes('falseBottom') && !def.yellow && !def.twoPlayer?.yellow)
    problems.push('False Bottom without yellow wires');
  // X wires closed until the yellows are cut need both, at every player count.
  if (def.xWiresClosed && (!def.xWires || !def.yellow || def.twoPlayer?.yellow === null))
    problems.push('closed X wires without X wires or yellow wires');
  if (def.newCharacters && new Set(def.newCharacters).size !== def.newCharacters.length)
    problems.push('a new character listed twice');
  for (const spec of def.rules) problems.push(...validateRule(spec, def));
  const names = def.rules.map((spec) => spec.rule);
  if (new Set(names).size !== names.length) problems.push('a rule module named twice');
  return problems.map((p) => `mission ${def.id}: ${p}`);
}

function drawsOf(def: MissionDef): [string, WireDraw | null | undefined][] {
  return [
    ['red', def.red],
    ['yellow', def.yellow],
    ['two-player red', def.twoPlayer?.red],
    ['two-player yellow', def.twoPlayer?.yellow],
  ];
}

function validateDraw(name: string, draw: WireDraw | null | undefined): string[] {
  if (!draw) return [];
  const [lo, hi] = draw.candidates ?? [1, 11];
  const pool = hi - lo + 1;
  const drawn = draw.of ?? draw.count;
  const ok = draw.count >= 1 && drawn >= draw.count && drawn <= pool && lo >= 1 && hi <= 11;
  return ok ? [] : [`${name} draw ${JSON.stringify(draw)}`];
}

const problems = MISSION_DEFS.flatMap(validateMission);
if (problems.length > 0) throw new Error(`Invalid mission data:\n${problems.join('\n')}`);
