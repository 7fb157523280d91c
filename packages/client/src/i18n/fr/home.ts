import type { home as en } from '../en/home';

export const home: Record<keyof typeof en, string> = {};
