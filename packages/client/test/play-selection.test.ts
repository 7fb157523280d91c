import { describe, expect, it } from 'vitest';
import { applyAction, type GameState } from '@bomb-busters/engine';
import {
  IDLE,
  activeCard,
  standMarks,
  step,
  undo,
  valuesOnOffer,
  wireMarks,
  type Context,
  type Input,
  type Selection,
} from '../src/table/play/selection';
import { act, contextOf, deal, setup, wire, start, STANDS, TOKENS } from './play-scenario';

/** Feed inputs one by one; return the last selection and every action sent. */
function run(ctx: Context, inputs: readonly Input[], from: Selection = IDLE) {
  let selection = from;
  const sent = [];
  for (const input of inputs) {
    const out = step(ctx, selection, input);
    selection = out.selection;
    if (out.send) sent.push(out.send);
  }
  return { selection, sent };
}

const accepted = (state: GameState, ctx: Context, inputs: readonly Input[]) => {
  const { sent } = run(ctx, inputs);
  expect(sent).toHaveLength(1);
  const applied = applyAction(state, sent[0]!);
  expect(applied.ok).toBe(true);
  return sent[0]!;
};

describe('a dual cut by pointing', () => {
  const state = start();
  const ctx = contextOf(state, 0);

  it('marks teammate wires, then offers the held values, then asks to confirm', () => {
    expect(wireMarks(ctx, IDLE, wire(1, 0, 1))).toEqual({ enabled: true, selected: false });
    expect(wireMarks(ctx, IDLE, wire(0, 0, 1)).enabled).toBe(false);
    const { selection } = run(ctx, [{ type: 'wire', ref: wire(1, 0, 1) }]);
    expect(wireMarks(ctx, selection, wire(1, 0, 1))).toEqual({ enabled: true, selected: true });
    expect(valuesOnOffer(ctx, selection)).toEqual([1, 2, 3, 5, 'yellow', 10]);
    const asked = run(ctx, [{ type: 'value', value: 3 }], selection);
    expect(asked.sent).toEqual([]);
    expect(asked.selection.kind).toBe('confirm');
    expect(
      accepted(state, ctx, [
        { type: 'wire', ref: wire(1, 0, 1) },
        { type: 'value', value: 3 },
        { type: 'confirm' },
      ]),
    ).toEqual({ type: 'dualCut', seat: 0, value: 3, target: wire(1, 0, 1) });
  });

  it('lets the player choose which of their own matching wires the cut reveals', () => {
    // Seat 2 holds two 5s (wires 2 and 3): the leftmost is revealed unless another is chosen.
    const s1 = act(state, { type: 'dualCut', seat: 0, value: 3, target: wire(1, 0, 1) });
    const s2 = act(s1, { type: 'dualCut', seat: 1, value: 2, target: wire(0, 0, 1) });
    const c2 = contextOf(s2, 2);
    const ask = run(c2, [
      { type: 'wire', ref: wire(3, 0, 1) },
      { type: 'value', value: 5 },
    ]).selection;
    expect(ask.kind).toBe('confirm');
    expect(wireMarks(c2, ask, wire(2, 0, 1))).toEqual({ enabled: true, selected: true });
    expect(wireMarks(c2, ask, wire(2, 0, 2))).toEqual({ enabled: true, selected: false });
    expect(wireMarks(c2, ask, wire(2, 0, 0)).enabled).toBe(false);
    const chosen = run(c2, [{ type: 'wire', ref: wire(2, 0, 2) }], ask).selection;
    expect(wireMarks(c2, chosen, wire(2, 0, 2))).toEqual({ enabled: true, selected: true });
    expect(wireMarks(c2, chosen, wire(2, 0, 1)).selected).toBe(false);
    const sent = accepted(s2, c2, [
      { type: 'wire', ref: wire(3, 0, 1) },
      { type: 'value', value: 5 },
      { type: 'wire', ref: wire(2, 0, 2) },
      { type: 'confirm' },
    ]);
    expect(sent).toMatchObject({ value: 5, own: wire(2, 0, 2) });
  });

  it('sends at once without the confirmation step', () => {
    const quick = contextOf(state, 0, false);
    accepted(state, quick, [
      { type: 'wire', ref: wire(1, 0, 1) },
      { type: 'value', value: 3 },
    ]);
  });

  it('ignores values not on offer and wires that are not targets', () => {
    const { selection } = run(ctx, [
      { type: 'wire', ref: wire(0, 0, 1) },
      { type: 'wire', ref: wire(1, 0, 1) },
      { type: 'value', value: 7 },
    ]);
    expect(selection).toMatchObject({ kind: 'cut', wires: [wire(1, 0, 1)], values: [] });
  });

  it('every step can be undone, and Escape drops it all', () => {
    const inputs: Input[] = [
      { type: 'wire', ref: wire(1, 0, 1) },
      { type: 'value', value: 3 },
    ];
    const { selection } = run(ctx, inputs);
    const back = undo(selection);
    expect(back).toMatchObject({ kind: 'cut', wires: [wire(1, 0, 1)] });
    expect(undo(back)).toEqual(IDLE);
    expect(run(ctx, [{ type: 'cancel' }], selection).selection).toEqual(IDLE);
  });

  it('a Double Detector picks two wires of one stand, then a number', () => {
    const inputs: Input[] = [
      { type: 'double' },
      { type: 'wire', ref: wire(2, 0, 1) },
      { type: 'wire', ref: wire(3, 0, 1) },
      { type: 'wire', ref: wire(2, 0, 2) },
    ];
    const { selection } = run(ctx, inputs);
    expect(selection).toMatchObject({
      kind: 'cut',
      mode: 'double',
      wires: [wire(2, 0, 1), wire(2, 0, 2)],
    });
    expect(valuesOnOffer(ctx, selection)).toEqual([1, 2, 3, 5, 10]);
    expect(wireMarks(ctx, selection, wire(2, 0, 3)).enabled).toBe(false);
    expect(standMarks(ctx, selection, { seat: 2, stand: 0 })).toBe(false);
    accepted(state, ctx, [...inputs, { type: 'value', value: 5 }, { type: 'confirm' }]);
  });

  it('pressing the detector again leaves it', () => {
    expect(run(ctx, [{ type: 'double' }, { type: 'double' }]).selection).toEqual(IDLE);
  });

  it('nothing is offered to a seat whose turn it is not', () => {
    const other = contextOf(state, 2);
    expect(wireMarks(other, IDLE, wire(1, 0, 1)).enabled).toBe(false);
    expect(run(other, [{ type: 'wire', ref: wire(1, 0, 1) }, { type: 'solo' }]).selection).toEqual(
      IDLE,
    );
  });
});

describe('equipment and X or Y Ray', () => {
  it('X or Y Ray: the card, a wire, two values', () => {
    const state = act(start(), { type: 'dualCut', seat: 0, value: 10, target: wire(1, 0, 4) });
    const ctx = contextOf(state, 1);
    const action = accepted(state, ctx, [
      { type: 'card', card: 10 },
      { type: 'wire', ref: wire(2, 0, 3) },
      { type: 'value', value: 6 },
      { type: 'value', value: 2 },
      { type: 'confirm' },
    ]);
    expect(action).toMatchObject({ value: [2, 6] });
  });

  it('Walkie-Talkies: own wire, then teammate; the teammate then answers by pointing', () => {
    const state = act(start(), { type: 'dualCut', seat: 0, value: 2, target: wire(1, 0, 0) });
    const ctx = contextOf(state, 3);
    const started = run(ctx, [{ type: 'card', card: 2 }]).selection;
    expect(wireMarks(ctx, started, wire(3, 0, 1)).enabled).toBe(true);
    expect(wireMarks(ctx, started, wire(1, 0, 1)).enabled).toBe(false);
    const action = accepted(state, ctx, [
      { type: 'card', card: 2 },
      { type: 'wire', ref: wire(3, 0, 1) },
      { type: 'choice', choice: { field: 'teammate', value: 2 } },
      { type: 'confirm' },
    ]);
    const after = act(state, action);
    const answer = contextOf(after, 2);
    expect(wireMarks(answer, IDLE, wire(2, 0, 2)).enabled).toBe(true);
    const { sent } = run(answer, [{ type: 'wire', ref: wire(2, 0, 2) }]);
    expect(sent).toEqual([{ type: 'choose', seat: 2, wire: wire(2, 0, 2) }]);
    expect(applyAction(after, sent[0]!).ok).toBe(true);
  });
});

describe('setup info tokens and solo cuts', () => {
  it('the captain puts a setup info token by pointing at once', () => {
    const state = deal(STANDS);
    const ctx = contextOf(state, 0);
    expect(wireMarks(ctx, IDLE, wire(0, 0, 1)).enabled).toBe(true);
    const { sent } = run(ctx, [{ type: 'cancel' }, { type: 'wire', ref: wire(0, 0, 1) }]);
    expect(sent).toEqual([{ type: 'info', seat: 0, wire: wire(0, 0, 1) }]);
  });

  it('S with one legal value goes straight to its confirmation', () => {
    const state = setup(
      deal([
        [4, 4, 6],
        [6, 7],
        [7, 8],
        [8, 9],
      ]),
      TOKENS.map((t) => ({ ...t, index: 0 })),
    );
    const ctx = contextOf(state, 0);
    const { selection } = run(ctx, [{ type: 'solo' }]);
    expect(selection).toMatchObject({ kind: 'confirm', action: { type: 'soloCut', value: 4 } });
    accepted(state, ctx, [{ type: 'solo' }, { type: 'confirm' }]);
  });
});

describe('the card in use', () => {
  it('is the narrowed card, or the detector or X or Y Ray of a cut', () => {
    const cut = { kind: 'cut', wires: [], stand: null, values: [], pair: false } as const;
    expect(activeCard({ ...cut, mode: 'triple' })).toBe(3);
    expect(activeCard({ ...cut, mode: 'super' })).toBe(5);
    expect(activeCard({ ...cut, mode: 'single', pair: true })).toBe(10);
    expect(activeCard({ ...cut, mode: 'double' })).toBeNull();
    expect(activeCard({ kind: 'use', group: { kind: 'equipment', card: 2 }, choices: [] })).toBe(2);
    expect(activeCard(IDLE)).toBeNull();
  });
});
