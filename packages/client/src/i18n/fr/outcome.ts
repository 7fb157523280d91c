import type { outcome as en } from '../en/outcome';

export const outcome: Record<keyof typeof en, string> = {
  'home.lobby.players_one': '{count} joueur',
  'home.lobby.players_other': '{count} joueurs',
  'replay.result.won': 'Bombe désamorcée ! L’équipe a gagné.',
  'replay.result.lost': 'Boum ! La bombe a explosé : {cause}',
  'replay.cause.redWire': 'un fil rouge a été coupé.',
  'replay.cause.detonator': 'le détonateur a atteint la tête de mort.',
  'replay.cause.starWire': 'un fil étoile a été coupé.',
  'replay.cause.dialPastStart': 'le détonateur a reculé au-delà de son cran de départ.',
  'replay.cause.blockedValues':
    'un tour a commencé avec seulement des valeurs ou des fils X fermés et des fils rouges.',
  'replay.viewer': 'Vu par',
  'replay.spectator': 'Un spectateur (aucune main visible)',
  'replay.cause.cutTogetherFailed': 'un fil désigné avec les fils rouges n’était pas rouge.',
  'replay.cause.captainFailedCut': 'le capitaine a raté une coupe double.',
  'replay.cause.timeUp': 'le temps était écoulé.',
  'replay.cause.cutTogetherFailedNumber':
    'un fil désigné avec les fils {value} n’était pas un {value}.',
  'replay.cause.threeValuesLeft':
    'des fils des trois valeurs étaient encore en jeu à leur contrôle.',
  'replay.cause.cutTogetherFailedYellow':
    'un fil désigné lors du balayage jaune n’était pas jaune.',
  'replay.cause.cutTogetherFailed.wires':
    'un fil désigné avec les fils rouges n’était pas rouge ({wires}).',
  'replay.cause.cutTogetherFailedNumber.wires':
    'un fil désigné avec les fils {value} n’était pas un {value} ({wires}).',
  'replay.cause.cutTogetherFailedYellow.wires':
    'un fil désigné lors du balayage jaune n’était pas jaune ({wires}).',
  'replay.cause.turnedWire': 'le capitaine s’est trompé sur son fil retourné.',
};
