import type { Messages } from '../en';
import { board } from './board';
import { common } from './common';
import { errors } from './errors';
import { home } from './home';
import { missions } from './missions';
import { play } from './play';
import { replay } from './replay';

export const fr: Messages = {
  ...common,
  ...errors,
  ...home,
  ...missions,
  ...board,
  ...play,
  ...replay,
};
