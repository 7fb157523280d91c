/**
 * The rules page's sections a mission brings in beyond the basics, read from its data (the
 * engine's mission list): yellow and red wires, wires drawn "x of y", equipment cards, and the
 * rule stickers it plays with (the False Bottom of sticker A...). The Mission panel links them.
 */
import { missionById, type MissionDef, type MissionId } from '@bomb-busters/engine/data';
import { SECTIONS, type Section } from './sections';
import { STICKER_FROM, STICKERS, type Sticker } from './stickers';

/** The stickers whose rule the mission plays with: A by its extra cards, B and C by its number. */
export function missionStickers(def: MissionDef): Sticker[] {
  return STICKERS.filter((sticker) =>
    sticker === 'A'
      ? def.extraEquipment.length > 0
      : typeof def.id === 'number' && def.id >= STICKER_FROM[sticker],
  );
}

export interface MissionSection {
  readonly section: Section;
  /** For the stickers' section: which of them. */
  readonly stickers?: readonly Sticker[];
}

/** The sections of the rules page the mission uses beyond the basics, in the page's order. */
export function missionSections(mission: MissionId): MissionSection[] {
  const def = missionById(mission);
  if (!def) return [];
  const two = def.twoPlayer ?? {};
  const red = [def.red, two.red].filter((d) => d);
  const yellow = [def.yellow, two.yellow].filter((d) => d);
  const stickers = missionStickers(def);
  const used: Record<string, boolean> = {
    'yellow-wires': yellow.length > 0,
    'red-wires': red.length > 0,
    'x-of-y': [...red, ...yellow].some((d) => d?.of !== undefined),
    equipment: def.equipment,
    stickers: stickers.length > 0,
  };
  return SECTIONS.filter((s) => used[s.id]).map((section) =>
    section.id === 'stickers' ? { section, stickers } : { section },
  );
}
