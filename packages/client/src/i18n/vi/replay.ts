import type { replay as en } from '../en/replay';

export const replay: Record<keyof typeof en, string> = {};
