import type { PartKey, PartTexts } from '../parts';
import { board } from './board';
import { briefing } from './briefing';
import { chat } from './chat';
import { circus } from './circus';
import { clock } from './clock';
import { common } from './common';
import { drawer } from './drawer';
import { errors } from './errors';
import { host } from './host';
import { missions } from './missions';
import { notes } from './notes';
import { outcome } from './outcome';
import { play } from './play';
import { seats } from './seats';
import { speed } from './speed';

/**
 * English, the reference catalog: every other language has exactly its keys and placeholders.
 * These are the texts of the first load; the parts in parts.ts come with the pages that show them.
 */
export const en = {
  ...common,
  ...errors,
  ...missions,
  ...board,
  ...play,
  ...drawer,
  ...briefing,
  ...seats,
  ...clock,
  ...chat,
  ...speed,
  ...circus,
  ...notes,
  ...host,
  ...outcome,
};
export type CoreKey = keyof typeof en;
export type MessageKey = CoreKey | PartKey;
/** A language's first-load texts. */
export type Core = Readonly<Record<CoreKey, string>>;
/** A language's texts so far: its core and the parts loaded. */
export type Messages = Core & PartTexts;
