import type { seats as en } from '../en/seats';

/** Wie elke plaats speelt: het niveau van een bot, een bot die speelt voor iemand die weg is. */
export const seats: Record<keyof typeof en, string> = {
  'seats.bot.expert': 'Bot · niveau ervaren',
  'seats.bot.cautious': 'Bot · niveau voorzichtig',
  'seats.tag.away': 'Een bot speelt (weg)',
  'seats.tag.clock': 'Tijd op: een bot speelt',
  'seats.move.away': 'Een bot speelt voor {name} (weg)',
  'seats.move.clock': 'Tijd op: een bot speelde voor {name}',
  'seats.history.botFinished': 'Een bot heeft het voor jou uitgespeeld',
  'seats.levels.hint':
    'Ervaren bots spelen het sterkst. Voorzichtige bots nemen minder risico maar verliezen veel vaker.',
};
