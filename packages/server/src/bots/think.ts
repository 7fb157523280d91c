/** The task of a bot worker thread: one move of one seat, from its view and legal menu. */
import { makeBot, type Bot, type BotLevel } from '@bomb-busters/bots';
import { expandMenu, type Action } from '@bomb-busters/engine';
import type { BotRequest } from './pool.js';

// A bot's choice depends on its inputs only (it caches the last analysis, keyed by position), so
// one bot per level serves every table.
const bots = new Map<BotLevel, Bot>();

export default function think({ level, view, menu }: BotRequest): Action {
  let bot = bots.get(level);
  if (!bot) {
    bot = makeBot(level);
    bots.set(level, bot);
  }
  return bot.act(view, expandMenu(menu));
}
