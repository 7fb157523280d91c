import type { replay as en } from '../en/replay';

export const replay: Record<keyof typeof en, string> = {
  'replay.result.won': 'Bombe désamorcée ! L’équipe a gagné.',
  'replay.result.lost': 'Boum ! La bombe a explosé : {cause}',
  'replay.cause.redWire': 'un fil rouge a été coupé.',
  'replay.cause.detonator': 'le détonateur a atteint la tête de mort.',
  'replay.cause.starWire': 'un fil étoile a été coupé.',
  'replay.cause.dialPastStart': 'le détonateur a reculé au-delà de son cran de départ.',
  'replay.cause.blockedValues':
    'un tour a commencé avec seulement des valeurs fermées et des fils rouges.',
  'replay.gameOver.title': 'La partie {game} est terminée',
  'replay.watch': 'Revoir la partie',
  'replay.share': 'Copier le lien du replay',
  'replay.shareCopied': 'Lien copié.',
  'replay.shareManual': 'Copiez ce lien pour partager le replay :',
  'replay.download': 'Télécharger l’enregistrement',
  'replay.again.title': 'Rejouer',
  'replay.again.mission': 'Mission de la prochaine partie : {mission}',
  'replay.again.lobby':
    'La table revient à son salon : les places peuvent passer d’une personne à un robot et inversement, des joueurs peuvent arriver ou partir, puis vous lancez la partie.',
  'replay.again.captain':
    'Le prochain capitaine sera {name}, le joueur à gauche du capitaine de cette partie.',
  'replay.again.button': 'Rejouer',
  'replay.again.starting': 'Retour au salon…',
  'replay.again.waiting': 'En attente de l’hôte pour ouvrir la prochaine partie.',
  'replay.title': 'Replay : table {room}, partie {game}',
  'replay.titleLatest': 'Replay : table {room}, dernière partie',
  'replay.loading': 'Chargement de l’enregistrement…',
  'replay.invalid': 'Cet enregistrement ne peut pas être rejoué.',
  'replay.backToRoom': 'Retour à la table',
  'replay.controls': 'Commandes du replay',
  'replay.first': 'Première étape',
  'replay.previous': 'Étape précédente',
  'replay.next': 'Étape suivante',
  'replay.last': 'Dernière étape',
  'replay.play': 'Lecture',
  'replay.pause': 'Pause',
  'replay.slider': 'Étape',
  'replay.step': 'Étape {step} sur {last}',
  'replay.keys': 'Les flèches gauche et droite reculent ou avancent d’une étape.',
  'replay.viewer': 'Vu par',
  'replay.spectator': 'Un spectateur (aucune main visible)',
  'replay.action.deal': 'Les fils sont distribués.',
  'replay.action.info': '{seat} place un jeton info devant son fil {wire}.',
  'replay.action.dualCut': '{seat} annonce {value} et désigne le fil {wire} de {owner}.',
  'replay.action.detector':
    '{seat} annonce {value} et pointe un détecteur sur le support de {owner}.',
  'replay.action.soloCut': 'Coupe solo : {seat} coupe tous ses fils de valeur {value} qui restent.',
  'replay.action.revealRed': '{seat} révèle ses fils rouges.',
  'replay.action.equipment': '{seat} utilise {card}.',
  'replay.action.choose': '{seat} choisit le fil {wire} de {owner}.',
  'replay.action.chooseOwn': '{seat} choisit son fil {wire}.',
  'replay.action.checkCell': '{seat} coche {value} sur la feuille de mission ({group}).',
  'replay.action.drawLine': '{seat} trace le trait de la cartouche {cartouche}.',
  'replay.action.coffee': '{seat} prend un café et laisse {next} jouer ensuite.',
  'replay.action.stuck': '{seat} est bloqué : le détonateur avance d’un cran et le tour passe.',
  'replay.backHome': 'Retour à l’accueil',
  'replay.cause.cutTogetherFailed': 'un fil désigné avec les fils rouges n’était pas rouge.',
  'replay.cause.captainFailedCut': 'le capitaine a raté une coupe double.',
  'replay.cause.timeUp': 'le temps était écoulé.',
  'replay.action.cutTogether': '{seat} désigne les fils rouges ensemble : {wires}.',
  'replay.action.infoNot': '{seat} pose un faux jeton info devant son fil {wire} : pas {value}.',
  'replay.action.flipEquipment': '{seat} retourne la carte face cachée #{n}.',
  'replay.action.designate': '{seat} désigne {designee} pour couper la valeur de ce tour.',
  'replay.action.designateSelf': '{seat} se désigne pour couper la valeur de ce tour.',
  'replay.action.snip': '{seat} dit Snip ! et prend le tour.',
  'replay.action.timeUp': 'Le temps est écoulé.',
  'replay.action.say': 'Dans la discussion : {line}',

  'replay.cause.cutTogetherFailedNumber':
    'un fil désigné avec les fils {value} n’était pas un {value}.',
  'replay.action.cutTogetherNumber': '{seat} désigne ensemble les fils {value} : {wires}.',
  'replay.action.pickNumber': '{seat} retourne la carte numéro {number} face cachée.',
  'replay.action.skip':
    '{seat} n’a aucune valeur d’une carte numéro face visible et passe son tour.',
  'replay.action.takeToken': '{seat} choisit le jeton info {value}.',

  'replay.action.layNumber': '{seat} pose la carte numéro {number} face cachée.',
  'replay.action.layNumber.hidden': '{seat} pose une carte numéro face cachée.',

  'replay.cause.threeValuesLeft':
    'des fils des trois valeurs étaient encore en jeu à leur contrôle.',
  'replay.cause.cutTogetherFailedYellow':
    'un fil désigné lors du balayage jaune n’était pas jaune.',
  'replay.action.cutTogetherYellow': '{seat} désigne les fils jaunes ensemble : {wires}.',
  'replay.action.cue': 'Le minutage de la mission atteint l’événement {n}.',
  'replay.cause.cutTogetherFailed.wires':
    'un fil désigné avec les fils rouges n’était pas rouge ({wires}).',
  'replay.cause.cutTogetherFailedNumber.wires':
    'un fil désigné avec les fils {value} n’était pas un {value} ({wires}).',
  'replay.cause.cutTogetherFailedYellow.wires':
    'un fil désigné lors du balayage jaune n’était pas jaune ({wires}).',
  'replay.action.pickConstraint': '{seat} prend la carte contrainte {card}.',
  'replay.action.replaceConstraint': '{seat}, le Capitaine, révèle la carte contrainte suivante.',
  'replay.action.keepConstraint': '{seat}, le Capitaine, garde la carte contrainte.',
  'replay.action.cannotObey':
    '{seat} ne peut faire aucune coupe permise par la carte contrainte et le dit.',
};
