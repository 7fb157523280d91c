/**
 * Generators and helpers shared by the property tests: random game setups, a seeded play policy
 * (uniform over the legal actions of every seat, or "sensible": mostly actions a cheating oracle
 * knows are safe; chat messages between them), and actions for any seat, plausible or malformed.
 */
import fc from 'fast-check';
import {
  applyAction,
  CHAT_SIGNALS,
  chatPolicyOf,
  combinations,
  createGame,
  expandMenu,
  gameValueOf,
  legalMenu,
  MISSION_IDS,
  missionById,
  STICKER_B,
  type Action,
  type GameEvent,
  type GameSetup,
  type GameState,
  type MoveAction,
  type Viewer,
  type WireRef,
  missionDrawsCaptain,
  awaitsCue,
  cuesDone,
  missionClock,
} from '../../src/index.js';

// ---------------------------------------------------------------- setups

/**
 * A random deal: any mission, 2-5 players, random captain and seed, sometimes star wires,
 * sometimes fixed equipment, sometimes free chat off; with rule sticker B, some new characters.
 */
export const setupArb: fc.Arbitrary<GameSetup> = fc
  .record({
    mission: fc.constantFrom(...MISSION_IDS),
    players: fc.integer({ min: 2, max: 5 }),
    captain: fc.nat({ max: 4 }),
    seed: fc.string({ maxLength: 10 }),
    stars: fc.constantFrom(0, 0, 0, 1, 2),
    signals: fc.constantFrom(false, false, false, true),
    newCharacters: fc.shuffledSubarray([...STICKER_B]),
    equipment: fc.option(
      fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], { maxLength: 6 }),
      {
        freq: 2,
      },
    ),
  })
  .map(({ mission, players: drawn, captain, seed, stars, signals, newCharacters, equipment }) => {
    const def = missionById(mission);
    // A mission not played with two players (34) gets three.
    const players = Math.max(drawn, def?.minPlayers ?? 2);
    // The chosen cards the mission allows go to the seats after the Captain, in seat order.
    const cards = newCharacters.filter((c) => def?.newCharacters?.includes(c));
    const chosen = Array.from({ length: players }, (_, seat) => {
      const after = (seat - (captain % players) + players) % players;
      return after === 0 ? null : (cards[after - 1] ?? null);
    });
    const options = {
      ...(stars > 0 ? { stars: stars as 1 | 2 } : {}),
      ...(signals ? { chat: 'signals' as const } : {}),
    };
    const setup: GameSetup = {
      mission,
      players,
      // A mission that deals the Captain card at random draws the captain from the seed.
      ...(missionDrawsCaptain(mission) ? {} : { captain: captain % players }),
      seed,
      ...(cards.length > 0 && !missionDrawsCaptain(mission) ? { characters: chosen } : {}),
      ...(Object.keys(options).length > 0 ? { options } : {}),
    };
    if (equipment === null || !def?.equipment) return setup;
    const fixed = {
      ...setup,
      equipment: equipment.filter((c) => !def.bannedEquipment.includes(c as never)),
    };
    // A card the mission leaves out once set up (mission 11's red number) is refused in a record.
    return createGame(fixed).ok ? fixed : setup;
  });

export function create(setup: GameSetup): GameState {
  const created = createGame(setup);
  if (!created.ok) throw new Error(`setup failed: ${created.error.code} ${JSON.stringify(setup)}`);
  return created.value;
}

// ---------------------------------------------------------------- randomness and policy

/** A small seeded generator for the play policy (mulberry32). */
export function seeded(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n) | 0;
  };
}

export const isOver = (state: GameState): boolean =>
  state.status === 'won' || state.status === 'lost';

export const seatsOf = (state: GameState): number[] => state.hands.map((_, seat) => seat);

/**
 * A seat's legal actions, but of a "cut together" only the combinations of its first `count + 2`
 * wires: mission 23 lists every 4 of a table's wires (tens of thousands at 5 players), too many
 * to expand at every step of whole games. Each one kept is listed by `legalActions`.
 */
export function listedActions(state: GameState, seat: number): MoveAction[] {
  const menu = legalMenu(state, seat);
  const together = menu.cutTogether;
  if (!together) return expandMenu(menu);
  const wires = together.wires.slice(0, together.count + 2);
  return expandMenu({ ...menu, cutTogether: null }).concat(
    combinations(wires, together.count).map((w): MoveAction => ({
      type: 'cutTogether',
      seat: together.seat,
      wires: w,
    })),
  );
}

/** The legal actions of every seat (only the deciding seat's while a choice is pending). */
export function allLegal(state: GameState): Action[] {
  const seats = state.pending ? [state.pending.seat] : seatsOf(state);
  return seats.flatMap((seat) => listedActions(state, seat));
}

export const printedAt = (state: GameState, ref: WireRef): number | undefined =>
  state.hands[ref.seat]?.[ref.stand]?.[ref.index]?.printed;

/** Wires an action points at (targets of a cut, the stand of a Super Detector). */
export function pointedWires(state: GameState, action: Action): WireRef[] {
  // A cut together points at every wire it names (missions 13, 23, 30's yellow sweep).
  if (action.type === 'cutTogether') return [...action.wires];
  if (action.type !== 'dualCut') return [];
  if (action.detector === undefined) return [action.target];
  if (action.detector === 'super') {
    const { seat, stand } = action.stand;
    return (state.hands[seat]?.[stand] ?? []).flatMap((w, index) =>
      w.cut ? [] : [{ seat, stand, index }],
    );
  }
  return [...action.targets];
}

/**
 * The actor's own turned wire (mission 38) an action guesses at: named as a dual cut's `own`, or
 * taken by a solo cut with `turned`.
 */
export function guessedWires(state: GameState, action: Action): WireRef[] {
  const turned = (ref: WireRef) => state.hands[ref.seat]?.[ref.stand]?.[ref.index]?.turned;
  if (action.type === 'dualCut') return [action.own ?? []].flat().filter(turned);
  if (action.type !== 'soloCut' || !action.turned) return [];
  return (state.hands[action.seat] ?? []).flatMap((stand, s) =>
    stand.flatMap((w, index) =>
      w.turned && !w.cut ? [{ seat: action.seat, stand: s, index }] : [],
    ),
  );
}

/** What a cheating oracle considers safe: dual cuts that succeed, and every non-equipment action. */
export function oracleGood(state: GameState, action: Action): boolean {
  if (action.type === 'equipment') return false;
  if (action.type !== 'dualCut') return true;
  const values: unknown[] = Array.isArray(action.value) ? [...action.value] : [action.value];
  const right = (ref: WireRef) => values.includes(gameValueOf(printedAt(state, ref) ?? -1));
  // A guess at the actor's turned wire (mission 38) must be right as well as the target.
  return pointedWires(state, action).some(right) && guessedWires(state, action).every(right);
}

export interface Step {
  readonly before: GameState;
  readonly action: Action;
  readonly after: GameState;
  readonly events: readonly GameEvent[];
}

export interface PlayOptions {
  /** Seed of the policy. */
  readonly seed: number;
  /** Chance (0-1) of picking among the oracle's safe actions when there are any. */
  readonly smart: number;
  /** Chance (0-1) of using an equipment card when one is usable. */
  readonly equip?: number;
  /** Chance (0-1) that a seat or a spectator says something before the next action. */
  readonly say?: number;
  /** Chance (0-1) that the server's clock reaches the timeline's next cue (mission 30) first. */
  readonly cues?: number;
  /** Chance (0-1) that the host pauses the game first (resumed at the next step). */
  readonly pauses?: number;
  readonly maxSteps: number;
  readonly onState?: (state: GameState) => void;
  readonly onStep?: (step: Step) => void;
}

export interface Played {
  readonly final: GameState;
  readonly actions: readonly Action[];
  /** Every state from creation to the end, in order. */
  readonly states: readonly GameState[];
}

/** Play random legal actions until the game ends or `maxSteps` actions were applied. */
export function playRandom(start: GameState, options: PlayOptions): Played {
  const rand = seeded(options.seed);
  let state = start;
  const actions: Action[] = [];
  const states: GameState[] = [state];
  options.onState?.(state);
  const chance = (p: number) => rand(1000) < p * 1000;
  const next = (): Action => {
    const legal = allLegal(state);
    // Paused: no seat may move until the host resumes the game.
    if (state.paused) {
      if (legal.length > 0) throw new Error(`a legal action while paused: ${summary(state)}`);
      return { type: 'resume', seat: state.captain };
    }
    if (legal.length === 0 && !(awaitsCue(state) && options.cues))
      throw new Error(`no legal action in a running game: ${summary(state)}`);
    const good = legal.filter((a) => oracleGood(state, a));
    const equipment = legal.filter((a) => a.type === 'equipment');
    const pool =
      equipment.length > 0 && chance(options.equip ?? 0)
        ? equipment
        : good.length > 0 && chance(options.smart)
          ? good
          : legal;
    // Without chat, cues or pauses the policy draws exactly as it always did (seeded games stay
    // the same).
    const cue = state.speed || state.timeline ? cuesDone(state) : undefined;
    const cues =
      cue !== undefined && cue < (missionClock(state.mission, state.players)?.cues.length ?? 0);
    // Listening between two tones (42), nobody may act: the clock goes on to the next cue.
    const listening = awaitsCue(state) && options.cues;
    return options.say && chance(options.say) && !listening
      ? randomSay(state, rand)
      : cues && state.status === 'playing' && options.cues && (listening || chance(options.cues))
        ? { type: 'cue', seat: state.captain, cue }
        : options.pauses && chance(options.pauses)
          ? { type: 'pause', seat: state.captain }
          : (pool[rand(pool.length)] as Action);
  };
  while (!isOver(state) && actions.length < options.maxSteps) {
    const action = next();
    const applied = applyAction(state, action);
    if (!applied.ok) {
      throw new Error(
        `listed action or message rejected: ${JSON.stringify(action)} ${applied.error.code} ${summary(state)}`,
      );
    }
    options.onStep?.({
      before: state,
      action,
      after: applied.value.state,
      events: applied.value.events,
    });
    state = applied.value.state;
    actions.push(action);
    states.push(state);
    options.onState?.(state);
  }
  return { final: state, actions, states };
}

export const summary = (state: GameState): string =>
  `mission ${state.mission}, ${state.players}p, status ${state.status}, version ${state.version}, pending ${JSON.stringify(state.pending)}`;

export const policyArb = fc.record({
  seed: fc.integer(),
  smart: fc.constantFrom(0, 0.6, 0.9, 0.9, 0.97),
  equip: fc.constantFrom(0, 0.1, 0.5),
});

// ---------------------------------------------------------------- chat

/** Chat lines in the table's four languages; `numbers`: it names a wire number. */
export const CHAT_LINES: readonly { readonly text: string; readonly numbers: boolean }[] = [
  { text: 'good luck, all', numbers: false },
  { text: 'I think the 5 is on your left', numbers: true },
  { text: 'quoi de neuf ?', numbers: false },
  { text: "j'ai deux fils rouges", numbers: true },
  { text: 'ik heb een elf', numbers: true },
  { text: 'neem de tijd', numbers: false },
  { text: 'chúc mừng năm mới', numbers: false },
  { text: 'tôi có mười hai', numbers: true },
  { text: '<b>not bold</b>', numbers: false },
];

/**
 * A message the table's policy accepts now, from `speaker` (default: a random seat or a
 * spectator): a signal, or a line (none naming a number from a spectator where that is refused).
 */
export function randomSay(
  state: GameState,
  rand: (n: number) => number,
  speaker: Viewer = rand(state.players + 1) === 0 ? 'spectator' : rand(state.players),
): Action {
  const policy = chatPolicyOf(state);
  const from = speaker === 'spectator' ? { seat: speaker, name: 'Spectator 1' } : { seat: speaker };
  if (policy === 'silent' || rand(4) === 0)
    return { type: 'say', ...from, signal: CHAT_SIGNALS[rand(CHAT_SIGNALS.length)]! };
  const lines = CHAT_LINES.filter(
    (l) => !(l.numbers && speaker === 'spectator' && policy === 'noNumbers'),
  );
  return { type: 'say', ...from, text: lines[rand(lines.length)]!.text };
}

// ---------------------------------------------------------------- actions

const seatArb = fc.integer({ min: 0, max: 4 });
const wireRefArb: fc.Arbitrary<WireRef> = fc.record({
  seat: seatArb,
  stand: fc.integer({ min: 0, max: 1 }),
  index: fc.integer({ min: 0, max: 14 }),
});
const announceArb = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom('yellow' as const, 'star' as const) },
);
const valueArb = fc.oneof(
  { weight: 4, arbitrary: announceArb },
  { weight: 1, arbitrary: fc.tuple(announceArb, announceArb) },
);

/** Well-formed actions of every type for any seat of a game of up to 5 players; most are illegal. */
export const plausibleActionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ type: fc.constant('info' as const), seat: seatArb, wire: wireRefArb }),
  fc.record({ type: fc.constant('choose' as const), seat: seatArb, wire: wireRefArb }),
  fc.record({
    type: fc.constant('checkCell' as const),
    seat: seatArb,
    cell: fc.integer({ min: 0, max: 30 }),
  }),
  fc.record({
    type: fc.constant('drawLine' as const),
    seat: seatArb,
    cartouche: fc.integer({ min: 0, max: 14 }),
  }),
  fc.record({
    type: fc.constant('dualCut' as const),
    seat: seatArb,
    value: valueArb,
    target: wireRefArb,
  }),
  fc
    .record({
      type: fc.constant('dualCut' as const),
      seat: seatArb,
      value: valueArb,
      detector: fc.constantFrom('double' as const, 'triple' as const),
      stand: fc.record({ seat: seatArb, stand: fc.integer({ min: 0, max: 1 }) }),
      indices: fc.uniqueArray(fc.integer({ min: 0, max: 14 }), { minLength: 1, maxLength: 4 }),
    })
    .map(({ stand, indices, ...rest }) => ({
      ...rest,
      targets: indices.map((index) => ({ ...stand, index })),
    })),
  fc.record({
    type: fc.constant('dualCut' as const),
    seat: seatArb,
    value: valueArb,
    detector: fc.constant('super' as const),
    stand: fc.record({ seat: seatArb, stand: fc.integer({ min: 0, max: 1 }) }),
  }),
  fc.record({ type: fc.constant('soloCut' as const), seat: seatArb, value: announceArb }),
  fc.record({
    type: fc.constant('cutTogether' as const),
    seat: seatArb,
    wires: fc.array(wireRefArb, { maxLength: 4 }),
  }),
  fc.record({ type: fc.constantFrom('revealRed' as const, 'stuck' as const), seat: seatArb }),
  fc.record({
    type: fc.constant('coffee' as const),
    seat: seatArb,
    coffee: fc.integer({ min: 0, max: 8 }),
    next: seatArb,
  }),
  fc.oneof(
    fc.record({
      type: fc.constant('equipment' as const),
      seat: seatArb,
      card: fc.constantFrom(1 as const, 4 as const, 12 as const),
      wire: wireRefArb,
    }),
    fc.record({
      type: fc.constant('equipment' as const),
      seat: seatArb,
      card: fc.constant(2 as const),
      wire: wireRefArb,
      teammate: seatArb,
    }),
    fc.record({
      type: fc.constant('equipment' as const),
      seat: seatArb,
      card: fc.constantFrom(6 as const, 9 as const),
    }),
    fc.record({
      type: fc.constant('equipment' as const),
      seat: seatArb,
      card: fc.constant(7 as const),
      seats: fc.uniqueArray(seatArb, { minLength: 1, maxLength: 2 }),
    }),
    fc.record({
      type: fc.constant('equipment' as const),
      seat: seatArb,
      card: fc.constant(8 as const),
      value: fc.integer({ min: 1, max: 12 }),
    }),
    fc.record({
      type: fc.constant('equipment' as const),
      seat: seatArb,
      card: fc.constant(11 as const),
      next: seatArb,
    }),
  ),
  fc.record({
    type: fc.constant('pickNumber' as const),
    seat: seatArb,
    number: fc.integer({ min: 0, max: 13 }),
  }),
  fc.record({ type: fc.constant('skip' as const), seat: seatArb }),
  fc.record({ type: fc.constant('tripwire' as const), seat: seatArb, wire: wireRefArb }),
  fc.record({
    type: fc.constant('accuse' as const),
    seat: seatArb,
    accused: seatArb,
    card: fc.constantFrom('A' as const, 'C' as const, 'E' as const, 'L' as const),
  }),
  fc.record({
    type: fc.constant('layNumber' as const),
    seat: seatArb,
    number: fc.integer({ min: 0, max: 13 }),
  }),
  fc.record({
    type: fc.constant('takeToken' as const),
    seat: seatArb,
    value: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constant('yellow' as const)),
  }),
);

/** Values of the wrong type or out of range for any field. */
export const WRONG_VALUES: readonly unknown[] = [
  null,
  true,
  'x',
  '1',
  '0',
  -1,
  1.5,
  99,
  1e9,
  NaN,
  Infinity,
  [],
  [1],
  [1, 2, 3],
  {},
  { seat: 0 },
  { seat: 0, stand: 0, index: -1 },
  { seat: 0, stand: 0, index: 0.5 },
  { seat: 'a', stand: 0, index: 0 },
];

/**
 * Break one field of a well-formed action: remove it, or give it a wrong value. Every field of
 * the actions generated here is required but `personal` (`own` is never present), so the result
 * is malformed. Returns null for changes that stay well-formed (a stand address with an extra
 * field, a one-seat list for Emergency Batteries, `personal` removed or kept true: the shared
 * card's action, or the same one).
 */
export function malform(action: Action, k: number, remove: boolean, wrong: unknown): unknown {
  const copy: Record<string, unknown> = structuredClone(action);
  const keys = Object.keys(copy);
  const key = keys[k % keys.length] as string;
  // Without `own` or `turned` (a guess at a turned wire, mission 38) a cut is still well-formed.
  if (remove && (key === 'own' || key === 'turned')) return null;
  if (key === 'personal' && (remove || wrong === true)) return null;
  if (remove) delete copy[key];
  else if (key === 'stand' && isStandLike(wrong)) return null;
  else if (key === 'seats' && Array.isArray(wrong) && wrong.length === 1) return null;
  else copy[key] = key === 'type' ? `${String(copy.type)}!` : wrong;
  return copy;
}

/**
 * Malformed actions: a well-formed one with a field removed or replaced by a wrong value, or any
 * JSON-like value at all. None of them may be accepted.
 */
export const malformedActionArb: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(plausibleActionArb, fc.nat(), fc.boolean(), fc.constantFrom(...WRONG_VALUES))
      .map(([action, k, remove, wrong]) => malform(action, k, remove, wrong))
      .filter((a) => a !== null),
  },
  { weight: 1, arbitrary: fc.anything() },
  { weight: 1, arbitrary: fc.jsonValue() },
);

function isStandLike(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return [r.seat, r.stand].every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0);
}

/** The fields an action of this type (and card, and detector) is made of; others are ignored. */
function fieldsOf(a: Record<string, unknown>): string[] {
  switch (a.type) {
    case 'info':
      return ['wire', 'value'];
    case 'choose':
    case 'tripwire':
      return ['wire'];
    case 'checkCell':
      return ['cell'];
    case 'drawLine':
      return ['cartouche'];
    case 'soloCut':
      // A solo cut with the seat's turned wire (mission 38) is another action.
      return a.turned === undefined ? ['value'] : ['value', 'turned'];
    case 'coffee':
      return ['coffee', 'next'];
    case 'cutTogether':
      return ['wires'];
    case 'designate':
      return ['designee'];
    case 'flipEquipment':
      return ['slot'];
    case 'takeToken':
      return ['value'];
    case 'pickNumber':
    case 'layNumber':
      return ['number'];
    case 'pickConstraint':
      return ['constraint'];
    case 'replaceConstraint':
      return ['replace'];
    case 'placeSequence':
      return ['end'];
    case 'accuse':
      return ['accused', 'card'];
    // `personal`: the character's copy of the card (sticker B), another action than the shared one.
    case 'dualCut':
      return a.detector === undefined
        ? // Naming one's turned wire as `own` is a guess (mission 38): another action.
          ['value', 'target', 'personal', ...(a.own === undefined ? [] : ['own'])]
        : a.detector === 'super'
          ? ['value', 'detector', 'stand', 'personal']
          : ['value', 'detector', 'targets', 'personal'];
    case 'equipment': {
      const extra: Record<number, string[]> = { 1: ['wire'], 2: ['wire', 'teammate'], 4: ['wire'] };
      Object.assign(extra, { 7: ['seats'], 8: ['value'], 11: ['next'], 12: ['wire'] });
      return ['card', 'personal', ...(extra[a.card as number] ?? [])];
    }
    default:
      return [];
  }
}

/**
 * A key equal for actions that mean the same: fields that are not part of the action and `own`
 * dropped, keys sorted, the two values of X or Y Ray, detector targets and battery seats sorted.
 */
export function canonical(action: Action): string {
  const raw = action as unknown as Record<string, unknown>;
  const a: Record<string, unknown> = { type: raw.type, seat: raw.seat };
  for (const field of fieldsOf(raw)) a[field] = raw[field];
  if (a.type === 'dualCut') {
    if (Array.isArray(a.value))
      a.value = [...(a.value as unknown[])].sort((x, y) => (String(x) < String(y) ? -1 : 1));
    if (Array.isArray(a.targets))
      a.targets = (a.targets as WireRef[]).map(refKey).sort((x, y) => x - y);
  }
  // The wires of a cut together are a set: any order is the same action.
  if (a.type === 'cutTogether' && Array.isArray(a.wires))
    a.wires = (a.wires as WireRef[]).map(refKey).sort((x, y) => x - y);
  if (a.type === 'equipment' && Array.isArray(a.seats))
    a.seats = [...(a.seats as number[])].sort((x, y) => x - y);
  return stableStringify(a);
}

const refKey = (r: WireRef): number => r.seat * 10_000 + r.stand * 1_000 + r.index;

export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([x], [y]) => (x < y ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** One well-formed action of each type, to check that a finished game refuses them all. */
export function oneOfEachType(seat: number): Action[] {
  const wire = { seat, stand: 0, index: 0 };
  const other = { seat: (seat + 1) % 2, stand: 0, index: 0 };
  return [
    { type: 'info', seat, wire },
    { type: 'choose', seat, wire },
    { type: 'checkCell', seat, cell: 0 },
    { type: 'drawLine', seat, cartouche: 0 },
    { type: 'dualCut', seat, value: 1, target: other },
    {
      type: 'dualCut',
      seat,
      value: [1, 2],
      detector: 'double',
      targets: [other, { ...other, index: 1 }],
    },
    { type: 'dualCut', seat, value: 1, detector: 'super', stand: { seat: other.seat, stand: 0 } },
    { type: 'soloCut', seat, value: 1 },
    { type: 'revealRed', seat },
    { type: 'stuck', seat },
    { type: 'coffee', seat, coffee: 0, next: other.seat },
    ...([1, 4, 12] as const).map((card): Action => ({ type: 'equipment', seat, card, wire })),
    { type: 'equipment', seat, card: 2, wire, teammate: other.seat },
    { type: 'equipment', seat, card: 6 },
    { type: 'equipment', seat, card: 9 },
    { type: 'equipment', seat, card: 7, seats: [0] },
    { type: 'equipment', seat, card: 8, value: 1 },
    { type: 'equipment', seat, card: 11, next: other.seat },
    { type: 'tripwire', seat, wire: other },
  ];
}

/** Property tests play many whole games: allow them more than the default test timeout on a busy machine. */
export const PROPERTY_TIMEOUT = 180_000;

/** The state with every equipment card available (every Detector, X or Y Ray...). */
export const allEquipment = (state: GameState): GameState => ({
  ...state,
  equipment: ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const).map((card) => ({
    card,
    state: 'available',
  })),
});
