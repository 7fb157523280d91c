import { describe, expect, it } from 'vitest';
import { parseRecord, replayRecord, viewFor, type GameRecord } from '@bomb-busters/engine';
import mission1 from '../../../examples/mission-1.json';
import mission8 from '../../../examples/mission-8.json';
import mission8Lost from '../../../examples/mission-8-lost.json';
import mission30 from '../../../examples/mission-30.json';
import new2 from '../../../examples/new-2.json';
import { makeI18n } from '../src/i18n/I18n';
import { en } from './catalogs';
import { say } from '../src/logic/words';
import { seatNames } from '../src/logic/names';
import {
  actionAt,
  clampStep,
  lastStep,
  parseViewer,
  replaySteps,
  stepLogStart,
} from '../src/replay/steps';
import { actionPhrase, stepPhrases } from '../src/replay/words';

const record = (json: unknown): GameRecord => {
  const parsed = parseRecord(json);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};
const EXAMPLES = { mission1, mission8, mission8Lost, new2 };

describe('replaySteps', () => {
  it.each(Object.entries(EXAMPLES))(
    '%s: one state per action, ending where the engine does',
    (_, json) => {
      const r = record(json);
      const built = replaySteps(r);
      if (!built.ok) throw new Error(built.error.message);
      const steps = built.value;
      expect(steps.states).toHaveLength(r.actions.length + 1);
      expect(lastStep(steps)).toBe(r.actions.length);
      steps.states.forEach((state, k) => expect(state.version).toBe(k));
      const final = replayRecord(r);
      if (!final.ok) throw new Error(final.error.message);
      expect(steps.states.at(-1)?.status).toBe(final.value.status);
      expect(steps.states.at(-1)?.lossCause).toBe(final.value.lossCause);
    },
  );

  it('carries the record’s chosenSeed', () => {
    const chosen = replaySteps({ ...record(mission1), chosenSeed: true });
    const drawn = replaySteps(record(mission1));
    expect(chosen.ok && chosen.value.chosenSeed).toBe(true);
    expect(drawn.ok && drawn.value.chosenSeed).toBe(false);
  });

  it('the lost example ends lost, the won one won', () => {
    const lost = replaySteps(record(mission8Lost));
    const won = replaySteps(record(mission8));
    expect(lost.ok && lost.value.states.at(-1)?.status).toBe('lost');
    expect(won.ok && won.value.states.at(-1)?.status).toBe('won');
  });

  it('stops at an illegal action and says which', () => {
    const r = record(mission1);
    const broken = {
      ...r,
      actions: [...r.actions.slice(0, 3), { type: 'stuck', seat: 9 } as const],
    };
    const built = replaySteps(broken);
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.error).toMatchObject({ kind: 'action', action: 3 });
  });

  it('fails on a setup the engine refuses', () => {
    const built = replaySteps({ ...record(mission1), players: 9 });
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.error.kind).toBe('setup');
  });

  it('a mid-game step from a seat shows its own hand and no teammate hidden wire', () => {
    const built = replaySteps(record(mission8));
    if (!built.ok) throw new Error('replay');
    const state = built.value.states[10]!;
    const view = viewFor(state, 2);
    for (const stand of view.stands) {
      for (const [i, wire] of stand.wires.entries()) {
        const real = state.hands[stand.seat]![stand.stand]![i]!;
        expect(wire.printed).toBe(stand.seat === 2 || real.cut ? real.printed : null);
      }
    }
  });
});

describe('clampStep', () => {
  it('starts at the deal without a step', () => expect(clampStep(null, 40)).toBe(0));
  it('keeps a step in range', () => {
    expect(clampStep(12, 40)).toBe(12);
    expect(clampStep(99, 40)).toBe(40);
    expect(clampStep(-3, 40)).toBe(0);
    expect(clampStep(Number.NaN, 40)).toBe(0);
    expect(clampStep(5, 0)).toBe(0);
  });
});

describe('parseViewer', () => {
  it('a seat of the game, else a spectator', () => {
    expect(parseViewer(2, 4)).toBe(2);
    expect(parseViewer(0, 4)).toBe(0);
    expect(parseViewer(4, 4)).toBe('spectator');
    expect(parseViewer(-1, 4)).toBe('spectator');
    expect(parseViewer(1.5, 4)).toBe('spectator');
    expect(parseViewer('spectator', 4)).toBe('spectator');
    expect(parseViewer(null, 4)).toBe('spectator');
  });
});

describe('action in words', () => {
  const { t } = makeI18n('en', en, () => undefined);
  const names = ['Ann', 'Bob', 'Cleo', 'Dan', 'Eve'];
  const built = replaySteps(record(mission8));
  if (!built.ok) throw new Error('replay');
  const steps = built.value;

  it('the deal has no action', () => {
    expect(actionAt(steps, 0)).toBeUndefined();
    expect(say(actionPhrase(undefined, names), t)).toBe(en['replay.action.deal']);
  });

  it('step k words the k-th action, with names and no placeholder left', () => {
    expect(actionAt(steps, 1)).toBe(mission8.actions[0]);
    for (let k = 1; k <= lastStep(steps); k++) {
      const text = say(actionPhrase(actionAt(steps, k), names), t);
      expect(text).not.toMatch(/\{\w+\}/);
      const seat = actionAt(steps, k)!.seat;
      expect(text).toContain(seat === 'spectator' ? 'spectator' : names[seat]!);
    }
  });

  it('a dual cut names the target and the wire', () => {
    const text = say(
      actionPhrase(
        { type: 'dualCut', seat: 0, value: 12, target: { seat: 3, stand: 0, index: 4 } },
        names,
      ),
      t,
    );
    expect(text).toContain('Ann');
    expect(text).toContain('Dan');
    expect(text).toContain('12');
    expect(text).toContain('5');
  });
});

describe('seatNames', () => {
  const { t } = makeI18n('en', en, () => undefined);
  it('chosen names, else "Seat n"', () => {
    const seats = [{ name: 'Ann' }, {}, { name: 'Cleo' }];
    expect(seatNames({ seats } as never, 3, t)).toEqual(['Ann', 'Seat 2', 'Cleo']);
    expect(seatNames(null, 2, t)).toEqual(['Seat 1', 'Seat 2']);
  });
});

describe('a step in the log’s words', () => {
  const { t } = makeI18n('en', en, () => undefined);
  const names = ['Ann', 'Bob', 'Cleo', 'Dan', 'Eve'];
  const built = replaySteps(record(mission8Lost));
  if (!built.ok) throw new Error('replay');
  const steps = built.value;
  /** Step k's words, as the replay shows them to seat 0. */
  const told = (k: number): string[] => {
    const view = viewFor(steps.states[k]!, 0);
    const from = stepLogStart(steps, k);
    return stepPhrases(view.log, from, names, view, actionAt(steps, k), true).map((p) => say(p, t));
  };
  const failed = steps.actions.findIndex((a, i) =>
    steps.states[i + 1]!.log.some((e) => e.type === 'dualCut' && !e.success),
  );

  it('each step starts its lines where the step before ended', () => {
    expect(stepLogStart(steps, 0)).toBe(0);
    for (let k = 1; k <= lastStep(steps); k++)
      expect(stepLogStart(steps, k)).toBe(steps.states[k - 1]!.log.length);
  });

  it('a missed cut says the miss and the detonator’s move, nothing of the steps before', () => {
    expect(failed).toBeGreaterThan(0);
    const lines = told(failed + 1);
    expect(lines.some((l) => l.endsWith(': miss'))).toBe(true);
    expect(lines.some((l) => l.startsWith('The detonator moves forward'))).toBe(true);
    // The step before said something else: its lines are not repeated here.
    for (const line of told(failed)) expect(lines).not.toContain(line);
  });

  it('every step says something, with names and no placeholder left', () => {
    for (let k = 0; k <= lastStep(steps); k++) {
      const lines = told(k);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).not.toMatch(/\{\w+\}/);
    }
  });

  it('a step that logged nothing says its action (mission 30: a cue of the timeline)', () => {
    const built30 = replaySteps(record(mission30));
    if (!built30.ok) throw new Error('replay');
    const s30 = built30.value;
    const k = s30.states.findIndex(
      (state, i) => i > 0 && state.log.length === s30.states[i - 1]!.log.length,
    );
    expect(actionAt(s30, k)?.type).toBe('cue');
    const view = viewFor(s30.states[k]!, 0);
    const lines = stepPhrases(view.log, stepLogStart(s30, k), names, view, actionAt(s30, k), true);
    expect(lines.map((p) => say(p, t))).toEqual([say(actionPhrase(actionAt(s30, k), names), t)]);
  });
});
