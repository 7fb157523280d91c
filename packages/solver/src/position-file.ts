/**
 * Position files (docs/position-format.md): JSON, one position object or an array of them, read into
 * `Position` values. Every problem is reported as a value naming the position, the field and the
 * token at fault; nothing here throws on bad input.
 */
import { err, ok, type Result } from '@bomb-busters/engine';
import {
  kindKeyOf,
  type HeldValue,
  type Position,
  type Slot,
  type UncertainDraw,
} from './position.js';

/** The observer number of a spectator (nobody's hand is known). */
export const SPECTATOR = 99;

export interface PositionFileError {
  /** Index of the position in the file (0 for a single object). */
  readonly position: number;
  /** Its `id`, when it has a valid one. */
  readonly id?: string;
  /** The field at fault, as a path: `stands[1].slots`, `notAt[0].slot`. */
  readonly field: string;
  /** The slot token at fault, if any. */
  readonly token?: string;
  /** One sentence saying all of the above and what is wrong. */
  readonly message: string;
}

const FIELDS = [
  'id',
  'observer',
  'blue',
  'yellow',
  'red',
  'yellowUncertain',
  'redUncertain',
  'stars',
  'stands',
  'mustHave',
  'mustNotHave',
  'standHas',
  'notAt',
  'counts',
] as const;

/** A problem found inside one position: the field, the token, and what is wrong. */
class Problem extends Error {
  constructor(
    readonly field: string,
    readonly text: string,
    readonly token?: string,
  ) {
    super(text);
  }
}

/** Read a parsed JSON value: one position object or an array of them. */
export function parsePositionFile(json: unknown): Result<Position[], PositionFileError> {
  const items = Array.isArray(json) ? json : [json];
  if (Array.isArray(json) && json.length === 0)
    return err({
      position: 0,
      field: '',
      message: 'A position file holds a position object or a non-empty array of them.',
    });
  const positions: Position[] = [];
  for (const [index, item] of items.entries()) {
    const parsed = parsePosition(item, index);
    if (!parsed.ok) return parsed;
    positions.push(parsed.value);
  }
  return ok(positions);
}

/** Read one position object; `index` is only used in messages. */
export function parsePosition(json: unknown, index = 0): Result<Position, PositionFileError> {
  const id = idOf(json);
  try {
    return ok(readPosition(json));
  } catch (e) {
    if (!(e instanceof Problem)) throw e;
    const where = `position ${id === undefined ? `#${index}` : `"${id}" (#${index})`}`;
    const field = e.field === '' ? '' : `, ${e.field}`;
    const token = e.token === undefined ? '' : `, token "${e.token}"`;
    return err({
      position: index,
      ...(id === undefined ? {} : { id }),
      field: e.field,
      ...(e.token === undefined ? {} : { token: e.token }),
      message: `${where}${field}${token}: ${e.text}`,
    });
  }
}

const idOf = (json: unknown): string | undefined => {
  if (typeof json !== 'object' || json === null) return undefined;
  const id = (json as Record<string, unknown>).id;
  return typeof id === 'string' ? id : undefined;
};

const fail = (field: string, text: string, token?: string): never => {
  throw new Problem(field, text, token);
};

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function onlyFields(field: string, o: Record<string, unknown>, known: readonly string[]): void {
  const unknown = Object.keys(o).filter((k) => !known.includes(k));
  if (unknown.length > 0)
    fail(field, `unknown field(s) ${unknown.map((k) => `"${k}"`).join(', ')}.`);
}

function readPosition(json: unknown): Position {
  if (!isObject(json)) return fail('', 'a position is a JSON object.');
  onlyFields('', json, FIELDS);
  if (json.id !== undefined && typeof json.id !== 'string') fail('id', 'must be a string.');

  const blue = readBlue(json.blue);
  const yellow = readBases('yellow', json.yellow);
  const red = readBases('red', json.red);
  const yellowUncertain = readDraw('yellowUncertain', json.yellowUncertain, yellow);
  const redUncertain = readDraw('redUncertain', json.redUncertain, red);
  if (json.stars !== undefined && typeof json.stars !== 'boolean')
    fail('stars', 'must be true or false.');
  const stars = json.stars === true;

  if (!isInt(json.observer) || json.observer < 0)
    fail('observer', `must be a seat number, or ${SPECTATOR} for a spectator.`);
  const observer = json.observer === SPECTATOR ? null : (json.observer as number);

  const inPlay = {
    blue: (n: number) => n >= blue[0] && n <= blue[1],
    yellow: (n: number) => yellow.includes(n) || (yellowUncertain?.candidates.includes(n) ?? false),
    red: (n: number) => red.includes(n) || (redUncertain?.candidates.includes(n) ?? false),
    star: () => stars,
  };
  if (
    observer !== null &&
    Array.isArray(json.stands) &&
    json.stands.length > 0 &&
    !json.stands.some((s) => isObject(s) && s.owner === observer)
  )
    fail('observer', `seat ${observer} owns no stand (use ${SPECTATOR} for a spectator).`);
  const stands = readStands(json.stands, observer, inPlay);
  const players = new Set(stands.map((s) => s.owner));

  const held = (field: string, list: unknown) =>
    readList(field, list, (item, at) => {
      if (!isObject(item)) return fail(at, 'must be an object { "player", "value" }.');
      onlyFields(at, item, ['player', 'value']);
      if (!isInt(item.player) || !players.has(item.player))
        fail(`${at}.player`, 'must be the owner of a stand.');
      return { player: item.player as number, value: readHeld(`${at}.value`, item.value, inPlay) };
    });
  const redInPlay = red.length > 0 || redUncertain !== null;
  const yellowInPlay = yellow.length > 0 || yellowUncertain !== null;
  const standHas = readList('standHas', json.standHas, (item, at) => {
    if (!isObject(item)) return fail(at, 'must be an object { "stand", "value", "has" }.');
    onlyFields(at, item, ['stand', 'value', 'has']);
    const stand = readStandIndex(`${at}.stand`, item.stand, stands.length);
    const colours = [...(redInPlay ? ['red'] : []), ...(yellowInPlay ? ['yellow'] : [])];
    if (!(isInt(item.value) && inPlay.blue(item.value)) && !colours.includes(item.value as string))
      fail(
        `${at}.value`,
        `must be a blue value in play (${blue[0]}-${blue[1]})${colours.map((c) => ` or "${c}"`).join('')}.`,
      );
    if (typeof item.has !== 'boolean') fail(`${at}.has`, 'must be true or false.');
    return { stand, value: item.value as number | 'red' | 'yellow', has: item.has as boolean };
  });
  const notAt = readList('notAt', json.notAt, (item, at) => {
    if (!isObject(item)) return fail(at, 'must be an object { "stand", "slot", "value" }.');
    onlyFields(at, item, ['stand', 'slot', 'value']);
    const stand = readStandIndex(`${at}.stand`, item.stand, stands.length);
    const slot = readSlotIndex(`${at}.slot`, item.slot, stands[stand]?.slots.length ?? 0, stand);
    const value =
      item.value === 'red' && redInPlay
        ? ('red' as const)
        : readHeld(`${at}.value`, item.value, inPlay, redInPlay);
    return { stand, slot, value };
  });
  const counts = readList('counts', json.counts, (item, at) => {
    if (!isObject(item)) return fail(at, 'must be an object { "stand", "slot", "count" }.');
    onlyFields(at, item, ['stand', 'slot', 'count']);
    const stand = readStandIndex(`${at}.stand`, item.stand, stands.length);
    const slot = readSlotIndex(`${at}.slot`, item.slot, stands[stand]?.slots.length ?? 0, stand);
    if (!isInt(item.count) || item.count < 1 || item.count > 4)
      fail(`${at}.count`, 'must be 1, 2, 3 or 4.');
    return { stand, slot, count: item.count as number };
  });

  return {
    ...(json.id === undefined ? {} : { id: json.id as string }),
    observer,
    blue,
    yellow,
    red,
    yellowUncertain,
    redUncertain,
    stars,
    stands,
    mustHave: held('mustHave', json.mustHave),
    mustNotHave: held('mustNotHave', json.mustNotHave),
    standHas,
    notAt,
    counts,
  };
}

function readBlue(value: unknown): readonly [number, number] {
  if (value === undefined) return [1, 12];
  const [low, high] = Array.isArray(value) && value.length === 2 ? (value as unknown[]) : [];
  if (!isInt(low) || !isInt(high) || low < 1 || high > 12 || low > high)
    return fail('blue', 'must be [low, high] with 1 <= low <= high <= 12.');
  return [low, high];
}

function readBases(field: string, value: unknown): number[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((n) => isInt(n) && n >= 1 && n <= 11))
    fail(field, 'must be an array of base numbers 1-11.');
  const bases = value as number[];
  const twice = bases.find((n, i) => bases.indexOf(n) !== i);
  if (twice !== undefined) fail(field, `lists ${twice} twice.`);
  return [...bases].sort((a, b) => a - b);
}

function readDraw(field: string, value: unknown, certain: readonly number[]): UncertainDraw | null {
  if (value === undefined || value === null) return null;
  if (!isObject(value)) return fail(field, 'must be { "candidates": [...], "keep": k } or null.');
  onlyFields(field, value, ['candidates', 'keep']);
  const candidates = readBases(`${field}.candidates`, value.candidates);
  if (candidates.length === 0) fail(`${field}.candidates`, 'must not be empty.');
  const both = candidates.find((n) => certain.includes(n));
  if (both !== undefined)
    fail(`${field}.candidates`, `${both} is also listed as certainly in play.`);
  if (!isInt(value.keep) || value.keep < 0 || value.keep > candidates.length)
    fail(`${field}.keep`, `must be an integer 0-${candidates.length}.`);
  return { candidates, keep: value.keep as number };
}

function readList<T>(
  field: string,
  value: unknown,
  item: (item: unknown, at: string) => T,
): readonly T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return fail(field, 'must be an array.');
  return value.map((v, i) => item(v, `${field}[${i}]`));
}

function readStandIndex(field: string, value: unknown, count: number): number {
  if (!isInt(value) || value < 0 || value >= count)
    fail(field, `must be a stand index 0-${count - 1}.`);
  return value as number;
}

function readSlotIndex(field: string, value: unknown, size: number, stand: number): number {
  if (!isInt(value) || value < 0 || value >= size)
    fail(field, `must be a slot index 0-${size - 1} of stand ${stand}.`);
  return value as number;
}

interface InPlay {
  readonly blue: (n: number) => boolean;
  readonly yellow: (n: number) => boolean;
  readonly red: (n: number) => boolean;
  readonly star: () => boolean;
}

/** `orRed`: the field also takes "red" (said so when the value is wrong). */
function readHeld(field: string, value: unknown, inPlay: InPlay, orRed = false): HeldValue {
  if (value === 'yellow' || value === 'star') return value;
  if (isInt(value) && inPlay.blue(value)) return value;
  return fail(
    field,
    `must be a blue value in play, "yellow"${orRed ? ', "star" or "red"' : ' or "star"'}.`,
  );
}

/** A slot token after its X mark, if any. */
const TOKEN = /^(\?|i|k)?(?:(Y|R)([1-9]\d?)|S(0|13)|([1-9]\d?)|(Y|E|O))?$/;
const PARITY = { E: 'even', O: 'odd' } as const;

function readStands(value: unknown, observer: number | null, inPlay: InPlay) {
  if (!Array.isArray(value) || value.length === 0)
    return fail('stands', 'must be a non-empty array of { "owner", "slots" }.');
  const stands = value.map((stand, i) => {
    const at = `stands[${i}]`;
    if (!isObject(stand)) return fail(at, 'must be an object { "owner", "slots" }.');
    onlyFields(at, stand, ['owner', 'slots']);
    if (!isInt(stand.owner) || stand.owner < 0 || stand.owner === SPECTATOR)
      fail(`${at}.owner`, 'must be a seat number.');
    const owner = stand.owner as number;
    if (typeof stand.slots !== 'string') return fail(`${at}.slots`, 'must be a string of tokens.');
    const tokens = stand.slots.trim().split(/\s+/).filter(Boolean);
    if (tokens.length === 0) fail(`${at}.slots`, 'a stand has at least one slot.');
    const slots = tokens.map((token) =>
      readSlot(`${at}.slots`, token, owner === observer, observer === null, inPlay),
    );
    checkSorted(`${at}.slots`, tokens, slots);
    return { owner, slots };
  });
  const owners = stands.map((s) => s.owner);
  owners.forEach((owner, i) => {
    if (i > 0 && owners[i - 1] !== owner && owners.indexOf(owner) < i)
      fail(`stands[${i}].owner`, `the stands of seat ${owner} must be consecutive.`);
  });
  return stands;
}

function readSlot(
  field: string,
  token: string,
  observers: boolean,
  spectator: boolean,
  inPlay: InPlay,
): Slot {
  // A leading "X" marks an X wire, whatever the rest of the token says. The observer's own "X?"
  // is its turned wire (mission 38), the one wire of its hand it cannot see.
  const x = token.startsWith('X');
  const own = observers && token !== 'X?';
  const slot = readUnmarked(field, token, x ? token.slice(1) : token, own, spectator, inPlay);
  return x ? { ...slot, x: true } : slot;
}

/** A slot token without its X mark (`body`). */
function readUnmarked(
  field: string,
  token: string,
  body: string,
  observers: boolean,
  spectator: boolean,
  inPlay: InPlay,
): Slot {
  const m = TOKEN.exec(body);
  const bad = (text: string): never => fail(field, text, token);
  if (m === null || body === '' || body === 'i' || body === 'k') return bad('not a slot token.');
  const [, prefix, color, colorBase, star, blueText, infoLetter] = m;
  if (body === '?') {
    if (observers) bad('the observer knows its own wires: write "?N", "?YN" or "?RN".');
    return { kind: 'hidden' };
  }
  if (infoLetter !== undefined) {
    if (prefix !== 'i') return bad('not a slot token.');
    if (infoLetter === 'Y') {
      if (observers) bad('the observer knows which yellow wire it holds: write "?YN".');
      return { kind: 'info', value: 'yellow' };
    }
    if (observers) bad('the observer knows its own wires: write "?N".');
    return { kind: 'parity', parity: PARITY[infoLetter as keyof typeof PARITY] };
  }
  const printed = printedOf(field, token, color, colorBase, star, blueText, inPlay);
  switch (prefix) {
    case undefined:
      return { kind: 'cut', printed };
    case '?':
      if (spectator) bad('a spectator has no wires of its own ("?N" tokens).');
      if (!observers) bad('"?N" tokens are for the observer\'s own stands; write "?" here.');
      return { kind: 'own', printed };
    case 'i':
      if (color !== undefined || star !== undefined)
        bad('info tokens are "iN" (blue), "iY" (yellow), "iE" or "iO" (even, odd).');
      // An info token on the observer's own wire tells the observer nothing new.
      return observers ? { kind: 'own', printed } : { kind: 'info', value: printed };
    default:
      if (observers) bad('the observer\'s own wires are written "?N".');
      return { kind: 'known', printed };
  }
}

function printedOf(
  field: string,
  token: string,
  color: string | undefined,
  colorBase: string | undefined,
  star: string | undefined,
  blueText: string | undefined,
  inPlay: InPlay,
): number {
  const bad = (text: string): never => fail(field, text, token);
  if (star !== undefined) {
    if (!inPlay.star()) bad('star wires are not in play (set "stars": true).');
    return Number(star);
  }
  if (color !== undefined) {
    const base = Number(colorBase);
    if (color === 'Y') {
      if (!inPlay.yellow(base)) bad(`yellow ${base} is not in "yellow" or "yellowUncertain".`);
      return base + 0.1;
    }
    if (!inPlay.red(base)) bad(`red ${base} is not in "red" or "redUncertain".`);
    return base + 0.5;
  }
  const n = Number(blueText);
  if (!inPlay.blue(n)) bad(`blue ${n} is not in play (see "blue").`);
  return n;
}

/** Wires whose value is known must appear in sort order (a stand is always sorted, X wires aside). */
function checkSorted(field: string, tokens: readonly string[], slots: readonly Slot[]): void {
  let last = -Infinity;
  let lastToken = '';
  slots.forEach((slot, i) => {
    const printed =
      slot.kind === 'hidden' || slot.kind === 'parity' || slot.x
        ? null
        : slot.kind === 'info'
          ? slot.value === 'yellow'
            ? null
            : slot.value
          : slot.printed;
    if (printed === null) return;
    if (printed < last)
      fail(
        field,
        `slot ${i} (${kindKeyOf(printed)}) comes after "${lastToken}": a stand is sorted.`,
        tokens[i],
      );
    last = printed;
    lastToken = tokens[i] ?? '';
  });
}

const slotToken = (slot: Slot): string => (slot.x ? 'X' : '') + unmarkedToken(slot);

const unmarkedToken = (slot: Slot): string => {
  switch (slot.kind) {
    case 'hidden':
      return '?';
    case 'own':
      return `?${kindKeyOf(slot.printed)}`;
    case 'cut':
      return kindKeyOf(slot.printed);
    case 'info':
      return slot.value === 'yellow' ? 'iY' : `i${slot.value}`;
    case 'parity':
      return slot.parity === 'even' ? 'iE' : 'iO';
    case 'known':
      return `k${kindKeyOf(slot.printed)}`;
  }
};

/** A position as a position-file object (the inverse of `parsePosition`). */
export function formatPosition(position: Position): Record<string, unknown> {
  return {
    ...(position.id === undefined ? {} : { id: position.id }),
    observer: position.observer ?? SPECTATOR,
    blue: [...position.blue],
    yellow: [...position.yellow],
    red: [...position.red],
    ...(position.yellowUncertain ? { yellowUncertain: position.yellowUncertain } : {}),
    ...(position.redUncertain ? { redUncertain: position.redUncertain } : {}),
    ...(position.stars ? { stars: true } : {}),
    stands: position.stands.map((s) => ({
      owner: s.owner,
      slots: s.slots.map(slotToken).join(' '),
    })),
    ...(position.mustHave.length > 0 ? { mustHave: position.mustHave } : {}),
    ...(position.mustNotHave.length > 0 ? { mustNotHave: position.mustNotHave } : {}),
    ...(position.standHas.length > 0 ? { standHas: position.standHas } : {}),
    ...(position.notAt.length > 0 ? { notAt: position.notAt } : {}),
    ...(position.counts.length > 0 ? { counts: position.counts } : {}),
  };
}
