/**
 * A position: what one observer knows of a game, as plain data. It is built from a seat's view
 * (from-view.ts) or read from a position file (docs/position-format.md), and solved exactly (solve.ts).
 */

/** A kind of wire, named as in position files: "5" blue, "Y4" yellow 4.1, "R4" red 4.5, "S0"/"S13" stars. */
export type KindKey = string;
/** What a player can be known to hold: a blue number, any yellow, any star. */
export type HeldValue = number | 'yellow' | 'star';
export type Parity = 'even' | 'odd';

/**
 * What the observer knows of one slot. `x`: an X wire (missions 20, 35), dealt last and kept
 * outside its stand's sort order, which the General Radar ignores ("X?", "X5", ...).
 */
export type Slot = SlotKnowledge & { readonly x?: true };

type SlotKnowledge =
  /** An uncut wire the observer cannot see ("?"). */
  | { readonly kind: 'hidden' }
  /** The observer's own uncut wire ("?5", "?Y4", "?R4"). */
  | { readonly kind: 'own'; readonly printed: number }
  /** A cut (or revealed red) wire, face up ("5", "Y4", "R4"). */
  | { readonly kind: 'cut'; readonly printed: number }
  /** An uncut wire with an info token in front ("i5", "iY"). */
  | { readonly kind: 'info'; readonly value: number | 'yellow' }
  /** An uncut wire with an even/odd token in front ("iE", "iO"): a blue wire of that parity. */
  | { readonly kind: 'parity'; readonly parity: Parity }
  /** An uncut wire of another player whose value the observer knows (it gave it away with Walkie-Talkies). */
  | { readonly kind: 'known'; readonly printed: number };

export interface PositionStand {
  readonly owner: number;
  readonly slots: readonly Slot[];
}

export interface UncertainDraw {
  /** Base numbers of the candidates ("?" markers). */
  readonly candidates: readonly number[];
  /** How many of them are in play. */
  readonly keep: number;
}

export interface Position {
  readonly id?: string;
  /** The seat whose hand is known, or null for a spectator (99 in position files). */
  readonly observer: number | null;
  /** Blue values in play, four copies each. */
  readonly blue: readonly [number, number];
  /** Yellow and red wires certainly in play, by base number. */
  readonly yellow: readonly number[];
  readonly red: readonly number[];
  readonly yellowUncertain: UncertainDraw | null;
  readonly redUncertain: UncertainDraw | null;
  /** The two star wires (Pro Kit) are in play. */
  readonly stars: boolean;
  /** Every stand in seat order (a 2-stand player's two stands consecutive), the observer's included. */
  readonly stands: readonly PositionStand[];
  /** The player holds at least one uncut wire of this value (announced it, X or Y Ray). */
  readonly mustHave: readonly { readonly player: number; readonly value: HeldValue }[];
  /** The player holds no uncut wire of this value. */
  readonly mustNotHave: readonly { readonly player: number; readonly value: HeldValue }[];
  /**
   * This stand has (or has not) an uncut wire of the value among its sorted wires (X wires
   * excepted): a General Radar answer still valid (blue), or where the reds were dealt (mission
   * 13 deals them first, one per stand).
   */
  readonly standHas: readonly {
    readonly stand: number;
    readonly value: number | 'red' | 'yellow';
    readonly has: boolean;
  }[];
  /**
   * This uncut wire is not of this value: a failed cut pointed at it, or a false token lies on it
   * (mission 17: not its value, nor red, nor a star).
   */
  readonly notAt: readonly {
    readonly stand: number;
    readonly slot: number;
    readonly value: HeldValue | 'red';
  }[];
  /**
   * This wire is blue, and its number occurs exactly `count` times on its stand, cut wires and X
   * wires included (mission 24's x1-x3 tokens; two x2 tokens placed together say 4).
   */
  readonly counts: readonly {
    readonly stand: number;
    readonly slot: number;
    readonly count: number;
  }[];
}

export const kindKeyOf = (printed: number): KindKey => {
  if (printed === 0 || printed === 13) return `S${printed}`;
  const base = Math.floor(printed);
  const rest = Math.round((printed - base) * 10);
  return rest === 1 ? `Y${base}` : rest === 5 ? `R${base}` : String(base);
};

export const printedOfKey = (key: KindKey): number => {
  if (key.startsWith('S')) return Number(key.slice(1));
  if (key.startsWith('Y')) return Number(key.slice(1)) + 0.1;
  if (key.startsWith('R')) return Number(key.slice(1)) + 0.5;
  return Number(key);
};

/** The game value a kind answers to. */
export const valueOfKey = (key: KindKey): number | 'yellow' | 'red' | 'star' =>
  key.startsWith('S')
    ? 'star'
    : key.startsWith('Y')
      ? 'yellow'
      : key.startsWith('R')
        ? 'red'
        : Number(key);
