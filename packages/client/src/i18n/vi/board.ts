import type { board as en } from '../en/board';

export const board: Record<keyof typeof en, string> = {};
