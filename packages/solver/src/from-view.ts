/**
 * From a seat's view to a Position: everything that seat knows about the hidden wires, and never
 * more. Only the view is read (its stands, markers and log), never the game state.
 *
 * The log is replayed over a "shadow" board whose entries follow each wire through Walkie-Talkie
 * swaps, so that a fact learnt about one wire (its printed value, "not v" after a failed cut) stays
 * with that wire. Facts about a hand or a stand (announced values, radar answers) are dropped as
 * soon as a wire that could falsify them leaves (or enters) it, and a count token (mission 24) as
 * soon as any wire leaves or enters its stand. An X wire (mission 20) is an X slot: the radar and
 * the setup round ignore it, so their facts speak of the stand's other wires. Box 2's hand facts:
 * a token beside a stand, chosen at setup (22) or received or drafted (22, 27), says the seat holds
 * none of its value; a token returned to the supply (22, 27) says each of the seat's wires without
 * a token is not of its value; a Number card picked (26) says the seat holds its value, a skipped
 * turn that it holds none of the cards then face up (or, in mission 30, of the three values), and
 * a Number card drawn and answered (30) that it holds its value or none. Mission 30's yellow
 * counts per seat are not read (a count over a seat's stands is no fact of this model): only
 * information is lost. Mission 42's table events: a restored pair is known where it went back,
 * two swapped cut wires change places (out of their stands' order: X slots), and once the seats
 * changed the log before is not read (it speaks of other stands). Box 3: a seat saying it cannot
 * obey a face-up constraint card (31's flip, 32 and 37's skip) holds none of the values the card
 * allows, while a teammate wire could be pointed at; a skip in 41 says the seat holds a tripwire
 * and no blue wire; a skip in 38 may pin the Captain's turned wire; 35's X wires are blue.
 * Mission 29's Number cards in hand (the view's
 * `numberHands` and their events) say nothing of the wires: a card laid, revealed, taken or drawn
 * is read by the bots, never here, and a notch is the dial's. Every fact emitted is true of the
 * real game: a missing fact only loses information, a false one would break exactness.
 */
import {
  CARD_RULES,
  cardAllows,
  colourOf,
  drawsFor,
  gameValueWith,
  missionById,
  ruleOf,
  type GameEvent,
  type ConstraintCard,
  type GameValue,
  type InfoValue,
  type MissionDef,
  type Printed,
  type SeatView,
  type TokenCount,
  type WireRef,
} from '@bomb-busters/engine';
import type { HeldValue, Position, PositionStand, Slot, UncertainDraw } from './position.js';

/** What the observer knows of one wire, wherever it goes. */
interface Shadow {
  /** Seen by the observer (given or received with Walkie-Talkies, or cut). */
  printed: Printed | null;
  /** The value its true token shows. */
  info: InfoValue | null;
  /** A token lies on it, of any kind: a failed cut adds none. */
  tokened: boolean;
  /** Cut (or revealed red) by now, as the log replayed so far says. */
  cut: boolean;
  /** Its count token (mission 24), while no wire has left or entered its stand since. */
  count: TokenCount | null;
  /** Values this wire certainly is not. */
  readonly not: Set<HeldValue | 'red'>;
}

interface Knowledge {
  /** Shadow wires by stand index (into `view.stands`), left to right. */
  readonly board: Shadow[][];
  /** Values each seat certainly still holds. */
  readonly mustHave: Set<HeldValue>[];
  /** Values each seat certainly does not hold. */
  readonly mustNotHave: Set<HeldValue>[];
  /** Radar answers still valid, by stand index: value -> has. */
  readonly radar: Map<number, boolean>[];
}

type Pool = Pick<
  Position,
  'blue' | 'yellow' | 'red' | 'yellowUncertain' | 'redUncertain' | 'stars'
>;

/** The pool and how the mission reads a wire: blue values acting as red (mission 11) are red. */
interface Game {
  readonly pool: Pool;
  readonly mission: MissionDef;
  valueOf(printed: Printed): GameValue;
  /** Every value a wire can answer to other than red. */
  readonly held: readonly HeldValue[];
  /** The seat whose tokens are false (mission 17's Rhett), or null. */
  readonly liar: number | null;
  /** The kind of token the mission puts on a wire: its value, its parity, or its count. */
  readonly tokens: 'value' | 'parity' | 'count';
  /** Seats with a turned wire (mission 38): their announcements may be guesses at it. */
  readonly turners: readonly number[];
  /** Whether this stand (index into view.stands) has an X wire; X wires never move. */
  hasX(stand: number): boolean;
  /** The setup round puts tokens beside the stands instead of on a wire (mission 22). */
  readonly besideSetup: boolean;
  /** A constraint card of the mission may withhold a failed cut's token (card H). */
  readonly tokensWithheld: boolean;
}

type MovedEvent = Extract<GameEvent, { type: 'wireMoved' }>;
type DualCutEvent = Extract<GameEvent, { type: 'dualCut' }>;

export function positionFromView(view: SeatView): Position {
  const observer = typeof view.viewer === 'number' ? view.viewer : null;
  const game = gameOf(view);
  const { pool } = game;
  const standIndex = new Map(view.stands.map((s, i) => [`${s.seat}/${s.stand}`, i]));
  const indexOf = (ref: { seat: number; stand: number }): number => {
    const i = standIndex.get(`${ref.seat}/${ref.stand}`);
    if (i === undefined) throw new Error(`No stand ${ref.seat}/${ref.stand} in the view.`);
    return i;
  };
  const known = replay(view, game, indexOf);

  const stands: PositionStand[] = view.stands.map((sv, i) => ({
    owner: sv.seat,
    slots: sv.wires
      .map((w, j): Slot => {
        if (w.cut && w.printed !== null) return { kind: 'cut', printed: w.printed };
        if (w.printed !== null)
          return sv.seat === observer
            ? { kind: 'own', printed: w.printed }
            : { kind: 'known', printed: w.printed };
        const seen = known.board[i]?.[j]?.printed ?? null;
        if (seen !== null) return { kind: 'known', printed: seen };
        // A false token (mission 17) is a set of "not" facts on the wire, kept by its shadow.
        if (w.info?.kind === 'value') return { kind: 'info', value: w.info.value };
        if (w.info?.kind === 'parity') return { kind: 'parity', parity: w.info.parity };
        return { kind: 'hidden' };
      })
      // A turned wire (mission 38) is an X slot too: outside the sort order, ignored by the
      // radar; its owner sees it as one more hidden wire of their own stand. So is a cut wire
      // swapped in from another stand (42).
      .map((slot, j) =>
        sv.wires[j]?.x || sv.wires[j]?.turned || sv.wires[j]?.moved ? { ...slot, x: true } : slot,
      ),
  }));

  const byPlayer = (sets: readonly Set<HeldValue>[]) =>
    sets.flatMap((values, player) =>
      player === observer ? [] : [...values].sort(byValue).map((value) => ({ player, value })),
    );
  const standHas = [
    ...known.radar.flatMap((answers, stand) =>
      view.stands[stand]?.seat === observer
        ? []
        : // A number nobody can hold (outside the blue range, or acting as red) says nothing.
          [...answers]
            .filter(([value]) => game.held.includes(value))
            .map(([value, has]) => ({ stand, value, has })),
    ),
    ...firstDealt(view, game, observer),
  ];
  const notAt = new Map<string, { stand: number; slot: number; value: HeldValue | 'red' }>();
  const redInPlay = pool.red.length > 0 || pool.redUncertain !== null;
  const addNotAt = (stand: number, slot: number, value: HeldValue | 'red') => {
    // "Not red" or "not a star" says nothing when there is none in play.
    const possible = value === 'red' ? redInPlay : game.held.includes(value);
    const kind = stands[stand]?.slots[slot]?.kind;
    if (possible && (kind === 'hidden' || kind === 'parity'))
      notAt.set(`${stand}/${slot}/${value}`, { stand, slot, value });
  };
  known.board.forEach((wires, stand) =>
    wires.forEach((w, slot) => w.not.forEach((value) => addNotAt(stand, slot, value))),
  );
  labelFacts(view, stands, game, addNotAt);
  // Mission 35 deals every X wire from the blue ones before the others join (public).
  if (game.mission.xWires === 'blueFirst')
    view.stands.forEach((sv, stand) =>
      sv.wires.forEach((w, slot) => {
        if (w.x) for (const v of ['red', 'yellow', 'star'] as const) addNotAt(stand, slot, v);
      }),
    );
  // A count token speaks of blue numbers only where no yellow wire could carry one.
  const counts = heldValuesOf(pool).includes('yellow')
    ? []
    : known.board.flatMap((wires, stand) =>
        view.stands[stand]?.seat === observer
          ? []
          : wires.flatMap((w, slot) => (w.count === null ? [] : [{ stand, slot, count: w.count }])),
      );

  return {
    observer,
    ...pool,
    stands,
    mustHave: byPlayer(known.mustHave),
    mustNotHave: byPlayer(known.mustNotHave),
    standHas,
    notAt: [...notAt.values()].sort(
      (a, b) => a.stand - b.stand || a.slot - b.slot || byValue(a.value, b.value),
    ),
    counts,
  };
}

// ---------------------------------------------------------------- the pool

function gameOf(view: SeatView): Game {
  const mission = missionById(view.mission);
  if (!mission) throw new Error(`Unknown mission ${String(view.mission)}.`);
  const pool = poolOf(view, mission);
  const held = heldValuesOf(pool).filter((v) => !view.redValues.includes(v as number));
  const liar = ruleOf(mission, 'falseTokens') ? view.captain : null;
  return {
    pool,
    mission,
    held,
    liar,
    tokens: ruleOf(mission, 'tokens')?.kind ?? 'value',
    hasX: (stand) => view.stands[stand]?.wires.some((w) => w.x || w.turned) ?? false,
    turners: view.stands.flatMap((s) => (s.wires.some((w) => w.turned) ? [s.seat] : [])),
    besideSetup: ruleOf(mission, 'negativeTokens') !== undefined,
    tokensWithheld:
      ruleOf(mission, 'constraints')?.cards.some((card) => CARD_RULES[card].noInfoTokens) ?? false,
    valueOf: (printed) => gameValueWith(printed, view.redValues),
  };
}

function poolOf(view: SeatView, mission: MissionDef): Pool {
  const draws = drawsFor(mission, view.players);
  const bases = (colour: 'yellow' | 'red', uncertain: boolean) =>
    view.markers
      .filter((m) => colourOf(m.printed) === colour && m.uncertain === uncertain)
      .map((m) => Math.floor(m.printed))
      .sort((a, b) => a - b);
  const uncertain = (colour: 'yellow' | 'red'): UncertainDraw | null => {
    const candidates = bases(colour, true);
    if (candidates.length === 0) return null;
    return { candidates, keep: Math.min(draws[colour]?.count ?? 0, candidates.length) };
  };
  return {
    blue: [mission.blue[0], mission.blue[1]],
    yellow: bases('yellow', false),
    red: bases('red', false),
    yellowUncertain: uncertain('yellow'),
    redUncertain: uncertain('red'),
    stars: view.options.stars > 0,
  };
}

/** Every value a wire of this pool can be printed with, other than red. */
function heldValuesOf(pool: Pool): HeldValue[] {
  const values: HeldValue[] = [];
  for (let v = pool.blue[0]; v <= pool.blue[1]; v++) values.push(v);
  if (pool.yellow.length > 0 || pool.yellowUncertain) values.push('yellow');
  if (pool.stars) values.push('star');
  return values;
}

/** Blue numbers in order, then yellow, star and red. */
const RANK = { yellow: 100, star: 101, red: 102 } as const;
const rank = (v: HeldValue | 'red'): number => (typeof v === 'number' ? v : RANK[v]);
const byValue = (a: HeldValue | 'red', b: HeldValue | 'red'): number => rank(a) - rank(b);

const isHeld = (value: GameValue | null): value is HeldValue => value !== null && value !== 'red';

/**
 * Where the wires dealt first went (§9 B6): mission 13's reds from the Captain, 41's tripwires
 * from the Captain's left, one per seat on its first stand, then around again onto second stands
 * (two players: the Captain's second). As many stands as such wires are marked "has", the others
 * "has not", so each holds exactly one: once a wire of that colour is cut from a stand it holds
 * none. The facts hold, for each stand, while no wire has moved into or out of it.
 */
function firstDealt(
  view: SeatView,
  game: Game,
  observer: number | null,
): { stand: number; value: 'red' | 'yellow'; has: boolean }[] {
  const { mission, pool } = game;
  const colour =
    mission.deal === 'redsFirst' ? 'red' : mission.deal === 'yellowsFirst' ? 'yellow' : null;
  if (!colour || pool[colour === 'red' ? 'redUncertain' : 'yellowUncertain']) return [];
  const from = colour === 'red' ? view.captain : view.captain + 1;
  const key = (ref: { seat: number; stand: number }) => `${ref.seat}/${ref.stand}`;
  const moved = new Set<string>();
  const emptied = new Set<string>();
  for (const e of view.log) {
    if (e.type === 'wireCut' && colourOf(e.printed) === colour) emptied.add(key(e.wire));
    if (e.type === 'redRevealed' && colour === 'red')
      for (const ref of e.wires) emptied.add(key(ref));
    if (e.type === 'wireMoved') moved.add(key(e.from)).add(key(e.to));
  }
  const standsOf = (seat: number) => view.stands.filter((s) => s.seat === seat).length;
  const dealt = new Set<string>();
  pool[colour].forEach((_, i) => {
    const seat = (from + i) % view.players;
    dealt.add(key({ seat, stand: Math.floor(i / view.players) % standsOf(seat) }));
  });
  // An X wire may be red, and the reds dealt first say nothing of it (no mission has both).
  return view.stands.flatMap((s, stand) =>
    s.seat === observer || moved.has(key(s)) || game.hasX(stand)
      ? []
      : [{ stand, value: colour, has: dealt.has(key(s)) && !emptied.has(key(s)) }],
  );
}

// ---------------------------------------------------------------- replaying the log

function replay(
  view: SeatView,
  game: Game,
  indexOf: (ref: { seat: number; stand: number }) => number,
): Knowledge {
  // Once the seats changed (mission 42), the log before speaks of other stands: it is left unread
  // (only information is lost).
  const log = view.log.slice(view.log.findLastIndex((e) => e.type === 'seatsChanged') + 1);
  const sizes = view.stands.map((s) => s.wires.length);
  // Stand sizes before any move (a swap keeps them; a lone move would not).
  for (const e of log) {
    if (e.type !== 'wireMoved') continue;
    sizes[indexOf(e.from)]! += 1;
    sizes[indexOf(e.to)]! -= 1;
  }
  const known: Knowledge = {
    board: sizes.map((n) =>
      Array.from({ length: n }, (): Shadow => ({
        printed: null,
        info: null,
        tokened: false,
        cut: false,
        count: null,
        not: new Set(),
      })),
    ),
    mustHave: Array.from({ length: view.players }, () => new Set<HeldValue>()),
    mustNotHave: Array.from({ length: view.players }, () => new Set<HeldValue>()),
    radar: view.stands.map(() => new Map<number, boolean>()),
  };
  const at = (ref: WireRef): Shadow => {
    const w = known.board[indexOf(ref)]?.[ref.index];
    if (!w) throw new Error(`No wire at ${JSON.stringify(ref)} in the log.`);
    return w;
  };
  /**
   * The seat holds no wire of these values, X wires aside (no setup token goes on one, nor does
   * a token drawn at random look at it): with an X wire, said of each of its stands as the
   * radar says it.
   */
  const holdsNone = (seat: number, values: readonly HeldValue[]) => {
    const stands = view.stands.flatMap((s, i) => (s.seat === seat ? [i] : []));
    if (!stands.some((stand) => game.hasX(stand)))
      for (const v of values) known.mustNotHave[seat]?.add(v);
    else
      for (const stand of stands)
        for (const v of values) if (typeof v === 'number') known.radar[stand]?.set(v, false);
  };

  /**
   * The seat said it cannot obey its constraint card (31 flip, 32 and 37 skip): no cut obeys it.
   * While some teammate wire may surely be pointed at under the card, that means no value of its
   * hand is one the card allows (X wires included, as the engine counts them), true until a wire
   * comes in (onMoves). With no such wire, a value allowed may still be held where no solo cut of
   * it is possible: a fact of counts this model has no word for, left unread.
   */
  const cannotObey = (seat: number, card: ConstraintCard) => {
    const rule = CARD_RULES[card];
    const pointable = view.stands.some(
      (s, stand) => s.seat !== seat && surelyPointable(known.board[stand] ?? [], rule),
    );
    if (!pointable) return;
    for (const v of game.held) if (cardAllows(rule, v)) known.mustNotHave[seat]?.add(v);
  };
  /**
   * Mission 38: a seat with no turned wire of its own skips when every teammate wire left is a
   * turned one and it may solo cut nothing. A turned wire holds one of the values: if the blue
   * wires left uncut (cut ones are public) number two or four for exactly one value v, the seat
   * would hold all of them, a solo cut, unless the turned wire is v; so it is v. Said of the lone
   * turned wire, for its owner, who cannot see it.
   */
  const stuckBesideTurned = (seat: number) => {
    // A turned wire never moves and stays last, and swaps keep stand sizes: the view's tag at an
    // index is the board's wire at that index then.
    const turned = view.stands.flatMap((s, stand) =>
      s.seat === seat
        ? []
        : (known.board[stand] ?? []).filter((w, j) => !w.cut && s.wires[j]?.turned === true),
    );
    const own = view.stands.some((s, stand) =>
      s.seat === seat
        ? (known.board[stand] ?? []).some((w, j) => !w.cut && s.wires[j]?.turned)
        : false,
    );
    const w = turned[0];
    if (own || turned.length !== 1 || !w) return;
    const cut = new Map<number, number>();
    for (const wires of known.board)
      for (const o of wires) {
        const value = o.cut && o.printed !== null ? game.valueOf(o.printed) : null;
        if (typeof value === 'number') cut.set(value, (cut.get(value) ?? 0) + 1);
      }
    const even = game.held.filter(
      (v): v is number => typeof v === 'number' && [2, 4].includes(4 - (cut.get(v) ?? 0)),
    );
    if (even.length !== 1) return;
    for (const v of [...game.held, 'red' as const]) if (v !== even[0]) w.not.add(v);
  };

  // Mission 26's face-up Number cards: all at first, one fewer per pick until turned up again (a
  // card whose four wires are cut stays in this set: nobody holds one, so it says nothing).
  let faceUp = new Set<number>(game.held.filter((v): v is number => typeof v === 'number'));
  // Mission 30's three values, once turned up: a seat skips only when it holds none of them.
  let three: ReadonlySet<number> | null = null;
  // Mission 26: the card turned down this turn; a skip after it says only that value is gone.
  let picked: number | null = null;
  for (let i = 0; i < log.length; i++) {
    const e = log[i] as GameEvent;
    switch (e.type) {
      case 'infoPlaced': {
        const w = at(e.wire);
        w.tokened = true;
        // A false token (mission 17) lies only on a wire that is neither its value, nor red, nor
        // a star (§6.2 row 17); a true one names the value.
        if (e.info.kind === 'not')
          for (const v of [e.info.value, 'red', 'star'] as const) w.not.add(v);
        else if (e.info.kind === 'value') w.info = e.info.value;
        else if (e.info.kind === 'count') w.count = e.info.count;
        break;
      }
      case 'infoBeside':
        // The seat held no wire of the value when the token was placed (drawn at random, 13;
        // chosen at setup, 22; received or drafted, 22 and 27): a wire that may be of it coming
        // in later takes the fact back (onMoves).
        if (isHeld(e.value)) holdsNone(e.seat, [e.value]);
        break;
      case 'tokenReturned':
        // Every uncut wire of the value the seat holds shows a token already (22, 27): a wire
        // without one is not of it. The fact follows each wire through Walkie-Talkies.
        if (isHeld(e.value)) {
          const value = e.value;
          view.stands.forEach((s, stand) => {
            if (s.seat !== e.seat) return;
            for (const w of known.board[stand] ?? []) if (!w.tokened) w.not.add(value);
          });
        }
        break;
      case 'numberPicked':
        // Only a value the seat holds may be picked (26); its cut of it takes the fact back.
        picked = e.number;
        faceUp.delete(e.number);
        if (game.held.includes(e.number)) known.mustHave[e.seat]?.add(e.number);
        break;
      case 'numbersTurnedUp':
        faceUp = new Set(e.numbers);
        break;
      case 'threeValues':
        three = new Set(e.numbers);
        break;
      case 'turn':
        picked = null;
        break;
      case 'constraintFlipped':
        cannotObey(e.seat, e.card);
        break;
      case 'skipped': {
        // A seat unable to obey the shared constraint card (32, 37).
        if (ruleOf(game.mission, 'constraints')) {
          if (e.card) cannotObey(e.seat, e.card);
          break;
        }
        // Mission 41: the seat holds a tripwire and nothing else but reds.
        if (ruleOf(game.mission, 'tripwires')) {
          for (const v of game.held) if (v !== 'yellow') known.mustNotHave[e.seat]?.add(v);
          if (game.held.includes('yellow')) known.mustHave[e.seat]?.add('yellow');
          break;
        }
        if (ruleOf(game.mission, 'turnedWires')) {
          stuckBesideTurned(e.seat);
          break;
        }
        // A seat skips only when it holds none of the face-up values (26), or of the three (30);
        // after turning a card down, only when a Walkie-Talkie took that value away (26).
        if (three === null && !ruleOf(game.mission, 'numberPick')) break;
        const none = three ?? (picked === null ? faceUp : new Set([picked]));
        holdsNone(
          e.seat,
          game.held.filter((v) => typeof v === 'number' && none.has(v)),
        );
        break;
      }
      case 'numberHeld':
        // Mission 30: the seat said truly whether it holds a wire of the drawn value.
        if (!game.held.includes(e.number)) break;
        if (e.holds) known.mustHave[e.seat]?.add(e.number);
        else holdsNone(e.seat, [e.number]);
        break;
      case 'dualCut':
        // Without a token after it, a failed cut says nothing where a card may withhold it.
        onDualCut(known, e, !game.tokensWithheld && tokenless(log, i), game, at, indexOf);
        break;
      case 'wireCut': {
        const w = at(e.wire);
        w.printed = e.printed;
        w.cut = true;
        const value = game.valueOf(e.printed);
        if (isHeld(value)) known.mustHave[e.wire.seat]?.delete(value);
        const radar = known.radar[indexOf(e.wire)];
        if (typeof value === 'number' && radar?.get(value) === true) radar.delete(value);
        break;
      }
      case 'redRevealed':
        for (const ref of e.wires) at(ref).cut = true;
        break;
      case 'radar':
        view.stands.forEach((s, stand) => {
          const has = e.answers[s.seat]?.[s.stand];
          if (has !== undefined) known.radar[stand]?.set(e.value, has);
        });
        break;
      case 'playStarted': {
        // A chosen setup token skips only a player without a blue wire (§9 A42), among the seats
        // the round asks: not the Captain of a two-player game whose card says so. A token drawn
        // at random lands on a matching wire or beside the stand (infoBeside), so says nothing here;
        // nor does the absence of tokens in a mission without them (18) or whose setup tokens
        // lie beside the stands (22).
        if (game.mission.setupInfo !== 'chosen' || game.besideSetup) break;
        const marked = new Set(
          log.flatMap((s) => (s.type === 'infoPlaced' && s.cause === 'setup' ? [s.wire.seat] : [])),
        );
        const skipsCaptain = view.players === 2 && game.mission.twoPlayer?.noCaptainSetupInfo;
        const numbers = game.held.filter((v) => typeof v === 'number');
        for (let seat = 0; seat < view.players; seat++)
          if (!marked.has(seat) && !(skipsCaptain && seat === view.captain))
            holdsNone(seat, numbers);
        break;
      }
      case 'pairRestored':
        // Mission 42: the pair goes back uncut where it was, seen by all when it was cut.
        for (const ref of e.wires) {
          const w = at(ref);
          Object.assign(w, { printed: e.value, info: null, tokened: false, count: null });
          w.not.clear();
          if (e.value === null) continue;
          known.mustNotHave[ref.seat]?.delete(e.value);
          const radar = known.radar[indexOf(ref)];
          if (radar?.get(e.value) === false) radar.delete(e.value);
        }
        break;
      case 'cutSwapped': {
        // Mission 42: two cut wires change places.
        const [a, b] = e.wires;
        if (!a || !b) break;
        const [wa, wb] = [at(a), at(b)];
        known.board[indexOf(a)]![a.index] = wb;
        known.board[indexOf(b)]![b.index] = wa;
        break;
      }
      case 'wireMoved': {
        // The two moves of a swap happen at once: `from` indices are before, `to` indices after.
        let j = i;
        while (log[j + 1]?.type === 'wireMoved') j++;
        onMoves(known, log.slice(i, j + 1) as MovedEvent[], indexOf, game);
        i = j;
        break;
      }
      default:
        break;
    }
  }
  return known;
}

/**
 * Whether a wire of this stand may surely be pointed at under the card (as the engine's
 * targetRefusal reads it): uncut, not the far end the card forbids (I, J), and without a token
 * if the card forbids those (H). A token the shadow keeps after its wire moved (a count token
 * is discarded then) only makes this answer no: a fact lost, never a false one.
 */
function surelyPointable(
  wires: readonly Shadow[],
  rule: (typeof CARD_RULES)[ConstraintCard],
): boolean {
  const uncut = wires.flatMap((w, j) => (w.cut ? [] : [j]));
  const end = rule.farEnd === 'left' ? uncut[0] : rule.farEnd === 'right' ? uncut.at(-1) : null;
  return uncut.some((j) => j !== end && !(rule.noInfoTokens && wires[j]?.tokened));
}

/**
 * A failed dual cut without a detector on a wire with no token places a token on it, unless the
 * wire is red or a star (§2.2, §8). Whether a token followed is in the log before the next turn
 * begins, or is left open to claims (mission 10's "Snip!", which says nothing else).
 */
function tokenless(log: readonly GameEvent[], i: number): boolean {
  const cut = log[i];
  if (cut?.type !== 'dualCut' || cut.success || cut.detector !== null) return false;
  for (let j = i + 1; j < log.length; j++) {
    const e = log[j] as GameEvent;
    if (e.type === 'turn' || e.type === 'turnOpen') return true;
    if (e.type !== 'dialMoved') return false;
  }
  return false;
}

function onDualCut(
  known: Knowledge,
  e: DualCutEvent,
  noToken: boolean,
  game: Game,
  at: (ref: WireRef) => Shadow,
  indexOf: (ref: WireRef) => number,
): void {
  const values: readonly HeldValue[] = typeof e.value === 'object' ? e.value : [e.value];
  // Announcing needs at least one uncut wire of each value; a success then cuts one of them,
  // which the wireCut event that follows takes back. A seat with a turned wire (mission 38) may
  // have announced a guess at it: nothing is learnt.
  if (!game.turners.includes(e.seat)) for (const v of values) known.mustHave[e.seat]?.add(v);
  if (e.success) return;
  for (const ref of e.targets) {
    const w = at(ref);
    for (const v of values) w.not.add(v);
    // A star announced alone gives a false token no value: Rhett's wire then takes none.
    const valueless = ref.seat === game.liar && values.every((v) => v === 'star');
    if (noToken && !w.tokened && w.printed === null && !valueless) {
      // No token on a wire without one: it is red (or acts as red) or a star, or a wire no
      // token of the mission's kind can describe.
      for (const v of untokenable(game, known.board, indexOf(ref), w)) w.not.add(v);
    }
  }
}

/**
 * The values a wire cannot be when a failed cut left no token on it (it had none): every held
 * value but a star, which takes none (§8), and those the mission's tokens cannot describe. A
 * parity token has nothing to say of a yellow wire; a value held four times takes its x2 tokens
 * in pairs, so its wire takes none once no other wire of it on the stand is free of a token and
 * not an X wire (§9 A32), which needs three such wires on the stand.
 */
function untokenable(
  game: Game,
  board: readonly (readonly Shadow[])[],
  stand: number,
  w: Shadow,
): HeldValue[] {
  if (game.tokens === 'count') {
    const tokened = (board[stand] ?? []).filter((o) => o !== w && o.tokened).length;
    if (tokened + (game.hasX(stand) ? 1 : 0) >= 3) return [];
  }
  return game.held.filter((v) => v !== 'star' && !(game.tokens === 'parity' && v === 'yellow'));
}

/** Whether the wire may be of this value, as far as the observer knows. */
function mayBe(w: Shadow, value: HeldValue, game: Game): boolean {
  const known = w.printed !== null ? game.valueOf(w.printed) : w.info;
  return known === null ? !w.not.has(value) : known === value;
}

function onMoves(
  known: Knowledge,
  moves: readonly MovedEvent[],
  indexOf: (ref: { seat: number; stand: number }) => number,
  game: Game,
): void {
  const moved = moves.map((e) => {
    const from = indexOf(e.from);
    const wire = known.board[from]?.[e.from.index];
    if (!wire) throw new Error(`No wire at ${JSON.stringify(e.from)} in the log.`);
    if (e.printed !== null) wire.printed = e.printed;
    return { e, from, to: indexOf(e.to), wire };
  });
  for (const { e, from, to, wire } of moved) {
    // The hand it left may have lost its last wire of a value, the stand it left its last wire of
    // a number; the stand it entered may have gained one.
    for (const [values, seat] of [
      [known.mustHave, e.from.seat],
      [known.mustNotHave, e.to.seat],
    ] as const) {
      const held = values[seat];
      held?.forEach((v) => {
        if (mayBe(wire, v, game)) held.delete(v);
      });
    }
    for (const [stand, had] of [
      [from, true],
      [to, false],
    ] as const) {
      const radar = known.radar[stand];
      radar?.forEach((has, value) => {
        if (has === had && mayBe(wire, value, game)) radar.delete(value);
      });
    }
  }
  // A count token describes its whole stand: a wire leaving or entering it may falsify it.
  for (const { from, to } of moved)
    for (const w of [...(known.board[from] ?? []), ...(known.board[to] ?? [])]) w.count = null;
  const leaving = new Set(moved.map((m) => m.wire));
  for (const stand of new Set(moved.map((m) => m.from))) {
    known.board[stand] = (known.board[stand] ?? []).filter((w) => !leaving.has(w));
  }
  for (const { e, to, wire } of [...moved].sort((a, b) => a.e.to.index - b.e.to.index)) {
    known.board[to]?.splice(e.to.index, 0, wire);
  }
}

// ---------------------------------------------------------------- labels

/**
 * A label between a hidden wire and a wire whose value is known (cut, known, or with a token):
 * "≠" rules that value out, "=" rules out every other value (red cannot be ruled out).
 */
function labelFacts(
  view: SeatView,
  stands: readonly PositionStand[],
  game: Game,
  addNotAt: (stand: number, slot: number, value: HeldValue | 'red') => void,
): void {
  const slotValue = (slot: Slot | undefined): GameValue | null => {
    if (!slot || slot.kind === 'hidden' || slot.kind === 'parity') return null;
    return slot.kind === 'info' ? slot.value : game.valueOf(slot.printed);
  };
  view.stands.forEach((sv, stand) =>
    sv.wires.forEach((w, left) => {
      if (w.labelRight === null) return;
      const slots = stands[stand]?.slots ?? [];
      const pairs = [
        [left, left + 1],
        [left + 1, left],
      ] as const;
      for (const [hidden, other] of pairs) {
        const value = slotValue(slots[other]);
        if (slots[hidden]?.kind !== 'hidden' || value === null) continue;
        if (w.labelRight === '≠') {
          if (isHeld(value)) addNotAt(stand, hidden, value);
        } else {
          for (const v of game.held) if (v !== value) addNotAt(stand, hidden, v);
        }
      }
    }),
  );
}
