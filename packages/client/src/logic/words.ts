/**
 * Game events and values in words, as message keys + params (pure: the components translate).
 * A phrase may nest other phrases (`parts`): a value like "yellow" or "5 or 7", a card name.
 * `params` always holds a language-neutral fallback for each part ("Y", "5/7", "#3").
 */
import {
  colourOf,
  EQUIPMENT_TIMING,
  PERSONAL_CARD,
  missionById,
  ruleOf,
  unlockOf,
  type Announce,
  type CellValue,
  type EquipmentCard,
  type EquipmentState,
  type GameEvent,
  type GridState,
  type HandoutState,
  type InfoToken,
  type InfoValue,
  type MissionId,
  type PendingKind,
  type Printed,
  type Seat,
  type SeatView,
  type SequenceState,
  type StandView,
  type TogetherState,
  type WireRef,
  type WireView,
} from '@bomb-busters/engine/data';
import type { WireChance } from '../training/types';
import { saidPhrase } from './chat';
import { placeTokenValue, tokenFor } from './handout';
import { actsRed } from './reds';
import type { MessageKey } from '../i18n/en';
import type { Params } from '../i18n/translate';

export interface Phrase {
  readonly key: MessageKey;
  readonly params: Params;
  readonly parts?: Readonly<Record<string, Phrase>>;
}

export type Translate = (key: MessageKey, params?: Params) => string;

/** The phrase in words: its parts first, then the phrase itself. */
export function say(phrase: Phrase, t: Translate): string {
  const parts: Record<string, string> = {};
  for (const [name, part] of Object.entries(phrase.parts ?? {})) parts[name] = say(part, t);
  return t(phrase.key, { ...phrase.params, ...parts });
}

const phrase = (key: MessageKey, params: Params = {}, parts?: Record<string, Phrase>): Phrase =>
  parts ? { key, params, parts } : { key, params };

/** A wire's number as players say it: 3 on a seat's first stand, B3 on its second. */
/** A wire's place, "#3" (or "#B3" on a second stand): the "#" keeps it apart from values. */
export const wireNumber = (ref: WireRef): string =>
  `#${ref.stand === 0 ? '' : String.fromCharCode(65 + ref.stand)}${ref.index + 1}`;

export const seatName = (names: readonly string[], seat: Seat): string =>
  names[seat] ?? `#${seat + 1}`;

/**
 * A wire seen face up: "7", "yellow 4.1", "red 3.5", "star"; a blue value the mission turns red
 * (`redValues`, mission 11) says so: "7, acting as red".
 */
export function printedPhrase(printed: Printed, redValues: readonly number[] = []): Phrase {
  if (actsRed(printed, redValues)) return phrase('board.printed.actsRed', { value: printed });
  const colour = colourOf(printed);
  return phrase(`board.printed.${colour}`, { value: printed });
}

/** An announced value or an info token's value: "7", "yellow", "star", "5 or 7". */
export function valuePhrase(value: Announce | InfoValue | readonly [Announce, Announce]): Phrase {
  if (typeof value === 'number') return phrase('board.printed.blue', { value });
  if (value === 'yellow') return phrase('board.value.yellow');
  if (value === 'star') return phrase('board.value.star');
  const [a, b] = value;
  return phrase(
    'board.value.either',
    { a: fallback(a), b: fallback(b) },
    {
      a: valuePhrase(a),
      b: valuePhrase(b),
    },
  );
}

const fallback = (value: Announce | InfoValue): string | number =>
  typeof value === 'number' ? value : value === 'yellow' ? 'Y' : '★';

const valueParam = (value: Announce | readonly [Announce, Announce]): string | number =>
  typeof value === 'object' ? value.map(fallback).join('/') : fallback(value);

export const equipmentName = (card: EquipmentCard): Phrase =>
  phrase(`board.equipment.${card}.name`);

/**
 * An equipment card's state: what unlocks it (two wires of its number, or two yellow ones), ready,
 * or used; a card that acts by itself (False Bottom) says what it did instead; an unlimited card,
 * that it never runs out.
 */
export function cardStatePhrase(
  card: EquipmentCard,
  state: EquipmentState,
  unlimited = false,
): Phrase {
  // Mission 18's General Radar: face up from the start and never used up.
  if (unlimited) return phrase('board.equipment.unlimited');
  // Shown only once the game is over and every card is revealed (mission 15).
  if (state === 'faceDown') return phrase('board.equipment.neverFlipped');
  if (state === 'locked') {
    const { value } = unlockOf(card);
    return value === 'yellow'
      ? phrase('board.equipment.lockedYellow')
      : phrase('board.equipment.locked', { value });
  }
  if (state === 'used' && EQUIPMENT_TIMING[card] === 'instant')
    return phrase('board.equipment.flipped');
  return phrase(`board.equipment.${state}`);
}

/** Card names as one phrase, "Rewinder and Post-it"; null for no card. */
function cardList(cards: readonly EquipmentCard[]): Phrase | null {
  return cards.reduce<Phrase | null>(
    (list, card, i) =>
      list === null
        ? equipmentName(card)
        : phrase(
            'board.list.and',
            { a: cards.slice(0, i).join(', '), b: card },
            { a: list, b: equipmentName(card) },
          ),
    null,
  );
}

/** Choices among the deciding seat's own wires: worded "your wires" when told to that seat. */
const OWN_PENDING: Partial<Record<PendingKind, MessageKey>> = {
  setupInfo: 'board.pending.own.setupInfo',
  falseInfo: 'board.pending.own.falseInfo',
  detectorToken: 'board.pending.own.detectorToken',
  walkieTalkie: 'board.pending.own.walkieTalkie',
  countPair: 'board.pending.own.countPair',
  takeToken: 'board.pending.own.takeToken',
  besideToken: 'board.pending.own.besideToken',
};

/** What a pending choice is about; `own` when addressed to the seat that decides. */
export const pendingPhrase = (kind: PendingKind, own = false): Phrase =>
  phrase((own && OWN_PENDING[kind]) || `board.pending.${kind}`);

/**
 * What the pending choice is about, told to the viewer: like `pendingPhrase`, with what the
 * choice itself says where it helps. The token handout of missions 22 and 27 names who gets the
 * token taken, and the value of the token to place.
 */
export function pendingChoice(
  view: Parameters<typeof placeTokenValue>[0] & Pick<SeatView, 'activeSeat'>,
  names: readonly string[],
): Phrase {
  const { pending } = view;
  if (!pending) return phrase('common.confirm');
  const own = pending.seat === view.viewer;
  switch (pending.kind) {
    // Mission 29: the card is laid for the turn of the seat whose turn it is.
    case 'layNumber': {
      const name = seatName(names, view.activeSeat);
      if (own) return phrase('board.pending.own.layNumber', { name });
      return view.activeSeat === view.viewer
        ? phrase('board.pending.layNumberForYou')
        : phrase('board.pending.layNumberFor', { name });
    }
    case 'takeToken': {
      const to = tokenFor(view, pending.seat);
      if (to === pending.seat) return pendingPhrase('takeToken', own);
      if (own) return phrase('board.pending.own.giveToken', { name: seatName(names, to) });
      return to === view.viewer
        ? phrase('board.pending.giveTokenYou')
        : phrase('board.pending.giveToken', { name: seatName(names, to) });
    }
    // The Walkie-Talkies: the wire goes back to the seat that used them (the view does not
    // say who; the log does).
    case 'walkieTalkie': {
      const used = view.log.findLast((e) => e.type === 'equipmentUsed' && e.card === 2);
      if (used?.type !== 'equipmentUsed') return pendingPhrase('walkieTalkie', own);
      const to = used.seat;
      if (own) return phrase('board.pending.own.walkieTalkieTo', { name: seatName(names, to) });
      return to === view.viewer
        ? phrase('board.pending.walkieTalkieToYou')
        : phrase('board.pending.walkieTalkieTo', { name: seatName(names, to) });
    }
    case 'placeToken': {
      const value = placeTokenValue(view);
      if (value === null) return pendingPhrase('placeToken', own);
      const params = { value: fallback(value) };
      const parts = { value: valuePhrase(value) };
      return own
        ? phrase('board.pending.own.placeTokenOf', params, parts)
        : phrase('board.pending.placeTokenOf', params, parts);
    }
    default:
      return pendingPhrase(pending.kind, own);
  }
}

const SHEET_GROUP: Record<GridState['kind'], MessageKey> = {
  balance: 'board.sheet.line',
  rows: 'board.sheet.row',
  liaisons: 'board.sheet.cartouche',
};

/**
 * A cell of the mission sheet as a value and the line, row or cartouche it is in ("7", "Row 3"),
 * as the sheet shows them. Without the sheet, its place in the sheet ("#21").
 */
export function cellParts(
  cell: number,
  grid: GridState | null | undefined,
): { params: Params; parts?: Record<string, Phrase> } {
  const found = grid?.cells[cell];
  if (!grid || !found) return { params: { value: `#${cell + 1}`, group: '—' } };
  const value: CellValue = found.value;
  const group = phrase(SHEET_GROUP[grid.kind], { n: found.group + 1 });
  return {
    params: { value: fallback(value), group: `#${found.group + 1}` },
    parts: { value: valuePhrase(value), group },
  };
}

/** The mission's components an event names by what they show (a view or a state has them). */
export interface EventTable {
  readonly grid?: GridState | null;
  readonly sequence?: SequenceState | null;
  /** Blue values acting as red (mission 11). */
  readonly redValues?: readonly number[];
  /** Mission 18's turn: its Number cards are turned for the turn, not to earn equipment. */
  readonly radarTurn?: SeatView['radarTurn'];
  /** Mission 23's Number card whose four wires leave together (the red wires otherwise). */
  readonly together?: TogetherState | null;
  /** Missions 22 and 27: the info tokens handed out once two yellow wires are cut. */
  readonly handout?: HandoutState | null;
  /** The mission, for words that differ by its rules (41: a skip with only a tripwire left). */
  readonly mission?: MissionId;
  /** The stands, to name a seat's stand by its letter when it has two. */
  readonly stands?: readonly Pick<StandView, 'seat' | 'stand'>[];
  /** Missions 31, 32, 37: the constraint cards (a skip is then a card not obeyed). */
  readonly constraints?: SeatView['constraints'];
}

/** A list of phrases as one, "3, 7 and yellow"; `fallback` is its language-neutral form. */
function listOf(items: readonly Phrase[], fallbacks: readonly (string | number)[]): Phrase | null {
  return items.reduce<Phrase | null>(
    (list, item, i) =>
      list === null
        ? item
        : phrase(
            'board.list.and',
            { a: fallbacks.slice(0, i).join(', '), b: fallbacks[i] ?? '' },
            { a: list, b: item },
          ),
    null,
  );
}

/** Token values as one phrase, "3, 7 and yellow", and its language-neutral form. */
function tokenList(values: readonly InfoValue[]): { text: string; list: Phrase | null } {
  return {
    text: values.map(fallback).join(', '),
    list: listOf(values.map(valuePhrase), values.map(fallback)),
  };
}

/** A stand's letter when its seat has two ("B"), else null. */
function standLetter(
  stands: EventTable['stands'],
  seat: Seat,
  stand: number | undefined,
): string | null {
  if (stand === undefined || !stands) return null;
  return stands.filter((s) => s.seat === seat).length > 1 ? String.fromCharCode(65 + stand) : null;
}

/** Wires pointed at, by owner and place: "Bob #3, Cy #B1". */
export const wireList = (wires: readonly WireRef[], names: readonly string[]): string =>
  wires.map((w) => `${seatName(names, w.seat)} ${wireNumber(w)}`).join(', ');

/** Why a seat skips its turn, in its mission's words (26, 30, 32 and 37, 38, 41). */
function skipKey(table: EventTable): MessageKey {
  if (table.constraints) return 'board.event.skipped.constraint';
  const def = table.mission === undefined ? undefined : missionById(table.mission);
  if (def && ruleOf(def, 'tripwires')) return 'board.event.skipped.tripwire';
  if (def && ruleOf(def, 'turnedWires')) return 'board.event.skipped.turned';
  if (def && ruleOf(def, 'speedRounds')) return 'board.event.skipped.three';
  if (def && ruleOf(def, 'numberPick')) return 'board.event.skipped.numberPick';
  return 'board.event.skipped';
}

/**
 * One event in words, e.g. "Ann points at Bob's wire 3 and says 5: success". The table's mission
 * sheet names a ticked cell by its value and row ("7 … (Row 3)"); its sequence card, the Number
 * card it moves to.
 */
export function describeEvent(
  event: GameEvent,
  names: readonly string[],
  table: EventTable = {},
): Phrase {
  const name = (seat: Seat): string => seatName(names, seat);
  switch (event.type) {
    case 'infoPlaced': {
      const info = event.info;
      const owner = name(event.wire.seat);
      const wire = wireNumber(event.wire);
      // Even/odd and count tokens (missions 21, 24) say what their kind says.
      if (info.kind === 'parity')
        return phrase(
          'board.event.infoPlaced.parity',
          { owner, wire, parity: info.parity },
          { parity: infoPhrase(info) },
        );
      if (info.kind === 'count')
        return phrase(`board.event.infoPlaced.count.${info.count}`, { owner, wire });
      // A false token (mission 17) says "not": worded apart, oral or not.
      const key =
        info.kind === 'not'
          ? (`board.event.infoPlaced.not.${event.cause === 'failure' ? 'failure' : 'setup'}` as const)
          : info.oral
            ? 'board.event.infoPlaced.oral'
            : (`board.event.infoPlaced.${event.cause}` as const);
      return phrase(
        key,
        { owner, wire, value: fallback(info.value) },
        { value: valuePhrase(info.value) },
      );
    }
    case 'dualCut': {
      const first = event.targets[0];
      const outcome = event.success ? 'success' : 'failure';
      const params = {
        name: name(event.seat),
        owner: first ? name(first.seat) : '',
        wires: event.targets.map(wireNumber).join(', '),
        value: valueParam(event.value),
      };
      const value = valuePhrase(event.value);
      switch (event.detector) {
        case null:
          return phrase(`board.event.dualCut.one.${outcome}`, params, { value });
        case 'super':
          return phrase(`board.event.dualCut.stand.${outcome}`, params, { value });
        default:
          return phrase(
            `board.event.dualCut.many.${outcome}`,
            { ...params, detector: event.detector },
            { value, detector: phrase(`board.detector.${event.detector}`) },
          );
      }
    }
    case 'soloCut':
      return phrase(
        'board.event.soloCut',
        { name: name(event.seat), value: valueParam(event.value) },
        { value: valuePhrase(event.value) },
      );
    case 'wireCut':
      return phrase(
        'board.event.wireCut',
        { owner: name(event.wire.seat), wire: wireNumber(event.wire), printed: event.printed },
        { printed: printedPhrase(event.printed, table.redValues) },
      );
    case 'redRevealed':
      return phrase('board.event.redRevealed', { name: name(event.seat) });
    case 'dialMoved':
      return phrase(
        event.delta > 0 ? 'board.event.dialMoved.forward' : 'board.event.dialMoved.back',
        {
          steps: event.stepsToSkull,
        },
      );
    case 'validated':
      return phrase('board.event.validated', { value: event.value });
    case 'equipmentUnlocked':
      return phrase(
        'board.event.equipmentUnlocked',
        { card: event.card },
        { card: equipmentName(event.card) },
      );
    case 'equipmentAdded': {
      const list = cardList(event.cards);
      const card = equipmentName(event.by);
      return list
        ? phrase(
            'board.event.equipmentAdded',
            { card: event.by, cards: event.cards.join(', ') },
            { card, cards: list },
          )
        : phrase('board.event.equipmentAdded.none', { card: event.by }, { card });
    }
    case 'sequenceMoved': {
      const numbers = table.sequence?.numbers;
      if (numbers && event.at >= numbers.length) return phrase('board.event.sequencePassed');
      return phrase('board.event.sequenceMoved', {
        value: numbers?.[event.at] ?? `#${event.at + 1}`,
      });
    }
    case 'numberCovered':
    case 'numberDiscarded':
      return phrase(
        `board.event.${event.type}`,
        { number: event.number, card: event.card },
        { card: equipmentName(event.card) },
      );
    case 'numberTurned': {
      const base = table.radarTurn ? 'board.event.numberTurned.radar' : 'board.event.numberTurned';
      return phrase(event.alreadyCut ? `${base}.cut` : base, { number: event.number });
    }
    case 'designated':
      return phrase(
        event.designee === event.seat ? 'board.event.designated.self' : 'board.event.designated',
        { name: name(event.seat), designee: name(event.designee), value: event.value },
      );
    case 'equipmentFlipped':
      return phrase(
        'board.event.equipmentFlipped',
        { name: name(event.seat), card: event.card },
        { card: equipmentName(event.card) },
      );
    case 'infoBeside': {
      const params = { name: name(event.seat), value: fallback(event.value) };
      const parts = { value: valuePhrase(event.value) };
      // Mission 22: chosen at setup, beside a stand; 22 and 27: handed out, none to put it on.
      if (event.stand !== undefined) {
        const letter = standLetter(table.stands, event.seat, event.stand);
        return letter
          ? phrase('board.event.infoBeside.chosenStand', { ...params, letter }, parts)
          : phrase('board.event.infoBeside.chosen', params, parts);
      }
      if (table.handout) return phrase('board.event.infoBeside.given', params, parts);
      return phrase('board.event.infoBeside', params, parts);
    }
    case 'cutTogether': {
      const number = table.together?.number;
      // A failure names the wires that were not of the set (mission 13: not red).
      const params = {
        name: name(event.seat),
        wires: wireList(event.wires, names),
        wrong: wireList(event.wrong ?? [], names),
      };
      if (number === 'yellow')
        return phrase(
          event.success
            ? 'board.event.cutTogether.yellowSuccess'
            : 'board.event.cutTogether.yellowFailure',
          params,
        );
      if (number !== undefined)
        return phrase(
          event.success
            ? 'board.event.cutTogether.numberSuccess'
            : 'board.event.cutTogether.numberFailure',
          { ...params, value: number },
        );
      return phrase(
        event.success ? 'board.event.cutTogether.success' : 'board.event.cutTogether.failure',
        params,
      );
    }
    case 'numberPicked':
      return phrase('board.event.numberPicked', { name: name(event.seat), number: event.number });
    case 'numbersTurnedUp':
      return phrase('board.event.numbersTurnedUp', { numbers: event.numbers.join(', ') });
    case 'skipped':
      return phrase(skipKey(table), { name: name(event.seat) });
    case 'constraintPicked':
    case 'constraintFlipped':
      return phrase(`board.event.${event.type}`, { name: name(event.seat), card: event.card });
    case 'accused':
      return phrase(event.right ? 'board.event.accused.right' : 'board.event.accused.wrong', {
        name: name(event.seat),
        accused: name(event.accused),
        card: event.card,
      });
    case 'secretCardsDiscarded':
      return phrase(`board.event.secretCardsDiscarded.${event.characters}`);
    case 'constraintReplaced':
      return event.card === null
        ? phrase('board.event.constraintReplaced.none')
        : phrase('board.event.constraintReplaced', { card: event.card, left: event.left });
    // Mission 29: a number hidden from the viewer comes as null.
    case 'numberLaid':
    case 'numberDrawn':
      return event.number === null
        ? phrase(`board.event.${event.type}`, { name: name(event.seat) })
        : phrase(`board.event.${event.type}.seen`, {
            name: name(event.seat),
            number: event.number,
          });
    case 'numberRevealed':
      return phrase(
        event.notch ? 'board.event.numberRevealed.notch' : 'board.event.numberRevealed.still',
        { name: name(event.seat), number: event.number },
      );
    case 'numberTaken': {
      const params = { name: name(event.seat), from: name(event.from) };
      if (event.revealed)
        return phrase('board.event.numberTaken', { ...params, number: event.number ?? '?' });
      return event.number === null
        ? phrase('board.event.numberTaken.unrevealed', params)
        : phrase('board.event.numberTaken.unrevealed.seen', { ...params, number: event.number });
    }
    case 'numberCardsDiscarded':
      return phrase(
        event.numbers.length === 1
          ? 'board.event.numberCardsDiscarded.one'
          : 'board.event.numberCardsDiscarded.many',
        { numbers: event.numbers.join(', ') },
      );
    case 'numbersReturned':
      return phrase(
        event.count === 1 ? 'board.event.numbersReturned.one' : 'board.event.numbersReturned.many',
        { name: name(event.seat), count: event.count },
      );
    case 'deckDiscarded':
      return phrase(
        event.numbers ? 'board.event.deckDiscarded.numbers' : 'board.event.deckDiscarded',
        { left: event.left },
      );
    case 'numbersDealt':
      return phrase('board.event.numbersDealt', {
        count: event.counts.reduce((a, b) => a + b, 0),
      });
    case 'tripwire':
      return phrase(
        event.success ? 'board.event.tripwire.success' : 'board.event.tripwire.failure',
        { name: name(event.seat), wire: wireList([event.wire], names) },
      );
    case 'deckRevealed': {
      const list = cardList(event.cards);
      return list
        ? phrase('board.event.deckRevealed', { cards: event.cards.join(', ') }, { cards: list })
        : phrase('board.event.deckRevealed.none');
    }
    case 'tokensDrawn': {
      const { text, list } = tokenList(event.values);
      return list
        ? phrase('board.event.tokensDrawn', { values: text }, { values: list })
        : phrase('board.event.tokensDrawn.none');
    }
    case 'tokenTaken': {
      const params = { name: name(event.seat), value: fallback(event.value) };
      const parts = { value: valuePhrase(event.value) };
      return event.to === event.seat
        ? phrase('board.event.tokenTaken.line', params, parts)
        : phrase('board.event.tokenTaken.give', { ...params, to: name(event.to) }, parts);
    }
    case 'tokenReturned':
      return phrase(
        'board.event.tokenReturned',
        { name: name(event.seat), value: fallback(event.value) },
        { value: valuePhrase(event.value) },
      );
    case 'equipmentUsed':
      return phrase(
        'board.event.equipmentUsed',
        { name: name(event.seat), card: event.card },
        { card: equipmentName(event.card) },
      );
    case 'characterUsed':
      return event.card
        ? phrase(
            'board.event.personalUsed',
            { name: name(event.seat), card: PERSONAL_CARD[event.card] },
            { card: equipmentName(PERSONAL_CARD[event.card]) },
          )
        : phrase('board.event.characterUsed', { name: name(event.seat) });
    case 'charactersRefreshed':
      return phrase('board.event.charactersRefreshed', {
        names: event.seats.map(name).join(', '),
      });
    case 'labelPlaced':
      return phrase('board.event.labelPlaced', {
        label: event.label,
        owner: name(event.wire.seat),
        wire: wireNumber(event.wire),
        next: wireNumber({ ...event.wire, index: event.wire.index + 1 }),
      });
    case 'radar': {
      const yes = event.answers.flatMap((stands, seat) =>
        stands.some(Boolean) ? [name(seat)] : [],
      );
      return yes.length === 0
        ? phrase('board.event.radar.none', { value: event.value })
        : phrase('board.event.radar.yes', { value: event.value, yes: yes.join(', ') });
    }
    case 'wireMoved': {
      const params = {
        from: name(event.from.seat),
        wire: wireNumber(event.from),
        to: name(event.to.seat),
        position: wireNumber(event.to),
      };
      return event.printed === null
        ? phrase('board.event.wireMoved.hidden', params)
        : phrase(
            'board.event.wireMoved.seen',
            { ...params, printed: event.printed },
            { printed: printedPhrase(event.printed) },
          );
    }
    case 'pending':
      return phrase(
        'board.event.pending',
        { name: name(event.seat), choice: event.kind },
        { choice: pendingPhrase(event.kind) },
      );
    case 'cellChecked': {
      const cell = cellParts(event.cell, table.grid);
      return phrase(
        'board.event.cellChecked',
        { name: name(event.seat), ...cell.params },
        cell.parts,
      );
    }
    case 'lineDrawn':
      return phrase('board.event.lineDrawn', {
        name: name(event.seat),
        cartouche: event.cartouche + 1,
      });
    case 'lineCompleted': {
      const way = event.delta > 0 ? 'forward' : event.delta < 0 ? 'back' : 'still';
      return phrase(`board.event.lineCompleted.${way}`, { line: event.line + 1 });
    }
    case 'coffee':
      return phrase(event.coffee === null ? 'board.event.coffeeMug' : 'board.event.coffee', {
        name: name(event.seat),
        next: name(event.next),
      });
    case 'stuck':
      return phrase('board.event.stuck', { name: name(event.seat) });
    case 'turn':
      return phrase('board.event.turn', { name: name(event.seat) });
    case 'turnOpen':
      return event.last === null
        ? phrase('board.event.turnOpen.start')
        : phrase('board.event.turnOpen', { name: name(event.last) });
    case 'snip':
      return phrase('board.event.snip', { name: name(event.seat) });
    case 'playStarted':
      return phrase('board.event.playStarted');
    case 'said':
      return saidPhrase(event, names);
    case 'won':
      return phrase('board.event.won');
    case 'paused':
    case 'resumed':
    case 'surrendered':
      return phrase(`board.event.${event.type}`, { name: name(event.seat) });
    case 'lost':
      // Mission 23: the wires pointed at together are a Number card's, not the red wires; 30:
      // the yellow sweep's.
      if (event.cause === 'cutTogetherFailed' && table.together)
        return table.together.number === 'yellow'
          ? phrase('board.event.lost.cutTogetherFailedYellow')
          : phrase('board.event.lost.cutTogetherFailedNumber', { value: table.together.number });
      return phrase(`board.event.lost.${event.cause}`);
    case 'listening':
    case 'pairRestored':
    case 'seatsChanged':
    case 'cutSwapped':
    case 'cutRemoved':
    case 'validationReturned':
    case 'taDaRound':
    case 'taDaOwed':
    case 'taDa':
    case 'taDaMissed':
    case 'boing':
    case 'cueSkipped':
      return tableEvent(event, names);
    default:
      return speedEvent(event, names);
  }
}

type TableEvent = Extract<
  GameEvent,
  {
    type:
      | 'listening'
      | 'pairRestored'
      | 'seatsChanged'
      | 'cutSwapped'
      | 'cutRemoved'
      | 'validationReturned'
      | 'taDaRound'
      | 'taDaOwed'
      | 'taDa'
      | 'taDaMissed'
      | 'boing'
      | 'cueSkipped';
  }
>;

/** Mission 42's timeline at work: the table events between the signal tones, the ta-da round. */
function tableEvent(event: TableEvent, names: readonly string[]): Phrase {
  const name = (seat: Seat) => seatName(names, seat);
  switch (event.type) {
    case 'listening':
      return phrase(event.open ? 'circus.event.listening.open' : 'circus.event.listening.closed');
    case 'pairRestored':
      return event.value === null
        ? phrase('circus.event.pairRestored.none')
        : phrase('circus.event.pairRestored', {
            value: event.value,
            names: [...new Set(event.wires.map((w) => name(w.seat)))].join(', '),
          });
    case 'seatsChanged':
      return phrase('circus.event.seatsChanged');
    case 'cutSwapped': {
      const [first, second] = event.wires;
      return first && second
        ? phrase('circus.event.cutSwapped', { first: name(first.seat), second: name(second.seat) })
        : phrase('circus.event.cutSwapped.none');
    }
    case 'cutRemoved':
      return phrase('circus.event.cutRemoved', {
        name: name(event.seat),
        count: event.wires.length,
      });
    case 'validationReturned':
      return event.values.length > 0
        ? phrase('circus.event.validationReturned', { values: event.values.join(', ') })
        : phrase('circus.event.validationReturned.none');
    case 'taDaRound':
      return phrase(event.open ? 'circus.event.taDaRound.open' : 'circus.event.taDaRound.closed');
    case 'taDaOwed':
    case 'taDa':
    case 'taDaMissed':
      return phrase(`circus.event.${event.type}`, { name: name(event.seat) });
    case 'boing':
      return phrase('circus.event.boing');
    case 'cueSkipped':
      return phrase('circus.event.cueSkipped');
  }
}

type SpeedEvent = Extract<
  GameEvent,
  {
    type:
      | 'windowOpened'
      | 'windowClosed'
      | 'equipmentDiscarded'
      | 'mimeRound'
      | 'numberHeld'
      | 'yellowCounts'
      | 'threeValues'
      | 'threeValuesCut'
      | 'yellowSweep';
  }
>;

/** Mission 30's timeline at work: its Number-card windows, the three values, the yellow sweep. */
function speedEvent(event: SpeedEvent, names: readonly string[]): Phrase {
  switch (event.type) {
    case 'windowOpened': {
      const { number, cut } = event;
      const key = cut >= 2 ? 'made' : cut === 1 ? 'one' : 'none';
      return phrase(`board.event.windowOpened.${key}`, { number });
    }
    case 'windowClosed':
      return phrase(
        event.hit ? 'board.event.windowClosed.made' : 'board.event.windowClosed.missed',
        {
          number: event.number,
          cut: event.cut,
        },
      );
    case 'equipmentDiscarded':
      return phrase(
        'board.event.equipmentDiscarded',
        { card: event.card },
        { card: equipmentName(event.card) },
      );
    case 'mimeRound':
      return phrase('board.event.mimeRound');
    case 'numberHeld':
      return phrase(event.holds ? 'board.event.numberHeld.yes' : 'board.event.numberHeld.no', {
        name: seatName(names, event.seat),
        number: event.number,
      });
    case 'yellowCounts':
      return phrase('board.event.yellowCounts', {
        counts: event.counts.map((count, seat) => `${seatName(names, seat)} ${count}`).join(', '),
      });
    case 'threeValues':
      return phrase('board.event.threeValues', { numbers: event.numbers.join(', ') });
    case 'threeValuesCut':
      return phrase('board.event.threeValuesCut');
    case 'yellowSweep':
      return event.seat === null
        ? phrase('board.event.yellowSweep.none')
        : phrase('board.event.yellowSweep', { name: seatName(names, event.seat) });
  }
}

/** A wire value in one or two characters, as printed on the board: "7", "Y", "R", "★". */
export function shortPhrase(printed: Printed): Phrase {
  const colour = colourOf(printed);
  if (colour === 'blue') return phrase('board.printed.blue', { value: printed });
  if (colour === 'star') return phrase('board.short.star');
  return phrase(`board.short.${colour}`);
}

/**
 * What an info token shows on its face: "7", "Y", "≠7" (mission 17), "even", "x2" (21, 24). A
 * value held four times takes two x2 tokens, each on its own wire: each shows "x2" (the board
 * draws the pair linked).
 */
export function infoPhrase(info: InfoToken): Phrase {
  switch (info.kind) {
    case 'value':
      return tokenPhrase(info.value);
    case 'not':
      return tokenPhrase(info.value, true);
    case 'parity':
      return phrase(`board.token.${info.parity}`);
    case 'count':
      return phrase('board.token.count', { count: info.count === 4 ? 2 : info.count });
  }
}

/** What a token of a value shows: its number, or "Y"; a false token (mission 17) "≠7". */
export function tokenPhrase(value: InfoValue, not = false): Phrase {
  const shown =
    typeof value === 'number'
      ? phrase('board.printed.blue', { value })
      : phrase('board.short.yellow');
  return not ? phrase('board.token.not', { value: fallback(value) }, { value: shown }) : shown;
}

/** The most likely values of a hidden wire, e.g. "5 45%, 6 30%". */
export const chancesText = (chances: readonly WireChance[], t: Translate, top = 2): string =>
  chances
    .slice(0, top)
    .map((c) => `${say(shortPhrase(c.printed), t)} ${Math.round(c.p * 100)}%`)
    .join(', ');

/**
 * What is known about a wire: its value or "hidden", then cut, an X wire (mission 20), and its
 * tokens; an x2 token of a pair (mission 24) names the wire its partner lies on.
 */
export function wireFacts(
  wire: WireView,
  redValues: readonly number[] = [],
  partner?: WireRef,
): Phrase[] {
  const facts = [
    wire.printed === null ? phrase('board.wire.hidden') : printedPhrase(wire.printed, redValues),
  ];
  if (wire.cut) facts.push(phrase('board.wire.cut'));
  if (wire.x) facts.push(phrase('board.wire.x'));
  // Mission 42: a cut wire taken off the table, or swapped in from another stand.
  if (wire.gone) facts.push(phrase('circus.wire.gone'));
  if (wire.moved) facts.push(phrase('circus.wire.moved'));
  if (wire.closed) facts.push(phrase('board.wire.xClosed'));
  const info = wire.info;
  if (info?.kind === 'parity')
    facts.push(phrase('board.wire.parity', { parity: info.parity }, { parity: infoPhrase(info) }));
  if (info?.kind === 'count') facts.push(phrase(`board.wire.count.${info.count}`));
  if (info?.kind === 'count' && partner)
    facts.push(phrase('board.wire.countPartner', { wire: wireNumber(partner) }));
  if (info?.kind === 'value' || info?.kind === 'not') {
    const key =
      info.kind === 'not'
        ? 'board.wire.infoNot'
        : info.oral
          ? 'board.wire.infoOral'
          : 'board.wire.info';
    facts.push(phrase(key, { value: fallback(info.value) }, { value: valuePhrase(info.value) }));
  }
  if (wire.labelRight) facts.push(phrase('board.wire.labelRight', { label: wire.labelRight }));
  return facts;
}

/**
 * A wire's accessible name: "Ann's stand, wire 3: hidden, info token 5, likely 5 60%"; `partner`:
 * the wire the other x2 token of its pair lies on (mission 24).
 */
export function wireLabel(
  wire: WireView,
  ref: WireRef,
  stand: string,
  chances: readonly WireChance[] | undefined,
  t: Translate,
  redValues: readonly number[] = [],
  partner?: WireRef,
): string {
  const facts = wireFacts(wire, redValues, partner).map((fact) => say(fact, t));
  if (chances?.length) facts.push(t('board.wire.chances', { chances: chancesText(chances, t) }));
  return t('board.wire.label', { stand, wire: ref.index + 1, value: facts.join(', ') });
}
