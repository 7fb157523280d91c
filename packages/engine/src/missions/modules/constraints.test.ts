/**
 * Rule module "constraints" (RULES.md §6.2 rows 31, 32, 37; §6.3; §9 A36): each card A-L refused
 * where it says, the three ways of dealing and replacing, and what a seat that cannot obey does.
 */
import { targetsOf } from '../../menu.js';
import { describe, expect, it } from 'vitest';
import {
  act,
  eventsSince,
  expectRejected,
  finishSetup,
  start,
  wire,
} from '../../../test/scenario.js';
import { legalActions, legalMenu } from '../../legal.js';
import { createGame } from '../../setup.js';
import { viewFor } from '../../view.js';
import type { Action, ConstraintCard, GameState } from '../../types.js';

// Seat 3 holds nothing from 1 to 6 but a red; seat 0 holds both 11s.
const STANDS = [
  [1, 2, 4, 7, 11, 11],
  [1, 3, 4, 8, 12, 9.5],
  [2, 5, 6, 9, 10],
  [7, 8, 10, 12, 3.5],
];

/** Mission 32 at four players, the Captain seat 0, `deck` on top of the constraint deck. */
function table(deck: readonly ConstraintCard[], captain = 0, equipment = [4, 2, 3, 5]): GameState {
  return finishSetup(
    start({
      mission: 32,
      players: 4,
      captain,
      seed: 'constraints',
      stands: STANDS,
      equipment,
      constraintDeck: deck,
    }),
  );
}

const keep = (state: GameState): GameState =>
  act(state, { type: 'replaceConstraint', seat: state.captain, replace: false });
const replace = (state: GameState): GameState =>
  act(state, { type: 'replaceConstraint', seat: state.captain, replace: true });

/** Seat 0's turn under `card`, the Captain keeping it. */
const under = (card: ConstraintCard): GameState => keep(table([card]));

const menuValues = (state: GameState, seat: number) => legalMenu(state, seat).dualCut?.values;

describe('the value cards A-F', () => {
  it.each([
    ['A', [2, 4]],
    ['B', [1, 7, 11]],
    ['C', [1, 2, 4]],
    ['D', [7, 11]],
    ['E', [4, 7]],
    ['F', [1, 2, 11]],
  ] as const)('%s leaves seat 0 the values %j', (card, values) => {
    const state = under(card);
    expect(menuValues(state, 0)).toEqual(values);
    const forbidden = [1, 2, 4, 7, 11].find((v) => !(values as readonly number[]).includes(v));
    expectRejected(
      state,
      { type: 'dualCut', seat: 0, value: forbidden, target: wire(2, 0, 2) },
      'CONSTRAINT_VALUE',
    );
  });
});

describe('G: no equipment, no personal equipment', () => {
  it('refuses the Double Detector and leaves it out of the menu', () => {
    const state = under('G');
    expect(legalMenu(state, 0).dualCut?.double).toBeNull();
    expect(legalMenu(under('A'), 0).dualCut?.double).not.toBeNull();
    expectRejected(
      state,
      {
        type: 'dualCut',
        seat: 0,
        value: 4,
        detector: 'double',
        targets: [wire(1, 0, 1), wire(1, 0, 2)],
      },
      'CONSTRAINT_EQUIPMENT',
    );
  });

  /** Seat 0 cuts the 4s (the Post-it, equipment 4, unlocks); the Captain turns `card` up for seat 1. */
  const postItUnder = (card: ConstraintCard): GameState => {
    const cut = act(under('A'), { type: 'dualCut', seat: 0, value: 4, target: wire(1, 0, 2) });
    expect(cut.equipment.find((s) => s.card === 4)?.state).toBe('available');
    const next = replace({ ...cut, constraints: { ...cut.constraints!, deck: [card] } });
    expect(next.constraints?.shared).toBe(card);
    return next;
  };

  it('refuses an equipment card once it is unlocked', () => {
    const seat1 = postItUnder('G');
    expectRejected(
      seat1,
      { type: 'equipment', seat: 1, card: 4, wire: wire(1, 0, 1) },
      'CONSTRAINT_EQUIPMENT',
    );
    expect(legalActions(seat1, 1).some((a) => a.type === 'equipment')).toBe(false);
    // H forbids the Post-it too; another card leaves it usable.
    expectRejected(
      postItUnder('H'),
      { type: 'equipment', seat: 1, card: 4, wire: wire(1, 0, 1) },
      'CONSTRAINT_EQUIPMENT',
    );
    act(postItUnder('K'), { type: 'equipment', seat: 1, card: 4, wire: wire(1, 0, 1) });
  });
});

describe('H: info tokens', () => {
  it('forbids pointing at a wire carrying a token', () => {
    const state = under('H');
    // Seat 1's 1 carries its setup token.
    expect(state.hands[1]?.[0]?.[0]?.info).not.toBeNull();
    expectRejected(
      state,
      { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 0) },
      'CONSTRAINT_INFO_TOKEN',
    );
    expect(targetsOf(legalMenu(state, 0).dualCut!)).not.toContainEqual(wire(1, 0, 0));
  });

  it('places no token after a failed cut, and the dial moves one notch', () => {
    const state = under('H');
    const failed = act(state, { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 1) });
    const events = eventsSince(state, failed).map((e) => e.type);
    expect(events).toContain('dialMoved');
    expect(events).not.toContain('infoPlaced');
    expect(failed.dial.stepsToSkull).toBe(state.dial.stepsToSkull - 1);
    expect(failed.hands[1]?.[0]?.[1]?.info).toBeNull();
  });
});

describe('I and J: the far ends of a teammate stand', () => {
  it('I forbids the far-right uncut wire, alone or under a detector (§9 A36)', () => {
    const state = under('I');
    expectRejected(
      state,
      { type: 'dualCut', seat: 0, value: 11, target: wire(1, 0, 5) },
      'CONSTRAINT_FAR_RIGHT',
    );
    expectRejected(
      state,
      {
        type: 'dualCut',
        seat: 0,
        value: 4,
        detector: 'double',
        targets: [wire(1, 0, 4), wire(1, 0, 5)],
      },
      'CONSTRAINT_FAR_RIGHT',
    );
    const targets = targetsOf(legalMenu(state, 0).dualCut!);
    expect(targets).not.toContainEqual(wire(1, 0, 5));
    expect(targets).toContainEqual(wire(1, 0, 4));
    // No detector pair in the menu includes the far-right wire.
    const pointed = legalActions(state, 0).flatMap((a) =>
      a.type === 'dualCut' && a.detector === 'double' ? a.targets : [],
    );
    expect(pointed).not.toContainEqual(wire(1, 0, 5));
  });

  it('J forbids the far-left uncut wire; once it is cut, the next one is the far left', () => {
    const state = under('J');
    expectRejected(
      state,
      { type: 'dualCut', seat: 0, value: 2, target: wire(2, 0, 0) },
      'CONSTRAINT_FAR_LEFT',
    );
    // Seat 0 cuts seat 1's second wire (the 3) by pointing at it? It holds no 3: seat 1 then
    // plays, and its far-left is checked on seat 2 once its 2 is gone.
    const cut = act(state, { type: 'dualCut', seat: 0, value: 4, target: wire(1, 0, 2) });
    expect(cut.status).toBe('playing');
    const seat1 = keep(cut);
    expectRejected(
      seat1,
      { type: 'dualCut', seat: 1, value: 1, target: wire(0, 0, 0) },
      'CONSTRAINT_FAR_LEFT',
    );
  });
});

describe('K and L', () => {
  it('K forbids the solo cut', () => {
    expect(legalActions(under('B'), 0)).toContainEqual({ type: 'soloCut', seat: 0, value: 11 });
    const state = under('K');
    expect(legalActions(state, 0).some((a) => a.type === 'soloCut')).toBe(false);
    expectRejected(state, { type: 'soloCut', seat: 0, value: 11 }, 'CONSTRAINT_NO_SOLO');
  });

  it('L: a failed cut moves the dial two notches', () => {
    const state = under('L');
    const failed = act(state, { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 1) });
    expect(failed.dial.stepsToSkull).toBe(state.dial.stepsToSkull - 2);
    // Notch by notch, as every move of the dial.
    expect(eventsSince(state, failed).filter((e) => e.type === 'dialMoved')).toHaveLength(2);
    expect(eventsSince(state, failed)).toContainEqual({
      type: 'infoPlaced',
      wire: wire(1, 0, 1),
      info: { kind: 'value', value: 3 },
      cause: 'failure',
    });
  });
});

describe('mission 32: the shared deck, replaced by the Captain', () => {
  it('asks the Captain at the start of every turn; replacing turns the next card up', () => {
    const state = table(['A', 'K', 'C']);
    expect(state.pending).toEqual({ kind: 'replaceConstraint', seat: 0, options: [0, 1] });
    expect(legalActions(state, 0)).toEqual([
      { type: 'replaceConstraint', seat: 0, replace: false },
      { type: 'replaceConstraint', seat: 0, replace: true },
    ]);
    expect(viewFor(state, 2).constraints).toMatchObject({ shared: 'A', deck: 11 });
    // Only a boolean answers (found by the malformed-action property).
    for (const bad of ['x', 1, 0, null])
      expectRejected(state, { type: 'replaceConstraint', seat: 0, replace: bad }, 'NOT_AN_OPTION');
    const replaced = replace(state);
    expect(eventsSince(state, replaced)).toEqual([
      { type: 'constraintReplaced', card: 'K', left: 10 },
    ]);
    const cut = act(replaced, { type: 'dualCut', seat: 0, value: 4, target: wire(1, 0, 2) });
    expect(cut.pending).toEqual({ kind: 'replaceConstraint', seat: 0, options: [0, 1] });
    expect(cut.activeSeat).toBe(1);
  });

  it('a seat that cannot obey says so and skips, the dial unmoved', () => {
    // Seat 3 is Captain and plays first; C allows 1-6, and it holds only 7-12 and a red.
    const state = keep(table(['C'], 3));
    expect(state.activeSeat).toBe(3);
    expect(legalMenu(state, 3).dualCut).toBeNull();
    expect(legalActions(state, 3).filter((a) => a.type !== 'equipment')).toEqual([
      { type: 'cannotObey', seat: 3 },
    ]);
    const skipped = act(state, { type: 'cannotObey', seat: 3 });
    expect(eventsSince(state, skipped).slice(0, 2)).toEqual([
      // The event names the card the seat could not obey (public), for the solver.
      { type: 'skipped', seat: 3, card: 'C' },
      { type: 'turn', seat: 0 },
    ]);
    expect(skipped.dial).toEqual(state.dial);
    // Seat 0 can obey: no skip for it.
    expectRejected(keep(skipped), { type: 'cannotObey', seat: 0 }, 'CAN_OBEY');
  });

  it('FAQ: with the deck run out, nobody obeys any card', () => {
    const state = table(['K']);
    const last = { ...state, constraints: { ...state.constraints!, deck: [] } };
    const none = replace(last);
    expect(eventsSince(last, none)).toEqual([{ type: 'constraintReplaced', card: null, left: 0 }]);
    expect(legalActions(none, 0)).toContainEqual({ type: 'soloCut', seat: 0, value: 11 });
    const cut = act(none, { type: 'dualCut', seat: 0, value: 4, target: wire(1, 0, 2) });
    // No card left to replace: the Captain is asked no more.
    expect(cut.pending).toBeNull();
  });

  it('the deck order is hidden from every seat, and a record fixes it', () => {
    const state = table(['B', 'G']);
    expect(state.constraints?.deck[0]).toBe('G');
    for (const seat of [0, 1, 2, 3]) expect(viewFor(state, seat).constraints?.deck).toBe(11);
    const bad = (constraintDeck: unknown) =>
      createGame({
        mission: 32,
        players: 4,
        seed: 's',
        constraintDeck: constraintDeck as string[],
      });
    expect(bad(['A', 'A']).ok).toBe(false);
    expect(bad(['M']).ok).toBe(false);
    expect(createGame({ mission: 31, players: 4, seed: 's', constraintDeck: ['A'] }).ok).toBe(
      false,
    );
    // The same seed, unfixed, draws its own order.
    expect(createGame({ mission: 32, players: 4, seed: 's' }).ok).toBe(true);
  });
});

describe('mission 37: replaced when a value is complete; a whole round of skips', () => {
  const table37 = (deck: readonly ConstraintCard[], captain = 0) =>
    finishSetup(
      start({
        mission: 37,
        players: 4,
        captain,
        seed: 'c37',
        stands: STANDS,
        constraintDeck: deck,
      }),
    );

  it('turns the next card up once the four wires of a value are cut', () => {
    const state = finishSetup(
      start({
        mission: 37,
        players: 4,
        captain: 0,
        seed: 'c37',
        stands: [
          [2, 2, 5, 7],
          [3, 8, 12, 9.5],
          [2, 2, 6, 9],
          [4, 8, 10, 12],
        ],
        constraintDeck: ['A', 'D'],
      }),
    );
    // No Captain's choice in this mission.
    expect(state.pending).toBeNull();
    const moves: Action[] = [
      { type: 'dualCut', seat: 0, value: 2, target: wire(2, 0, 1) },
      { type: 'dualCut', seat: 1, value: 8, target: wire(3, 0, 1) },
    ];
    const before = moves.reduce(act, state);
    expect(before.constraints?.shared).toBe('A');
    const after = act(before, { type: 'dualCut', seat: 2, value: 2, target: wire(0, 0, 1) });
    expect(eventsSince(before, after)).toContainEqual({
      type: 'constraintReplaced',
      card: 'D',
      left: 10,
    });
    expect(after.constraints?.shared).toBe('D');
  });

  it('a round where nobody can obey moves the dial one notch and replaces the card', () => {
    // Nobody holds a 4-9 that F allows... F forbids 4-9; make it C, which seat 3 cannot obey, and
    // the others can: a skip alone changes nothing.
    const state = table37(['C', 'D'], 3);
    const skipped = act(state, { type: 'cannotObey', seat: 3 });
    expect(skipped.constraints?.skips).toBe(1);
    expect(skipped.dial).toEqual(state.dial);
    const played = act(skipped, { type: 'dualCut', seat: 0, value: 4, target: wire(1, 0, 2) });
    expect(played.constraints?.skips).toBe(0);
  });

  it('four skips in a row at four players: dial +1, the next card', () => {
    const state = table37(['C', 'D'], 3);
    const c = state.constraints!;
    // Three skips already counted: seat 3's is the fourth.
    const primed = { ...state, constraints: { ...c, skips: 3 } };
    const after = act(primed, { type: 'cannotObey', seat: 3 });
    const events = eventsSince(primed, after);
    expect(events).toContainEqual({
      type: 'dialMoved',
      delta: 1,
      stepsToSkull: primed.dial.stepsToSkull - 1,
    });
    expect(events).toContainEqual({ type: 'constraintReplaced', card: 'D', left: 10 });
    expect(after.constraints?.skips).toBe(0);
  });
});

describe('mission 31: a card each, picked at setup, flipped when it cannot be obeyed', () => {
  const stands31 = [
    [2, 4, 6, 8],
    [1, 3, 5, 7.5],
    [2, 3, 8, 11],
    [9, 10, 11, 12],
  ];
  const setup31 = () =>
    start({
      mission: 31,
      players: 4,
      captain: 0,
      seed: 'c31',
      stands: stands31,
      equipment: [2, 8, 3, 5],
    });

  it('each seat picks from the Captain clockwise before the setup tokens', () => {
    const state = setup31();
    expect(state.pending).toEqual({ kind: 'pickConstraint', seat: 0, options: [0, 1, 2, 3, 4] });
    const picks: Action[] = [
      { type: 'pickConstraint', seat: 0, constraint: 'A' },
      { type: 'pickConstraint', seat: 1, constraint: 'D' },
      { type: 'pickConstraint', seat: 2, constraint: 'C' },
      { type: 'pickConstraint', seat: 3, constraint: 'E' },
    ];
    expectRejected(state, { type: 'pickConstraint', seat: 0, constraint: 'F' }, 'NOT_AN_OPTION');
    const one = act(state, picks[0]!);
    expect(one.pending).toEqual({ kind: 'pickConstraint', seat: 1, options: [1, 2, 3, 4] });
    const all = picks.slice(1).reduce(act, one);
    expect(all.pending?.kind).toBe('setupInfo');
    expect(all.constraints?.seats).toEqual([
      { card: 'A', flipped: false },
      { card: 'D', flipped: false },
      { card: 'C', flipped: false },
      { card: 'E', flipped: false },
    ]);
    // The card left over is discarded.
    expect(all.constraints?.offered).toEqual([]);
    expect(viewFor(all, 2).constraints?.seats).toEqual(all.constraints?.seats);
  });

  const picked = () =>
    finishSetup(
      [
        { type: 'pickConstraint', seat: 0, constraint: 'A' },
        { type: 'pickConstraint', seat: 1, constraint: 'D' },
        { type: 'pickConstraint', seat: 2, constraint: 'C' },
        { type: 'pickConstraint', seat: 3, constraint: 'E' },
      ].reduce((s, a) => act(s, a as Action), setup31()),
    );

  it('each seat obeys its own card', () => {
    const state = picked();
    expect(menuValues(state, 0)).toEqual([2, 4, 6, 8]);
    const cut = act(state, { type: 'dualCut', seat: 0, value: 2, target: wire(2, 0, 0) });
    // Seat 1 obeys D: its 1, 3 and 5 are all below 7.
    expect(legalMenu(cut, 1).dualCut).toBeNull();
    expectRejected(
      cut,
      { type: 'dualCut', seat: 1, value: 3, target: wire(2, 0, 1) },
      'CONSTRAINT_VALUE',
    );
  });

  it('flips a card that cannot be obeyed, and it stays flipped (FAQ: a Walkie-Talkie)', () => {
    const cut = act(picked(), { type: 'dualCut', seat: 0, value: 2, target: wire(2, 0, 0) });
    // The 2s are cut: the Walkie-Talkies are unlocked.
    expect(cut.equipment.find((s) => s.card === 2)?.state).toBe('available');
    const flipped = act(cut, { type: 'cannotObey', seat: 1 });
    expect(eventsSince(cut, flipped)).toEqual([{ type: 'constraintFlipped', seat: 1, card: 'D' }]);
    expect(flipped.activeSeat).toBe(1);
    expect(flipped.constraints?.seats[1]).toEqual({ card: 'D', flipped: true });
    // Seat 0 hands seat 1 its 8 for seat 1's 1: now seat 1 holds a D value, the card stays down.
    const offered = act(flipped, {
      type: 'equipment',
      seat: 0,
      card: 2,
      wire: wire(0, 0, 3),
      teammate: 1,
    });
    const swapped = act(offered, { type: 'choose', seat: 1, wire: wire(1, 0, 0) });
    expect(swapped.constraints?.seats[1]).toEqual({ card: 'D', flipped: true });
    expect(menuValues(swapped, 1)).toEqual([3, 5, 8]);
    expect(legalActions(swapped, 1)).not.toContainEqual({ type: 'cannotObey', seat: 1 });
    act(swapped, { type: 'dualCut', seat: 1, value: 3, target: wire(2, 0, 1) });
  });
});
