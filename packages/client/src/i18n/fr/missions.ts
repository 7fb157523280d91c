import type { missions as en } from '../en/missions';

export const missions: Record<keyof typeof en, string> = {};
