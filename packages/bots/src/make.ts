import type { Bot, BotLevel } from './bot.js';
import { cautiousBot } from './cautious.js';
import { expertBot } from './expert.js';

/** A fresh bot of a level (each seat needs its own: bots keep a small cache). */
export function makeBot(level: BotLevel): Bot {
  return level === 'expert' ? expertBot() : cautiousBot();
}

export const makeBots = (level: BotLevel, players: number): Bot[] =>
  Array.from({ length: players }, () => makeBot(level));
