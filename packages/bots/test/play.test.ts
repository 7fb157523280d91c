/**
 * Both bots play seeded games of every mission at 2-5 players: never an illegal action (the
 * driver checks every answer against the engine and the legal list), never a hang (step bound),
 * and the record they leave replays to the same end, without a chat message (bots do not chat).
 * One game of each mission at each player count, played by one of the bots in turn (each bot
 * meets every player count over two missions next to each other), keeps this quick;
 * scripts/bot-table.ts plays the full runs.
 */
import { describe, expect, it } from 'vitest';
import {
  MISSION_IDS,
  missionById,
  missionDrawsCaptain,
  replayRecord,
  type GameEvent,
} from '@bomb-busters/engine';
import { BOT_LEVELS, makeBots, playGame } from '../src/index.js';

const PLAYERS = [2, 3, 4, 5] as const;

/** The bot that plays `players` seats in the `index`-th mission: the levels take turns. */
const levelFor = (index: number, players: number) =>
  BOT_LEVELS[(index + players) % BOT_LEVELS.length]!;

describe.each(MISSION_IDS.map((mission, index) => ({ mission, index })))(
  'mission $mission',
  ({ mission, index }) => {
    // A mission not played with two players (34) starts at three.
    const counts = PLAYERS.filter((players) => players >= (missionById(mission)?.minPlayers ?? 2));
    it.each(counts.map((players) => ({ level: levelFor(index, players), players })))(
      '$players players, $level bots: a legal game to its end',
      ({ level, players }) => {
        const seed = `bots-${mission}-${players}-${level}`;
        const game = playGame({ mission, players, seed }, makeBots(level, players), {
          maxSteps: 1000,
        });
        expect(['won', 'lost']).toContain(game.result);
        expect(game.illegal).toBe(0);
        expect(game.lossCause === null).toBe(game.result === 'won');
        expect(game.turns).toBeGreaterThan(0);
        const replayed = replayRecord(game.record);
        if (!replayed.ok)
          throw new Error(`record does not replay: ${JSON.stringify(replayed.error)}`);
        expect(replayed.value.status).toBe(game.result);
        expect(replayed.value.lossCause).toBe(game.lossCause);
        // A mission that deals the Captain card at random records the seed's Captain.
        const captain = missionDrawsCaptain(mission) ? replayed.value.captain : 0;
        expect(game.record).toMatchObject({ format: 1, mission, players, captain, seed });
        // Bots never chat, in mission 25 as anywhere: no message in their records.
        expect(game.record.actions.map((a): string => a.type)).not.toContain('say');
        if (level === 'cautious') {
          // The cautious bot uses neither equipment nor its Double Detector.
          const log: readonly GameEvent[] = replayed.value.log;
          expect(log.some((e) => e.type === 'equipmentUsed' || e.type === 'characterUsed')).toBe(
            false,
          );
        }
      },
      // A few positions of mission 35 at five players (five closed X wires, hidden for long)
      // take the solver tens of seconds each; making them fast is the solver work after box 3.
      120_000,
    );
  },
);
