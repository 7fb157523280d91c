/** Dutch wire numbers and colours (docs/chat.md, "Nederlands"). */
import type { Vocabulary } from './vocabulary.js';

export const NL: Vocabulary = {
  numbers: {
    een: 1,
    één: 1,
    eén: 1,
    twee: 2,
    drie: 3,
    vier: 4,
    vijf: 5,
    zes: 6,
    zeven: 7,
    acht: 8,
    negen: 9,
    tien: 10,
    elf: 11,
    twaalf: 12,
    // Left out: "vieren" and "achten" (to celebrate, to esteem), "elven" (elves).
    tweeën: 2,
    drieën: 3,
    vijven: 5,
    zessen: 6,
    zevens: 7,
    negens: 9,
    tienen: 10,
    twaalven: 12,
  },
  compound: [
    'twintig',
    'dertig',
    'veertig',
    'vijftig',
    'zestig',
    'zeventig',
    'tachtig',
    'negentig',
    'honderd',
    'honderden',
    'duizend',
    'duizenden',
    'miljoen',
    'dozijn',
  ],
  joiners: [],
  between: ['en', 'of', 'tot'],
  markers: ['nummer', 'nr'],
  ordinals: [],
  colours: {
    blauw: 'blue',
    blauwe: 'blue',
    blauwen: 'blue',
    rood: 'red',
    rode: 'red',
    roden: 'red',
    geel: 'yellow',
    gele: 'yellow',
    gelen: 'yellow',
  },
  falseFriends: {
    // The article "een draad" (the numeral is written "één" when it matters), "de een of de ander".
    een: { article: true, notAfter: ['de'] },
    // "ik vier feest": to celebrate.
    vier: { notAfter: ['ik'], notBefore: ['feest'] },
    // "in acht nemen", "acht geven", "ik acht het": attention, to deem.
    acht: {
      notAfter: ['ik', 'geef', 'geeft', 'gaf'],
      notBefore: ['nemen', 'genomen', 'neemt', 'neem', 'geven', 'gegeven', 'slaan', 'sloeg'],
    },
    // English "ten" is the Dutch preposition in "ten minste", "ten slotte", "ten eerste".
    ten: {
      notBefore: [
        'minste',
        'slotte',
        'eerste',
        'tweede',
        'derde',
        'laatste',
        'opzichte',
        'einde',
        'onrechte',
        'hoogste',
        'behoeve',
        'gevolge',
      ],
    },
  },
};
