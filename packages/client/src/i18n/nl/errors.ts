import type { errors as en } from '../en/errors';

export const errors: Record<keyof typeof en, string> = {
  'error.NOT_FOUND': 'Deze pagina bestaat niet.',
};
