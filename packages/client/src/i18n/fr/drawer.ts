import type { drawer as en } from '../en/drawer';

export const drawer: Record<keyof typeof en, string> = {
  'drawer.tabs': 'Journal, discussion et équipement',
  'drawer.usable_one': '{count} utilisable maintenant',
  'drawer.usable_other': '{count} utilisables maintenant',
};
