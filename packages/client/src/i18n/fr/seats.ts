import type { seats as en } from '../en/seats';

/** Qui joue à chaque place : le niveau d’un robot, un robot qui joue pour une personne absente. */
export const seats: Record<keyof typeof en, string> = {
  'seats.bot.expert': 'Robot · niveau chevronné',
  'seats.bot.cautious': 'Robot · niveau prudent',
  'seats.tag.away': 'Un robot joue (absent·e)',
  'seats.tag.clock': 'Temps écoulé : un robot joue',
  'seats.move.away': 'Un robot joue pour {name} (absent·e)',
  'seats.move.clock': 'Temps écoulé : un robot a joué pour {name}',
  'seats.history.botFinished': 'Un robot l’a terminée pour vous',
  'seats.levels.hint':
    'Les robots chevronnés jouent le mieux. Les robots prudents prennent moins de risques mais perdent bien plus souvent.',
};
