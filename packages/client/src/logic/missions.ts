/**
 * A mission's setup in words: the engine's mission data turned into i18n phrases (keys with their
 * parameters), so the home page and the lobby describe exactly what the engine will deal.
 */
import {
  drawsFor,
  missionById,
  missionClock,
  ruleOf,
  WIRES_TO_MOVE,
  type CaptainDef,
  type ChatPolicy,
  type EquipmentCard,
  type ExtraEquipmentCard,
  type GridKind,
  type InfoKind,
  type MissionDef,
  type MissionId,
  type SequenceDef,
  type WireDraw,
} from '@bomb-busters/engine/data';
import type { MessageKey } from '../i18n/en';
import type { Params } from '../i18n/translate';
import { sameJson } from './same';

/** The base of a plural pair: `x` for the keys `x_one` and `x_other`. */
export type PluralKey = MessageKey extends infer K
  ? K extends `${infer Base}_one`
    ? Base
    : never
  : never;

/** One sentence to show: a plain key, or a plural key with its count. */
export type Phrase =
  | { readonly key: MessageKey; readonly params?: Params }
  | { readonly plural: PluralKey; readonly count: number; readonly params?: Params };

export interface Draws {
  readonly red: WireDraw | null;
  readonly yellow: WireDraw | null;
}

export interface MissionSummary {
  readonly id: MissionId;
  readonly blue: readonly [number, number];
  /** Red and yellow wires for the chosen player count. */
  readonly draws: Draws;
  /** The card's two-player box when it differs from the usual draws. */
  readonly twoPlayer: Draws | null;
  readonly equipment: boolean;
  readonly bannedEquipment: readonly EquipmentCard[];
  /** Surprise-box cards shuffled into the pile for the chosen player count (False Bottom). */
  readonly extraEquipment: readonly ExtraEquipmentCard[];
  readonly dialBack: MissionDef['dialBack'];
  readonly grid: GridKind | null;
  readonly sequence: SequenceDef | null;
  /** A Number card lies on each equipment card (mission 12). */
  readonly equipmentNumbers: boolean;
  /** A Number card on the mission card turns its blue value red (mission 11). */
  readonly redNumber: boolean;
  readonly deal: MissionDef['deal'];
  readonly setupInfo: MissionDef['setupInfo'];
  /** The Captain places no setup info token (a two-player box, at two players). */
  readonly noCaptainSetupInfo: boolean;
  /**
   * A set of wires pointed at together, by anyone from this many players: the red wires (mission
   * 13), a Number card's four wires (23) or the yellow wires left, when the timeline calls (30).
   */
  readonly cutTogether: {
    readonly from: number;
    readonly set: 'red' | 'numberCard' | 'yellowSweep';
  } | null;
  /** Equipment cards waiting face down in a deck instead of on the board (mission 23). */
  readonly equipmentDeck: number | null;
  /** Number cards waiting face down in a deck, dealt once the cut together is done (39). */
  readonly numberDeck: number | null;
  /** Yellow tripwires, one per seat, pointed at one at a time (41). */
  readonly tripwires: boolean;
  /** Steps from the detonator's start to the skull, when the mission says (41). */
  readonly dialStart: number | null;
  /** Info tokens each seat puts beside its stand at setup instead of the usual one (22). */
  readonly negativeTokens: number | null;
  /** Info tokens handed out once two yellow wires are cut: given (22) or drafted (27). */
  readonly handout: 'give' | 'draft' | null;
  /** The twelve Number cards face up, one turned down to start each turn (26). */
  readonly numberPick: boolean;
  /** Number cards in the players' hands, one laid face down for each turn (29). */
  readonly numberHands: boolean;
  /** Every character card flipped from the start: no Double Detector (27). */
  readonly charactersFlipped: boolean;
  /** The Captain card dealt at random, and the Captain's handicap (missions 14, 17 and 28). */
  readonly captain: CaptainDef | null;
  /**
   * Each stand's X wire stays unsorted at its far right, out of equipment's reach: the last dealt
   * (20) or a blue one dealt first (35), maybe closed until the yellow wires are cut (35).
   */
  readonly xWires: MissionDef['xWires'];
  readonly xWiresClosed: boolean;
  /** Info tokens of another kind all mission: even/odd (21) or x1-x3 counts (24). */
  readonly infoTokens: Extract<InfoKind, 'parity' | 'count'> | null;
  /** The Captain's false setup tokens, whose every token means "not" (mission 17). */
  readonly falseTokens: number | null;
  /** Equipment dealt face down, earned by face-up Number cards (mission 15). */
  readonly faceDownEquipment: boolean;
  /** The General Radar every turn and a designated cutter (mission 18). */
  readonly designatedCutter: boolean;
  /** No turn order: each turn goes to the first seat to say "Snip!" (mission 10). */
  readonly snip: boolean;
  /** The Captain's wire turned around unseen, cut by the Captain alone (mission 38). */
  readonly turnedWires: boolean;
  /**
   * A real-time limit for the chosen player count, in seconds, whether its timeline is our own
   * approximate one (missions 19 and 30) and whether it cuts the time short (19).
   */
  readonly clock: {
    readonly limit: number;
    readonly approximate: boolean;
    readonly shortened: boolean;
  } | null;
  /** Number cards turned up in timed windows, two wires of each to cut by its check (30). */
  readonly speedRounds: boolean;
  /** A timeline of table events and no time limit (42). */
  readonly tableEvents: boolean;
  /** Missions 31, 32, 34, 37: how the constraint cards are dealt (picked, a shared deck, secret). */
  readonly constraints: 'pick' | 'deck' | 'secret' | null;
  /** The fewest players the mission is played with (34: three); null: two. */
  readonly minPlayers: number | null;
  /** What the table chat allows: free, no wire numbers (25), or signals only. */
  readonly chat: ChatPolicy;
}

export function missionSummary(def: MissionDef, players: number): MissionSummary {
  const usual = drawsFor(def, 3);
  const pair = drawsFor(def, 2);
  const differs = !sameJson(usual.red, pair.red) || !sameJson(usual.yellow, pair.yellow);
  const draws = drawsFor(def, players);
  const sequence = ruleOf(def, 'sequence');
  const together = ruleOf(def, 'cutTogether');
  const deck = ruleOf(def, 'equipmentDeck');
  return {
    id: def.id,
    blue: def.blue,
    draws,
    twoPlayer: differs ? pair : null,
    equipment: def.equipment,
    bannedEquipment: def.bannedEquipment,
    // False Bottom unlocks on yellow wires: the engine leaves it out of a deal without them.
    extraEquipment: draws.yellow ? def.extraEquipment : [],
    dialBack: def.dialBack,
    grid: ruleOf(def, 'sheet')?.sheet.kind ?? null,
    sequence: sequence
      ? {
          side: sequence.side,
          cards: sequence.cards,
          ...(sequence.ends ? { ends: sequence.ends } : {}),
        }
      : null,
    equipmentNumbers: ruleOf(def, 'equipmentNumbers') !== undefined,
    redNumber: ruleOf(def, 'redNumber') !== undefined,
    deal: def.deal,
    setupInfo: def.setupInfo,
    noCaptainSetupInfo: players === 2 && def.twoPlayer?.noCaptainSetupInfo === true,
    cutTogether: together ? { from: together.withoutHoldingFrom, set: together.wires } : null,
    equipmentDeck: deck && deck.of !== 'numbers' ? deck.cards : null,
    numberDeck: deck?.of === 'numbers' ? deck.cards : null,
    tripwires: ruleOf(def, 'tripwires') !== undefined,
    dialStart: def.dialStart ?? null,
    negativeTokens: ruleOf(def, 'negativeTokens')?.tokens ?? null,
    handout: ruleOf(def, 'tokenHandout')?.how ?? null,
    numberPick: ruleOf(def, 'numberPick') !== undefined,
    numberHands: ruleOf(def, 'numberHands') !== undefined,
    charactersFlipped: def.characters === 'flipped',
    captain: ruleOf(def, 'captain') ?? null,
    xWires: def.xWires,
    xWiresClosed: def.xWiresClosed !== undefined,
    infoTokens: ruleOf(def, 'tokens')?.kind ?? null,
    falseTokens: ruleOf(def, 'falseTokens')?.setupTokens ?? null,
    faceDownEquipment: ruleOf(def, 'faceDownEquipment') !== undefined,
    designatedCutter: ruleOf(def, 'designatedCutter') !== undefined,
    snip: ruleOf(def, 'snip') !== undefined,
    turnedWires: ruleOf(def, 'turnedWires') !== undefined,
    clock: clockSummary(def.id, players),
    speedRounds: ruleOf(def, 'speedRounds') !== undefined,
    tableEvents: ruleOf(def, 'tableEvents') !== undefined,
    constraints: ruleOf(def, 'constraints')?.deal ?? null,
    minPlayers: def.minPlayers ?? null,
    chat: def.chat ?? 'free',
  };
}

function clockSummary(id: MissionId, players: number): MissionSummary['clock'] {
  const clock = missionClock(id, players);
  const [first] = clock?.moments ?? [];
  if (!clock || !first) return null;
  const shortened = clock.moments.some((m) => m.say === 'shortened');
  return { limit: first.left, approximate: clock.approximate, shortened };
}

/** The summary of a mission id, or undefined for an id the engine does not know. */
export function summaryOf(id: MissionId, players: number): MissionSummary | undefined {
  const def = missionById(id);
  return def && missionSummary(def, players);
}

type Colour = 'red' | 'yellow';
/** Red wires are numbered n.5, yellow ones n.1 (RULES.md §2.1). */
const OFFSET: Record<Colour, number> = { red: 0.5, yellow: 0.1 };

function drawPhrases(colour: Colour, draw: WireDraw | null): Phrase[] {
  if (!draw) return [{ key: `mission.summary.${colour}.none` }];
  const phrases: Phrase[] = [
    draw.of === undefined
      ? { plural: `mission.summary.${colour}`, count: draw.count }
      : { plural: `mission.summary.${colour}.of`, count: draw.count, params: { of: draw.of } },
  ];
  if (draw.candidates) {
    const [from, to] = draw.candidates;
    phrases.push({
      key: `mission.summary.${colour}.range`,
      params: { from: from + OFFSET[colour], to: to + OFFSET[colour] },
    });
  }
  return phrases;
}

const drawsPhrases = (draws: Draws): Phrase[] => [
  ...drawPhrases('red', draws.red),
  ...drawPhrases('yellow', draws.yellow),
];

export interface SummaryPhrases {
  readonly setup: readonly Phrase[];
  /** What changes with two players, when another count is chosen; null when nothing does. */
  readonly twoPlayer: readonly Phrase[] | null;
}

function captainPhrases(captain: CaptainDef | null): Phrase[] {
  if (!captain) return [];
  const { noEquipment } = captain;
  const phrases: Phrase[] = [];
  if (captain.dealtAtRandom) phrases.push({ key: 'mission.summary.captain.drawn' });
  if (captain.failedDualCutExplodes) phrases.push({ key: 'mission.summary.captain.failedCut' });
  if (noEquipment === 'all') phrases.push({ key: 'mission.summary.captain.noEquipmentAll' });
  else if (noEquipment.length > 0)
    phrases.push({
      plural: 'mission.summary.captain.noEquipment',
      count: noEquipment.length,
      params: { cards: noEquipment.join(', ') },
    });
  // A character card put away takes its Double Detector with it: one sentence says both.
  if (captain.characterRemoved) phrases.push({ key: 'mission.summary.captain.characterRemoved' });
  else if (captain.noDoubleDetector) phrases.push({ key: 'mission.summary.captain.noDetector' });
  return phrases;
}

function cutTogetherPhrase(together: NonNullable<MissionSummary['cutTogether']>): Phrase {
  switch (together.set) {
    case 'red':
      return { key: 'mission.summary.cutTogether', params: { from: together.from } };
    case 'numberCard':
      return { key: 'mission.summary.cutTogether.number' };
    case 'yellowSweep':
      return { key: 'mission.summary.cutTogether.yellow' };
  }
}

/** A plain limit in minutes; our own timeline cut short (19), or of minutes and seconds (30). */
function clockPhrase({ limit, approximate, shortened }: NonNullable<MissionSummary['clock']>) {
  const count = Math.round(limit / 60);
  if (!approximate) return { plural: 'mission.summary.timer', count } as const;
  if (shortened) return { plural: 'mission.summary.timeline', count } as const;
  const params = { minutes: Math.floor(limit / 60), seconds: limit % 60 };
  return { key: 'mission.summary.timelineOwn', params } as const;
}

const bluePhrase = ([from, to]: MissionSummary['blue']): Phrase => ({
  key: 'mission.summary.blue',
  params: { from, to, count: (to - from + 1) * 4 },
});

/** The wires of the deal on one line (no candidate ranges): a mission at a glance in a list. */
export const headlinePhrases = (summary: MissionSummary): Phrase[] => [
  bluePhrase(summary.blue),
  ...drawPhrases('red', summary.draws.red).slice(0, 1),
  ...drawPhrases('yellow', summary.draws.yellow).slice(0, 1),
];

/** The summary as sentences, in display order. */
export function summaryPhrases(summary: MissionSummary, players: number): SummaryPhrases {
  const setup: Phrase[] = [bluePhrase(summary.blue), ...drawsPhrases(summary.draws)];
  if (summary.minPlayers !== null)
    setup.push({ key: 'mission.summary.minPlayers', params: { count: summary.minPlayers } });
  if (summary.twoPlayer && players === 2) setup.push({ key: 'mission.summary.twoPlayerApplied' });
  // The designated cutter's rule brings its own card, the General Radar, with no deal.
  setup.push(
    summary.equipmentDeck !== null
      ? { key: 'mission.summary.equipmentDeck', params: { count: summary.equipmentDeck } }
      : summary.equipment
        ? { key: 'mission.summary.equipment' }
        : summary.designatedCutter
          ? { key: 'mission.summary.designatedCutter' }
          : { key: 'mission.summary.noEquipment' },
  );
  if (summary.bannedEquipment.length > 0)
    setup.push({
      plural: 'mission.summary.banned',
      count: summary.bannedEquipment.length,
      params: { cards: summary.bannedEquipment.join(', ') },
    });
  if (summary.equipmentNumbers) setup.push({ key: 'mission.summary.equipmentNumbers' });
  if (summary.redNumber) setup.push({ key: 'mission.summary.redNumber' });
  if (summary.deal === 'redsFirst') setup.push({ key: 'mission.summary.redsFirst' });
  if (summary.xWires === 'lastDealt') setup.push({ key: 'mission.summary.xWires' });
  if (summary.xWires === 'blueFirst') setup.push({ key: 'mission.summary.xWires.blueFirst' });
  if (summary.xWiresClosed) setup.push({ key: 'mission.summary.xWires.closed' });
  if (summary.turnedWires) setup.push({ key: 'mission.summary.turnedWires' });
  if (summary.deal === 'yellowsFirst') setup.push({ key: 'mission.summary.yellowsFirst' });
  if (summary.infoTokens) setup.push({ key: `mission.summary.tokens.${summary.infoTokens}` });
  if (summary.setupInfo !== 'chosen')
    setup.push({ key: `mission.summary.setupInfo.${summary.setupInfo}` });
  if (summary.negativeTokens !== null)
    setup.push({
      key: 'mission.summary.negativeTokens',
      params: { count: summary.negativeTokens },
    });
  if (summary.noCaptainSetupInfo) setup.push({ key: 'mission.summary.noCaptainSetupInfo' });
  if (summary.handout) setup.push({ key: `mission.summary.handout.${summary.handout}` });
  if (summary.speedRounds) setup.push({ key: 'mission.summary.speedRounds' });
  if (summary.tableEvents) setup.push({ key: 'mission.summary.tableEvents' });
  if (summary.cutTogether) setup.push(cutTogetherPhrase(summary.cutTogether));
  if (summary.numberDeck !== null)
    setup.push({ key: 'mission.summary.numberDeck', params: { count: summary.numberDeck } });
  if (summary.tripwires) setup.push({ key: 'mission.summary.tripwires' });
  if (summary.numberPick) setup.push({ key: 'mission.summary.numberPick' });
  if (summary.constraints)
    setup.push({ key: `mission.summary.constraints.${summary.constraints}` });
  if (summary.numberHands) setup.push({ key: 'mission.summary.numberHands' });
  if (summary.charactersFlipped) setup.push({ key: 'mission.summary.charactersFlipped' });
  setup.push(...captainPhrases(summary.captain));
  if (summary.falseTokens !== null)
    setup.push({ key: 'mission.summary.falseTokens', params: { count: summary.falseTokens } });
  if (summary.faceDownEquipment) setup.push({ key: 'mission.summary.faceDownEquipment' });
  if (summary.snip) setup.push({ key: 'mission.summary.snip' });
  if (summary.clock) setup.push(clockPhrase(summary.clock));
  if (summary.chat !== 'free') setup.push({ key: `mission.summary.chat.${summary.chat}` });
  if (summary.extraEquipment.includes('falseBottom'))
    setup.push({ key: 'mission.summary.falseBottom' });
  if (summary.dialStart === 1) setup.push({ key: 'mission.summary.dialNextToSkull' });
  setup.push(
    summary.dialBack === 'cap'
      ? { key: 'mission.summary.dial.cap' }
      : { key: 'mission.summary.dial.explode' },
  );
  if (summary.grid) setup.push({ key: `mission.summary.grid.${summary.grid}` });
  if (summary.sequence) {
    const { side, cards, ends } = summary.sequence;
    setup.push({
      key: ends === 'either' ? 'mission.summary.sequenceEither' : 'mission.summary.sequence',
      params: { side, cards, wires: WIRES_TO_MOVE[side] },
    });
  }
  return {
    setup,
    twoPlayer: summary.twoPlayer && players !== 2 ? drawsPhrases(summary.twoPlayer) : null,
  };
}

/** The i18n keys of a mission's name and special rules. */
export const missionNameKey = (id: MissionId) => `mission.${id}.name` as MessageKey;
export const missionRulesKey = (id: MissionId) => `mission.${id}.rules` as MessageKey;
