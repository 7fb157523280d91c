/**
 * Who plays each seat: a bot seat's level, a bot playing for a person (away, or out of turn-clock
 * time), in the log and in the history. A bot's level never borrows a character card's name.
 */
export const seats = {
  'seats.bot.expert': 'Bot · expert level',
  'seats.bot.cautious': 'Bot · cautious level',
  'seats.tag.away': 'A bot plays (away)',
  'seats.tag.clock': 'Time ran out: a bot plays',
  'seats.move.away': 'A bot plays for {name} (away)',
  'seats.move.clock': 'Time ran out: a bot played for {name}',
  'seats.history.botFinished': 'A bot finished it for you',
  'seats.levels.hint':
    'Expert bots play the strongest game. Cautious bots take fewer risks but lose far more often.',
};
