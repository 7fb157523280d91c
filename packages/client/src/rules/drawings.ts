/**
 * What each drawing of the rules page shows, as data: stands of wires in the table's own terms
 * (WireView), the detonator, markers and validated values. Figure.tsx draws them with the table's
 * components, so a newcomer sees here what the table will show.
 */
import type { Dial, InfoValue, Marker, Printed, WireView } from '@bomb-busters/engine';
import type { MessageKey } from '../i18n/en';
import type { Translator } from '../i18n/translator';
import { say, wireFacts } from '../logic/words';
import type { FigureId } from './sections';

type Translate = Translator['t'];

/** A wire of a drawing; `pointed`: pointed at (the Double Detector's two wires). */
export type DrawnWire = WireView & { readonly pointed?: true };

export interface DrawnStand {
  /** The player's own stand, or the teammate's. */
  readonly own: boolean;
  readonly wires: readonly DrawnWire[];
}

export type Drawing =
  | { readonly stands: readonly DrawnStand[] }
  | { readonly dial: Dial; readonly alt: MessageKey }
  | { readonly markers: readonly Marker[]; readonly alt: MessageKey }
  | { readonly validated: readonly number[]; readonly alt: MessageKey };

/** The teammate of every drawing: a name, the same in every language. */
export const TEAMMATE = 'Alex';

const wire = (printed: Printed | null, more: Partial<DrawnWire> = {}): DrawnWire => ({
  printed,
  cut: false,
  info: null,
  labelRight: null,
  ...more,
});
const shown = (...printed: Printed[]) => printed.map((p) => wire(p));
const cut = (printed: Printed) => wire(printed, { cut: true });
const hidden = (count: number) => Array.from({ length: count }, () => wire(null));
const token = (value: InfoValue) => wire(null, { info: { kind: 'value', value } });
const pointed = wire(null, { pointed: true });

const own = (...wires: DrawnWire[]): DrawnStand => ({ own: true, wires });
const theirs = (...wires: DrawnWire[]): DrawnStand => ({ own: false, wires });

export const DRAWINGS: Readonly<Record<FigureId, Drawing>> = {
  ownStand: { stands: [own(...shown(2, 3, 3.1, 5, 5, 8, 8.5, 10, 12))] },
  otherStand: { stands: [theirs(...hidden(9))] },
  dualHit: {
    stands: [
      theirs(...hidden(2), cut(5), ...hidden(3)),
      own(...shown(1, 4), cut(5), ...shown(9, 9, 11)),
    ],
  },
  dualMiss: { stands: [theirs(...hidden(3), token(7), ...hidden(2))] },
  solo: { stands: [own(...shown(2, 4, 8, 8, 10, 11))] },
  info: { stands: [theirs(...hidden(1), token(3), ...hidden(3), token(9), ...hidden(1))] },
  validation: { validated: [3, 7], alt: 'rules.figure.validation.alt' },
  yellow: {
    stands: [own(...shown(1, 4, 4.1, 6, 9)), theirs(...hidden(2), token('yellow'), ...hidden(2))],
  },
  red: { stands: [own(cut(2), cut(4), wire(6.5), cut(9), cut(11))] },
  candidates: {
    markers: [
      { printed: 3.5, uncertain: true },
      { printed: 5.1, uncertain: false },
      { printed: 9.5, uncertain: true },
    ],
    alt: 'rules.figure.candidates.alt',
  },
  // Four players, one miss: started 4 notches from the skull, 3 now.
  detonator: { dial: { stepsToSkull: 3, start: 4, max: 5 }, alt: 'rules.figure.detonator.alt' },
  detector: { stands: [theirs(...hidden(1), pointed, ...hidden(2), pointed, ...hidden(2))] },
};

export const standName = (stand: DrawnStand, t: Translate): string =>
  stand.own ? t('board.stand.own') : t('board.stand.other', { name: TEAMMATE });

/** A stand in words, wire by wire from the left. */
function standText(stand: DrawnStand, t: Translate): string {
  const wires = stand.wires.map((w) => {
    const facts = wireFacts(w).map((fact) => say(fact, t));
    return (w.pointed ? [...facts, t('rules.figure.pointed')] : facts).join(', ');
  });
  return t('rules.figure.wires', { stand: standName(stand, t), wires: wires.join('; ') });
}

/** A drawing's text alternative: what it shows, as the table would say it. */
export const drawingText = (drawing: Drawing, t: Translate): string =>
  'stands' in drawing ? drawing.stands.map((s) => standText(s, t)).join(' ') : t(drawing.alt);
