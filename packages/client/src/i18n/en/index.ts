import type { PartKey, PartTexts } from '../parts';
import { board } from './board';
import { briefing } from './briefing';
import { campaign } from './campaign';
import { chat } from './chat';
import { circus } from './circus';
import { clock } from './clock';
import { common } from './common';
import { drawer } from './drawer';
import { errors } from './errors';
import { home } from './home';
import { host } from './host';
import { missions } from './missions';
import { notes } from './notes';
import { play } from './play';
import { replay } from './replay';
import { seats } from './seats';
import { speed } from './speed';

/**
 * English, the reference catalog: every other language has exactly its keys and placeholders.
 * These are the texts of the first load; the parts in parts.ts come with the pages that show them.
 */
export const en = {
  ...common,
  ...errors,
  ...home,
  ...missions,
  ...board,
  ...play,
  ...replay,
  ...drawer,
  ...briefing,
  ...seats,
  ...campaign,
  ...clock,
  ...chat,
  ...speed,
  ...circus,
  ...notes,
  ...host,
};
export type CoreKey = keyof typeof en;
export type MessageKey = CoreKey | PartKey;
/** A language's first-load texts. */
export type Core = Readonly<Record<CoreKey, string>>;
/** A language's texts so far: its core and the parts loaded. */
export type Messages = Core & PartTexts;
