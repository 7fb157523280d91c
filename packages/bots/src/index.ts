export { BOT_LEVELS, type Bot, type BotLevel } from './bot.js';
export { cautiousBot, chooseCautiousCut } from './cautious.js';
export { expertBot, EXPERT_PARAMS, type ExpertOptions, type ExpertParams } from './expert.js';
export { Analysis } from './analysis.js';
export { playGame, BotError, type GameResult, type PlayOptions } from './play.js';
export { makeBot, makeBots } from './make.js';
export { botCharacters, BOT_CHARACTER_ORDER } from './characters.js';
export { wilson, summarize, type GameOutcome, type Summary } from './stats.js';
