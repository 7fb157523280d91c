import type { drawer as en } from '../en/drawer';

export const drawer: Record<keyof typeof en, string> = {
  'drawer.tabs': 'Spelverloop, chat en uitrusting',
  'drawer.usable_one': '{count} nu te gebruiken',
  'drawer.usable_other': '{count} nu te gebruiken',
};
