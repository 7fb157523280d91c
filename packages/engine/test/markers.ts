/** Client input carrying a marker string, for the tests that no message quotes its input. */
export const MARKER = 'MARKER_q7Zx';

/** The fields any action type reads. */
export const ACTION_FIELDS = [
  'wire',
  'value',
  'target',
  'targets',
  'detector',
  'stand',
  'own',
  'card',
  'teammate',
  'seats',
  'next',
  'cell',
  'cartouche',
  'coffee',
  'wires',
  'slot',
  'designee',
] as const;

/** The marker as a field's value: text, in a list, as a key, inside wire addresses (one that exists, one that does not). */
export const MARKED: readonly unknown[] = [
  MARKER,
  [MARKER],
  { [MARKER]: 1 },
  { seat: 1, stand: 0, index: 0, note: MARKER },
  [{ seat: 1, stand: 0, index: 0, note: MARKER }],
  { seat: 1, stand: 0, index: 99, note: MARKER },
  [{ seat: 1, stand: 0, index: 99, note: MARKER }],
  [MARKER, MARKER],
];
