/** Setting up a mission: the wire pool, the deal, markers, equipment, characters, the dial (RULES.md §2.1). */
import { proceed } from './flow.js';
import { standsPerSeat, seatsAfter } from './hands.js';
import { BASE_CARDS, isEquipmentCard } from './equipment-cards.js';
import { areNumberCards, withTop } from './draws.js';
import {
  missionDrawsCaptain,
  isConstraintCard,
  missionDrawsTokens,
  missionShufflesConstraints,
  missionDealsSecretly,
  missionLeftOut,
  missionReshufflesNumbers,
  missionSetup,
  missionUsesNumberCards,
  setupInfoOf,
  turningSeats,
} from './missions/ask.js';
import { drawsFor, missionById, ruleOf, type MissionDef, type WireDraw } from './missions/index.js';
import { TOKENS_PER_VALUE } from './supply.js';
import { err, ok, type Result } from './result.js';
import { randomInt, seedRng, shuffle, type RngState } from './rng.js';
import type {
  Character,
  ConstraintCard,
  CharacterCard,
  EquipmentCard,
  EquipmentSlot,
  FixedDraws,
  GameEvent,
  GameOptions,
  GameState,
  InfoValue,
  Marker,
  MissionId,
  SecretDeal,
  NewCharacter,
  StandRef,
  Task,
  Wire,
} from './types.js';
import {
  blueValues,
  colourOf,
  isValidPrinted,
  redPrinted,
  STAR_PRINTED,
  yellowPrinted,
  type Printed,
} from './wire.js';

export interface GameSetup {
  readonly mission: MissionId;
  readonly players: number;
  readonly captain?: number;
  readonly seed?: string;
  /** An explicit deal: stands in seat order from seat 0, each a list of printed values. */
  readonly stands?: readonly (readonly number[])[];
  /** The equipment cards in play, instead of a random draw (numbers, or "falseBottom"). */
  readonly equipment?: readonly (number | string)[];
  /** The top of the Number deck, in order, instead of a random draw (missions with Number cards). */
  readonly numberCards?: readonly number[];
  /** The top of the equipment pile (cards not in play), in order; needs `equipment`. */
  readonly equipmentPile?: readonly (number | string)[];
  /** Setup tokens drawn at random (mission 13): one value per seat placing one, in setup order. */
  readonly setupTokens?: readonly number[];
  /** The "x of y" candidates set aside unseen, instead of a random draw; needs `stands`. */
  readonly setAside?: readonly number[];
  /** Each reshuffle of the Number deck during play: the top of the new deck, in order (mission 18). */
  readonly numberReshuffles?: readonly (readonly number[])[];
  /** The info tokens drawn into a line during play, in its order (mission 27's handout). */
  readonly handoutTokens?: readonly InfoValue[];
  /**
   * Rule sticker B: by seat, the new character each seat took instead of its Double Detector, or
   * null (the Captain's is always null). Absent: everyone keeps a Double Detector.
   */
  readonly characters?: readonly (NewCharacter | null)[];
  /** The top of the constraint deck, in order (missions 32, 37): distinct cards A-L. */
  readonly constraintDeck?: readonly string[];
  /** The cards dealt face down (mission 34): who holds the Captain card, each seat's constraint card. */
  readonly secretDeal?: { readonly captainCard: unknown; readonly constraints: unknown };
  /**
   * The wire each turning seat turns around unseen (mission 38: the Captain), by printed value,
   * instead of a random pick among its dealt wires.
   */
  readonly turned?: readonly number[];
  readonly options?: Partial<GameOptions>;
}

export type SetupErrorCode =
  | 'BAD_MISSION'
  | 'BAD_PLAYERS'
  | 'BAD_CAPTAIN'
  | 'BAD_STANDS'
  | 'BAD_EQUIPMENT'
  | 'BAD_NUMBER_CARDS'
  | 'BAD_SETUP_TOKENS'
  | 'BAD_SET_ASIDE'
  | 'BAD_HANDOUT_TOKENS'
  | 'BAD_CHARACTERS'
  | 'BAD_CONSTRAINT_CARDS'
  | 'BAD_TURNED'
  | 'BAD_OPTIONS'
  | 'BAD_SEED';
export interface SetupError {
  readonly code: SetupErrorCode;
  readonly message: string;
}
const setupError = (code: SetupErrorCode, message: string) => err<SetupError>({ code, message });

/**
 * The sticker B choice: one card per seat at most, one copy of each, among the mission's
 * `newCharacters`; the Captain keeps a Double Detector (RULES.md §5.2).
 */
function newCharacters(
  chosen: unknown,
  mission: MissionDef,
  players: number,
  captain: number,
): Result<readonly (NewCharacter | null)[], SetupError> {
  if (chosen === undefined) return ok([]);
  const allowed: readonly unknown[] = mission.newCharacters ?? [];
  if (!Array.isArray(chosen) || chosen.length !== players)
    return setupError('BAD_CHARACTERS', '"characters" lists one entry per seat.');
  const cards: unknown[] = chosen.filter((c) => c !== null);
  if (!cards.every((c) => allowed.includes(c)))
    return setupError(
      'BAD_CHARACTERS',
      allowed.length === 0
        ? 'This mission has no new characters.'
        : `This mission's new characters are ${allowed.join(', ')}.`,
    );
  if (new Set(cards).size !== cards.length)
    return setupError('BAD_CHARACTERS', 'There is one copy of each new character.');
  if (chosen[captain] !== null)
    return setupError('BAD_CHARACTERS', 'The Captain keeps a Double Detector.');
  return ok(chosen as (NewCharacter | null)[]);
}

const EXPERTS: readonly CharacterCard[] = ['expert-1', 'expert-2', 'expert-3', 'expert-4'];

/** `mission` is the mission's data; a test may pass a variant of it (say, with sticker B). */
export function createGame(
  setup: GameSetup,
  mission: MissionDef | undefined = missionById(setup.mission),
): Result<GameState, SetupError> {
  if (!mission || mission.id !== setup.mission)
    return setupError('BAD_MISSION', 'No such mission.');
  const { players } = setup;
  if (!Number.isInteger(players) || players < 2 || players > 5)
    return setupError('BAD_PLAYERS', 'Players must be 2 to 5.');
  if (players < (mission.minPlayers ?? 2))
    return setupError('BAD_PLAYERS', `This mission needs at least ${mission.minPlayers} players.`);
  if (setup.captain !== undefined) {
    const seat = setup.captain;
    if (!Number.isInteger(seat) || seat < 0 || seat >= players)
      return setupError('BAD_CAPTAIN', 'No such captain seat.');
  }
  const stars = setup.options?.stars ?? 0;
  if (stars !== 0 && stars !== 1 && stars !== 2)
    return setupError('BAD_OPTIONS', 'options.stars must be 0, 1 or 2.');
  const chat = setup.options?.chat;
  if (chat !== undefined && chat !== 'signals')
    return setupError('BAD_OPTIONS', 'options.chat is "signals" when present.');
  const options: GameOptions = { stars, ...(chat ? { chat } : {}) };
  const seed: unknown = setup.seed;
  if (seed !== undefined && typeof seed !== 'string')
    return setupError('BAD_SEED', 'The seed is a string.');
  let rng = seedRng(setup.seed ?? '');
  // The character cards are dealt before the stands when the Captain card is dealt at random;
  // a record may say who drew it (any seat may).
  let captain = setup.captain ?? 0;
  if (missionDrawsCaptain(mission.id)) {
    const [drawn, after] = randomInt(rng, players);
    [captain, rng] = [setup.captain ?? drawn, after];
  }
  const standCounts = standsPerSeat(players, captain);

  const drawn = drawWires(rng, mission, players);
  rng = drawn.rng;
  let hands: Wire[][][];
  let markers = drawn.markers;
  let setAside = drawn.setAside;
  if (setup.stands === undefined && setup.setAside !== undefined)
    return setupError('BAD_SET_ASIDE', '"setAside" goes with an explicit deal ("stands").');
  if (setup.stands !== undefined) {
    const explicit = explicitDeal(setup, standCounts, captain, mission, rng);
    if (!explicit.ok) return explicit;
    ({ hands, markers, setAside, rng } = explicit.value);
    if (stars === 0 && hands.flat(2).some((w) => colourOf(w.printed) === 'star'))
      return setupError('BAD_STANDS', 'Star wires (0, 13) need options.stars 1 or 2.');
  } else {
    const colour = FIRST_DEALT[mission.deal];
    const first = colour ? drawn.inPlay.filter((p) => colourOf(p) === colour) : [];
    let blues: Printed[] = blueValues(...mission.blue).flatMap((v) => [v, v, v, v]);
    // Mission 35: every stand's X wire is a blue one, dealt before the reds and yellows join.
    let xs: Printed[] = [];
    if (mission.xWires === 'blueFirst') {
      const [shuffledBlues, afterBlues] = shuffle(rng, blues);
      const stands = standCounts.reduce((a, b) => a + b, 0);
      [xs, blues, rng] = [shuffledBlues.slice(0, stands), shuffledBlues.slice(stands), afterBlues];
    }
    const pool = [...blues, ...drawn.inPlay.filter((p) => !first.includes(p))];
    if (stars > 0) pool.push(...STAR_PRINTED);
    const [shuffled, after] = shuffle(rng, pool);
    rng = after;
    const from = firstFrom(mission, captain, players);
    hands = deal(first, xs, shuffled, standCounts, from, mission.xWires);
  }
  const turned = turnWires(rng, hands, turningSeats(mission.id, captain), setup.turned);
  if (!turned.ok) return turned;
  ({ hands, rng } = turned.value);

  const cards = chooseEquipment(rng, mission, players, setup.equipment, setup.equipmentPile);
  if (!cards.ok) return cards;
  rng = cards.value.rng;
  const numbers = numberDeck(rng, mission, setup.numberCards);
  if (!numbers.ok) return numbers;
  rng = numbers.value.rng;

  const chosen = newCharacters(setup.characters, mission, players, captain);
  if (!chosen.ok) return chosen;
  const characters: Character[] = [];
  seatsAfter(players, captain - 1).forEach((seat, i) => {
    const personal = chosen.value[seat];
    characters[seat] = {
      card: i === 0 ? 'captain' : (EXPERTS[i - 1] as CharacterCard),
      ...(personal ? { personal } : {}),
      used: mission.characters === 'flipped',
    };
  });
  const order = seatsAfter(players, captain - 1).filter(
    (seat) =>
      mission.setupInfo !== 'none' &&
      !(players === 2 && seat === captain && mission.twoPlayer?.noCaptainSetupInfo),
  );
  const tokens = setupTokens(rng, mission, order.length, setup.setupTokens);
  if (!tokens.ok) return tokens;
  rng = tokens.value.rng;
  const fixed = fixedDraws(
    mission,
    players,
    setup.numberReshuffles,
    setup.handoutTokens,
    setup.constraintDeck,
    setup.secretDeal,
  );
  if (!fixed.ok) return fixed;
  const dealt: GameState = {
    format: 1,
    mission: mission.id,
    players,
    captain,
    options,
    rng,
    status: 'setup',
    lossCause: null,
    hands,
    markers,
    setAside,
    dial: {
      stepsToSkull: mission.dialStart ?? players,
      start: mission.dialStart ?? players,
      max: mission.dialBack === 'cap' ? Math.max(5, players) : players,
    },
    activeSeat: captain,
    turn: { done: false, stabilized: false, next: null },
    validated: [],
    equipment: cards.value.inPlay.map((card) => ({ card, state: 'locked' })),
    equipmentPile: cards.value.pile,
    characters,
    pending: null,
    queue: [],
    grid: null,
    numberDeck: numbers.value.deck,
    sequence: null,
    equipmentNumbers: [],
    redNumber: null,
    infoBeside: [],
    rewardNumber: null,
    radarTurn: null,
    snip: null,
    ...(fixed.value ? { fixed: fixed.value } : {}),
    log: [],
    version: 0,
  };
  // The mission's modules add their state and their tasks before play starts.
  const mission_ = missionSetup(dealt);
  const leftOut = missionLeftOut(mission_.state);
  const fixedCards: readonly unknown[] = [
    ...(setup.equipment ?? []),
    ...(setup.equipmentPile ?? []),
  ];
  const named = leftOut.find((card) => fixedCards.includes(card));
  if (named !== undefined)
    return setupError(
      'BAD_EQUIPMENT',
      `Equipment ${named} is left out of this game by the mission's rules, like a banned card.`,
    );
  const board = leaveOut(mission_.state, leftOut);
  const queue: Task[] = [
    ...mission_.first,
    ...order.flatMap((seat, i) => {
      const value = tokens.value.values[i];
      const usual: Task =
        value === undefined ? { kind: 'setupInfo', seat } : { kind: 'setupInfo', seat, value };
      return setupInfoOf(mission_.state, seat, usual);
    }),
    ...mission_.tasks,
    { kind: 'startPlay' },
  ];
  const out: GameEvent[] = [];
  const ready = proceed({ ...mission_.state, ...board, queue }, out);
  return ok({ ...ready, log: out });
}

interface Drawn {
  inPlay: Printed[];
  markers: Marker[];
  setAside: Printed[];
  rng: RngState;
}

/** Red and yellow wires: known ones get a plain marker, "x of y" ones a "?" marker for each candidate. */
function drawWires(rng: RngState, mission: MissionDef, players: number): Drawn {
  const draws = drawsFor(mission, players);
  const result: Drawn = { inPlay: [], markers: [], setAside: [], rng };
  for (const [draw, printedOf] of [
    [draws.red, redPrinted],
    [draws.yellow, yellowPrinted],
  ] as const) {
    if (!draw) continue;
    const [candidates, after] = shuffle(result.rng, candidateBases(draw).map(printedOf));
    const shown = candidates.slice(0, draw.of ?? draw.count);
    // The shown wires are shuffled face down again before x of them join the pool.
    const [hidden, after2] = shuffle(after, shown);
    result.rng = after2;
    result.inPlay.push(...hidden.slice(0, draw.count));
    result.setAside.push(...hidden.slice(draw.count));
    result.markers.push(...shown.map((printed) => ({ printed, uncertain: draw.of !== undefined })));
  }
  result.markers.sort((a, b) => a.printed - b.printed);
  return result;
}

const candidateBases = (draw: WireDraw): number[] => blueValues(...(draw.candidates ?? [1, 11]));

/** The colour a mission deals first, one wire per seat (`MissionDef.deal`). */
const FIRST_DEALT = { shuffled: null, redsFirst: 'red', yellowsFirst: 'yellow' } as const;

/** The seat dealt the first of the wires dealt first: the Captain, or their left for yellows. */
const firstFrom = (mission: MissionDef, captain: number, players: number): number =>
  mission.deal === 'yellowsFirst' ? (captain + 1) % players : captain;

/** The stands in dealing order: seat by seat from the captain, a seat's stands in turn. */
function dealingOrder(standCounts: readonly number[], captain: number): StandRef[] {
  return seatsAfter(standCounts.length, captain - 1).flatMap((seat) =>
    Array.from({ length: standCounts[seat] ?? 1 }, (_, stand) => ({ seat, stand })),
  );
}

/**
 * Where wires dealt first go (mission 13's reds, §9 B6): one per seat from the captain, on a
 * seat's first stand, then its second.
 */
function firstWireStands(
  standCounts: readonly number[],
  captain: number,
  count: number,
): StandRef[] {
  const seats = seatsAfter(standCounts.length, captain - 1);
  return Array.from({ length: count }, (_, i) => {
    const seat = seats[i % seats.length] as number;
    return { seat, stand: Math.floor(i / seats.length) % (standCounts[seat] ?? 1) };
  });
}

/**
 * Deal one wire at a time over the stands in seat order, starting with the captain's first stand
 * (§9 A8). Wires dealt `first` go where `firstWireStands` says; the rest continue from the stand
 * after the last of them.
 */
function deal(
  first: readonly Printed[],
  xs: readonly Printed[],
  pool: readonly Printed[],
  standCounts: readonly number[],
  captain: number,
  xWires: MissionDef['xWires'],
): Wire[][][] {
  const hands: Printed[][][] = standCounts.map((n) => Array.from({ length: n }, () => []));
  const order = dealingOrder(standCounts, captain);
  const standOf = ({ seat, stand }: StandRef) => hands[seat]?.[stand] as Printed[];
  // X wires dealt first (mission 35): one to each stand in dealing order, before the rest.
  xs.forEach((printed, i) => standOf(order[i] as StandRef).push(printed));
  let next = 0;
  firstWireStands(standCounts, captain, first.length).forEach((ref, i) => {
    standOf(ref).push(first[i] as Printed);
    next = order.findIndex((s) => s.seat === ref.seat && s.stand === ref.stand) + 1;
  });
  pool.forEach((printed, i) => standOf(order[(next + i) % order.length] as StandRef).push(printed));
  const xAt = xWires === 'blueFirst' ? 'first' : xWires === 'lastDealt' ? 'last' : null;
  return hands.map((stands) => stands.map((dealt) => toStand(dealt, xAt)));
}

/**
 * A stand as its player sorts it, ascending; in a mission with X wires its X wire (the first or
 * the last of the list, as dealt) stays unsorted at its far right, marked X.
 */
function toStand(dealt: readonly Printed[], xAt: 'first' | 'last' | null): Wire[] {
  const wire = (printed: Printed): Wire => ({ printed, cut: false, info: null, labelRight: null });
  const x = xAt === 'first' ? dealt[0] : xAt === 'last' ? dealt.at(-1) : undefined;
  const rest = xAt === 'first' ? dealt.slice(1) : xAt === 'last' ? dealt.slice(0, -1) : dealt;
  const sorted = rest.toSorted((a, b) => a - b);
  return [...sorted.map(wire), ...(x === undefined ? [] : [{ ...wire(x), x: true as const }])];
}

/**
 * Each turning seat turns one of its dealt wires around unseen (mission 38): a random one, or the
 * record's, by printed value. It goes to the far right of the seat's last stand, tagged `turned`.
 */
function turnWires(
  rng: RngState,
  dealt: Wire[][][],
  seats: readonly number[],
  fixed: readonly unknown[] | undefined,
): Result<{ hands: Wire[][][]; rng: RngState }, SetupError> {
  const given: unknown = fixed;
  if (fixed !== undefined && !(Array.isArray(given) && fixed.length === seats.length))
    return setupError(
      'BAD_TURNED',
      seats.length === 0
        ? 'In this mission nobody turns a wire.'
        : `"turned" gives ${seats.length} wire(s), one per seat turning one from the Captain.`,
    );
  let next = rng;
  const hands = dealt.map((stands) => stands.map((stand) => [...stand]));
  for (const [i, seat] of seats.entries()) {
    const stands = hands[seat] as Wire[][];
    const refs = stands.flatMap((stand, s) => stand.map((w, index) => ({ w, s, index })));
    let pick = refs.findIndex((r) => r.w.printed === fixed?.[i]);
    if (fixed === undefined) [pick, next] = randomInt(next, refs.length);
    const chosen = refs[pick];
    if (!chosen)
      return setupError('BAD_TURNED', `Seat ${seat} was dealt no wire ${String(fixed?.[i])}.`);
    stands[chosen.s]?.splice(chosen.index, 1);
    stands.at(-1)?.push({ ...chosen.w, turned: true });
  }
  return ok({ hands, rng: next });
}

/**
 * A deal given in a record. Red and yellow markers follow the wires dealt; for an "x of y" mission
 * the missing candidates are drawn from the seed and set aside unseen.
 */
function explicitDeal(
  setup: GameSetup,
  standCounts: readonly number[],
  captain: number,
  mission: MissionDef,
  rng: RngState,
): Result<
  { hands: Wire[][][]; markers: Marker[]; setAside: Printed[]; rng: RngState },
  SetupError
> {
  const { players } = setup;
  const stands = setup.stands ?? [];
  const expected = standCounts.reduce((a, b) => a + b, 0);
  const given: unknown = setup.stands;
  if (!Array.isArray(given) || stands.length !== expected) {
    return setupError(
      'BAD_STANDS',
      `Expected ${expected} stands for ${players} players, got ${Array.isArray(stands) ? stands.length : 'none'}.`,
    );
  }
  const flat = stands.flat();
  if (stands.some((s) => !Array.isArray(s)) || !flat.every(isValidPrinted)) {
    return setupError('BAD_STANDS', 'Every wire is 1-12, x.1 (yellow), x.5 (red), 0 or 13 (star).');
  }
  for (const printed of flat) {
    const limit = colourOf(printed) === 'blue' ? 4 : 1;
    if (flat.filter((p) => p === printed).length > limit)
      return setupError('BAD_STANDS', `Too many wires ${printed}.`);
  }
  if (stands.some((s) => s.length === 0))
    return setupError('BAD_STANDS', 'Every stand needs at least one wire.');
  const colour = FIRST_DEALT[mission.deal];
  if (colour) {
    const count = (stand: readonly number[]) => stand.filter((p) => colourOf(p) === colour).length;
    const perStand = standCounts.map((n) => Array.from({ length: n }, () => 0));
    for (const ref of firstWireStands(
      standCounts,
      firstFrom(mission, captain, players),
      flat.filter((p) => colourOf(p) === colour).length,
    ))
      (perStand[ref.seat] as number[])[ref.stand]! += 1;
    if (JSON.stringify(perStand.flat()) !== JSON.stringify(stands.map(count)))
      return setupError(
        'BAD_STANDS',
        `In this mission the ${colour} wires are dealt first, one per seat: ${colour} wires per stand ${JSON.stringify(perStand.flat())}.`,
      );
  }
  if (
    mission.xWires === 'blueFirst' &&
    stands.some((s) => colourOf(s.at(-1) as Printed) !== 'blue')
  )
    return setupError(
      'BAD_STANDS',
      "In this mission every stand's X wire, listed last, is a blue wire dealt before the others.",
    );
  const hands: Wire[][][] = [];
  let next = 0;
  standCounts.forEach((n, seat) => {
    // A record lists each stand's X wire last, whichever wire was dealt first.
    hands[seat] = stands
      .slice(next, next + n)
      .map((dealt) => toStand(dealt, mission.xWires ? 'last' : null));
    next += n;
  });
  const draws = drawsFor(mission, players);
  const markers: Marker[] = [];
  const setAside: Printed[] = [];
  const fixedAside: unknown = setup.setAside;
  const redOrYellow = (p: unknown) =>
    isValidPrinted(p) && (colourOf(p) === 'red' || colourOf(p) === 'yellow');
  if (fixedAside !== undefined && !(Array.isArray(fixedAside) && fixedAside.every(redOrYellow)))
    return setupError('BAD_SET_ASIDE', '"setAside" lists red (x.5) or yellow (x.1) wires.');
  let state = rng;
  for (const [colour, draw, printedOf] of [
    ['red', draws.red, redPrinted],
    ['yellow', draws.yellow, yellowPrinted],
  ] as const) {
    const dealt = flat.filter((p) => colourOf(p) === colour);
    const uncertain = draw?.of !== undefined;
    markers.push(...dealt.map((printed) => ({ printed, uncertain })));
    const fixed = setup.setAside?.filter((p) => colourOf(p) === colour);
    if (draw?.of === undefined) {
      if (fixed?.length)
        return setupError('BAD_SET_ASIDE', `This mission sets no ${colour} wire aside.`);
      continue;
    }
    const others = candidateBases(draw)
      .map(printedOf)
      .filter((p) => !dealt.includes(p));
    const [shuffled, after] = shuffle(state, others);
    state = after;
    const count = Math.max(0, draw.of - dealt.length);
    const extra = fixed === undefined ? shuffled.slice(0, count) : fixed;
    if (extra.length !== count || withTop(others, extra) === null)
      return setupError(
        'BAD_SET_ASIDE',
        `Set ${count} ${colour} wire(s) aside: distinct candidates of the mission's draw that were not dealt.`,
      );
    setAside.push(...extra);
    markers.push(...extra.map((printed) => ({ printed, uncertain })));
  }
  markers.sort((a, b) => a.printed - b.printed);
  return ok({ hands, markers, setAside, rng: state });
}

/**
 * As many cards as players, drawn at random from the base cards and the mission's extra cards
 * (False Bottom only with yellow wires in play); banned cards are discarded and replaced (§4.3).
 */
function chooseEquipment(
  rng: RngState,
  mission: MissionDef,
  players: number,
  explicit: readonly unknown[] | undefined,
  pileTop: readonly unknown[] | undefined,
): Result<{ inPlay: EquipmentCard[]; pile: EquipmentCard[]; rng: RngState }, SetupError> {
  const drawn = drawEquipment(rng, mission, players, explicit);
  if (!drawn.ok || pileTop === undefined) return drawn;
  const given: unknown = pileTop;
  const pile = Array.isArray(given) ? withTop(drawn.value.pile, pileTop as EquipmentCard[]) : null;
  if (explicit === undefined || pile === null)
    return setupError(
      'BAD_EQUIPMENT',
      explicit === undefined
        ? '"equipmentPile" goes with the cards in play ("equipment").'
        : `The equipment pile holds distinct cards among ${drawn.value.pile.join(', ') || 'none'}.`,
    );
  return ok({ ...drawn.value, pile });
}

function drawEquipment(
  rng: RngState,
  mission: MissionDef,
  players: number,
  explicit: readonly unknown[] | undefined,
): Result<{ inPlay: EquipmentCard[]; pile: EquipmentCard[]; rng: RngState }, SetupError> {
  const extras = drawsFor(mission, players).yellow ? mission.extraEquipment : [];
  const box: EquipmentCard[] = [...BASE_CARDS, ...extras];
  const allowed = box.filter((c) => !(mission.bannedEquipment as readonly unknown[]).includes(c));
  if (explicit !== undefined) {
    const given: unknown = explicit;
    const valid =
      Array.isArray(given) &&
      new Set(explicit).size === explicit.length &&
      explicit.every((c) => isEquipmentCard(c) && allowed.includes(c)) &&
      (mission.equipment || explicit.length === 0);
    if (!valid) {
      return setupError(
        'BAD_EQUIPMENT',
        `Equipment must be distinct cards among ${mission.equipment ? allowed.join(', ') : 'none (this mission has no equipment)'}.`,
      );
    }
    const inPlay = explicit as EquipmentCard[];
    const [pile, after] = shuffle(
      rng,
      allowed.filter((c) => !inPlay.includes(c)),
    );
    return ok({ inPlay, pile, rng: after });
  }
  if (!mission.equipment) return ok({ inPlay: [], pile: [], rng });
  const [shuffled, after] = shuffle(rng, box);
  const inPlay: EquipmentCard[] = [];
  let i = 0;
  while (inPlay.length < players && i < shuffled.length) {
    const card = shuffled[i++] as EquipmentCard;
    if (allowed.includes(card)) inPlay.push(card);
  }
  return ok({ inPlay, pile: shuffled.slice(i).filter((c) => allowed.includes(c)), rng: after });
}

/**
 * Setup tokens drawn at random, one per seat in `seats` order (§6.2 mission 13): from the two
 * tokens of each blue value in play (a yellow token would be drawn again, so none is in the bag).
 * A record may give the values drawn.
 */
function setupTokens(
  rng: RngState,
  mission: MissionDef,
  seats: number,
  fixed: readonly unknown[] | undefined,
): Result<{ values: number[]; rng: RngState }, SetupError> {
  if (mission.setupInfo !== 'random')
    return fixed === undefined
      ? ok({ values: [], rng })
      : setupError('BAD_SETUP_TOKENS', 'In this mission nobody draws a setup token.');
  const tokens = blueValues(...mission.blue).flatMap((v) => [v, v]);
  const [bag, after] = shuffle(rng, tokens);
  if (fixed === undefined) return ok({ values: bag.slice(0, seats), rng: after });
  const given: unknown = fixed;
  const drawable =
    Array.isArray(given) &&
    fixed.length === seats &&
    fixed.every((v) => tokens.includes(v as number) && fixed.filter((w) => w === v).length <= 2);
  return drawable
    ? ok({ values: fixed as number[], rng: after })
    : setupError(
        'BAD_SETUP_TOKENS',
        `Give ${seats} setup token(s), one per seat placing one from the Captain clockwise: blue values ${mission.blue.join('-')}, at most two of each.`,
      );
}

/** The draws during play a record fixes, kept in the state until play reaches them. */
function fixedDraws(
  mission: MissionDef,
  players: number,
  reshuffles: readonly unknown[] | undefined,
  handout: readonly unknown[] | undefined,
  constraintDeck: readonly unknown[] | undefined,
  secretDeal: GameSetup['secretDeal'],
): Result<FixedDraws | null, SetupError> {
  if (
    reshuffles === undefined &&
    handout === undefined &&
    constraintDeck === undefined &&
    secretDeal === undefined
  )
    return ok(null);
  const secret = secretDealOf(secretDeal, mission, players);
  if (!secret.ok) return secret;
  const deck: unknown = constraintDeck;
  if (
    constraintDeck !== undefined &&
    !(
      missionShufflesConstraints(mission.id) &&
      Array.isArray(deck) &&
      new Set(constraintDeck).size === constraintDeck.length &&
      constraintDeck.every(isConstraintCard)
    )
  )
    return setupError(
      'BAD_CONSTRAINT_CARDS',
      missionShufflesConstraints(mission.id)
        ? '"constraintDeck" lists distinct constraint cards "A" to "L", top first.'
        : 'In this mission no constraint deck is shuffled.',
    );
  const given: unknown = reshuffles;
  if (reshuffles !== undefined && !missionReshufflesNumbers(mission.id))
    return setupError('BAD_NUMBER_CARDS', 'In this mission the Number deck is never reshuffled.');
  if (reshuffles !== undefined && !(Array.isArray(given) && reshuffles.every(areNumberCards)))
    return setupError(
      'BAD_NUMBER_CARDS',
      '"numberReshuffles" lists, for each reshuffle, distinct Number cards 1-12.',
    );
  const tokens: unknown = handout;
  const values = [...blueValues(...mission.blue), 'yellow'];
  if (
    handout !== undefined &&
    !(
      missionDrawsTokens(mission.id) &&
      Array.isArray(tokens) &&
      handout.length === players &&
      handout.every((v) => values.includes(v as InfoValue)) &&
      handout.every((v) => handout.filter((w) => w === v).length <= TOKENS_PER_VALUE)
    )
  )
    return setupError(
      'BAD_HANDOUT_TOKENS',
      missionDrawsTokens(mission.id)
        ? `"handoutTokens" lists ${players} info token values (blue values of the mission or "yellow"), at most two of each.`
        : 'In this mission no info token is drawn during play.',
    );
  return ok({
    numberReshuffles: (reshuffles ?? []) as number[][],
    ...(handout !== undefined ? { handoutTokens: handout as InfoValue[] } : {}),
    ...(constraintDeck !== undefined ? { constraintDeck: constraintDeck as ConstraintCard[] } : {}),
    ...(secret.value ? { secretDeal: secret.value } : {}),
  });
}

/** A record's secret deal (34): a seat for the Captain card, one distinct card of the mission per seat. */
function secretDealOf(
  given: GameSetup['secretDeal'],
  mission: MissionDef,
  players: number,
): Result<SecretDeal | null, SetupError> {
  if (given === undefined) return ok(null);
  const cards: readonly unknown[] = ruleOf(mission, 'constraints')?.cards ?? [];
  const deal: unknown = given;
  const { captainCard, constraints } = (deal ?? {}) as Record<string, unknown>;
  const sound =
    missionDealsSecretly(mission.id) &&
    typeof deal === 'object' &&
    Number.isInteger(captainCard) &&
    (captainCard as number) >= 0 &&
    (captainCard as number) < players &&
    Array.isArray(constraints) &&
    constraints.length === players &&
    new Set(constraints).size === players &&
    constraints.every((c) => cards.includes(c));
  if (!sound)
    return setupError(
      'BAD_CONSTRAINT_CARDS',
      missionDealsSecretly(mission.id)
        ? `"secretDeal" names the seat holding the Captain card and, by seat, ${players} distinct cards of ${cards.join(', ')}.`
        : 'In this mission no card is dealt face down.',
    );
  return ok({ captainCard: captainCard as number, constraints: constraints as ConstraintCard[] });
}

/**
 * Cards the mission leaves out once set up (mission 11's red number) go like banned ones: off the
 * board, each replaced by the pile's next card, and out of the pile.
 */
function leaveOut(
  state: GameState,
  cards: readonly EquipmentCard[],
): Pick<GameState, 'equipment' | 'equipmentPile'> {
  let pile = state.equipmentPile.filter((card) => !cards.includes(card));
  const equipment = state.equipment.flatMap((slot): EquipmentSlot[] => {
    if (!cards.includes(slot.card)) return [slot];
    const [replacement, ...rest] = pile;
    pile = rest;
    return replacement === undefined ? [] : [{ ...slot, card: replacement }];
  });
  return { equipment, equipmentPile: pile };
}

/** The Number cards 1-12, shuffled face down, for a mission that uses them; `given` goes on top. */
function numberDeck(
  rng: RngState,
  mission: MissionDef,
  given: readonly unknown[] | undefined,
): Result<{ deck: number[]; rng: RngState }, SetupError> {
  const uses = missionUsesNumberCards(mission.id);
  if (given !== undefined) {
    if (!uses || !areNumberCards(given))
      return setupError(
        'BAD_NUMBER_CARDS',
        uses ? 'Number cards are distinct numbers 1-12.' : 'This mission has no Number cards.',
      );
  }
  if (!uses) return ok({ deck: [], rng });
  const top = (given ?? []) as number[];
  const [rest, after] = shuffle(
    rng,
    blueValues(1, 12).filter((n) => !top.includes(n)),
  );
  return ok({ deck: [...top, ...rest], rng: after });
}
