/** `bomb-busters missions [--json]`: the missions the engine knows, with their wire setup. */
import { parseArgs } from 'node:util';
import {
  deadlineAt,
  drawsFor,
  MISSION_DEFS,
  ruleOf,
  type MissionDef,
  type TimerDef,
  type WireDraw,
} from '@bomb-busters/engine';
import { EXIT, printJson, type Io } from './io.js';
import { MISSIONS_USAGE } from './usage.js';

export interface MissionSummary {
  readonly id: MissionDef['id'];
  /** Blue values in play, four wires each. */
  readonly blue: string;
  /** Red and yellow wires with 3-5 players, and with 2 players where the card differs. */
  readonly red: string;
  readonly yellow: string;
  readonly twoPlayers: { readonly red: string; readonly yellow: string } | null;
  /** The fewest players, when the mission is not played with two (34: 3). */
  readonly minPlayers?: number;
  readonly equipment: string;
  /** Cards of the surprise boxes shuffled into the pile (e.g. "falseBottom"). */
  readonly extraEquipment: readonly string[];
  readonly sheet: string;
  /** The mission's own rules (its rule modules), in words; "-" when it has none. */
  readonly rules: string;
}

export function missions(args: readonly string[], io: Io): number {
  let json: boolean | undefined;
  try {
    ({
      values: { json },
    } = parseArgs({ args: [...args], options: { json: { type: 'boolean' } }, strict: true }));
  } catch (e) {
    io.err(`missions: ${(e as Error).message}\n\n${MISSIONS_USAGE}`);
    return EXIT.badInput;
  }
  const rows = MISSION_DEFS.map(summarize);
  if (json) printJson(io, rows);
  else io.out(table(rows));
  return EXIT.ok;
}

export function summarize(def: MissionDef): MissionSummary {
  const many = drawsFor(def, 3);
  const two = drawsFor(def, 2);
  const pair = (d: typeof many) => ({ red: draw(d.red, 5), yellow: draw(d.yellow, 1) });
  const usual = pair(many);
  const duo = pair(two);
  return {
    id: def.id,
    blue: `${def.blue[0]}-${def.blue[1]}`,
    ...usual,
    twoPlayers: duo.red === usual.red && duo.yellow === usual.yellow ? null : duo,
    ...(def.minPlayers ? { minPlayers: def.minPlayers } : {}),
    equipment: equipment(def),
    extraEquipment: def.equipment ? [...def.extraEquipment] : [],
    sheet: ruleOf(def, 'sheet')?.sheet.kind ?? '-',
    rules: rules(def),
  };
}

const EXTRA_NAMES: Readonly<Record<MissionDef['extraEquipment'][number], string>> = {
  falseBottom: 'False Bottom',
};

/** The table chat's policy, where the mission has one of its own (free talk says nothing). */
const CHAT_PHRASES: Readonly<Record<NonNullable<MissionDef['chat']>, string | null>> = {
  free: null,
  noNumbers: 'no wire number said',
  silent: 'no talking, chat signals only',
};

function equipment(def: MissionDef): string {
  // Mission 18 deals no equipment: its module lays the General Radar face up.
  if (ruleOf(def, 'designatedCutter')) return 'General Radar (8), unlimited';
  if (!def.equipment) return 'none';
  const base =
    def.bannedEquipment.length > 0 ? `random, never ${def.bannedEquipment.join(', ')}` : 'random';
  const extras = def.extraEquipment.map((card) => EXTRA_NAMES[card]);
  return extras.length > 0 ? `${base} + ${extras.join(', ')}` : base;
}

/**
 * "sheet balance", "sequence A, 3 cards": one phrase per rule module, in the mission's order,
 * after the setup the data changes (reds dealt first, setup tokens drawn at random).
 */
function rules(def: MissionDef): string {
  const chat = CHAT_PHRASES[def.chat ?? 'free'];
  const phrases = [
    ...(def.deal === 'redsFirst' ? ['reds dealt first'] : []),
    ...(def.deal === 'yellowsFirst' ? ['yellows dealt first, one per seat'] : []),
    ...(def.dialStart !== undefined ? [`dial ${def.dialStart} from the skull`] : []),
    ...(def.xWires ? ['X wires'] : []),
    ...(def.characters === 'flipped' ? ['character cards flipped'] : []),
    ...(def.setupInfo === 'random' ? ['setup tokens at random'] : []),
    ...(def.setupInfo === 'none' ? ['no setup tokens'] : []),
    ...def.rules.map(rulePhrase),
    ...(chat ? [chat] : []),
  ];
  return phrases.length > 0 ? phrases.join('; ') : '-';
}

/** A new module is a type error here until it has its phrase (and a line in the legend). */
function rulePhrase(spec: MissionDef['rules'][number]): string {
  switch (spec.rule) {
    case 'sheet':
      return `sheet ${spec.sheet.kind}`;
    case 'sequence':
      return `sequence ${spec.side}, ${spec.cards} cards`;
    case 'equipmentNumbers':
      return 'Number cards on equipment';
    case 'redNumber':
      return 'red Number card';
    case 'faceDownEquipment':
      return 'equipment face down, earned by Number cards';
    case 'designatedCutter':
      return 'General Radar each turn, a designated cutter';
    case 'falseTokens':
      return `the Captain's tokens false (${spec.setupTokens} at setup)`;
    case 'cutTogether': {
      // From 2 players on, anyone may point: nothing to add.
      const without =
        spec.withoutHoldingFrom > 2 ? ` (without one from ${spec.withoutHoldingFrom} players)` : '';
      if (spec.wires === 'yellowSweep')
        return 'yellow sweep: every yellow left cut together, when called';
      const set = spec.wires === 'red' ? 'reds' : "Number card's 4 wires";
      return `${set} cut together${without}`;
    }
    case 'equipmentDeck':
      return spec.of === 'numbers'
        ? `Number deck of ${spec.cards}, a card discarded each round until the cut together, then dealt for tokens`
        : `equipment deck of ${spec.cards}, a card discarded each round until the cut together`;
    case 'tripwires':
      return 'yellow tripwires, pointed at one at a time';
    case 'negativeTokens':
      return `${spec.tokens} tokens beside the stand, of values not held`;
    case 'tokenHandout':
      return spec.how === 'give'
        ? 'after 2 yellows, a token for the left neighbour'
        : 'after 2 yellows, a line of tokens, one each';
    case 'numberPick':
      return 'Number cards picked, one a turn';
    case 'numberHands':
      return 'Number cards in hand, one laid face down each turn';
    case 'captain':
      return [
        spec.dealtAtRandom ? 'Captain card at random' : 'the Captain',
        ...(spec.characterRemoved ? ['its character card boxed'] : []),
        ...(spec.failedDualCutExplodes ? ['its failed dual cut explodes'] : []),
        ...(spec.noEquipment === 'all'
          ? ['no equipment for it']
          : spec.noEquipment.length > 0
            ? [`no equipment ${spec.noEquipment.join(', ')} for it`]
            : []),
        // A card in the box has no Double Detector left to forbid.
        ...(spec.noDoubleDetector && !spec.characterRemoved ? ['nor its Double Detector'] : []),
      ].join(', ');
    case 'snip':
      return 'no turn order, "Snip!"';
    case 'turnedWires':
      return "the Captain's turned wire: seen by all but the Captain, cut by the Captain alone";
    case 'tokens':
      return spec.kind === 'parity' ? 'even/odd tokens' : 'x1/x2/x3 count tokens';
    case 'timer':
      return timerPhrase(spec);
    case 'constraints':
      if (spec.deal === 'secret')
        return `characters and constraint cards ${spec.cards.join('')} dealt face down: only the Captain card's holder obeys its card; accusations (wrong: dial +1); unable to obey: dial +2, every secret card discarded`;
      return spec.deal === 'pick'
        ? `constraint cards ${spec.cards.join('')} picked, one each (${spec.cannotObey} when not obeyed)`
        : `a shared constraint deck of ${spec.cards.length}, replaced ${spec.replace === 'captainEachTurn' ? "at each turn's start if the Captain wants" : 'once the 4 wires of a value are cut'} (${spec.cannotObey} when not obeyed${spec.roundOfSkips ? '; a round of skips: dial +1, next card' : ''})`;
    case 'speedRounds': {
      const windows = spec.timeline.cues.filter((c) => c.cue === 'draw').length;
      return `${windows} timed Number-card windows (2 wires of the value), then three values, then the yellow sweep`;
    }
    case 'tableEvents': {
      const tones = spec.timeline.cues.filter((c) => c.cue === 'listen').length;
      return `${tones} timed table events between signal tones, and a ta-da round`;
    }
  }
}

/** "time limit 15 min (12 min with 2 players)", or a timeline's limit and when time is up. */
function timerPhrase(def: TimerDef): string {
  if (!('timeline' in def)) {
    const two = def.twoPlayerLimit;
    return `time limit ${duration(def.limit)}${two === undefined || two === def.limit ? '' : ` (${duration(two)} with 2 players)`}`;
  }
  const clock = def.timeline;
  const ours = clock.approximate ? ' (timings ours, approximate)' : '';
  // A timeline of events only (mission 42).
  if (clock.moments.length === 0) return `no time limit, a timeline of its own${ours}`;
  const announced = clock.moments[0]?.left ?? 0;
  const up = deadlineAt(clock, Infinity);
  const cut = clock.moments.some((m) => m.say === 'shortened') ? ', cut short' : '';
  return `time limit on its own timeline: ${duration(announced)} announced${cut}, up after ${duration(up)}${ours}`;
}

/** 900 -> "15 min", 670 -> "11 min 10 s". */
export function duration(seconds: number): string {
  const min = Math.floor(seconds / 60);
  const s = seconds % 60;
  return [...(min > 0 ? [`${min} min`] : []), ...(s > 0 || min === 0 ? [`${s} s`] : [])].join(' ');
}

/** "1", "2 of 3", with the candidate range when it is restricted, e.g. "1 (1.5-9.5)". */
function draw(d: WireDraw | null, tenth: 1 | 5): string {
  if (!d) return '-';
  const count = d.of === undefined ? `${d.count}` : `${d.count} of ${d.of}`;
  if (!d.candidates) return count;
  const [lo, hi] = d.candidates;
  return `${count} (${lo}.${tenth}-${hi}.${tenth})`;
}

function table(rows: readonly MissionSummary[]): string {
  const header = ['mission', 'blue', 'red', 'yellow', '2 players', 'equipment', 'rules'];
  const cells = rows.map((r) => [
    String(r.id),
    r.blue,
    r.red,
    r.yellow,
    r.minPlayers
      ? 'not playable'
      : r.twoPlayers
        ? `red ${r.twoPlayers.red}, yellow ${r.twoPlayers.yellow}`
        : 'same',
    r.equipment,
    r.rules,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]?.length ?? 0)));
  const line = (c: readonly string[]) =>
    c
      .map((text, i) => text.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const legend =
    '\n"x of y": y candidates are shown on the board, x of them (unseen) are in play.\n' +
    'Sheets (3 New Missions): balance = Balancing on the Wire, rows = Parallel Wires,\n' +
    'liaisons = Dangerous Liaisons.\n' +
    'Sequence A or B: that side of the sequence card over that many face-up Number cards; the\n' +
    'values of the cards after it are closed (neither announced nor solo cut), and it moves on\n' +
    'once 2 (side A) or 4 (side B) wires of its value are cut.\n' +
    'False Bottom (rule sticker A): in the pile when yellow wires are in play; once 2 yellow\n' +
    'wires are cut, 2 more equipment cards join the board.\n' +
    'Number cards on equipment: a card unlocks once 2 wires of its value and 2 of its Number\n' +
    'card are cut.\n' +
    'Red Number card: the blue wires of its value act as red wires.\n' +
    'Reds dealt first: one per seat from the Captain, then the blue wires; setup tokens at\n' +
    'random: drawn, placed on a matching wire, else beside the stand.\n' +
    'Reds cut together: point at every red wire at once (a wrong one explodes); a seat holding\n' +
    'only reds must; with fewer players only a seat holding one may.\n' +
    "Number card's 4 wires cut together: the top Number card is turned face up; its four wires\n" +
    'leave only together, one seat pointing at all of them at once (a wrong one explodes).\n' +
    'Equipment deck: no equipment on the board; the cards wait face down, and at the end of each\n' +
    "round (before the Captain's turn) the top one is discarded unseen, until the cut together\n" +
    'turns the rest face up, usable at once.\n' +
    'Number deck: the same with the Number cards after the face-up one; once its wires are cut\n' +
    'together the cards left are dealt from the Captain, and each seat puts an info token on a\n' +
    'wire of a value it received (mission 39).\n' +
    'Yellows dealt first, one per seat: from the left of the Captain, who has none with 5 players.\n' +
    'Yellow tripwires: no cut names yellow; on their turn a seat may point at a teammate wire:\n' +
    'a yellow one is cut and the dial moves back 1, a blue one takes a token and the dial +1,\n' +
    'a red one explodes (mission 41).\n' +
    'Captain card at random: its holder is the Captain (the rookie of 14, Rhett of 17).\n' +
    "Its character card boxed: the Captain's card goes back to the box, so no Double Detector,\n" +
    'and Emergency Batteries cannot bring it back (Captain Careless, 28).\n' +
    'X wires: the last wire dealt to each stand stays unsorted at its far right, marked X, and\n' +
    'takes no setup token; no equipment acts on it, personal equipment included: only a plain\n' +
    'dual cut points at it (no detector, X or Y Ray, Post-it, label or radar), and the\n' +
    'Stabilizer does not cover a cut on it.\n' +
    "The Captain's turned wire: at setup the Captain turns one of their wires around unseen (at\n" +
    "random); it stands at the far right of the Captain's (last) stand, its value seen by all\n" +
    'but the Captain. Only the Captain cuts it, guessing: as their own wire of a plain dual cut,\n' +
    'or with their wires of a value in a solo cut; a wrong guess explodes. No equipment acts on\n' +
    'it; with it in hand, Reveal Red is the guess that it is red too. A seat that may point at\n' +
    'nothing else skips its turn for one notch.\n' +
    'Even/odd tokens, x1/x2/x3 count tokens: every info token (setup, failed cut, Post-it) says\n' +
    'whether its wire is even or odd, or how many wires of its value its stand holds, cut ones\n' +
    'included; a value held four times takes two x2 tokens, the owner choosing the second wire.\n' +
    'With count tokens the Post-it may also mark a cut wire.\n' +
    'Tokens beside the stand: no setup token on a wire; each seat puts that many tokens of\n' +
    'values it does not hold (yellow allowed) beside its stands, one beside each of two stands.\n' +
    'After 2 yellows: once the first two yellow wires are cut, from the Captain clockwise, each\n' +
    'seat takes an info token: from the supply for its left neighbour, or from a line drawn at\n' +
    'random (one per player) for itself; it goes on a wire of its value, else beside the stand.\n' +
    'Character cards flipped: no Double Detector for anyone, the whole mission.\n' +
    'Number cards picked: the 12 Number cards lie face up; a turn begins by turning one down, a\n' +
    'value the seat holds, and its cut must be of that value; a seat holding none skips its\n' +
    'turn; with none face up, all turn up again.\n' +
    'Constraint cards (A-L): what the seat obeying one may cut (A even, B odd, C 1-6, D 7-12,\n' +
    'E 4-9, F not 4-9), G no equipment, H no token placed after a failed cut and no wire with a\n' +
    'token cut, I and J not the far-right or far-left wire of a teammate stand, K no solo cut,\n' +
    'L a failed cut moves the dial 2 notches. A seat no cut of which obeys says so: its card\n' +
    'flips for good (flip), or it skips its turn, the dial unmoved (skip).\n' +
    "Number cards in hand: two face down to each seat (three to the Captain's right-hand\n" +
    "neighbour), the rest a deck. As each turn begins the active seat's right-hand neighbour\n" +
    '(or, holding none, the next seat further right) lays one face down; after the turn it is\n' +
    'revealed, and if the active seat cut a wire of its value the dial moves one notch; the\n' +
    'active seat takes it (after the Coffee Mug unrevealed). A card whose four wires are cut\n' +
    'is discarded; a hand left with one card draws; a seat without wires puts its cards under\n' +
    'the deck.\n' +
    'Equipment face down: no card unlocks by its number; once the four wires of the face-up\n' +
    'Number card are cut, the seat that cut the last turns one card over (usable at once) and\n' +
    'the next Number card is turned.\n' +
    "The Captain's tokens false: every token on the Captain's wires says the wire is NOT that\n" +
    'value; at setup the Captain places that many such tokens instead of one true token.\n' +
    'General Radar each turn, a designated cutter: the active seat turns a Number card, every\n' +
    'stand answers the radar on its value, and the active seat names one that said yes (itself\n' +
    "included) to cut that value; the next turn is the active seat's left neighbour's.\n" +
    'No turn order, "Snip!": after each turn nobody holds the next one; a seat with wires left\n' +
    'claims it by saying "Snip!", never the seat that took the last (unless 2 players, or it alone\n' +
    'has wires left).\n' +
    'No wire number said: a chat message naming a wire number (digits or a number word, in\n' +
    'English, French, Dutch or Vietnamese) moves the detonator one notch, however many it names;\n' +
    'spectators may not name one. No talking: the chat takes only signals (yes, no, wait...).\n' +
    'Time limit: real time, kept by the server, which loses the game when it runs out (timeUp);\n' +
    'bots and the solver ignore it. A timeline of its own (a recording) announces the time left\n' +
    'and may cut it short without warning.\n' +
    'Timed Number-card windows (Speed Mission!): at times of its timeline (ours) the server turns\n' +
    'the top Number card up; by its check 2 wires of that value must be cut (earlier cuts count),\n' +
    'else the miss costs what the timeline says (a notch, the lowest equipment card, a round of\n' +
    'signals only); some hits let the active seat draw a card and say if it holds it. Then three\n' +
    'values alone may be cut until all their wires are (in time, else the bomb explodes; a seat\n' +
    'holding none skips), then the yellow sweep: one seat points at every yellow wire left.\n' +
    'simulate plays this clock at 15 s of play per action.\n' +
    'Timed table events (mission 42): between two signal tones nobody cuts or uses equipment;\n' +
    'meanwhile a cut pair goes back uncut into its places, everyone moves one seat and plays the\n' +
    "next seat's stands, two cut wires swap places, the active seat's cut wires are taken off,\n" +
    'or the validation tokens are put away; in the ta-da round each successful cut waits for its\n' +
    'cutter\'s "Ta-da!" (the dial +1 if the round ends first). No time limit; simulate plays this\n' +
    'clock at 15 s of play per action, and the next cue at once while the table listens.\n';
  return `${[line(header), ...cells.map(line)].join('\n')}\n${legend}`;
}
