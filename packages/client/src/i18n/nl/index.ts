import type { Core } from '../en';
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

export const nl: Core = {
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
