/**
 * Wires are identified by their printed value, which is also their sort key:
 * integer 1-12 = blue, x.1 = yellow, x.5 = red, 0 and 13 = the two star wires (Pro Kit).
 * In play a wire has a game value: its number if blue, otherwise its colour.
 */
export type Printed = number;
export type Colour = 'blue' | 'yellow' | 'red' | 'star';
export type GameValue = number | 'yellow' | 'red' | 'star';
/** What a player may announce in a cut: a blue value, "yellow", or "star". */
export type Announce = number | 'yellow' | 'star';

export const STAR_PRINTED: readonly Printed[] = [0, 13];

export function colourOf(printed: Printed): Colour {
  if (printed === 0 || printed === 13) return 'star';
  const fraction = Math.round((printed % 1) * 10);
  if (fraction === 1) return 'yellow';
  if (fraction === 5) return 'red';
  return 'blue';
}

export function gameValueOf(printed: Printed): GameValue {
  const colour = colourOf(printed);
  return colour === 'blue' ? printed : colour;
}

/**
 * The game value of a wire when the mission makes some blue values act as red (mission 11's
 * Number card): those wires are red in every respect (RULES.md §9 B4).
 */
export function gameValueWith(printed: Printed, redValues: readonly number[]): GameValue {
  const value = gameValueOf(printed);
  return typeof value === 'number' && redValues.includes(value) ? 'red' : value;
}

export function isValidPrinted(printed: unknown): printed is Printed {
  if (typeof printed !== 'number' || !Number.isFinite(printed)) return false;
  if (printed === 0 || printed === 13) return true;
  const base = Math.floor(printed);
  const rest = Math.round((printed - base) * 10);
  if (Math.abs(printed - (base + rest / 10)) > 1e-9) return false;
  if (rest === 0) return base >= 1 && base <= 12;
  return (rest === 1 || rest === 5) && base >= 1 && base <= 11;
}

export function isAnnounce(value: unknown): value is Announce {
  return value === 'yellow' || value === 'star' || isBlueValue(value);
}

export function isBlueValue(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 12;
}

/** Whether a wire of this printed value answers to the announced value. */
export function matches(printed: Printed, announced: GameValue): boolean {
  return gameValueOf(printed) === announced;
}

export const blueValues = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
export const yellowPrinted = (base: number): Printed => base + 0.1;
export const redPrinted = (base: number): Printed => base + 0.5;
