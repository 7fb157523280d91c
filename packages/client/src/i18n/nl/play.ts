import type { play as en } from '../en/play';

export const play: Record<keyof typeof en, string> = {};
