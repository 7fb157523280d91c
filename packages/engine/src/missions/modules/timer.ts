/**
 * Rule module "timer": a real-time limit (missions 10 and 19). Its clock is data (../clock.ts); the
 * server enacts it and, when the time left runs out, applies `timeUp`, which loses the game.
 */
import { ruleError, type RuleError } from '../../errors.js';
import { lose } from '../../step.js';
import { err, ok } from '../../result.js';
import type { RuleModule } from '../rules.js';

export const NO_TIMER: RuleError = ruleError('NOT_IN_MISSION', 'This mission has no time limit.');

export function timerModule(): RuleModule {
  return {
    actions: {
      types: ['timeUp'],
      // Never a seat's choice: only the server's clock applies it.
      candidates: () => [],
      apply: (state, _action, out) => {
        if (state.status === 'won' || state.status === 'lost')
          return err(ruleError('GAME_OVER', 'The game is over.'));
        if (state.status !== 'playing')
          return err(
            ruleError('NOT_PLAYING', 'The clock starts once the setup tokens are placed.'),
          );
        return ok(lose(state, 'timeUp', out));
      },
    },
  };
}
