/** The task of a bot worker thread: one move of one seat, from its view and legal menu. */
import { makeBot, type Bot, type BotLevel } from '@bomb-busters/bots';
import { expandMenu, type Action } from '@bomb-busters/engine';
import { setPriority } from 'node:os';
import { platform } from 'node:process';
import type { BotRequest } from './pool.js';

const BOT_NICE = 10;

// Loaded only on the pool's threads. Bots yield their cores to people: this thread at a low
// priority (nice 10: a person's work on the event loop comes first, yet bots still get a tenth of
// a contended core, so their games go on when other processes load the machine). Only on Linux,
// where a thread has a priority of its own (elsewhere it would be the whole server's).
if (platform === 'linux') setPriority(BOT_NICE);

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
