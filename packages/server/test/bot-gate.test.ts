/** BotGameGate: games of bots only running at once, in total and per creator, in FIFO order. */
import { describe, expect, it } from 'vitest';
import { BotGameGate } from '../src/bots/gate.js';

/** A gate and the rooms it granted later, in order. */
function setup(total: number, perAddress: number) {
  const gate = new BotGameGate({ total, perAddress });
  const granted: string[] = [];
  const ask = (room: string, creator: string | null) =>
    gate.request(room, creator, () => granted.push(room));
  return { gate, granted, ask };
}

describe('BotGameGate', () => {
  it('runs up to `total` games, then makes rooms wait and grants them as slots free', () => {
    const { gate, granted, ask } = setup(2, 10);
    expect(ask('a', 'x')).toBe(true);
    expect(ask('b', 'y')).toBe(true);
    expect(ask('c', 'z')).toBe(false);
    expect([gate.running, gate.waiting]).toEqual([2, 1]);
    gate.release('a');
    expect(granted).toEqual(['c']);
    expect([gate.running, gate.waiting]).toEqual([2, 0]);
  });

  it('runs up to `perAddress` games of one creator', () => {
    const { gate, granted, ask } = setup(10, 2);
    expect(ask('a1', 'a')).toBe(true);
    expect(ask('a2', 'a')).toBe(true);
    expect(ask('a3', 'a')).toBe(false);
    expect(ask('b1', 'b')).toBe(true);
    gate.release('b1');
    expect(granted).toEqual([]);
    gate.release('a1');
    expect(granted).toEqual(['a3']);
    expect([gate.running, gate.waiting]).toEqual([2, 0]);
  });

  it('grants waiting rooms first come, first served', () => {
    const { gate, granted, ask } = setup(1, 10);
    ask('a', 'x');
    for (const room of ['b', 'c', 'd']) expect(ask(room, room)).toBe(false);
    gate.release('a');
    gate.release('b');
    gate.release('c');
    expect(granted).toEqual(['b', 'c', 'd']);
  });

  it('lets rooms of other creators pass a waiting room whose creator is at its cap', () => {
    const { gate, granted, ask } = setup(3, 2);
    ask('a1', 'a');
    ask('a2', 'a');
    ask('b1', 'b');
    expect(ask('a3', 'a')).toBe(false);
    expect(ask('b2', 'b')).toBe(false);
    expect(ask('c1', 'c')).toBe(false);
    // b1 frees a slot: a3 first in line but a is at its cap, so b2 gets it.
    gate.release('b1');
    expect(granted).toEqual(['b2']);
    // a1 frees a slot and a's cap: a3, the first in line, gets it before c1.
    gate.release('a1');
    expect(granted).toEqual(['b2', 'a3']);
    expect([gate.running, gate.waiting]).toEqual([3, 1]);
    // A new room of a capped creator waits behind c1; c1 goes first.
    expect(ask('a4', 'a')).toBe(false);
    gate.release('a2');
    expect(granted).toEqual(['b2', 'a3', 'c1']);
    expect(gate.waiting).toBe(1);
  });

  it('gives a freed slot to the first waiting room that fits', () => {
    const { gate, granted, ask } = setup(3, 1);
    ask('a1', 'a');
    ask('b1', 'b');
    ask('c1', 'c');
    ask('a2', 'a');
    ask('d1', 'd');
    gate.release('a1');
    // The slot goes to a2 (first in line, a is below its cap again), not d1.
    expect(granted).toEqual(['a2']);
    gate.release('b1');
    expect(granted).toEqual(['a2', 'd1']);
  });

  it('takes a room out of the line on release, without granting it', () => {
    const { gate, granted, ask } = setup(1, 10);
    ask('a', 'x');
    ask('b', 'y');
    ask('c', 'z');
    gate.release('b');
    expect([gate.running, gate.waiting]).toEqual([1, 1]);
    gate.release('a');
    expect(granted).toEqual(['c']);
  });

  it('is idempotent: asking again while running or waiting, releasing twice', () => {
    const { gate, granted, ask } = setup(1, 10);
    expect(ask('a', 'x')).toBe(true);
    expect(ask('a', 'x')).toBe(true);
    expect(gate.running).toBe(1);
    expect(ask('b', 'y')).toBe(false);
    expect(ask('c', 'z')).toBe(false);
    expect(ask('b', 'y')).toBe(false);
    expect(gate.waiting).toBe(2);
    gate.release('a');
    gate.release('a');
    expect(granted).toEqual(['b']);
    expect([gate.running, gate.waiting]).toEqual([1, 1]);
    gate.release('nowhere');
    gate.release('b');
    gate.release('b');
    expect(granted).toEqual(['b', 'c']);
    gate.release('c');
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('calls the newest callback of a room that asked twice while waiting, once', () => {
    const gate = new BotGameGate({ total: 1, perAddress: 1 });
    const calls: string[] = [];
    gate.request('a', 'x', () => calls.push('a'));
    gate.request('b', 'y', () => calls.push('b-old'));
    gate.request('b', 'y', () => calls.push('b-new'));
    gate.release('a');
    expect(calls).toEqual(['b-new']);
  });

  it('counts unknown creators toward the total only', () => {
    const { gate, granted, ask } = setup(3, 1);
    expect(ask('n1', null)).toBe(true);
    expect(ask('n2', null)).toBe(true);
    expect(ask('a1', 'a')).toBe(true);
    expect(ask('n3', null)).toBe(false);
    gate.release('a1');
    expect(granted).toEqual(['n3']);
    // An unknown creator does not use the cap of a known one.
    gate.release('n1');
    expect(ask('a2', 'a')).toBe(true);
  });

  it('lets a granted room call the gate from its callback', () => {
    const gate = new BotGameGate({ total: 1, perAddress: 1 });
    const calls: string[] = [];
    gate.request('a', 'x', () => calls.push('a'));
    gate.request('b', 'y', () => {
      calls.push('b');
      // b finishes at once: c gets the slot.
      gate.release('b');
    });
    gate.request('c', 'z', () => calls.push('c'));
    gate.release('a');
    expect(calls).toEqual(['b', 'c']);
    expect([gate.running, gate.waiting]).toEqual([1, 0]);
  });
});
