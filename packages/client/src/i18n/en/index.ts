import { board } from './board';
import { common } from './common';
import { errors } from './errors';
import { home } from './home';
import { missions } from './missions';
import { play } from './play';
import { replay } from './replay';

/** English, the reference catalog: every other language has exactly its keys and placeholders. */
export const en = { ...common, ...errors, ...home, ...missions, ...board, ...play, ...replay };
export type MessageKey = keyof typeof en;
export type Messages = Readonly<Record<MessageKey, string>>;
