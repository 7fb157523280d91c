import type { BaseEquipmentCard, ExtraEquipmentCard, MissionId, NewCharacter } from '../types.js';
import type { RuleSpec } from './modules/index.js';
import type { ChatPolicy } from './modules/chat-policy.js';
import AUDIO_19 from './audio/19.json' with { type: 'json' };
import AUDIO_30 from './audio/30.json' with { type: 'json' };
import AUDIO_42 from './audio/42.json' with { type: 'json' };
import { readTimeline } from './clock.js';

/** Red or yellow wires of a mission: `count` in play; with `of`, an "x of y" draw (RULES.md §2.1 step 5). */
export interface WireDraw {
  readonly count: number;
  readonly of?: number;
  /** Base numbers the wires are drawn from (default 1-11). */
  readonly candidates?: readonly [number, number];
  /** `count`, but never more than the number of players (mission 41: one yellow per seat). */
  readonly atMostPlayers?: true;
}

export interface MissionDef {
  readonly id: MissionId;
  /** Blue values in play, four of each. */
  readonly blue: readonly [number, number];
  readonly red: WireDraw | null;
  readonly yellow: WireDraw | null;
  /** The card's two-player box: replaces red and/or yellow, or the Captain's setup token, with two players. */
  readonly twoPlayer?: {
    readonly red?: WireDraw | null;
    readonly yellow?: WireDraw | null;
    readonly noCaptainSetupInfo?: true;
  };
  /**
   * Red wires shuffled in with the others, or dealt first, one per seat from the Captain (§9 B6);
   * or the yellow wires dealt first, one per seat from the Captain's left, so the Captain is the
   * seat left without one when there are fewer yellows than seats (mission 41's tripwires).
   */
  readonly deal: 'shuffled' | 'redsFirst' | 'yellowsFirst';
  /**
   * X wires (RULES.md §6.2 rows 20, 35): one wire of each stand stays unsorted at its far right
   * with an X token, and no equipment acts on it. `lastDealt`: the last wire dealt to the stand;
   * `blueFirst`: a blue wire dealt to every stand before the red and yellow wires are shuffled in.
   */
  readonly xWires: 'lastDealt' | 'blueFirst' | null;
  /** X wires nobody may cut until every yellow wire is cut (mission 35); absent: open all along. */
  readonly xWiresClosed?: 'untilYellowsCut';
  /** The character cards: ready, or all flipped from the start (no Double Detector, mission 27). */
  readonly characters: 'ready' | 'flipped';
  /** Setup info tokens: each seat picks a wire, draws its token at random, or places none (§2.1 step 7). */
  readonly setupInfo: 'chosen' | 'random' | 'none';
  /** Whether equipment cards are dealt (from mission 3). */
  readonly equipment: boolean;
  /** Cards of the surprise boxes shuffled into the pile (rule sticker A: False Bottom). */
  readonly extraEquipment: readonly ExtraEquipmentCard[];
  /** Drawn, discarded and replaced (RULES.md §4.3). */
  readonly bannedEquipment: readonly BaseEquipmentCard[];
  /** Steps from the dial's start to the skull; absent: the number of players (RULES.md, the dial). */
  readonly dialStart?: number;
  /** Moving the dial back: capped (§9 A2), or explodes past the start (Balancing on the Wire). */
  readonly dialBack: 'cap' | 'explodePastStart';
  /** The rule modules of the mission's own rules, with their data (missions/modules/). */
  readonly rules: readonly RuleSpec[];
  /** What the table chat allows while the game runs (modules/chat-policy.ts); absent: free. */
  readonly chat?: ChatPolicy;
  /**
   * Rule sticker B (from mission 31): the new character cards a seat other than the Captain may
   * take instead of a Double Detector, the mission's bans left out (RULES.md §5.2); absent: none.
   */
  readonly newCharacters?: readonly NewCharacter[];
  /** The fewest players the mission is played with (34: not with two); absent: two. */
  readonly minPlayers?: 3;
}

const base = {
  blue: [1, 12],
  red: null,
  yellow: null,
  equipment: true,
  extraEquipment: [],
  bannedEquipment: [],
  dialBack: 'cap',
  deal: 'shuffled',
  xWires: null,
  characters: 'ready',
  setupInfo: 'chosen',
  rules: [],
} as const;

/** Missions 1-8 of the base box (RULES.md §6.2). */
const BASE_MISSIONS = [
  { ...base, id: 1, blue: [1, 6], equipment: false },
  { ...base, id: 2, blue: [1, 8], yellow: { count: 2, candidates: [1, 7] }, equipment: false },
  // Bans 2, 11 and 12: RULES.md §9 A30.
  {
    ...base,
    id: 3,
    blue: [1, 10],
    red: { count: 1, candidates: [1, 9] },
    bannedEquipment: [2, 11, 12],
  },
  { ...base, id: 4, red: { count: 1 }, yellow: { count: 2 }, twoPlayer: { yellow: { count: 4 } } },
  {
    ...base,
    id: 5,
    red: { count: 1 },
    yellow: { count: 2, of: 3 },
    twoPlayer: { red: { count: 2 } },
  },
  { ...base, id: 6, red: { count: 1 }, yellow: { count: 4 }, twoPlayer: { red: { count: 2 } } },
  { ...base, id: 7, red: { count: 1, of: 2 }, twoPlayer: { red: { count: 1, of: 3 } } },
  {
    ...base,
    id: 8,
    red: { count: 1, of: 2 },
    yellow: { count: 2, of: 3 },
    twoPlayer: { red: { count: 1, of: 3 }, yellow: { count: 4 } },
  },
] as const satisfies readonly MissionDef[];

const Y = 'yellow' as const;

/** The three "New Missions" (RULES.md §7): 1 red and N yellow wires, a sheet checked off in pencil. */
const NEW_MISSIONS = [
  {
    ...base,
    id: 'new-1',
    red: { count: 1 },
    yellow: { count: 4 },
    dialBack: 'explodePastStart',
    rules: [
      {
        rule: 'sheet',
        sheet: {
          kind: 'balance',
          lines: [
            { cells: [1, Y], action: 1 },
            { cells: [2, 12], action: -1 },
            { cells: [3, 11], action: 1 },
            { cells: [4, 10], action: -1 },
            { cells: [5, 9], action: 1 },
            { cells: [6, 8], action: -1 },
            { cells: [7, 7], action: 0 }, // §7.1-b: no action shown.
            { cells: [8, 1], action: 1 },
            { cells: [9, 2], action: -1 },
            { cells: [10, 3], action: 1 },
            { cells: [11, 4], action: -1 },
            { cells: [12, 5], action: 1 },
            { cells: [Y, 6], action: -1 }, // §7.1-a: the line missing from the transcription (a guess).
          ],
        },
      },
    ],
  },
  {
    ...base,
    id: 'new-2',
    red: { count: 1 },
    yellow: { count: 2 },
    rules: [
      {
        rule: 'sheet',
        sheet: {
          kind: 'rows',
          rows: [
            [1, 12, 8, 2, Y],
            [6, 2, 11, 7, 3],
            [10, 7, 3, 10, 6],
            [5, 11, 8, 4, 9],
            [12, 4, 1, 9, 5],
          ],
          freeCoffees: 1,
        },
      },
    ],
  },
  {
    ...base,
    id: 'new-3',
    red: { count: 1 },
    yellow: { count: 4 },
    rules: [
      {
        rule: 'sheet',
        sheet: {
          kind: 'liaisons',
          // Top row, left column, right column, bottom row, as printed.
          cartouches: [
            [5, 6],
            [1, 11],
            [5, 12],
            [2, 10],
            [3, 9],
            [4, 8],
            [1, 12],
            [6, 7],
            [2, 8],
            [4, 11],
            [3, 10],
            [Y, Y],
            [7, 9],
          ],
          // §7.3-a: which cartouches each icon hangs from is our best guess from the layout.
          icons: [
            { kind: 'coffee', connectedTo: [0] },
            { kind: 'bonus', connectedTo: [3] },
            { kind: 'bonus', connectedTo: [4, 5] },
            { kind: 'coffee', connectedTo: [8] },
            { kind: 'coffee', connectedTo: [10] },
            { kind: 'coffee', connectedTo: [11, 12] },
            { kind: 'bonus', connectedTo: [12] },
          ],
          initialLines: 3,
        },
      },
    ],
  },
] as const satisfies readonly MissionDef[];

/**
 * Rule sticker A (RULES.md §1, §4.1): from mission 9 the False Bottom joins the pile of missions
 * with yellow wires (setup leaves it out for a player count without yellow).
 */
const STICKER_A = ['falseBottom'] as const;

/** Surprise box 1: missions 9-19 (RULES.md §6.2, §9 B1-B11). */
const BOX_1 = [
  {
    ...base,
    id: 9,
    red: { count: 1 },
    yellow: { count: 2 },
    twoPlayer: { red: { count: 2 }, yellow: { count: 4 } },
    extraEquipment: STICKER_A,
    rules: [{ rule: 'sequence', side: 'A', cards: 3 }],
  },
  {
    ...base,
    id: 10,
    red: { count: 1 },
    yellow: { count: 4 },
    extraEquipment: STICKER_A,
    // The Coffee Mug names the next player: no turn order to name (RULES.md §6.2).
    bannedEquipment: [11],
    rules: [{ rule: 'snip' }, { rule: 'timer', limit: 900, twoPlayerLimit: 720 }],
  },
  {
    ...base,
    id: 11,
    yellow: { count: 2 },
    twoPlayer: { yellow: { count: 4 }, noCaptainSetupInfo: true },
    extraEquipment: STICKER_A,
    rules: [{ rule: 'redNumber' }],
  },
  {
    ...base,
    id: 12,
    red: { count: 1 },
    yellow: { count: 4 },
    twoPlayer: { red: { count: 2 } },
    extraEquipment: STICKER_A,
    rules: [{ rule: 'equipmentNumbers' }],
  },
  {
    ...base,
    id: 13,
    red: { count: 3 },
    twoPlayer: { noCaptainSetupInfo: true },
    deal: 'redsFirst',
    setupInfo: 'random',
    rules: [{ rule: 'cutTogether', wires: 'red', withoutHoldingFrom: 4 }],
  },
  {
    ...base,
    id: 14,
    red: { count: 2 },
    yellow: { count: 2, of: 3 },
    twoPlayer: { red: { count: 3 }, yellow: { count: 4 } },
    extraEquipment: STICKER_A,
    rules: [
      {
        rule: 'captain',
        dealtAtRandom: true,
        failedDualCutExplodes: true,
        noEquipment: [9], // The rookie may not use the Stabilizer.
        noDoubleDetector: false,
      },
    ],
  },
  {
    ...base,
    id: 15,
    red: { count: 1, of: 3 },
    twoPlayer: { red: { count: 2, of: 3 } },
    rules: [{ rule: 'faceDownEquipment' }],
  },
  {
    ...base,
    id: 16,
    red: { count: 1 },
    yellow: { count: 2, of: 3 },
    twoPlayer: { red: { count: 2 }, yellow: { count: 4 } },
    extraEquipment: STICKER_A,
    rules: [{ rule: 'sequence', side: 'B', cards: 3 }],
  },
  {
    ...base,
    id: 17,
    red: { count: 2, of: 3 },
    twoPlayer: { red: { count: 3 } },
    rules: [
      {
        rule: 'captain',
        dealtAtRandom: true,
        failedDualCutExplodes: false,
        // Rhett uses no equipment, nor the Captain card's Double Detector (§9 A35).
        noEquipment: 'all',
        noDoubleDetector: true,
      },
      { rule: 'falseTokens', setupTokens: 2 },
    ],
  },
  {
    ...base,
    id: 18,
    red: { count: 2 },
    twoPlayer: { red: { count: 3 } },
    equipment: false,
    setupInfo: 'none',
    rules: [{ rule: 'designatedCutter' }],
  },
  {
    ...base,
    id: 19,
    red: { count: 1 },
    yellow: { count: 2, of: 3 },
    extraEquipment: STICKER_A,
    rules: [{ rule: 'timer', timeline: readTimeline(AUDIO_19) }],
  },
] as const satisfies readonly MissionDef[];

/** Mission 30's timeline: the timer's moments and the speed rounds' cues, one data file. */
const TIMELINE_30 = readTimeline(AUDIO_30);

/** Surprise box 2: missions 20-30 (RULES.md §6.2). */
const BOX_2 = [
  {
    ...base,
    id: 20,
    red: { count: 2 },
    yellow: { count: 2 },
    twoPlayer: { red: { count: 2, of: 3 }, yellow: { count: 4 } },
    xWires: 'lastDealt',
    extraEquipment: STICKER_A,
    // Walkie-Talkies would move an X wire out of its place.
    bannedEquipment: [2],
  },
  {
    ...base,
    id: 21,
    red: { count: 1, of: 2 },
    twoPlayer: { red: { count: 2 } },
    rules: [{ rule: 'tokens', kind: 'parity' }],
  },
  {
    ...base,
    id: 22,
    // No two-player change (RULES.md §9 A31).
    red: { count: 1 },
    yellow: { count: 4 },
    extraEquipment: STICKER_A,
    rules: [
      { rule: 'negativeTokens', tokens: 2 },
      { rule: 'tokenHandout', how: 'give' },
    ],
  },
  {
    ...base,
    id: 23,
    red: { count: 1, of: 3 },
    twoPlayer: { red: { count: 2, of: 3 } },
    rules: [
      // Anyone may point at the four wires, holding one or not.
      { rule: 'cutTogether', wires: 'numberCard', withoutHoldingFrom: 2 },
      { rule: 'equipmentDeck', cards: 7, until: 'together' },
    ],
  },
  {
    ...base,
    id: 24,
    red: { count: 2 },
    twoPlayer: { red: { count: 3 } },
    rules: [{ rule: 'tokens', kind: 'count' }],
  },
  {
    ...base,
    id: 25,
    red: { count: 2 },
    twoPlayer: { red: { count: 3 } },
    // Nobody may say a wire number: each message naming one moves the dial a notch.
    chat: 'noNumbers',
  },
  {
    ...base,
    id: 26,
    // No two-player change (RULES.md §9 A31).
    red: { count: 2 },
    bannedEquipment: [10],
    rules: [{ rule: 'numberPick' }],
  },
  {
    ...base,
    id: 27,
    red: { count: 1 },
    yellow: { count: 4 },
    twoPlayer: { noCaptainSetupInfo: true },
    characters: 'flipped',
    extraEquipment: STICKER_A,
    // The character cards are flipped for the whole mission: nothing may turn them back.
    bannedEquipment: [7],
    rules: [{ rule: 'tokenHandout', how: 'draft' }],
  },
  {
    ...base,
    id: 28,
    red: { count: 2 },
    yellow: { count: 4 },
    twoPlayer: { red: { count: 3 }, yellow: { count: 4 } },
    extraEquipment: STICKER_A,
    rules: [
      {
        rule: 'captain',
        dealtAtRandom: false,
        // Captain Careless: a failed dual cut explodes, no equipment, the character card boxed.
        failedDualCutExplodes: true,
        noEquipment: 'all',
        noDoubleDetector: true,
        characterRemoved: true,
      },
    ],
  },
  {
    ...base,
    id: 29,
    red: { count: 3 },
    twoPlayer: { noCaptainSetupInfo: true },
    rules: [{ rule: 'numberHands' }],
  },
  {
    ...base,
    id: 30,
    red: { count: 1, of: 2 },
    yellow: { count: 4 },
    extraEquipment: STICKER_A,
    rules: [
      { rule: 'timer', timeline: TIMELINE_30 },
      { rule: 'speedRounds', timeline: TIMELINE_30 },
      { rule: 'cutTogether', wires: 'yellowSweep', withoutHoldingFrom: 2 },
    ],
  },
] as const satisfies readonly MissionDef[];

/** Rule sticker B: every new character card (RULES.md §5.2); a mission's bans leave some out. */
export const STICKER_B = [
  'generalRadar',
  'walkieTalkies',
  'tripleDetector',
  'xOrYRay',
] as const satisfies readonly NewCharacter[];

/** The twelve constraint cards, A to L (RULES.md §6.3). */
const ALL_CONSTRAINTS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'] as const;

/** Mission 42's timeline: no time limit, only the cues of its table events. */
const TIMELINE_42 = readTimeline(AUDIO_42);

/** Surprise box 3: missions 31-42 (RULES.md §6.2), added as they are built. */
const BOX_3 = [
  {
    ...base,
    id: 31,
    // The card's two-player advice (avoid A with B, C with D) is advice only.
    red: { count: 2, of: 3 },
    newCharacters: STICKER_B,
    rules: [
      { rule: 'constraints', deal: 'pick', cards: ['A', 'B', 'C', 'D', 'E'], cannotObey: 'flip' },
    ],
  },
  {
    ...base,
    id: 32,
    red: { count: 2 },
    twoPlayer: { red: { count: 3 } },
    newCharacters: STICKER_B,
    rules: [
      {
        rule: 'constraints',
        deal: 'deck',
        cards: ALL_CONSTRAINTS,
        replace: 'captainEachTurn',
        cannotObey: 'skip',
      },
    ],
  },
  {
    ...base,
    id: 33,
    red: { count: 2, of: 3 },
    twoPlayer: { red: { count: 3 } },
    newCharacters: STICKER_B,
    rules: [{ rule: 'tokens', kind: 'parity' }],
  },
  {
    ...base,
    id: 34,
    red: { count: 1 },
    minPlayers: 3,
    // No sticker B: the characters are the dealt ones, face down (errata: never swapped).
    rules: [
      {
        rule: 'constraints',
        deal: 'secret',
        cards: ['A', 'B', 'C', 'D', 'E'],
        cannotObey: 'dial2Discard',
      },
    ],
  },
  {
    ...base,
    id: 35,
    red: { count: 2, of: 3 },
    yellow: { count: 4 },
    twoPlayer: { red: { count: 3 }, yellow: { count: 4 } },
    xWires: 'blueFirst',
    xWiresClosed: 'untilYellowsCut',
    extraEquipment: STICKER_A,
    // Walkie-Talkies would move an X wire out of its place: the card and the character (errata).
    bannedEquipment: [2],
    newCharacters: STICKER_B.filter((c) => c !== 'walkieTalkies'),
  },
  {
    ...base,
    id: 36,
    red: { count: 1, of: 3 },
    yellow: { count: 2 },
    twoPlayer: { red: { count: 2, of: 3 }, yellow: { count: 4 } },
    extraEquipment: STICKER_A,
    newCharacters: STICKER_B,
    rules: [{ rule: 'sequence', side: 'A', cards: 5, ends: 'either' }],
  },
  {
    ...base,
    id: 37,
    red: { count: 2 },
    twoPlayer: { red: { count: 3 } },
    newCharacters: STICKER_B,
    rules: [
      {
        rule: 'constraints',
        deal: 'deck',
        cards: ALL_CONSTRAINTS,
        replace: 'fourOfAValueCut',
        cannotObey: 'skip',
        roundOfSkips: 'dialAndReplace',
      },
    ],
  },
  {
    ...base,
    id: 38,
    red: { count: 2 },
    twoPlayer: { red: { count: 3 } },
    newCharacters: STICKER_B,
    rules: [{ rule: 'turnedWires', who: 'captain' }],
  },
  {
    ...base,
    id: 39,
    red: { count: 2, of: 3 },
    yellow: { count: 4 },
    twoPlayer: { red: { count: 3 } },
    // No equipment card, so sticker A's False Bottom has no pile to join (docs/rules-decisions.md).
    equipment: false,
    setupInfo: 'random',
    newCharacters: STICKER_B,
    rules: [
      // The noble Number card: anyone may point at its four wires, holding one or not.
      { rule: 'cutTogether', wires: 'numberCard', withoutHoldingFrom: 2 },
      { rule: 'equipmentDeck', cards: 8, until: 'together', of: 'numbers' },
    ],
  },
  {
    ...base,
    id: 40,
    red: { count: 3 },
    twoPlayer: { noCaptainSetupInfo: true },
    newCharacters: STICKER_B,
    // The English card; the German card's alternating kinds are not built (docs/rules-decisions.md).
    rules: [{ rule: 'tokens', kind: 'count' }],
  },
  {
    ...base,
    id: 41,
    red: { count: 1, of: 3 },
    // One tripwire per seat, four at most: with five players the Captain has none.
    yellow: { count: 4, atMostPlayers: true },
    twoPlayer: { red: { count: 2, of: 3 }, yellow: { count: 2 } },
    deal: 'yellowsFirst',
    // The dial starts on the empty segment next to the skull.
    dialStart: 1,
    setupInfo: 'random',
    newCharacters: STICKER_B,
    rules: [{ rule: 'tripwires' }],
  },
  {
    ...base,
    id: 42,
    red: { count: 1, of: 3 },
    yellow: { count: 4 },
    extraEquipment: STICKER_A,
    newCharacters: STICKER_B,
    // No overall time limit: the timer only runs the timeline's table events.
    rules: [
      { rule: 'timer', timeline: TIMELINE_42 },
      { rule: 'tableEvents', timeline: TIMELINE_42 },
    ],
  },
] as const satisfies readonly MissionDef[];

export const MISSION_DEFS: readonly MissionDef[] = [
  ...BASE_MISSIONS,
  ...BOX_1,
  ...BOX_2,
  ...BOX_3,
  ...NEW_MISSIONS,
];
