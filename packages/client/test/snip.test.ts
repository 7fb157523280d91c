/**
 * Mission 10's turn nobody holds ("Snip!"), on real engine states: the open turn read from the
 * view and the menu (who may claim, who took the last turn, why a seat may not), the button's
 * state and reason, the N key and the claim sent at once, whose move it is and the words of the
 * top bar, the log and the replay, the race lost.
 */
import {
  applyAction,
  createGame,
  legalMenu,
  viewFor,
  type GameState,
  type Viewer,
} from '@bomb-busters/engine';
import { describe, expect, it } from 'vitest';
import { en, fr } from './catalogs';
import { format, type Params } from '../src/i18n/translate';
import { readKey } from '../src/logic/keys';
import { playingSeat } from '../src/logic/markers';
import { claimants, lastClaim, mayClaim, openTurn, turnIsOpen } from '../src/logic/snip';
import { say } from '../src/logic/words';
import { actionPhrase } from '../src/replay/words';
import { IDLE, step } from '../src/table/play/selection';
import { isMyMove, turnPhrase } from '../src/table/play/turn';
import { act, wire } from './play-scenario';

const t = (key: keyof typeof en, params?: Params) => format(en[key], params);
const names = ['Ann', 'Bob', 'Cleo', 'Dan'];

/** Mission 10 with four seats, every setup token placed on each leftmost wire: play starts. */
function started(): GameState {
  const created = createGame({
    mission: 10,
    players: 4,
    stands: [[1, 2, 3], [1, 2], [3, 4], [4]],
    options: { stars: 0 },
  });
  if (!created.ok) throw new Error(created.error.message);
  return [0, 1, 2, 3].reduce(
    (s, seat) => act(s, { type: 'info', seat, wire: wire(seat, 0, 0) }),
    created.value,
  );
}

const look = (state: GameState, viewer: Viewer) => ({
  view: viewFor(state, viewer),
  legal: viewer === 'spectator' ? legalMenu(state, 0) : legalMenu(state, viewer),
});

describe('mission 10: a turn nobody holds, claimed by "Snip!"', () => {
  const start = started();
  // Cleo says "Snip!" and cuts Dan's last wire (its token says 4): Dan has no wires left.
  const cleo = act(act(start, { type: 'snip', seat: 2 }), {
    type: 'dualCut',
    seat: 2,
    value: 4,
    target: wire(3, 0, 0),
  });

  it('opens the first turn to every seat, none named as the last', () => {
    const { view, legal } = look(start, 1);
    expect(turnIsOpen(view)).toBe(true);
    expect(claimants(view)).toEqual([0, 1, 2, 3]);
    expect(openTurn(view, legal)).toEqual({
      last: null,
      claim: { type: 'snip', seat: 1 },
      bar: null,
    });
    expect(isMyMove(view)).toBe(true);
    expect(playingSeat(view)).toBeNull();
    expect(say(turnPhrase(view, names), t)).toBe(
      'Nobody holds the turn: the first to say Snip! plays',
    );
  });

  it('bars the seat that took the last turn, a seat without wires and a spectator, each with its reason', () => {
    expect(cleo.snip).toEqual({ open: true, last: 2 });
    const reasons = ([0, 1, 2, 3, 'spectator'] as const).map((viewer) => {
      const { view, legal } = look(cleo, viewer);
      const open = openTurn(view, legal)!;
      return { viewer, claim: open.claim !== null, bar: open.bar, mine: isMyMove(view) };
    });
    expect(reasons).toEqual([
      { viewer: 0, claim: true, bar: null, mine: true },
      { viewer: 1, claim: true, bar: null, mine: true },
      { viewer: 2, claim: false, bar: 'lastTurn', mine: false },
      { viewer: 3, claim: false, bar: 'noWires', mine: false },
      { viewer: 'spectator', claim: false, bar: 'spectator', mine: false },
    ]);
    const { view } = look(cleo, 0);
    expect(view.snip?.last).toBe(2);
    expect(lastClaim(view.log)).toBe(2);
    expect(mayClaim(look(cleo, 2).view)).toBe(false);
    expect(t(`snip.bar.${reasons[2]!.bar!}`)).toBe(
      'You took the last turn: someone else takes this one.',
    );
  });

  it('claims at once with the N key, unconfirmed, whatever was being built', () => {
    const { view, legal } = look(start, 3);
    expect(readKey({ key: 'n' }, '', [])).toEqual({ intent: { type: 'snip' }, buffer: '' });
    expect(readKey({ key: 'N' }, '', []).intent).toEqual({ type: 'snip' });
    const ctx = { view, legal, confirm: true };
    expect(step(ctx, IDLE, { type: 'snip' })).toEqual({
      selection: IDLE,
      send: { type: 'snip', seat: 3 },
    });
    // Barred: the key does nothing.
    const barred = look(cleo, 2);
    expect(step({ ...barred, confirm: true }, IDLE, { type: 'snip' }).send).toBeNull();
  });

  it('gives the turn to the first claim; a later one is refused (TURN_TAKEN)', () => {
    const claimed = act(cleo, { type: 'snip', seat: 0 });
    const late = applyAction(claimed, { type: 'snip', seat: 1 });
    expect(late.ok ? null : late.error.code).toBe('TURN_TAKEN');
    const { view } = look(claimed, 1);
    expect(turnIsOpen(view)).toBe(false);
    expect(openTurn(view, legalMenu(claimed, 1))).toBeNull();
    expect(playingSeat(view)).toBe(0);
    expect(lastClaim(view.log)).toBe(0);
    expect(format(en['snip.lost'], { name: 'Ann' })).toBe(
      'Too late: Ann said Snip! first and plays this turn.',
    );
    expect(say(turnPhrase(view, names), t)).toBe("Ann's turn");
  });

  it('words the claim and the clock running out in the replay, in English and French', () => {
    const tfr = (key: keyof typeof en, params?: Params) => format(fr[key], params);
    expect(say(actionPhrase({ type: 'snip', seat: 2 }, names), t)).toBe(
      'Cleo says Snip! and takes the turn.',
    );
    expect(say(actionPhrase({ type: 'snip', seat: 2 }, names), tfr)).toBe(
      'Cleo dit Snip ! et prend le tour.',
    );
    expect(say(actionPhrase({ type: 'timeUp', seat: 0 }, names), t)).toBe('Time runs out.');
  });
});
