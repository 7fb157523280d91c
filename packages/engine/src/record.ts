/**
 * Game records: `{ format: 1, mission, players, captain, seed | stands, options?, actions }` and
 * the random components a record may fix (`equipment`, `equipmentPile`, `numberCards`,
 * `numberReshuffles`, `setupTokens`, `setAside`, `handoutTokens`, `turned`, `constraintDeck`,
 * `secretDeal`;
 * docs/record-format.md), and the new characters the seats chose (`characters`, rule sticker B).
 * Replaying a record reproduces the game exactly.
 */
import { applyAction } from './apply.js';
import type { RuleError } from './errors.js';
import { MISSION_IDS } from './missions/index.js';
import { err, ok, type Result } from './result.js';
import { createGame, type GameSetup, type SetupError } from './setup.js';
import type { Action, GameState } from './types.js';

export interface GameRecord extends GameSetup {
  readonly format: 1;
  /**
   * The seed was chosen by a person (a table's host), not drawn at random by the server: that
   * person can compute the whole deal. Informative only; replay ignores it.
   */
  readonly chosenSeed?: true;
  readonly actions: readonly Action[];
}

/** Every field a record may hold. */
export const RECORD_FIELDS = [
  'format',
  'mission',
  'players',
  'captain',
  'seed',
  'stands',
  'equipment',
  'equipmentPile',
  'numberCards',
  'numberReshuffles',
  'setupTokens',
  'setAside',
  'handoutTokens',
  'characters',
  'constraintDeck',
  'secretDeal',
  'turned',
  'options',
  'actions',
  'chosenSeed',
] as const satisfies readonly (keyof GameRecord)[];

/** Where a record stopped being valid: its shape, its setup, or the action at `action`. */
export type ReplayError =
  | { readonly kind: 'format'; readonly message: string }
  | { readonly kind: 'setup'; readonly code: SetupError['code']; readonly message: string }
  | {
      readonly kind: 'action';
      readonly action: number;
      readonly code: RuleError['code'];
      readonly message: string;
    };

/** Check a parsed JSON value has the shape of a record; actions themselves are checked by the engine. */
export function parseRecord(json: unknown): Result<GameRecord, ReplayError> {
  const fail = (message: string) => err<ReplayError>({ kind: 'format', message });
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return fail('A record is a JSON object.');
  const r = json as Record<string, unknown>;
  // The message lists the fields allowed rather than quoting the input.
  if (Object.keys(r).some((k) => !(RECORD_FIELDS as readonly string[]).includes(k)))
    return fail(`Unknown field: a record holds only ${RECORD_FIELDS.join(', ')}.`);
  if (r.format !== 1) return fail('"format" must be 1.');
  if (!MISSION_IDS.includes(r.mission as never))
    return fail(
      `"mission" must be one of ${MISSION_IDS.map((m) => JSON.stringify(m)).join(', ')}.`,
    );
  if (typeof r.players !== 'number' || !Number.isInteger(r.players))
    return fail('"players" must be an integer 2-5.');
  if (r.captain !== undefined && (typeof r.captain !== 'number' || !Number.isInteger(r.captain)))
    return fail('"captain" must be a seat number.');
  if (r.seed !== undefined && typeof r.seed !== 'string') return fail('"seed" must be a string.');
  if (r.chosenSeed !== undefined && r.chosenSeed !== true)
    return fail('"chosenSeed" is true when present.');
  if (r.seed === undefined && r.stands === undefined)
    return fail('A record needs "seed" or "stands".');
  if (
    r.stands !== undefined &&
    !(
      Array.isArray(r.stands) &&
      r.stands.every((s) => Array.isArray(s) && s.every((v) => typeof v === 'number'))
    )
  ) {
    return fail('"stands" must be an array of arrays of numbers.');
  }
  for (const field of ['equipment', 'equipmentPile'] as const)
    if (
      r[field] !== undefined &&
      !isListOf(r[field], (c) => typeof c === 'number' || typeof c === 'string')
    )
      return fail(`"${field}" must be an array of card numbers (or "falseBottom").`);
  for (const field of ['numberCards', 'setupTokens', 'setAside', 'turned'] as const)
    if (r[field] !== undefined && !isListOf(r[field], isNumber))
      return fail(`"${field}" must be an array of numbers.`);
  if (
    r.numberReshuffles !== undefined &&
    !isListOf(r.numberReshuffles, (l) => isListOf(l, isNumber))
  )
    return fail('"numberReshuffles" must be an array of arrays of numbers.');
  if (
    r.handoutTokens !== undefined &&
    !isListOf(r.handoutTokens, (v) => isNumber(v) || v === 'yellow')
  )
    return fail('"handoutTokens" must be an array of token values (numbers or "yellow").');
  if (
    r.characters !== undefined &&
    !isListOf(r.characters, (c) => c === null || typeof c === 'string')
  )
    return fail('"characters" must be an array of new character names or null, one per seat.');
  if (r.constraintDeck !== undefined && !isListOf(r.constraintDeck, (c) => typeof c === 'string'))
    return fail('"constraintDeck" must be an array of constraint cards ("A" to "L").');
  if (r.secretDeal !== undefined) {
    const d = r.secretDeal;
    if (
      typeof d !== 'object' ||
      d === null ||
      Array.isArray(d) ||
      Object.keys(d).some((k) => k !== 'captainCard' && k !== 'constraints') ||
      !isNumber((d as Record<string, unknown>).captainCard) ||
      !isListOf((d as Record<string, unknown>).constraints, (c) => typeof c === 'string')
    )
      return fail(
        '"secretDeal" is { "captainCard": a seat, "constraints": one constraint card per seat }.',
      );
  }
  if (r.options !== undefined) {
    const o = r.options;
    if (
      typeof o !== 'object' ||
      o === null ||
      Array.isArray(o) ||
      Object.keys(o).some((k) => k !== 'stars' && k !== 'chat')
    ) {
      return fail('"options" may only hold "stars" and "chat".');
    }
  }
  if (!Array.isArray(r.actions)) return fail('"actions" must be an array.');
  const bad = r.actions.findIndex((a) => typeof a !== 'object' || a === null || Array.isArray(a));
  if (bad !== -1) return fail(`actions[${bad}] is not an object.`);
  return ok(json as GameRecord);
}

const isNumber = (v: unknown): boolean => typeof v === 'number';
const isListOf = (v: unknown, item: (x: unknown) => boolean): boolean =>
  Array.isArray(v) && v.every(item);

/** Apply every action of a record; stops at the first illegal one. */
export function replayRecord(
  record: GameRecord,
  upTo = record.actions.length,
): Result<GameState, ReplayError & { state?: GameState }> {
  const created = createGame(record);
  if (!created.ok) return err({ kind: 'setup', ...created.error });
  let state = created.value;
  for (const [i, action] of record.actions.slice(0, upTo).entries()) {
    const applied = applyAction(state, action);
    if (!applied.ok) return err({ kind: 'action', action: i, ...applied.error, state });
    state = applied.value.state;
  }
  return ok(state);
}

/** The final state with everything revealed, as the replay command prints it. */
export function revealedSummary(state: GameState) {
  // A red wire revealed is out of play like a cut one, but it was never cut.
  const revealed = new Set(
    state.log.flatMap((e) =>
      e.type === 'redRevealed' ? e.wires.map((w) => `${w.seat}/${w.stand}/${w.index}`) : [],
    ),
  );
  return {
    mission: state.mission,
    players: state.players,
    captain: state.captain,
    status: state.status,
    lossCause: state.lossCause,
    mistakes: state.dial.start - state.dial.stepsToSkull,
    mistakesAllowed: state.dial.start - 1,
    stepsToSkull: state.dial.stepsToSkull,
    activeSeat: state.activeSeat,
    stands: state.hands.flatMap((stands, seat) =>
      stands.map((wires, stand) => ({
        seat,
        stand,
        wires: wires.map((w, index) => ({
          value: w.printed,
          ...(revealed.has(`${seat}/${stand}/${index}`)
            ? { cut: false, revealed: true }
            : { cut: w.cut }),
          info: w.info,
          ...(w.labelRight ? { labelRight: w.labelRight } : {}),
          ...(w.x ? { x: true } : {}),
          ...(w.turned ? { turned: true } : {}),
          ...(w.moved ? { moved: true } : {}),
          ...(w.gone ? { gone: true } : {}),
        })),
      })),
    ),
    markers: state.markers,
    validated: [...state.validated].sort((a, b) => a - b),
    equipment: state.equipment.map(({ card, state: s }) => ({ card, state: s })),
    characters: state.characters,
    pending: state.pending,
    grid: state.grid,
    sequence: state.sequence,
    equipmentNumbers: state.equipmentNumbers,
    redNumber: state.redNumber,
    infoBeside: state.infoBeside,
    rewardNumber: state.rewardNumber,
    radarTurn: state.radarTurn,
    snip: state.snip,
    handout: state.handout ?? null,
    numberPick: state.numberPick ?? null,
    numberHands: state.numberHands ?? null,
    together: state.together ?? null,
    equipmentDeck: state.equipmentDeck ?? null,
    actions: state.version,
  };
}
