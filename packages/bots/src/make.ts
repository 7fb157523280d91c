import type { Bot, BotLevel } from './bot.js';
import { cautiousBot } from './cautious.js';
import { expertBot, type ExpertOptions } from './expert.js';

/**
 * A fresh bot of a level (each seat needs its own: bots keep a small cache). `expert` overrides
 * the expert's weights (measurements only; the cautious bot has none).
 */
export function makeBot(level: BotLevel, expert?: ExpertOptions): Bot {
  return level === 'expert' ? expertBot(expert) : cautiousBot();
}

export const makeBots = (level: BotLevel, players: number, expert?: ExpertOptions): Bot[] =>
  Array.from({ length: players }, () => makeBot(level, expert));
