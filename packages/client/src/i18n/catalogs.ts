import { en, type Messages } from './en';
import type { Language } from './translate';

/** English ships with the app; the other languages are loaded when chosen (one chunk each). */
export async function loadCatalog(language: Language): Promise<Messages> {
  switch (language) {
    case 'en':
      return en;
    case 'fr':
      return (await import('./fr')).fr;
    case 'nl':
      return (await import('./nl')).nl;
    case 'vi':
      return (await import('./vi')).vi;
  }
}
