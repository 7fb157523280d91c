/**
 * Writes the example game records of this folder: `npx tsx examples/generate.ts`.
 *
 * Every game is played by a "cheating oracle" that sees the whole state: it cuts pairs it knows to
 * be right, answers pending choices, uses the equipment it has, and makes the few deliberate
 * mistakes (or the losing move) an example asks for. Its own choices come from a seeded RNG too,
 * so running the script again writes the same files. When a random line of play does not end as
 * the example wants (say a Balancing on the Wire game drifts past its start), it retries with the
 * next policy seed; the record's own `seed` never changes.
 */
import { readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import {
  applyAction,
  awaitsCue,
  colourOf,
  cuesDone,
  createGame,
  gameValueWith,
  legalActions,
  missionById,
  missionClock,
  ruleOf,
  seatToAct,
  viewFor,
  randomInt,
  seedRng,
  type Action,
  type Announce,
  type DualCutAction,
  type EquipmentCard,
  type GameRecord,
  type GameState,
  type LossCause,
  type RngState,
  type Seat,
  type WireRef,
} from '@bomb-busters/engine';

type Setup = Omit<GameRecord, 'format' | 'actions'>;

interface Example {
  readonly file: string;
  readonly setup: Setup;
  readonly expect: 'won' | LossCause;
  /** Deliberate failed cuts on blue or yellow wires during a won game (each costs a notch). */
  readonly misses?: number;
  /** From this action on, the active seat plays to lose in the expected way. */
  readonly sabotageAfter?: number;
  /** After this many actions the server's clock runs out: the record ends with `timeUp`. */
  readonly timeUpAfter?: number;
  /** The oracle's pace: the server's clock reaches each cue of the mission's timeline then. */
  readonly secondsPerAction?: number;
  /** What the line of play must show (README features), else the next policy seed is tried. */
  readonly shows?: readonly string[];
  /**
   * Mission 34: from this action on, a seat that may accuse does, first wrongly (a seat without
   * the Captain card), then rightly (the oracle sees the secret cards).
   */
  readonly accuseAfter?: number;
  /** Chat messages said after `at` actions of the oracle, or after the end. */
  readonly chat?: readonly { readonly at: number | 'end'; readonly say: Action }[];
  readonly note: string;
}

const here = dirname(fileURLToPath(import.meta.url));

// ------------------------------------------------------------------ the examples

const EXAMPLES: readonly Example[] = [
  {
    file: 'mission-1.json',
    setup: { mission: 1, players: 2, seed: 'mission-1' },
    expect: 'won',
    misses: 1,
    note: 'Two players, two stands each; a deliberate miss leaves an info token.',
  },
  {
    file: 'mission-2.json',
    setup: { mission: 2, players: 3, captain: 1, stands: explicitStands(2, 3, 1, 'mission-2') },
    expect: 'won',
    note: 'An explicit deal (`stands`, no `seed`): the captain (seat 1) holds stands 1 and 2.',
  },
  {
    file: 'mission-3.json',
    setup: { mission: 3, players: 4, seed: 'mission-3' },
    expect: 'redWire',
    sabotageAfter: 30,
    note: 'Lost: a dual cut on the red wire explodes the bomb.',
  },
  {
    file: 'mission-4.json',
    setup: { mission: 4, players: 5, seed: 'mission-4', equipment: [1, 2, 3, 4, 5] },
    expect: 'won',
    misses: 2,
    note: 'Label ≠, Walkie-Talkies, Triple Detector, Post-it and Super Detector.',
  },
  {
    file: 'mission-5.json',
    setup: { mission: 5, players: 2, seed: 'mission-5', equipment: [8, 12] },
    expect: 'won',
    note: 'Two players, two red wires; General Radar and Label =.',
  },
  {
    file: 'mission-6.json',
    setup: { mission: 6, players: 3, seed: 'mission-6', options: { stars: 1 } },
    expect: 'won',
    misses: 1,
    note: 'With the two Pro Kit star wires (`options.stars: 1`).',
  },
  {
    file: 'mission-7.json',
    setup: { mission: 7, players: 4, seed: 'mission-7', equipment: [11, 10, 9, 6] },
    expect: 'won',
    misses: 2,
    note: 'Coffee Mug, X or Y Ray, Stabilizer and Rewinder.',
  },
  {
    file: 'mission-8.json',
    setup: { mission: 8, players: 5, seed: 'mission-8', equipment: [7, 3, 10, 2, 6] },
    expect: 'won',
    misses: 2,
    note: 'Emergency Batteries recharge used Double Detectors.',
  },
  {
    file: 'mission-8-lost.json',
    setup: { mission: 8, players: 3, seed: 'mission-8-lost' },
    expect: 'detonator',
    sabotageAfter: 12,
    note: 'Lost: three failed cuts with three players bring the detonator to the skull.',
  },
  {
    file: 'mission-9.json',
    setup: { mission: 9, players: 3, seed: 'mission-9', equipment: ['falseBottom', 8, 12] },
    expect: 'won',
    misses: 1,
    note: 'A Sense of Priorities: the sequence card moves on after 2 wires of its value; the False Bottom (rule sticker A) brings 2 more equipment cards once 2 yellow wires are cut.',
  },
  {
    file: 'mission-10.json',
    setup: { mission: 10, players: 4, seed: 'mission-10' },
    expect: 'won',
    misses: 1,
    shows: ['snip out of order'],
    note: 'No turn order: after each turn nobody holds the next one, and a seat with wires says "Snip!" to take it (never the seat that took the last); the Coffee Mug is not in play. The 15-minute limit is kept by the server, not in the record.',
  },
  {
    file: 'mission-10-time-up.json',
    setup: { mission: 10, players: 3, seed: 'mission-10-time-up' },
    expect: 'timeUp',
    timeUpAfter: 24,
    note: "Lost to time: the server's clock ran out and applied `timeUp` (seat: the Captain), the record's last action.",
  },
  {
    file: 'mission-11.json',
    setup: { mission: 11, players: 4, seed: 'mission-11' },
    expect: 'won',
    misses: 1,
    note: 'Blue on Red: the 4 wires of the face-up Number card act as red; they leave by Reveal-Red.',
  },
  {
    file: 'mission-12.json',
    setup: { mission: 12, players: 4, seed: 'mission-12' },
    expect: 'won',
    note: 'A Number card lies on each equipment card: the card unlocks once 2 wires of its own value and 2 of its Number card are cut.',
  },
  {
    file: 'mission-13.json',
    setup: { mission: 13, players: 4, seed: 'mission-13' },
    expect: 'won',
    note: 'Red Alert!: the reds dealt first, setup tokens drawn at random (on a matching wire, else beside the stand), and the three reds cut together.',
  },
  {
    file: 'mission-14.json',
    setup: { mission: 14, players: 3, seed: 'mission-14' },
    expect: 'won',
    misses: 1,
    note: 'The rookie: the Captain card is dealt at random; only the others may miss.',
  },
  {
    file: 'mission-14-lost.json',
    setup: { mission: 14, players: 4, seed: 'mission-14-lost' },
    expect: 'captainFailedCut',
    sabotageAfter: 0,
    note: "Lost: the rookie's first failed dual cut explodes the bomb.",
  },
  {
    file: 'mission-15.json',
    setup: { mission: 15, players: 4, seed: 'mission-15' },
    expect: 'won',
    shows: ['flipEquipment'],
    note: 'Mission in Novosibirsk: the equipment lies face down; cutting the four wires of the face-up Number card turns a card over, usable at once.',
  },
  {
    file: 'mission-17.json',
    setup: { mission: 17, players: 3, seed: 'mission-17' },
    expect: 'won',
    misses: 2,
    shows: ['false token on a failed cut'],
    note: 'Rhett Herrings: the Captain card is dealt at random; Rhett places two false setup tokens ("not this value"), and a failed cut on his wire leaves a false token of the announced value; he uses no equipment.',
  },
  {
    file: 'mission-18.json',
    setup: { mission: 18, players: 3, seed: 'mission-18' },
    expect: 'won',
    misses: 1,
    shows: ['designate', 'equipment 8', 'soloCut'],
    note: 'BAT-Helping-Hand: no setup tokens; each turn a Number card is turned, every stand answers the General Radar on its value, and the active seat names who cuts it (itself included); the radar is also free to use any time.',
  },
  {
    file: 'mission-16.json',
    setup: { mission: 16, players: 4, seed: 'mission-16' },
    expect: 'won',
    note: 'Time to Reprioritize: side B of the sequence card moves on only after all 4 wires of its value.',
  },
  {
    file: 'mission-16-lost.json',
    setup: { mission: 16, players: 5, seed: 'mission-16-lost', numberCards: [4, 9, 11] },
    expect: 'blockedValues',
    sabotageAfter: 0,
    note: "Lost: nobody cuts the 4s the sequence card waits for, and Seat 5's turn begins with only closed values (two 9s): the bomb explodes.",
  },
  {
    file: 'mission-19.json',
    setup: { mission: 19, players: 3, seed: 'mission-19' },
    expect: 'won',
    misses: 1,
    note: 'Usual turns against the clock of its own timeline (15 minutes announced, then cut short; timings ours and approximate), which the server keeps: the record holds no time.',
  },
  {
    file: 'mission-20.json',
    setup: { mission: 20, players: 4, stands: explicitStands(20, 4, 0, 'mission-20') },
    expect: 'won',
    misses: 1,
    shows: ['dual cut on an X wire'],
    note: "The Big Bad Wolf, dealt explicitly: each stand's last listed wire is its X wire, which stays unsorted at the stand's far right; no equipment points at it, only plain dual cuts.",
  },
  {
    file: 'mission-21.json',
    setup: { mission: 21, players: 3, seed: 'mission-21' },
    expect: 'won',
    misses: 2,
    shows: ['even/odd token on a failed cut', 'even/odd token by the Post-it'],
    note: 'Death by Haggis: every info token says only whether its wire is even or odd, at setup and after a failed cut alike.',
  },
  {
    file: 'mission-22.json',
    setup: { mission: 22, players: 3, seed: 'mission-22-6' },
    expect: 'won',
    misses: 1,
    shows: ['token beside a stand', 'token given to the left', 'placeToken choice'],
    note: 'Negative Impressions: no setup token on a wire; each seat puts two tokens of values it does not hold beside its stands (the Captain, with two stands, one beside each). Once the first two yellows are cut, from the Captain clockwise each takes a token from the supply for its left neighbour, who places it on a wire of that value (asked which), else beside its stand.',
  },
  {
    file: 'mission-23.json',
    setup: { mission: 23, players: 4, seed: 'mission-23' },
    expect: 'won',
    misses: 1,
    shows: ['deckDiscarded', 'deckRevealed'],
    note: 'Defusing in Fordwich: the four wires of the face-up Number card leave only together, one seat pointing at all of them; no equipment on the board but a face-down deck of seven, which loses its top card at the end of each round until then, and then goes face up, usable at once.',
  },
  {
    file: 'mission-24.json',
    setup: { mission: 24, players: 2, seed: 'mission-24-four' },
    expect: 'won',
    misses: 1,
    shows: ['count token on a failed cut', 'countPair choice'],
    note: "Tally Ho!: every info token says how many wires of its value its stand holds, cut ones included (x1, x2, x3). The seed deals all four 7s to seat 1's first stand: a token on one of them is one of two x2 tokens, and its owner picks the other wire.",
  },
  {
    file: 'mission-25.json',
    setup: { mission: 25, players: 3, seed: 'mission-25' },
    expect: 'won',
    chat: [
      { at: 0, say: { type: 'say', seat: 1, text: 'Bonne chance, l’équipe !' } },
      { at: 4, say: { type: 'say', seat: 'spectator', name: 'Eve', text: 'Go team, no numbers!' } },
      { at: 8, say: { type: 'say', seat: 2, signal: 'wait' } },
      { at: 12, say: { type: 'say', seat: 0, text: 'I think your seven is on the left' } },
      { at: 'end', say: { type: 'say', seat: 2, text: 'Phew: the 7 was the last one!' } },
    ],
    shows: ['message moving the dial', 'spectator message', 'post-game talk'],
    note: "The Better to Hear You with…: nobody may say a wire number; a chat message naming one (digits or a number word, in English, French, Dutch or Vietnamese) moves the dial one notch, however many it names. The table chat in a record: a message during the setup round, a spectator's (with the name it joined with), a signal, one that costs a notch, and talk after the end, where numbers are free.",
  },
  {
    file: 'mission-26.json',
    setup: { mission: 26, players: 4, seed: 'mission-26' },
    expect: 'won',
    misses: 1,
    shows: ['skip'],
    note: 'Speaking of the Wolf: the twelve Number cards lie face up; each turn begins by turning one down, a value the seat holds, which it must then cut; with none face up they all turn up again, and a seat holding none of the face-up values skips its turn.',
  },
  {
    file: 'mission-27.json',
    setup: { mission: 27, players: 4, seed: 'mission-27', handoutTokens: [5, 8, 12, 'yellow'] },
    expect: 'won',
    misses: 1,
    shows: ['tokensDrawn', 'placeToken choice', 'tokenReturned', 'infoBeside'],
    note: 'Playing with Wire: the character cards are flipped (no Double Detector) and Emergency Batteries are out. Once the first two yellows are cut, as many info tokens as players are drawn face up in a line, and from the Captain clockwise each takes one and places it on a wire of that value (asked which), else beside its stand.',
  },
  {
    file: 'mission-38.json',
    setup: { mission: 38, players: 4, seed: 'mission-38', turned: [7] },
    expect: 'won',
    misses: 1,
    shows: ['turned wire cut'],
    note: 'Knit a Wire, Purl a Wire: the Captain turned their 7 around unseen (fixed by "turned"); it stands at the far right of their stand, seen by everyone but the Captain. Only the Captain cuts it, naming it as their own wire in a plain dual cut: a guess (a wrong one would explode the bomb); the teammates may not point at it.',
  },
  {
    file: 'mission-28.json',
    setup: { mission: 28, players: 4, seed: 'mission-28' },
    expect: 'won',
    misses: 2,
    shows: ['equipment 7'],
    note: "Captain Careless: the Captain's character card is back in the box (no Double Detector, and Emergency Batteries cannot bring it back) and the Captain uses no equipment; the others' misses cost a notch, the Captain's would explode the bomb.",
  },
  {
    file: 'mission-29.json',
    setup: { mission: 29, players: 4, seed: 'mission-29', equipment: [11] },
    expect: 'won',
    shows: [
      'notch of a laid card',
      'laid card taken unrevealed',
      'numberCardsDiscarded',
      'numbersReturned',
    ],
    note: "Guessing Game: the Number cards lie face down in the players' hands. As each turn begins, the active seat's right-hand neighbour lays one face down; after the turn it is revealed (a notch if the active seat cut a wire of its value) and the active seat takes it. After the Coffee Mug the card is taken unrevealed. A card whose four wires are cut is discarded, a hand left with one card draws, and a seat without wires puts its cards under the deck.",
  },
  {
    file: 'mission-30.json',
    setup: { mission: 30, players: 4, seed: 'mission-30' },
    expect: 'won',
    secondsPerAction: 20,
    shows: ['window made', 'window missed', 'threeValuesCut', 'yellow sweep'],
    note: "Speed Mission!: the server's clock applies each cue of our timeline (`cue`, seat the Captain; here one every few actions). A window opens on the top Number card and is made if two wires of its value are cut by its check, earlier cuts included; a miss costs what the timeline says. Then three values that alone may be cut until all their wires are, a seat holding none skipping, and the yellow sweep: one seat points at every yellow wire left.",
  },
  {
    file: 'mission-33.json',
    setup: { mission: 33, players: 4, seed: 'mission-33' },
    expect: 'won',
    misses: 1,
    shows: ['even/odd token on a failed cut'],
    note: 'What Happens in Vegas…: as in mission 21, every info token says only whether its wire is even or odd.',
  },
  {
    file: 'mission-35.json',
    setup: { mission: 35, players: 3, stands: explicitStands(35, 3, 0, 'mission-35') },
    expect: 'won',
    misses: 1,
    shows: ['dual cut on an X wire'],
    note: "No Link, Single Wire, dealt explicitly: each stand's last listed wire is its X wire, a blue one dealt before the reds and yellows; nobody may cut an X wire until all four yellow wires are cut, and no equipment ever points at one.",
  },
  {
    file: 'mission-36.json',
    setup: { mission: 36, players: 4, seed: 'mission-36' },
    expect: 'won',
    shows: ['placeSequence', 'sequenceMoved'],
    note: 'Panic under the Palm Trees: five Number cards in a row; the Captain puts the sequence card at either end before the setup tokens. Only the value next to it may be cut among the row; once 2 of its wires are cut the card is removed and the seat that cut them puts the sequence card at either end again.',
  },
  {
    file: 'mission-40.json',
    setup: { mission: 40, players: 2, seed: 'mission-40' },
    expect: 'won',
    misses: 1,
    shows: ['count token on a failed cut'],
    note: 'Hard to Die (A Christmas Tale), the English card: as in mission 24, every info token counts the wires of its value on its stand (x1, x2, x3); with two players the Captain places no setup token.',
  },
  {
    file: 'mission-31.json',
    setup: { mission: 31, players: 4, seed: 'mission-31' },
    expect: 'won',
    shows: ['pickConstraint', 'constraintFlipped'],
    note: 'With One Hand Tied Behind My Back: before the setup tokens each seat, from the Captain clockwise, takes one of the face-up constraint cards A-E and obeys it; a seat that can make no cut its card allows turns it face down for good and plays freely.',
  },
  {
    file: 'mission-32.json',
    setup: { mission: 32, players: 3, seed: 'mission-32' },
    expect: 'won',
    shows: ['replaceConstraint', 'constraintReplaced'],
    note: 'Pranks-A-Plenty: the top card of the shuffled constraint deck binds everyone; at the start of each turn the Captain keeps it or turns the next one up (`replaceConstraint`), and a seat no cut of which obeys it says so and skips (`cannotObey`), the dial unmoved.',
  },
  {
    file: 'mission-34.json',
    setup: { mission: 34, players: 4, seed: 'mission-34' },
    expect: 'won',
    accuseAfter: 6,
    shows: ['wrong accusation', 'right accusation', 'double detector'],
    note: 'The Weakest Link: the character cards and one constraint card A-E per seat are dealt face down (the record could fix them with `secretDeal`); only the holder of the Captain card obeys its card, and nobody has a Double Detector while the characters are hidden. At the start of its turn a seat accuses a teammate and names a card: first wrongly (the dial moves a notch), then rightly, which turns the characters face up (Double Detectors usable) and discards the constraint cards.',
  },
  {
    file: 'mission-37.json',
    setup: { mission: 37, players: 4, seed: 'mission-37' },
    expect: 'won',
    shows: ['constraintReplaced'],
    note: "Joker's Gone Wild: the shared constraint card is replaced each time the four wires of a value are cut; a seat that cannot obey skips, and a whole round of skips moves the dial a notch and replaces the card.",
  },
  {
    file: 'mission-39.json',
    setup: { mission: 39, players: 4, seed: 'mission-39' },
    expect: 'won',
    misses: 1,
    shows: ['deckDiscarded', 'numbersDealt'],
    note: 'The 4 Noble Wires: no equipment; the four wires of the face-up Number card leave only together, one seat pointing at all of them, holding one or not; setup tokens drawn at random. A face-down deck of eight Number cards loses its top card at the end of each round until then; then the cards left are dealt from the Captain, and each seat marks a wire of a number it received (asked which), ignoring numbers it no longer holds.',
  },
  {
    file: 'mission-41.json',
    setup: { mission: 41, players: 3, seed: 'mission-41' },
    expect: 'won',
    shows: ['tripwire'],
    note: 'Latin Bombshell: the yellow wires are tripwires, dealt first, one per seat; the dial starts next to the skull. No cut names yellow: on their turn a seat points at a teammate wire it takes for a tripwire, which is cut, and the dial moves back a notch. Setup tokens drawn at random.',
  },
  {
    file: 'mission-42.json',
    setup: { mission: 42, players: 4, seed: 'mission-42' },
    expect: 'won',
    secondsPerAction: 25,
    shows: ['pairRestored', 'seatsChanged', 'cutSwapped', 'cutRemoved', 'taDa'],
    note: "Time to Run Away and Join the Circus: no time limit; the server's clock applies each cue of our timeline (`cue`, seat the Captain). Between two signal tones nobody cuts; meanwhile a cut pair goes back uncut into its places, everyone moves one seat and plays the next seat's stands, two cut wires swap places, the active seat's cut wires are taken off the table, the validation tokens are put away; in the ta-da round each successful cut waits for its cutter's `taDa`.",
  },
  {
    file: 'new-1.json',
    setup: { mission: 'new-1', players: 3, seed: 'new-1' },
    expect: 'won',
    note: 'Balancing on the Wire: every pair checks a cell; completed lines move the dial.',
  },
  {
    file: 'new-2.json',
    setup: { mission: 'new-2', players: 4, seed: 'new-2' },
    expect: 'won',
    note: 'Parallel Wires: only the leftmost open cell of each row may be cut; coffees.',
  },
  {
    file: 'new-3.json',
    setup: { mission: 'new-3', players: 2, seed: 'new-3' },
    expect: 'won',
    note: 'Dangerous Liaisons: three opening lines, then a line per completed cartouche.',
  },
];

/**
 * A deal written out as `stands`: the wires a seeded game would deal, each stand as it lies (sorted,
 * an X wire last: where a record's `stands` puts it).
 */
function explicitStands(mission: number, players: number, captain: Seat, seed: string) {
  const game = createGame({ mission, players, captain, seed });
  if (!game.ok) throw new Error(game.error.message);
  return game.value.hands.flatMap((stands) => stands.map((stand) => stand.map((w) => w.printed)));
}

// ------------------------------------------------------------------ the oracle

class Dice {
  constructor(private state: RngState) {}
  int(n: number): number {
    const [value, next] = randomInt(this.state, n);
    this.state = next;
    return value;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from nothing');
    return items[this.int(items.length)] as T;
  }
  chance(p: number): boolean {
    return this.int(1000) < p * 1000;
  }
  shuffled<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
}

interface Context {
  readonly dice: Dice;
  readonly example: Example;
  misses: number;
  actions: number;
}

interface Held {
  readonly ref: WireRef;
  readonly printed: number;
}

const uncut = (state: GameState, seat: Seat): Held[] =>
  (state.hands[seat] ?? []).flatMap((stand, s) =>
    stand.flatMap((w, index) =>
      w.cut ? [] : [{ ref: { seat, stand: s, index }, printed: w.printed }],
    ),
  );
const seats = (state: GameState): Seat[] => state.hands.map((_, seat) => seat);
const wireOf = (state: GameState, ref: WireRef) => state.hands[ref.seat]?.[ref.stand]?.[ref.index];
const wireAt = (state: GameState, ref: WireRef): number => wireOf(state, ref)?.printed ?? -1;
// The oracle's game values: mission 11's red Number card makes its blue wires red.
let redValues: readonly number[] = [];
const valueOf = (printed: number) => gameValueWith(printed, redValues);
const isRed = (printed: number) => valueOf(printed) === 'red';
const heldValues = (state: GameState, seat: Seat): Announce[] => [
  ...new Set(
    uncut(state, seat)
      .map((w) => valueOf(w.printed))
      .filter((v): v is Announce => v !== 'red'),
  ),
];
/** Who takes the turn's action: the active seat, or mission 18's designee. */
const actor = (state: GameState): Seat => state.radarTurn?.designee ?? state.activeSeat;
const legal = (state: GameState, action: Action): boolean => applyAction(state, action).ok;
const available = (state: GameState, card: EquipmentCard): boolean =>
  state.equipment.some((s) => s.card === card && s.state === 'available');
const firstLegal = (state: GameState, actions: readonly Action[]): Action | undefined =>
  actions.find((a) => legal(state, a));

function decide(state: GameState, ctx: Context): Action {
  if (state.pending) return answer(state, ctx);
  // Mission 10: nobody holds the turn; any seat that may says "Snip!" first.
  // Mission 42: a cut in a ta-da round waits for its "Ta-da!" (a claim of the open turn too).
  const claims = seats(state).flatMap((seat) =>
    legalActions(state, seat).filter((a) => a.type === 'snip' || a.type === 'taDa'),
  );
  if (claims.length > 0) return ctx.dice.pick(claims);
  const sabotage =
    ctx.example.sabotageAfter !== undefined && ctx.actions >= ctx.example.sabotageAfter;
  if (sabotage) {
    const losing = losingMove(state, ctx);
    if (losing) return losing;
  }
  const equipment = equipmentMove(state, ctx);
  if (equipment) return equipment;
  const accusation = accuseMove(state, ctx);
  if (accusation) return accusation;
  const pick = pickMove(state, ctx);
  if (pick) return pick;
  if (ctx.misses > 0 && state.dial.stepsToSkull > 1 && ctx.dice.chance(0.08)) {
    const miss = missMove(state, ctx);
    if (miss) {
      ctx.misses--;
      return miss;
    }
  }
  return turnMove(state, ctx);
}

/** Answer the pending choice; sheet cells are picked to keep the dial away from both ends. */
function answer(state: GameState, ctx: Context): Action {
  const pending = state.pending;
  if (!pending) throw new Error('no pending choice');
  const { seat } = pending;
  switch (pending.kind) {
    case 'setupInfo':
      return { type: 'info', seat, wire: ctx.dice.pick(pending.options) };
    case 'falseInfo': {
      // Rhett's token (mission 17): any offered wire, any offered value but its own.
      const wire = ctx.dice.pick(pending.options);
      const own = valueOf(wireAt(state, wire));
      return {
        type: 'info',
        seat,
        wire,
        value: ctx.dice.pick(pending.values.filter((v) => v !== own)),
      };
    }
    case 'flipEquipment':
      return { type: 'flipEquipment', seat, slot: ctx.dice.pick(pending.options) };
    case 'designate':
      return { type: 'designate', seat, designee: ctx.dice.pick(pending.options) };
    case 'detectorCut':
    case 'detectorToken':
    case 'walkieTalkie':
    case 'countPair':
      return { type: 'choose', seat, wire: ctx.dice.pick(pending.options) };
    // Missions 22 and 27: a token beside the stand at setup, a token to take, where it goes.
    case 'besideToken':
    case 'takeToken':
      return { type: 'takeToken', seat, value: ctx.dice.pick(pending.options) };
    case 'placeToken':
      return { type: 'info', seat, wire: ctx.dice.pick(pending.options) };
    // Mission 29: any of the layer's Number cards, face down for the active seat's turn.
    case 'layNumber':
      return { type: 'layNumber', seat, number: ctx.dice.pick(pending.options) };
    // Mission 36: either end of the row for the sequence card.
    case 'placeSequence':
      return { type: 'placeSequence', seat, end: ctx.dice.pick(pending.options) };
    // Missions 31 and 32: any face-up constraint card; the Captain replaces the shared one now and then.
    case 'pickConstraint':
    case 'replaceConstraint':
      return ctx.dice.pick(legalActions(state, seat));
    case 'drawLine':
      return { type: 'drawLine', seat, cartouche: ctx.dice.pick(pending.options) };
    case 'checkCell': {
      const scored = ctx.dice.shuffled(pending.options).map((cell) => {
        const action: Action = { type: 'checkCell', seat, cell };
        const after = applyAction(state, action);
        const steps = after.ok ? after.value.state.dial.stepsToSkull : -99;
        const lost = !after.ok || after.value.state.status === 'lost';
        return { action, score: lost ? -1000 : -Math.abs(steps - (state.dial.start + 1) / 2) };
      });
      scored.sort((a, b) => b.score - a.score);
      return (scored[0] as { action: Action }).action;
    }
  }
}

/**
 * Mission 26: a turn begins by turning down a face-up Number card the seat holds (any: the oracle
 * can always cut it), or skips when it holds none; a seat holding only reds reveals them instead.
 */
function pickMove(state: GameState, ctx: Context): Action | undefined {
  if (state.numberPick?.picked !== null || state.turn.done) return undefined;
  const seat = actor(state);
  if (uncut(state, seat).every((w) => isRed(w.printed))) return undefined;
  const picks = legalActions(state, seat).filter(
    (a) => a.type === 'pickNumber' || a.type === 'skip',
  );
  return picks.length > 0 ? ctx.dice.pick(picks) : undefined;
}

/**
 * Mission 34 from `accuseAfter` on: the first accusation names a seat without the Captain card
 * (wrong: a notch), the next one the weakest link and its card.
 */
function accuseMove(state: GameState, ctx: Context): Action | undefined {
  const after = ctx.example.accuseAfter;
  const c = state.constraints;
  if (after === undefined || ctx.actions < after || !c?.secret) return undefined;
  const offered = legalActions(state, actor(state)).filter((a) => a.type === 'accuse');
  const holder = state.characters.findIndex((ch) => ch.card === 'captain');
  const wrongBefore = state.log.some((e) => e.type === 'accused');
  const right = (a: Action) =>
    a.type === 'accuse' && a.accused === holder && c.seats[holder]?.card === a.card;
  const options = offered.filter((a) => right(a) === wrongBefore);
  return options.length > 0 ? ctx.dice.pick(options) : undefined;
}

/** A correct cut, else a coffee or the stuck rule. */
function turnMove(state: GameState, ctx: Context): Action {
  const seat = actor(state);
  const mine = uncut(state, seat);
  // The wires cut together: mission 13's reds, or the four of mission 23's Number card.
  const number = state.together?.number;
  const inSet = (w: Held) =>
    number === undefined ? isRed(w.printed) : valueOf(w.printed) === number;
  // The oracle points at the teammates' wires of the set.
  const set = seats(state)
    .filter((s) => s !== seat)
    .flatMap((s) => uncut(state, s).filter(inSet))
    .map((w) => w.ref);
  const together = firstLegal(state, [{ type: 'cutTogether', seat, wires: set }]);
  if (together && (mine.every(inSet) || ctx.dice.chance(0.3))) return together;
  // Mission 41: the oracle points at a teammate's tripwire, at once when it cannot cut.
  const tripwires = seats(state)
    .filter((s) => s !== seat)
    .flatMap((s) => uncut(state, s).filter((w) => valueOf(w.printed) === 'yellow'))
    .map((w): Action => ({ type: 'tripwire', seat, wire: w.ref }))
    .filter((a) => legal(state, a));
  // No die is thrown without one, so the other examples' lines of play stay as they were.
  const tripwire = tripwires.length > 0 ? ctx.dice.pick(tripwires) : undefined;
  const cannotCut = mine.every((w) => ['yellow', 'red'].includes(String(valueOf(w.printed))));
  if (tripwire && (cannotCut || ctx.dice.chance(0.3))) return tripwire;
  if (mine.length > 0 && mine.every((w) => isRed(w.printed))) return { type: 'revealRed', seat };
  // Mission 38: the oracle knows the Captain's turned wire, so its guesses are right.
  const turned = mine.find((w) => wireOf(state, w.ref)?.turned);
  const solo = firstLegal(
    state,
    heldValues(state, seat).flatMap((value): Action[] => [
      { type: 'soloCut', seat, value },
      ...(turned && valueOf(turned.printed) === value
        ? [{ type: 'soloCut' as const, seat, value, turned: true as const }]
        : []),
    ]),
  );
  if (solo) return solo;
  const pairs = bySequence(
    state,
    ctx,
    ctx.dice.shuffled(
      heldValues(state, seat).flatMap((value) =>
        seats(state)
          .filter((s) => s !== seat)
          .flatMap((s) => uncut(state, s).filter((w) => valueOf(w.printed) === value))
          .map((target) => ({ value, target })),
      ),
    ),
  );
  for (const { value, target } of pairs) {
    const plain: DualCutAction = { type: 'dualCut', seat, value, target: target.ref };
    const guess =
      turned && valueOf(turned.printed) === value ? { ...plain, own: turned.ref } : null;
    if (guess && (!legal(state, plain) || ctx.dice.chance(0.5)) && legal(state, guess))
      return guess;
    if (!legal(state, plain)) continue;
    return firstLegal(state, embellish(state, ctx, plain, value, target)) ?? plain;
  }
  const others = seats(state).filter((s) => s !== seat && uncut(state, s).length > 0);
  const coffees = (state.grid?.icons ?? []).flatMap((icon, coffee) =>
    icon.kind === 'coffee' && others.length > 0
      ? [{ type: 'coffee' as const, seat, coffee, next: ctx.dice.pick(others) }]
      : [],
  );
  // Mission 30's three values, or a constraint card no cut obeys (31 flips it, 32 and 37 skip).
  const pass = firstLegal(state, [
    ...coffees,
    { type: 'skip', seat },
    { type: 'cannotObey', seat },
  ]);
  if (pass) return pass;
  // A constraint card may forbid every right cut (the wire's far end, its token): a guess, then.
  const guesses = legalActions(state, seat).filter((a) => a.type === 'dualCut' && !a.detector);
  return guesses.length > 0 ? ctx.dice.pick(guesses) : { type: 'stuck', seat };
}

/**
 * With a sequence card, pairs of the value under it first, as a player keeping the game open
 * would; when the example plays to be blocked (`blockedValues`), those pairs last. Without one,
 * the order is left alone.
 */
function bySequence<T extends { value: Announce }>(
  state: GameState,
  ctx: Context,
  pairs: readonly T[],
): T[] {
  const seq = state.sequence;
  if (!seq) return [...pairs];
  const waited = seq.numbers[seq.at];
  const starve =
    ctx.example.expect === 'blockedValues' &&
    ctx.example.sabotageAfter !== undefined &&
    ctx.actions >= ctx.example.sabotageAfter;
  const rank = (p: T) => (p.value === waited ? (starve ? 1 : -1) : 0);
  return [...pairs].sort((a, b) => rank(a) - rank(b));
}

/** Variants of a correct dual cut that show off detectors, X or Y Ray and `own`. */
function embellish(
  state: GameState,
  ctx: Context,
  plain: DualCutAction,
  value: Announce,
  target: Held,
): DualCutAction[] {
  const { seat } = plain;
  const base = { type: 'dualCut' as const, seat, value };
  const out: DualCutAction[] = [];
  const stand = uncut(state, target.ref.seat).filter((w) => w.ref.stand === target.ref.stand);
  const others = ctx.dice.shuffled(stand.filter((w) => w.ref.index !== target.ref.index));
  const refs = (n: number) =>
    [target, ...others.slice(0, n - 1)].map((w) => w.ref).sort((a, b) => a.index - b.index);
  if (typeof value === 'number') {
    if (available(state, 5) && ctx.dice.chance(0.5))
      out.push({
        ...base,
        detector: 'super',
        stand: { seat: target.ref.seat, stand: target.ref.stand },
      });
    if (available(state, 3) && stand.length >= 3 && ctx.dice.chance(0.5))
      out.push({ ...base, detector: 'triple', targets: refs(3) });
    if (state.characters[seat]?.used === false && stand.length >= 2 && ctx.dice.chance(0.2))
      out.push({ ...base, detector: 'double', targets: refs(2) });
  }
  if (available(state, 10) && ctx.dice.chance(0.5)) {
    const second = heldValues(state, seat).filter((v) => v !== value);
    if (second.length > 0) {
      const other = ctx.dice.pick(second);
      out.push({ ...plain, value: ctx.dice.chance(0.5) ? [value, other] : [other, value] });
    }
  }
  const mine = uncut(state, seat).filter((w) => valueOf(w.printed) === value);
  if (mine.length >= 2 && ctx.dice.chance(0.25))
    out.push({ ...plain, own: (mine.at(-1) as Held).ref });
  return out;
}

/** The Captain whose failed dual cut explodes the bomb, in the missions that have one. */
function carelessCaptain(state: GameState): Seat | null {
  const def = missionById(state.mission);
  return def && ruleOf(def, 'captain')?.failedDualCutExplodes ? state.captain : null;
}

/** A deliberate wrong guess on a blue or yellow wire (sometimes with the Double Detector). */
function missMove(state: GameState, ctx: Context): Action | undefined {
  const seat = actor(state);
  // A Captain whose miss explodes (14's rookie, 28's Captain Careless) misses only when the
  // example loses that way, and then nobody else does.
  if ((seat === carelessCaptain(state)) !== (ctx.example.expect === 'captainFailedCut'))
    return undefined;
  const values = heldValues(state, seat).filter((v) => v !== 'star');
  const wrong = ctx.dice.shuffled(
    values.flatMap((value) =>
      seats(state)
        .filter((s) => s !== seat)
        .flatMap((s) => uncut(state, s))
        .filter((w) => !isRed(w.printed) && colourOf(w.printed) !== 'star')
        .filter((w) => valueOf(w.printed) !== value)
        .map((target) => ({ value, target })),
    ),
  );
  for (const { value, target } of wrong) {
    if (
      typeof value === 'number' &&
      state.characters[seat]?.used === false &&
      ctx.dice.chance(0.4)
    ) {
      const partner = uncut(state, target.ref.seat).find(
        (w) =>
          w.ref.stand === target.ref.stand &&
          w.ref.index !== target.ref.index &&
          valueOf(w.printed) !== value,
      );
      const detector: Action | undefined = partner && {
        type: 'dualCut',
        seat,
        value,
        detector: 'double',
        targets: [target.ref, partner.ref].sort((a, b) => a.index - b.index),
      };
      if (detector && legal(state, detector)) return detector;
    }
    const action: Action = { type: 'dualCut', seat, value, target: target.ref };
    if (legal(state, action)) return action;
  }
  return undefined;
}

/** The move that loses the way the example wants. */
function losingMove(state: GameState, ctx: Context): Action | undefined {
  const seat = actor(state);
  if (ctx.example.expect === 'redWire') {
    const red = seats(state)
      .filter((s) => s !== seat)
      .flatMap((s) => uncut(state, s))
      .find((w) => isRed(w.printed));
    const value = heldValues(state, seat)[0];
    if (red && value !== undefined) return { type: 'dualCut', seat, value, target: red.ref };
    return undefined;
  }
  // Blocked: no move of its own; turnMove leaves the value under the sequence card for last.
  if (ctx.example.expect === 'blockedValues') return undefined;
  return missMove(state, ctx);
}

/** Use an available equipment card when it has a sensible use; any-time cards by any seat. */
function equipmentMove(state: GameState, ctx: Context): Action | undefined {
  if (state.status !== 'playing' || state.turn.done) return undefined;
  const active = actor(state);
  for (const slot of state.equipment) {
    if (slot.state !== 'available' || !ctx.dice.chance(0.35)) continue;
    const card = slot.card;
    if (typeof card !== 'number') continue;
    const user = [1, 2, 4, 12].includes(card) ? ctx.dice.pick(seats(state)) : active;
    const mine = uncut(state, user);
    const teammates = seats(state).filter((s) => s !== user && uncut(state, s).length > 0);
    let candidates: Action[] = [];
    switch (card) {
      case 1:
      case 12:
        candidates = (state.hands[user] ?? []).flatMap((stand, s) =>
          stand.map((_, index) => ({
            type: 'equipment' as const,
            seat: user,
            card,
            wire: { seat: user, stand: s, index },
          })),
        );
        break;
      case 2:
        if (teammates.length > 0 && mine.length > 0)
          candidates = [
            {
              type: 'equipment',
              seat: user,
              card,
              wire: ctx.dice.pick(mine).ref,
              teammate: ctx.dice.pick(teammates),
            },
          ];
        break;
      case 4:
        candidates = mine.map((w) => ({ type: 'equipment', seat: user, card, wire: w.ref }));
        break;
      case 6:
        if (state.dial.stepsToSkull < state.dial.start)
          candidates = [{ type: 'equipment', seat: user, card }];
        break;
      case 7: {
        // A card back in the box (mission 28) cannot be turned back.
        const used = seats(state).filter(
          (s) => state.characters[s]?.used && !state.characters[s].removed,
        );
        if (used.length > 0)
          candidates = [{ type: 'equipment', seat: user, card, seats: used.slice(0, 2) }];
        break;
      }
      case 8:
        candidates = [{ type: 'equipment', seat: user, card, value: 1 + ctx.dice.int(12) }];
        break;
      case 9:
        candidates = [{ type: 'equipment', seat: user, card }];
        break;
      case 11:
        if (teammates.length > 0)
          candidates = [{ type: 'equipment', seat: user, card, next: ctx.dice.pick(teammates) }];
        break;
      default:
        break;
    }
    const action = firstLegal(state, ctx.dice.shuffled(candidates));
    if (action) return action;
  }
  return undefined;
}

// ------------------------------------------------------------------ playing and writing

interface Played {
  readonly record: GameRecord;
  readonly final: GameState;
}

function playOnce(example: Example, attempt: number): Played | null {
  const created = createGame(example.setup);
  if (!created.ok) throw new Error(`${example.file}: ${created.error.message}`);
  let state = created.value;
  redValues = viewFor(state, 'spectator').redValues;
  const ctx: Context = {
    dice: new Dice(seedRng(`${example.file}#${attempt}`)),
    example,
    misses: example.misses ?? 0,
    actions: 0,
  };
  const actions: Action[] = [];
  const say = (at: number | 'end') => {
    for (const { say: message } of (example.chat ?? []).filter((c) => c.at === at)) {
      const applied = applyAction(state, message);
      if (!applied.ok)
        throw new Error(`${example.file}: ${applied.error.code} ${JSON.stringify(message)}`);
      state = applied.value.state;
      actions.push(message);
    }
  };
  say(0);
  while (state.status !== 'won' && state.status !== 'lost') {
    if (actions.length > 1000) return null;
    const timeUp = ctx.actions === example.timeUpAfter;
    const cue = cueDue(state, example, ctx.actions);
    const action: Action = timeUp
      ? { type: 'timeUp', seat: state.captain }
      : (cue ?? decide(state, ctx));
    const applied = applyAction(state, action);
    // A draw the record fixes (mission 27's handout tokens) that this line of play made impossible.
    if (!applied.ok && applied.error.code === 'FIXED_DRAW_IMPOSSIBLE') return null;
    if (!applied.ok)
      throw new Error(`${example.file}: ${applied.error.code} ${JSON.stringify(action)}`);
    state = applied.value.state;
    actions.push(action);
    if (cue) continue;
    ctx.actions++;
    say(ctx.actions);
  }
  say('end');
  const result = state.status === 'won' ? 'won' : state.lossCause;
  if (result !== example.expect || ctx.misses > 0) return null;
  const shown = features({ format: 1, ...example.setup, actions }, state);
  if (!(example.shows ?? []).every((f) => shown.includes(f))) return null;
  return { record: { format: 1, ...example.setup, actions }, final: state };
}

/**
 * The timeline's next cue once the oracle's pace has reached its time (missions 30, 42), else
 * null; while the table listens between two tones (42), nobody acts: the next cue comes at once.
 */
function cueDue(state: GameState, example: Example, actions: number): Action | null {
  const pace = example.secondsPerAction;
  if (pace === undefined || state.status !== 'playing') return null;
  const next = cuesDone(state);
  const cue = missionClock(state.mission, state.players)?.cues[next];
  return cue && (cue.at <= actions * pace || awaitsCue(state))
    ? { type: 'cue', seat: state.captain, cue: next }
    : null;
}

function play(example: Example): Played {
  for (let attempt = 0; attempt < 200; attempt++) {
    const played = playOnce(example, attempt);
    if (played) return played;
  }
  throw new Error(`${example.file}: no line of play ended ${example.expect}`);
}

/** One action per line, `stands` one stand per line: easy to read and to diff. */
function layout(record: GameRecord): string {
  const { actions, stands, ...head } = record;
  const lines = Object.entries(head).map(
    ([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`,
  );
  if (stands)
    lines.push(`  "stands": [\n${stands.map((s) => `    ${JSON.stringify(s)}`).join(',\n')}\n  ]`);
  lines.push(`  "actions": [\n${actions.map((a) => `    ${JSON.stringify(a)}`).join(',\n')}\n  ]`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

/** A "Snip!" by another seat than the first one clockwise that may claim (what bots alone do). */
function snipsOutOfOrder(record: GameRecord): boolean {
  const created = createGame(record);
  if (!created.ok) return false;
  let state = created.value;
  for (const action of record.actions) {
    if (action.type === 'snip' && action.seat !== seatToAct(state)) return true;
    const applied = applyAction(state, action);
    if (!applied.ok) return false;
    state = applied.value.state;
  }
  return false;
}

/** Info tokens other than the base game's, by kind and by what placed them. */
const TOKEN_NAMES = { not: 'false', parity: 'even/odd', count: 'count' } as const;
const TOKEN_CAUSES = {
  setup: 'setup token',
  failure: 'token on a failed cut',
  postIt: 'token by the Post-it',
  given: 'handed-out token',
} as const;

/** Events of missions 23, 26, 27, 29, 30, 31, 32, 34 and 37 shown by their own names. */
const SHOWN_EVENTS: ReadonlySet<string> = new Set([
  'numbersTurnedUp',
  'deckDiscarded',
  'deckRevealed',
  'tokensDrawn',
  'tokenReturned',
  'numberDrawn',
  'numberCardsDiscarded',
  'numbersReturned',
  'numberHeld',
  'equipmentDiscarded',
  'yellowCounts',
  'threeValues',
  'threeValuesCut',
  'constraintFlipped',
  'constraintReplaced',
  'secretCardsDiscarded',
  'numbersDealt',
]);

/** Mission 42's table events, shown by their own names. */
const TABLE_EVENTS: ReadonlySet<string> = new Set([
  'pairRestored',
  'seatsChanged',
  'cutSwapped',
  'cutRemoved',
  'validationReturned',
  'taDa',
  'taDaMissed',
  'boing',
]);

/** What a game shows, for the README table, in a fixed order. */
function features(record: GameRecord, final: GameState): string {
  const seen = new Set<string>();
  if (snipsOutOfOrder(record)) seen.add('snip out of order');
  for (const a of record.actions) {
    // Mission 38: the Captain's turned wire, cut in a guess that was right.
    if (
      (a.type === 'dualCut' && [a.own ?? []].flat().some((ref) => wireOf(final, ref)?.turned)) ||
      (a.type === 'soloCut' && a.turned)
    )
      seen.add('turned wire cut');
    if (a.type === 'dualCut') {
      if (a.detector) seen.add(`${a.detector} detector`);
      if (Array.isArray(a.value)) seen.add('X or Y Ray');
      if (a.own) seen.add('`own`');
      // X wires never move (no equipment acts on them): the final state still says which.
      if (a.detector === undefined && wireOf(final, a.target)?.x) seen.add('dual cut on an X wire');
    } else if (a.type === 'equipment') seen.add(`equipment ${a.card}`);
    else seen.add(a.type);
  }
  let over = false;
  for (const e of final.log) {
    if (e.type === 'won' || e.type === 'lost') over = true;
    if (e.type === 'said') {
      seen.add(e.numbers ? 'message moving the dial' : over ? 'post-game talk' : 'chat message');
      if (e.seat === 'spectator') seen.add('spectator message');
    }
    if (e.type === 'dualCut' && !e.success) seen.add('failed cut');
    if (e.type === 'pending') seen.add(`${e.kind} choice`);
    if (e.type === 'wireMoved') seen.add('wireMoved');
    if (e.type === 'sequenceMoved') seen.add('sequenceMoved');
    if (e.type === 'equipmentAdded' && e.by === 'falseBottom') seen.add('False Bottom');
    if (e.type === 'numberDiscarded') seen.add('numberDiscarded');
    if (e.type === 'infoBeside') seen.add('infoBeside');
    if (e.type === 'infoPlaced' && e.info.kind !== 'value')
      seen.add(`${TOKEN_NAMES[e.info.kind]} ${TOKEN_CAUSES[e.cause]}`);
    if (e.type === 'infoPlaced' && e.cause === 'given') seen.add('handed-out token on a wire');
    // Mission 22's setup: a token beside a stand, chosen among the values the seat lacks.
    if (e.type === 'infoBeside' && e.stand !== undefined) seen.add('token beside a stand');
    if (e.type === 'tokenTaken')
      seen.add(e.to === e.seat ? 'token taken from the line' : 'token given to the left');
    if (SHOWN_EVENTS.has(e.type)) seen.add(e.type);
    // Mission 29: the laid card's value cut in its turn, or the card taken after the Coffee Mug.
    if (e.type === 'numberRevealed' && e.notch) seen.add('notch of a laid card');
    if (e.type === 'numberTaken' && !e.revealed) seen.add('laid card taken unrevealed');
    // Mission 30: the windows judged, and what the timeline's other cues did.
    if (e.type === 'windowClosed') seen.add(e.hit ? 'window made' : 'window missed');
    if (e.type === 'yellowSweep' && e.seat !== null) seen.add('yellow sweep');
    if (e.type === 'accused') seen.add(e.right ? 'right accusation' : 'wrong accusation');
    // Mission 42: the table events.
    if (TABLE_EVENTS.has(e.type) && !(e.type === 'pairRestored' && e.value === null))
      seen.add(e.type);
  }
  const order = [
    'soloCut',
    'revealRed',
    '`own`',
    'double detector',
    'triple detector',
    'super detector',
    'X or Y Ray',
    'failed cut',
    ...Array.from({ length: 12 }, (_, i) => `equipment ${i + 1}`),
    'wireMoved',
    'sequenceMoved',
    'False Bottom',
    'numberDiscarded',
    'cutTogether',
    'deckDiscarded',
    'deckRevealed',
    'numbersDealt',
    'tripwire',
    'pickNumber',
    'numbersTurnedUp',
    'skip',
    'pickConstraint',
    'replaceConstraint',
    'cannotObey',
    'constraintFlipped',
    'constraintReplaced',
    'wrong accusation',
    'right accusation',
    'secretCardsDiscarded',
    'layNumber',
    'placeSequence',
    'notch of a laid card',
    'laid card taken unrevealed',
    'numberDrawn',
    'numberCardsDiscarded',
    'numbersReturned',
    'infoBeside',
    'token beside a stand',
    'tokensDrawn',
    'token given to the left',
    'token taken from the line',
    'handed-out token on a wire',
    'tokenReturned',
    'dual cut on an X wire',
    'turned wire cut',
    ...Object.values(TOKEN_NAMES).flatMap((name) =>
      Object.values(TOKEN_CAUSES).map((cause) => `${name} ${cause}`),
    ),
    'flipEquipment',
    'designate',
    'snip',
    'snip out of order',
    'detectorCut choice',
    'detectorToken choice',
    'walkieTalkie choice',
    'countPair choice',
    'besideToken choice',
    'takeToken choice',
    'placeToken choice',
    'placeSequence choice',
    'checkCell choice',
    'drawLine choice',
    'coffee',
    'stuck',
    'timeUp',
    'cue',
    'window made',
    'window missed',
    'numberHeld',
    'equipmentDiscarded',
    'yellowCounts',
    'threeValues',
    'threeValuesCut',
    'yellow sweep',
    ...TABLE_EVENTS,
    'chat message',
    'spectator message',
    'message moving the dial',
    'post-game talk',
  ];
  return order.filter((f) => seen.has(f)).join(', ');
}

const result = (state: GameState) =>
  state.status === 'won' ? 'won' : `lost (${state.lossCause ?? '?'})`;

async function main() {
  const config = (await prettier.resolveConfig(join(here, 'x.json'))) ?? {};
  for (const old of await readdir(here)) if (old.endsWith('.json')) await rm(join(here, old));
  const rows: string[] = [];
  for (const example of EXAMPLES) {
    const { record, final } = play(example);
    const text = await prettier.format(layout(record), { ...config, parser: 'json' });
    await writeFile(join(here, example.file), text);
    const deal = record.stands ? 'explicit `stands`' : `seed \`${record.seed ?? ''}\``;
    const extras = [
      deal,
      record.options?.stars ? `stars ${record.options.stars}` : '',
      record.numberCards ? `Number cards ${record.numberCards.join(', ')}` : '',
      record.handoutTokens ? `handout tokens ${record.handoutTokens.join(', ')}` : '',
      record.turned ? `turned ${record.turned.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    rows.push(
      `| [${example.file}](${example.file}) | ${record.mission} | ${record.players} | ${result(final)} | ${record.actions.length} | ${extras} | ${example.note} Shows: ${features(record, final)}. |`,
    );
    console.log(`${example.file}: ${result(final)} in ${record.actions.length} actions`);
  }
  await writeFile(join(here, 'README.md'), readme(rows));
}

const readme = (rows: readonly string[]) => `# Example game records

Complete games in the record format of [docs/record-format.md](../docs/record-format.md), one or
more per mission. Replay one with:

\`\`\`sh
npx bomb-busters replay examples/mission-8.json --text
npx bomb-busters replay examples/mission-8.json --view 2
\`\`\`

They were written by [generate.ts](generate.ts) (\`npx tsx examples/generate.ts\`), which plays each
game with a "cheating oracle": a policy that sees every wire, so it cuts pairs it knows to be right,
answers every pending choice, uses the equipment in play, and makes the deliberate mistakes (or the
losing move) the example asks for. Its choices come from a seeded generator, so the script writes
the same files every time. The test \`packages/engine/test/record-examples.test.ts\` replays each
file and checks the result column below, and \`record-schema.test.ts\` checks each file against
[docs/record.schema.json](../docs/record.schema.json).

| File | Mission | Players | Result | Actions | Deal | What it shows |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Results are \`won\` or \`lost (cause)\` with the cause as in the replay output's \`lossCause\`.

If a change to the rules makes one of these actions illegal (the example test says which), run the
script again and review the diff: the setups stay, the lines of play are found afresh.
`;

await main();
