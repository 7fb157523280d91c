import type { circus as en } from '../en/circus';

export const circus: Record<keyof typeof en, string> = {
  'circus.event.listening.open': 'Signal sonore : tout le monde arrête de couper et écoute',
  'circus.event.listening.closed': 'Signal sonore : le jeu reprend',
  'circus.event.pairRestored':
    'Une paire coupée de {value} retourne non coupée à sa place, face cachée, sur les supports de {names}',
  'circus.event.pairRestored.none':
    'Une paire coupée devrait retourner sur les supports, mais aucune n’est coupée',
  'circus.event.seatsChanged':
    'Tout le monde change de place d’un siège, les supports restent : chacun joue désormais les supports du joueur suivant dans le sens horaire',
  'circus.event.cutSwapped':
    'Deux fils coupés échangent leur place : celui de {first} et celui de {second}',
  'circus.event.cutSwapped.none':
    'Deux fils coupés devraient échanger leur place, mais moins de deux supports en ont un',
  'circus.event.cutRemoved': 'Les fils coupés de {name} sont retirés de la table : {count}',
  'circus.event.validationReturned': 'Les jetons de validation retournent dans la boîte : {values}',
  'circus.event.validationReturned.none':
    'Les jetons de validation retournent dans la boîte : aucun n’était posé',
  'circus.event.taDaRound.open':
    'Manche ta-da : après chaque coupe réussie, son joueur dit « Ta-da ! » avant que le jeu continue',
  'circus.event.taDaRound.closed': 'La manche ta-da est terminée',
  'circus.event.taDaOwed': '{name} doit dire « Ta-da ! » avant que le jeu continue',
  'circus.event.taDa': '{name} : « Ta-da ! »',
  'circus.event.taDaMissed': '{name} n’a pas dit « Ta-da ! » : le détonateur avance d’un cran',
  'circus.event.boing': 'Boing ! Rien ne change',
  'circus.event.cueSkipped':
    'Un événement minuté est sauté : un choix portant sur les fils était encore en cours',
  'circus.taDa': 'Ta-da !',
  'circus.taDa.hint': 'Votre coupe a réussi : dites « Ta-da ! » pour que le jeu continue.',
  'circus.taDa.other': '{name} doit dire « Ta-da ! » avant que le jeu continue.',
  'circus.listening':
    'On écoute : personne ne coupe ni n’utilise d’équipement avant le second signal sonore.',
  'circus.clock.none': 'Pas de limite de temps',
  'circus.wire.gone': 'retiré de la table',
  'circus.wire.moved': 'venu d’un autre support par échange',
  'circus.replay.taDa': '{seat} dit « Ta-da ! ».',
};
