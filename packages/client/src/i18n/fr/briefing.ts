import type { briefing as en } from '../en/briefing';

/** La mission à la table : son panneau et sa touche, son numéro, et la règle qui retient une valeur. */
export const briefing: Record<keyof typeof en, string> = {
  'briefing.open': 'Mission',
  'briefing.openTitle': 'La mission : mise en place et règles spéciales (M)',
  'briefing.number': 'Mission {n}',
  'briefing.number.new': 'Nouvelle mission {n}',
  'briefing.title': '{number} — {name}',
  'briefing.setup': 'Mise en place',
  'briefing.rules': 'Règles spéciales',
  'briefing.sheet': 'La feuille de mission en ce moment',
  'briefing.sheet.values': 'Valeurs que l’on peut couper maintenant : {values}.',
  'briefing.sheet.none': 'Pour l’instant, la feuille de mission ne permet de couper aucune valeur.',
  'briefing.rule.rows':
    'Seule la valeur de la première case non cochée de chaque rangée peut être coupée.',
  'briefing.rule.liaisons':
    'Seules les valeurs des cartouches reliées au DÉPART peuvent être coupées.',
  'briefing.blocked_one': '{values} n’est pas encore accessible sur la feuille de mission.',
  'briefing.blocked_other': '{values} ne sont pas encore accessibles sur la feuille de mission.',
  'briefing.stuck':
    'Aucune de vos valeurs n’est accessible sur la feuille de mission, vous ne pouvez donc pas couper : appuyez sur « {stuck} » pour avancer le détonateur d’un cran, ou prenez un café accessible.',
  'briefing.sequence': 'La carte séquence en ce moment',
  'briefing.rule.sequence':
    'Une valeur fermée ne peut être ni annoncée ni coupée en coupe solo tant que la carte séquence n’a pas atteint sa carte numéro.',
  'briefing.closed_one':
    '{values} est fermé : la carte séquence n’a pas encore atteint sa carte numéro.',
  'briefing.closed_other':
    '{values} sont fermés : la carte séquence n’a pas encore atteint leurs cartes numéro.',
  'briefing.numbers': 'Les cartes numéro en ce moment',
  'briefing.numbers.card': '{card} attend la carte numéro {number}',
  'briefing.numbers.none':
    'Plus aucune carte numéro sur l’équipement : chaque carte se débloque avec sa propre paire.',
  'briefing.numbers.falseBottom':
    'Les cartes qu’ajoutera le Double fond recevront les cartes numéro suivantes.',
  'briefing.rule.numbers':
    'Une carte numéro quitte sa carte dès que deux fils de sa valeur sont coupés ; une même paire compte pour toutes les cartes qui attendent cette valeur.',
  'briefing.key': 'Afficher la mission : numéro, mise en place et règles spéciales',
  'briefing.help':
    'Mission : le bouton Mission (ou M) affiche à tout moment le numéro et le nom de la mission, sa mise en place, ses règles spéciales et ce que la feuille de mission ou la carte séquence permet en ce moment et quelles cartes équipement attendent une carte numéro.',
  'briefing.redNumber': 'La carte numéro rouge',
  'briefing.redNumber.text':
    'La carte numéro {value} est sur la carte mission : les quatre fils de valeur {value} comptent comme des fils rouges.',
  'briefing.rule.redNumber':
    'Ne les annoncez jamais et n’en coupez aucun ; révélez-les avec vos fils rouges quand il ne vous reste rien d’autre sur votre support. Les révéler ne valide rien.',
  'briefing.red_one': '{values} compte comme rouge dans cette mission : on ne l’annonce jamais.',
  'briefing.red_other':
    '{values} comptent comme rouges dans cette mission : on ne les annonce jamais.',
  'briefing.rookie': 'La recrue',
  'briefing.rookie.text':
    '{name} a reçu la carte Capitaine et est la recrue : une coupe double ratée par {name} fait exploser la bombe, et {name} ne peut pas utiliser : {card}.',
  'briefing.rhett': 'Rhett',
  'briefing.rhett.text':
    '{name} a reçu la carte Capitaine et est Rhett : chaque jeton info sur les fils de {name} signifie que le fil N’EST PAS de cette valeur. {name} n’utilise aucune carte équipement ni le Détecteur double.',
  'briefing.rule.faceDown':
    'Les cartes équipement sont face cachée : qui coupe le dernier des quatre fils de la carte numéro visible en retourne une, à l’aveugle, utilisable tout de suite. Puis la carte numéro suivante est retournée.',
  'briefing.designated_one':
    '{values} n’est pas la carte numéro de ce tour : seul un {value} peut être coupé ce tour-ci.',
  'briefing.designated_other':
    '{values} ne sont pas la carte numéro de ce tour : seul un {value} peut être coupé ce tour-ci.',
  'briefing.careless': 'Capitaine Étourdi',
  'briefing.careless.text':
    '{name} est le capitaine et le Capitaine Étourdi : la carte personnage de {name} est rangée pour la mission (pas de Détecteur double), {name} n’utilise aucune carte équipement, et une coupe double ratée par {name} fait exploser la bombe. {name} participe toujours quand un coéquipier utilise les Talkies-walkies ou le Radar général.',

  'briefing.picked_one':
    '{values} n’est pas la carte numéro que vous avez retournée : seul un {value} peut être coupé ce tour-ci.',
  'briefing.picked_other':
    '{values} ne sont pas la carte numéro que vous avez retournée : seul un {value} peut être coupé ce tour-ci.',
  'briefing.together':
    'Les fils {value} ne partent qu’ensemble : désignez-les tous d’un coup avec « {action} ».',
  'briefing.numberPick.text': 'Face visible : {up}. Face cachée : {down}. Hors jeu : {gone}.',
  'briefing.none': 'aucune',
  'briefing.handout': 'La distribution de jetons info',

  'briefing.numberHands.mine': 'Vos cartes : {cards}.',
  'briefing.numberHands.others': 'Face cachée dans les autres mains : {hands}.',
  'briefing.numberHands.hand': '{name} : {count}',
  'briefing.numberHands.pile': 'Pioche : {deck}. Défaussées : {discards}.',

  'briefing.threeValues_one':
    'Vous ne pouvez pas couper {values} pour l’instant : tant que tous les fils de {three} ne sont pas coupés, seules ces valeurs peuvent l’être.',
  'briefing.threeValues_other':
    'Vous ne pouvez pas couper {values} pour l’instant : tant que tous les fils de {three} ne sont pas coupés, seules ces valeurs peuvent l’être.',
  'briefing.rulesUsed': 'Les règles de cette mission',
  'briefing.constraint_one': 'Carte contrainte {card} ({text}) : {values} ne peut pas être coupé.',
  'briefing.constraint_other':
    'Carte contrainte {card} ({text}) : {values} ne peuvent pas être coupés.',
  'briefing.tripwire':
    'Votre fil jaune est un fil piège : aucune coupe n’annonce jaune. Seul un coéquipier le coupe, avec « {action} ».',
};
