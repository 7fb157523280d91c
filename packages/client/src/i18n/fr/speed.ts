import type { speed as en } from '../en/speed';

export const speed: Record<keyof typeof en, string> = {
  'speed.title': 'Manches éclair',
  'speed.rule':
    'Notre propre minutage retourne des cartes numéro face visible : à chaque fois, coupez au moins deux fils de cette valeur avant le contrôle.',
  'speed.window': 'Fenêtre : carte numéro {number}',
  'speed.window.goal':
    'Coupez au moins {needed} fils {number}, sur n’importe quels supports, avant le contrôle. Les fils déjà coupés comptent.',
  'speed.window.cut': '{cut} sur {needed} coupés',
  'speed.window.made': 'Réussie',
  'speed.window.madeText': '{cut} fils {number} sont coupés : cette fenêtre est réussie.',
  'speed.window.checkIn_one': 'Contrôle dans {count} seconde',
  'speed.window.checkIn_other': 'Contrôle dans {count} secondes',
  'speed.window.checking': 'Contrôle en cours…',
  'speed.window.ifMissed': 'Si elle est manquée : {cost}.',
  'speed.window.ifMade': 'Si elle est réussie : {gain}.',
  'speed.window.none': 'Aucune fenêtre n’est ouverte pour l’instant.',
  'speed.miss.dial': 'le détonateur avance d’un cran',
  'speed.miss.nothing': 'il ne se passe rien',
  'speed.miss.discard': 'la carte équipement la plus basse du plateau, {card}, est défaussée',
  'speed.miss.discardNone':
    'la carte équipement la plus basse du plateau partirait, mais il n’en reste aucune',
  'speed.miss.mime':
    'une manche de mime, avec seulement des signaux dans la discussion jusqu’au contrôle suivant',
  'speed.hit.nothing': 'rien de plus',
  'speed.hit.holds':
    'le joueur dont c’est le tour pioche une carte numéro et dit honnêtement s’il a cette valeur',
  'speed.rounds': 'Fenêtres jusqu’ici',
  'speed.round.made': 'Carte numéro {number} : réussie',
  'speed.round.missed': 'Carte numéro {number} : manquée',
  'speed.tag.made': 'réussie',
  'speed.tag.missed': 'manquée',
  'speed.mime':
    'Manche de mime : une fenêtre a été manquée, la discussion se limite donc aux signaux jusqu’au contrôle suivant.',
  'speed.three.title': 'Les trois valeurs',
  'speed.three.rule':
    'Tant que leurs quatre fils ne sont pas tous coupés, seules {values} peuvent être coupées. Un joueur qui n’en a aucune passe son tour.',
  'speed.three.checkIn_one':
    'Dans {count} seconde, le moindre de leurs fils encore en jeu fait exploser la bombe.',
  'speed.three.checkIn_other':
    'Dans {count} secondes, le moindre de leurs fils encore en jeu fait exploser la bombe.',
  'speed.three.checking': 'Leur temps est écoulé : contrôle en cours…',
  'speed.three.done':
    'Tous les fils des trois valeurs sont coupés : toute valeur peut de nouveau être coupée.',
  'speed.three.card': 'Carte numéro {number} : {cut} fils coupés sur {all}',
  'speed.three.tag': '{cut} sur {all}',
  'speed.sweep.title': 'Balayage jaune',
  'speed.sweep.you':
    'Votre action ce tour : désignez d’un coup chaque fil jaune restant sur les supports de vos coéquipiers ; les vôtres viennent d’eux-mêmes. Un seul mauvais fil fait exploser la bombe.',
  'speed.sweep.other':
    '{name} doit désigner d’un coup chaque fil jaune restant, avant toute autre coupe. Un seul mauvais fil fait exploser la bombe.',
  'speed.next': 'Ensuite, dans {time} : {what}.',
  'speed.next.soon': 'Ensuite, d’un instant à l’autre : {what}.',
  'speed.next.draw': 'une nouvelle fenêtre s’ouvre',
  'speed.next.check': 'la fenêtre est contrôlée',
  'speed.next.yellowCount': 'chacun dit combien de fils jaunes il a',
  'speed.next.threeValues': 'trois cartes numéro sont retournées face visible',
  'speed.next.threeValuesCheck': 'les trois valeurs sont contrôlées',
  'speed.next.yellowSweep': 'le balayage jaune est lancé',
  'speed.next.end': 'Plus d’événement minuté : terminez avant la fin du temps.',
  'speed.say.window': 'Carte numéro {number} : coupez deux fils {number} en {seconds} secondes.',
  'speed.say.missed': 'Fenêtre de la carte numéro {number} manquée : {cost}.',
};
