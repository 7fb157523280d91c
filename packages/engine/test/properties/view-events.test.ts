/**
 * A seat's view follows from its events: for every action of random games of every mission,
 * applying what the seat receives (`viewEventsFor`) to its view before gives exactly its view
 * after, for every seat and a spectator. And a seat that may not act has nothing to do: the
 * server builds menus for `mayAct` only.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyViewEvents,
  expandMenu,
  legalMenu,
  MISSION_IDS,
  missionById,
  seatsWithMenus,
  viewChanges,
  viewEventsFor,
  viewFor,
  type GameState,
  type SeatView,
  type Viewer,
} from '../../src/index.js';
import {
  create,
  isOver,
  playRandom,
  policyArb,
  seatsOf,
  setupArb,
  summary,
  type Step,
  PROPERTY_TIMEOUT,
} from './arbitraries.js';
import { sampled } from './runs.js';

/** How often each kind of view event was sent, to show what the core's events carry. */
type Tally = Map<string, number>;

/** Each state's views, made once: a step's view after is the next step's view before. */
const seen = new WeakMap<GameState, Map<Viewer, SeatView>>();
function viewOf(state: GameState, viewer: Viewer): SeatView {
  const views = seen.get(state) ?? new Map<Viewer, SeatView>();
  seen.set(state, views);
  const view = views.get(viewer) ?? viewFor(state, viewer);
  views.set(viewer, view);
  return view;
}

function checkStep({ before, action, after, events }: Step, tally: Tally): void {
  const where = () => `after ${JSON.stringify(action)} (${summary(before)})`;
  const changes = viewChanges(before, after, events);
  if (!changes) {
    // Only the end of the game, when every hidden value is shown, takes whole views.
    expect(isOver(after) && !isOver(before), where()).toBe(true);
    return;
  }
  const viewers: Viewer[] = [...seatsOf(after), 'spectator'];
  for (const viewer of viewers) {
    const sent = viewEventsFor(changes, viewer);
    const applied = applyViewEvents(viewOf(before, viewer), sent);
    expect(applied, `${String(viewer)} ${where()}`).toStrictEqual(viewOf(after, viewer));
  }
  for (const part of changes.parts) tally.set(part, (tally.get(part) ?? 0) + 1);
  const stands = changes.stands === 'all' ? after.hands.flat().length : changes.stands.length;
  tally.set('stands', (tally.get('stands') ?? 0) + stands);
  if (changes.stands === 'all') tally.set('laidOut', (tally.get('laidOut') ?? 0) + 1);
  tally.set('actions', (tally.get('actions') ?? 0) + 1);
  // Menus only where needed: a seat outside `seatsWithMenus` has no legal action.
  if (!isOver(after)) {
    const menus = seatsWithMenus(after);
    for (const seat of seatsOf(after))
      if (!menus.includes(seat))
        expect(expandMenu(legalMenu(after, seat)), `seat ${seat} ${where()}`).toEqual([]);
  }
}

const play = { say: 0.05, cues: 0.1, pauses: 0.02, maxSteps: 2000 };

describe('view events', { timeout: PROPERTY_TIMEOUT }, () => {
  it('rebuild every seat’s and the spectator’s next view, in every mission', () => {
    const tally: Tally = new Map();
    // Two games a mission in `npm test`, six in the full sweep (PROPERTY_RUNS=full, runs.ts).
    const runs = process.env.PROPERTY_RUNS === 'full' ? 6 : 2;
    for (const mission of MISSION_IDS)
      for (let k = 0; k < runs; k++) {
        const seed = k + 1000 * MISSION_IDS.indexOf(mission);
        const start = create({
          mission,
          players: Math.max(2 + (k % 4), missionById(mission)?.minPlayers ?? 2),
          seed: `views-${seed}`,
        });
        playRandom(start, {
          ...play,
          seed,
          smart: [0.6, 0.9, 0.97][k % 3] ?? 0.9,
          equip: 0.3,
          onStep: (step) => checkStep(step, tally),
        });
      }
    // The core follows the game's own events: a dial, status or validation never travels as a part.
    for (const part of ['dial', 'status', 'lossCause', 'validated', 'activeSeat', 'paused'])
      expect(tally.get(part) ?? 0, part).toBe(0);
    // Most actions change a stand; few need one sent whole.
    expect(tally.get('stands') ?? 0).toBeLessThan((tally.get('actions') ?? 0) / 4);
  });

  it('rebuild them through mission 42’s table events, the seats moving on included', () => {
    const tally: Tally = new Map();
    for (let seed = 0; seed < 8; seed++)
      playRandom(create({ mission: 42, players: 2 + (seed % 4), seed: `circus-${seed}` }), {
        ...play,
        seed,
        smart: 0.9,
        cues: 0.3,
        onStep: (step) => checkStep(step, tally),
      });
    expect(tally.get('laidOut') ?? 0).toBeGreaterThan(0);
  });

  it('rebuild the next views of random deals and policies', () => {
    const tally: Tally = new Map();
    fc.assert(
      fc.property(setupArb, policyArb, (setup, policy) => {
        playRandom(create(setup), { ...policy, ...play, onStep: (s) => checkStep(s, tally) });
      }),
      sampled(60),
    );
  });
});
