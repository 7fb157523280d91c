import type { Core } from '../en';
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

export const nl: Core = {
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
