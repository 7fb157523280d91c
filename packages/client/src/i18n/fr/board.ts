import type { board as en } from '../en/board';

export const board: Record<keyof typeof en, string> = {
  'board.label': 'La table',
  'board.stand.own': 'Votre support',
  'board.stand.ownLettered': 'Votre support {letter}',
  'board.stand.other': 'Support de {name}',
  'board.stand.otherLettered': 'Support {letter} de {name}',
  'board.stand.choose': 'Choisir : {stand}',
  'board.stand.captain': 'Capitaine',
  'board.stand.turn': 'Joue maintenant',
  'board.stand.empty': 'Plus aucun fil',
  'board.wire.label': '{stand}, fil {wire} : {value}',
  'board.wire.hidden': 'caché',
  'board.wire.cut': 'coupé',
  'board.wire.info': 'jeton info {value}',
  'board.wire.infoOral': 'annoncé à voix haute : {value}',
  'board.wire.labelRight': 'étiquette {label} avec le fil suivant',
  'board.wire.chances': 'probablement {chances}',
  'board.wire.selected': 'sélectionné',
  'board.printed.blue': '{value}',
  'board.printed.yellow': 'jaune {value}',
  'board.printed.red': 'rouge {value}',
  'board.printed.star': 'étoile',
  'board.value.yellow': 'jaune',
  'board.value.star': 'étoile',
  'board.value.either': '{a} ou {b}',
  'board.short.yellow': 'J',
  'board.short.red': 'R',
  'board.short.star': '★',
  'board.detector.double': 'le Détecteur double',
  'board.detector.triple': 'le Détecteur triple',
  'board.dial.title': 'Détonateur',
  'board.dial.left_one': 'Encore {count} erreur permise',
  'board.dial.left_other': 'Encore {count} erreurs permises',
  'board.dial.last': 'Plus aucune erreur permise : la prochaine fait exploser la bombe',
  'board.dial.exploded': 'La bombe a explosé',
  'board.dial.start': 'départ',
  'board.markers.title': 'Fils rouges et jaunes',
  'board.markers.none': 'Aucun fil rouge ni jaune dans cette mission',
  'board.marker.red': 'rouge {value}',
  'board.marker.yellow': 'jaune {value}',
  'board.marker.maybe': '{marker}, peut-être',
  'board.validation.title': 'Valeurs validées',
  'board.validation.done': '{value} : les quatre sont coupés',
  'board.validation.open': '{value} : encore en jeu',
  'board.equipment.title': 'Équipement',
  'board.equipment.none': 'Pas d’équipement dans cette mission',
  'board.equipment.locked': 'Bloqué tant que deux fils de valeur {value} ne sont pas coupés',
  'board.equipment.lockedYellow': 'Bloqué tant que deux fils jaunes ne sont pas coupés',
  'board.equipment.lockedPairs': 'Bloqué tant que ces deux paires ne sont pas coupées :',
  'board.equipment.lockedPair': 'Bloqué tant que cette paire n’est pas coupée :',
  'board.equipment.pair': 'deux fils de valeur {value}',
  'board.equipment.pair.yellow': 'deux fils jaunes',
  'board.equipment.lock.own': 'Sa propre valeur',
  'board.equipment.lock.number': 'La carte numéro posée dessus',
  'board.equipment.lock.both': 'Sa propre valeur et la carte numéro posée dessus',
  'board.equipment.lock.done': '{whose} : {pair}, c’est fait',
  'board.equipment.lock.waiting': '{whose} : {pair}, pas encore coupés',
  'board.equipment.numberCard': 'La carte numéro {number} est posée dessus',
  'board.equipment.available': 'Prêt à servir',
  'board.equipment.used': 'Utilisé',
  'board.equipment.inUse': 'En cours d’utilisation',
  'board.equipment.use': 'Utiliser : {card}',
  'board.equipment.1.name': 'Étiquette ≠',
  'board.equipment.1.text':
    'À tout moment : posez le jeton ≠ entre deux fils voisins de valeurs différentes (l’un peut déjà être coupé).',
  'board.equipment.2.name': 'Talkies-walkies',
  'board.equipment.2.text':
    'À tout moment : échangez sans les montrer un de vos fils non coupés contre un fil d’un coéquipier ; chacun range le fil reçu à sa place.',
  'board.equipment.3.name': 'Détecteur triple',
  'board.equipment.3.text':
    'À votre tour : annoncez un nombre et désignez trois fils sur le support d’un coéquipier ; c’est réussi si l’un d’eux porte ce nombre.',
  'board.equipment.4.name': 'Post-it',
  'board.equipment.4.text':
    'À tout moment : placez devant un de vos fils bleus un jeton info indiquant sa vraie valeur.',
  'board.equipment.5.name': 'Super détecteur',
  'board.equipment.5.text':
    'À votre tour : annoncez un nombre et désignez tout le support d’un coéquipier ; c’est réussi si un de ses fils porte ce nombre.',
  'board.equipment.6.name': 'Rembobineur',
  'board.equipment.6.text': 'À tout moment : reculez le détonateur d’un cran.',
  'board.equipment.7.name': 'Batteries de secours',
  'board.equipment.7.text':
    'À tout moment : retournez face visible une ou deux cartes personnage déjà utilisées ; leur Détecteur double resservira.',
  'board.equipment.8.name': 'Radar général',
  'board.equipment.8.text':
    'À tout moment : dites un nombre ; chacun (vous aussi) indique s’il a encore un fil bleu non coupé de ce nombre.',
  'board.equipment.9.name': 'Stabilisateur',
  'board.equipment.9.text':
    'Au début de votre tour : pendant ce tour, une coupe ratée ne fait pas avancer le détonateur et un fil rouge n’explose pas.',
  'board.equipment.10.name': 'Rayon X ou Y',
  'board.equipment.10.text':
    'À votre tour : annoncez deux valeurs que vous possédez pour un même fil ; la coupe réussit si le fil a l’une des deux.',
  'board.equipment.11.name': 'Tasse de café',
  'board.equipment.11.text':
    'À votre tour : passez et choisissez seul qui joue ensuite ; la partie continue à partir de cette personne.',
  'board.equipment.12.name': 'Étiquette =',
  'board.equipment.12.text':
    'À tout moment : posez le jeton = entre deux de vos fils voisins qui ont la même valeur.',
  'board.equipment.falseBottom.name': 'Double fond',
  'board.equipment.falseBottom.text':
    'Agit tout seul : dès que deux fils jaunes sont coupés, il se retourne et les deux cartes suivantes de la pioche d’équipement rejoignent la table.',
  'board.equipment.flipped': 'Retourné : il a ajouté deux cartes sur la table',
  'board.characters.title': 'Personnages',
  'board.character.captain': 'Capitaine',
  'board.character.expert-1': 'Expert 1',
  'board.character.expert-2': 'Expert 2',
  'board.character.expert-3': 'Expert 3',
  'board.character.expert-4': 'Expert 4',
  'board.character.of': '{name} : {card}',
  'board.character.detectorReady': 'Détecteur double disponible',
  'board.character.detectorUsed': 'Détecteur double utilisé',
  'board.character.useOwn': 'Utiliser votre propre {card}',
  'board.character.personalReady': '{card} personnel disponible',
  'board.character.personalUsed': '{card} personnel utilisé',
  'board.character.active': 'joue maintenant',
  'board.sheet.title': 'Feuille de mission',
  'board.sheet.line': 'Ligne {n}',
  'board.sheet.row': 'Rangée {n}',
  'board.sheet.cartouche': 'Cartouche {n}',
  'board.sheet.cell': 'Case {value}, {state}',
  'board.sheet.checked': 'cochée',
  'board.sheet.open': 'libre',
  'board.sheet.dialUp': 'une fois complète : détonateur +1',
  'board.sheet.dialDown': 'une fois complète : détonateur −1',
  'board.sheet.linked': 'reliée au DÉPART',
  'board.sheet.notLinked': 'pas encore reliée',
  'board.sheet.coffee': 'Café',
  'board.sheet.bonus': 'Trait bonus',
  'board.sheet.iconFree': 'accessible dès le début',
  'board.sheet.iconAfter': 'accessible après {groups}',
  'board.sheet.iconUsed': 'utilisé',
  'board.sheet.takeCoffee': 'Prendre ce café',
  'board.log.title': 'Journal de la partie',
  'board.log.empty': 'Il ne s’est encore rien passé.',
  'board.pending.setupInfo': 'lequel de ses fils reçoit le jeton info de départ',
  'board.pending.detectorCut': 'lequel des fils désignés est coupé',
  'board.pending.detectorToken': 'quel fil désigné reçoit le jeton info',
  'board.pending.walkieTalkie': 'quel fil donner en retour',
  'board.pending.countPair': 'quel autre fil de cette valeur reçoit le second jeton x2',
  'board.pending.checkCell': 'quelle case cocher sur la feuille de mission',
  'board.pending.drawLine': 'quelle cartouche relier au DÉPART',
  'board.pending.own.setupInfo': 'lequel de vos fils reçoit le jeton info de départ',
  'board.pending.own.detectorToken': 'lequel de vos fils désignés reçoit le jeton info',
  'board.pending.own.walkieTalkie': 'lequel de vos fils donner en retour',
  'board.pending.walkieTalkieTo': 'quel fil donner en retour à {name}',
  'board.pending.walkieTalkieToYou': 'quel fil vous donner en retour',
  'board.pending.own.walkieTalkieTo': 'lequel de vos fils donner en retour à {name}',
  'board.event.infoPlaced.setup': '{owner} pose un jeton info {value} devant le fil {wire}',
  'board.event.infoPlaced.failure': '{owner} pose un jeton info {value} devant le fil {wire}',
  'board.event.infoPlaced.postIt':
    '{owner} utilise le Post-it : jeton info {value} devant le fil {wire}',
  'board.event.infoPlaced.oral':
    'Plus de jeton {value} : {owner} annonce à voix haute que le fil {wire} est un {value}',
  'board.event.dualCut.one.success':
    '{name} désigne le fil {wires} de {owner} et annonce {value} : réussi',
  'board.event.dualCut.one.failure':
    '{name} désigne le fil {wires} de {owner} et annonce {value} : raté',
  'board.event.dualCut.many.success':
    '{name} utilise {detector} sur les fils {wires} de {owner} et annonce {value} : réussi',
  'board.event.dualCut.many.failure':
    '{name} utilise {detector} sur les fils {wires} de {owner} et annonce {value} : raté',
  'board.event.dualCut.stand.success':
    '{name} utilise le Super détecteur sur le support de {owner} et annonce {value} : réussi',
  'board.event.dualCut.stand.failure':
    '{name} utilise le Super détecteur sur le support de {owner} et annonce {value} : raté',
  'board.event.soloCut': 'Coupe solo : {name} coupe tous les fils {value} qui restent',
  'board.event.wireCut': 'Le fil {wire} de {owner} est coupé : {printed}',
  'board.event.redRevealed': '{name} révèle ses fils rouges',
  'board.event.dialMoved.forward': 'Le détonateur avance ({steps} avant la tête de mort)',
  'board.event.dialMoved.back': 'Le détonateur recule ({steps} avant la tête de mort)',
  'board.event.validated': 'Les quatre fils de valeur {value} sont coupés',
  'board.event.equipmentUnlocked': 'Équipement débloqué : {card}',
  'board.event.equipmentAdded': '{card} : ajout de {cards} sur la table',
  'board.event.equipmentAdded.none':
    '{card} : la pioche d’équipement est vide, aucune carte n’est ajoutée',
  'board.list.and': '{a} et {b}',
  'board.event.sequenceMoved':
    'La carte séquence avance sur {value} : {value} peut maintenant être coupé',
  'board.event.sequencePassed': 'La carte séquence dépasse sa dernière carte numéro',
  'board.event.numberCovered': 'La carte numéro {number} est posée sur {card}',
  'board.event.numberDiscarded':
    'La carte numéro {number} quitte {card} : deux fils de valeur {number} sont coupés',
  'board.event.equipmentUsed': '{name} utilise {card}',
  'board.event.characterUsed': '{name} utilise son Détecteur double',
  'board.event.personalUsed': '{name} utilise son propre {card} (carte personnage)',
  'board.event.charactersRefreshed':
    'Batteries de secours : {names} peuvent de nouveau utiliser leur Détecteur double',
  'board.event.labelPlaced':
    'Une étiquette {label} est posée entre les fils {wire} et {next} de {owner}',
  'board.event.radar.yes': 'Radar général sur le {value} : {yes} répondent oui',
  'board.event.radar.none': 'Radar général sur le {value} : personne n’en a',
  'board.event.wireMoved.hidden':
    'Le fil {wire} de {from} passe sur le support de {to}, à la place {position}',
  'board.event.wireMoved.seen':
    'Le fil {wire} de {from} ({printed}) passe sur le support de {to}, à la place {position}',
  'board.event.pending': '{name} choisit {choice}',
  'board.event.cellChecked': '{name} coche {value} sur la feuille de mission ({group})',
  'board.event.lineDrawn': '{name} relie la cartouche {cartouche} au DÉPART',
  'board.event.lineCompleted.forward': 'Ligne {line} complète : le détonateur avance',
  'board.event.lineCompleted.back': 'Ligne {line} complète : le détonateur recule',
  'board.event.lineCompleted.still': 'Ligne {line} complète',
  'board.event.coffee': '{name} prend un café : {next} joue ensuite',
  'board.event.coffeeMug': '{name} utilise la Tasse de café : {next} joue ensuite',
  'board.event.stuck': '{name} est bloqué : le détonateur avance',
  'board.event.turn': 'Au tour de {name}',
  'board.event.turnOpen.start':
    'Pas d’ordre de jeu : le premier à dire Snip ! prend le premier tour',
  'board.event.turnOpen': 'Le tour de {name} est fini : le premier à dire Snip ! prend le suivant',
  'board.event.snip': '{name} dit Snip ! et prend le tour',
  'board.event.playStarted': 'La mission commence',
  'board.event.won': 'Bombe désamorcée : mission réussie !',
  'board.event.lost.redWire': 'Un fil rouge a été coupé : la bombe a explosé',
  'board.event.lost.detonator': 'Le détonateur a atteint la tête de mort : la bombe a explosé',
  'board.event.lost.starWire': 'Mauvaise valeur sur un fil étoile : la bombe a explosé',
  'board.event.lost.dialPastStart':
    'Le détonateur a reculé au-delà de son départ : la bombe a explosé',
  'board.event.lost.blockedValues':
    'Un tour a commencé avec seulement des valeurs ou des fils X fermés et des fils rouges : la bombe a explosé',
  'board.marker.notDealt': 'pas distribué',
  'board.marker.dealt': '{marker} : il a été distribué',
  'board.marker.setAside': '{marker} : il n’a pas été distribué',
  'board.sheet.linkable': 'peut être reliée maintenant',
  'board.sequence.title': 'Carte séquence',
  'board.sequence.passed': 'Carte numéro {value} : dépassée, ouverte',
  'board.sequence.current':
    'Carte numéro {value} : sous la carte séquence, ouverte, {cut} fils coupés sur {needed}',
  'board.sequence.closed': 'Carte numéro {value} : fermée',
  'board.sequence.tag.passed': 'dépassée',
  'board.sequence.tag.current': '{cut}/{needed} coupés',
  'board.sequence.tag.closed': 'fermée',
  'board.sequence.moves':
    'Dès que {needed} fils de valeur {value} sont coupés, la carte séquence avance sur {next}.',
  'board.sequence.last':
    'La carte séquence est sur sa dernière carte numéro : plus aucune valeur n’est fermée.',
  'board.sequence.done':
    'Toutes les cartes numéro sont dépassées : plus aucune valeur n’est fermée.',
  'board.stand.rookie': 'Recrue',
  'board.stand.rookieTitle':
    'La recrue : une coupe double ratée par ce joueur fait exploser la bombe',
  'board.beside.own':
    'Jeton info {value} à côté de votre support : vous n’aviez aucun {value} au départ',
  'board.beside.other': 'Jeton info {value} à côté du support de {name} : aucun {value} au départ',
  'board.beside.note': 'aucun au départ',
  'board.wire.actsRed':
    'Compte comme un fil rouge : la carte numéro {value} est sur la carte mission',
  'board.redNumber.title': 'Carte numéro rouge',
  'board.redNumber.text':
    'Les quatre fils de valeur {value} comptent comme des fils rouges : ne les annoncez jamais ; en couper un fait exploser la bombe.',
  'board.validation.red': '{value} : compte comme rouge, jamais validé',
  'board.printed.actsRed': '{value}, compte comme rouge',
  'board.equipment.barred.mine': 'Pas pour vous : la recrue ne peut pas utiliser cette carte',
  'board.equipment.barred.other': 'Tout le monde sauf la recrue ({name}) peut utiliser cette carte',
  'board.event.lost.cutTogetherFailed':
    'Un fil désigné avec les fils rouges n’était pas rouge : la bombe a explosé',
  'board.event.lost.captainFailedCut': 'Le capitaine a raté une coupe double : la bombe a explosé',
  'board.event.lost.timeUp': 'Le temps est écoulé : la bombe a explosé',
  'board.event.infoBeside':
    '{name} a tiré le jeton info {value} mais n’a aucun {value} : il est posé face visible à côté de son support',
  'board.event.cutTogether.success':
    '{name} désigne les fils rouges ensemble ({wires}) : tous rouges',
  'board.event.cutTogether.failure':
    '{name} désigne les fils rouges ensemble ({wires}) ; pas rouge : {wrong}',
  'board.stand.rhett': 'Rhett',
  'board.stand.rhettTitle':
    'Rhett : chaque jeton info sur ses fils signifie que le fil N’EST PAS de cette valeur ; il n’utilise aucune carte équipement ni son Détecteur double',
  'board.wire.infoNot': 'faux jeton info : pas {value}',
  'board.wire.infoNotTitle': 'Faux jeton info : ce fil N’EST PAS un {value}',
  'board.token.not': '≠{value}',
  'board.equipment.faceDownName': 'Carte face cachée #{n}',
  'board.equipment.faceDown':
    'Face cachée : la carte numéro {number} en retourne une quand les quatre fils {number} sont coupés',
  'board.equipment.faceDownNoNumber': 'Face cachée : plus aucune carte numéro pour la retourner',
  'board.equipment.neverFlipped': 'Jamais retournée',
  'board.equipment.barred.rhettMine': 'Pas pour vous : Rhett n’utilise aucune carte équipement',
  'board.equipment.barred.rhettOther':
    'Tout le monde sauf Rhett ({name}) peut utiliser cette carte',
  'board.character.detectorBarred': 'Détecteur double : interdit à Rhett',
  'board.reward.title': 'Carte numéro (équipement)',
  'board.reward.text':
    'Coupez les quatre fils {value} pour retourner une carte équipement face cachée : {cut} sur {needed} coupés.',
  'board.reward.none': 'Plus aucune carte numéro : les cartes équipement face cachée le restent.',
  'board.reward.left_one': 'Encore {count} carte face cachée.',
  'board.reward.left_other': 'Encore {count} cartes face cachée.',
  'board.pending.falseInfo': 'où va un faux jeton info et ce qu’il montre',
  'board.pending.own.falseInfo': 'lequel de vos fils reçoit un faux jeton info, et sa valeur',
  'board.pending.flipEquipment': 'quelle carte équipement face cachée retourner',
  'board.event.infoPlaced.not.setup':
    '{owner} pose un faux jeton info devant le fil {wire} : ce N’EST PAS un {value}',
  'board.event.infoPlaced.not.failure':
    'Un faux jeton info va devant le fil {wire} de {owner} : ce N’EST PAS un {value}',
  'board.event.numberTurned':
    'La carte numéro {number} est retournée : couper les quatre fils {number} retourne une carte équipement face cachée',
  'board.event.numberTurned.cut':
    'La carte numéro {number} est retournée, mais les quatre fils {number} sont déjà coupés : elle est défaussée',
  'board.event.equipmentFlipped':
    '{name} retourne une carte équipement face cachée : {card}, utilisable tout de suite',
  'board.event.numberTurned.radar':
    'La carte numéro {number} est retournée : c’est la valeur à couper ce tour-ci',
  'board.event.numberTurned.radar.cut':
    'La carte numéro {number} est retournée, mais les quatre fils {number} sont déjà coupés : elle quitte la partie et la suivante est retournée',
  'board.event.designated': '{name} désigne {designee} pour couper un fil {value} ce tour-ci',
  'board.event.designated.self': '{name} se désigne pour couper un fil {value} ce tour-ci',
  'board.pending.designate': 'qui coupe la valeur de la carte numéro de ce tour',
  'board.equipment.unlimited':
    'Face visible toute la mission, jamais épuisée : chacun peut l’utiliser à tout moment, autant de fois qu’il veut',
  'board.stand.cuts': 'Coupe un {value}',
  'board.radarTurn.title': 'La carte numéro de ce tour',
  'board.radarTurn.question': 'Radar général : chaque support a-t-il un fil {value} non coupé ?',
  'board.radarTurn.yes': 'oui',
  'board.radarTurn.no': 'non',
  'board.radarTurn.you': 'Vous',
  'board.radarTurn.answer': '{name} : {answer}',
  'board.radarTurn.stand': '{answer} (support {letter})',
  'board.radarTurn.choosing':
    '{name} choisit qui coupe le {value} : seulement un joueur qui a répondu oui.',
  'board.radarTurn.choosingYou':
    'Choisissez qui coupe le {value} : un joueur qui a répondu oui, vous compris.',
  'board.radarTurn.must': '{name} doit couper un fil {value} ce tour-ci.',
  'board.radarTurn.mustYou': 'Vous devez couper un fil {value} ce tour-ci.',
  'board.radarTurn.noCard':
    'Il ne reste aucune carte numéro à retourner : c’est un tour ordinaire.',
  'board.radarTurn.reveal':
    'Pas de carte numéro ce tour-ci : {name} n’a plus que des fils rouges et les dévoile.',
  'board.radarTurn.discard':
    'Déjà retournées : {values}. Elles sont remélangées quand la pioche est vide.',
  'board.token.even': 'pair',
  'board.token.odd': 'impair',
  'board.token.count': 'x{count}',
  'board.wire.parity': 'jeton pair/impair : {parity}',
  'board.wire.count.1': 'jeton x1 : le seul fil de sa valeur sur ce support (fils coupés compris)',
  'board.wire.count.2': 'jeton x2 : 2 fils de sa valeur sur ce support (fils coupés compris)',
  'board.wire.count.3': 'jeton x3 : 3 fils de sa valeur sur ce support (fils coupés compris)',
  'board.wire.count.4':
    'deux jetons x2 : les 4 fils de sa valeur sont sur ce support (fils coupés compris)',
  'board.event.infoPlaced.parity':
    '{owner} pose un jeton pair/impair devant le fil {wire} : {parity}',
  'board.event.infoPlaced.count.1':
    '{owner} pose un jeton x1 devant le fil {wire} : aucun autre fil de sa valeur sur ce support',
  'board.event.infoPlaced.count.2':
    '{owner} pose un jeton x2 devant le fil {wire} : 2 fils de sa valeur sur ce support',
  'board.event.infoPlaced.count.3':
    '{owner} pose un jeton x3 devant le fil {wire} : 3 fils de sa valeur sur ce support',
  'board.event.infoPlaced.count.4':
    '{owner} pose un jeton x2 devant le fil {wire}, l’un d’une paire : les 4 fils de sa valeur sont sur ce support',
  'board.stand.careless': 'Étourdi',
  'board.stand.carelessTitle':
    'Capitaine Étourdi : pas de carte personnage (donc pas de Détecteur double) ni de carte équipement ; une coupe double ratée par ce joueur fait exploser la bombe',
  'board.equipment.barred.carelessMine':
    'Pas pour vous : le Capitaine Étourdi n’utilise aucune carte équipement',
  'board.equipment.barred.carelessOther':
    'Tout le monde sauf le Capitaine Étourdi ({name}) peut utiliser cette carte',
  'board.character.removed': 'Pas de carte personnage',
  'board.token.x': 'X',
  'board.wire.x': 'fil X : hors de l’ordre, aucun équipement n’agit sur lui',
  'board.wire.xTitle':
    'Ce fil X est laissé hors de l’ordre tout à droite du support. Aucun équipement n’agit sur lui : coupez-le seulement par une simple coupe double annonçant une seule valeur.',
  'board.wire.countPartner': 'posé avec le fil {wire}',
  'board.pending.own.countPair':
    'lequel de vos autres fils de cette valeur reçoit le second jeton x2',

  'board.pending.besideToken': 'quel jeton info va à côté de son support',
  'board.pending.own.besideToken':
    'quel jeton info va à côté de votre support : une valeur que vous n’avez pas',
  'board.pending.takeToken': 'quel jeton info prendre',
  'board.pending.own.takeToken': 'quel jeton info tiré vous prenez',
  'board.pending.giveToken': 'quel jeton info de la réserve donner à {name}',
  'board.pending.giveTokenYou': 'quel jeton info de la réserve vous donner',
  'board.pending.own.giveToken': 'quel jeton info de la réserve vous donnez à {name}',
  'board.pending.placeToken': 'lequel de ses fils reçoit le nouveau jeton info',
  'board.pending.placeTokenOf': 'lequel de ses fils {value} reçoit le jeton info {value}',
  'board.pending.own.placeTokenOf': 'lequel de vos fils {value} reçoit le jeton info {value}',
  'board.event.infoPlaced.given': '{owner} pose le jeton info {value} devant le fil {wire}',
  'board.event.infoBeside.chosen':
    '{name} pose le jeton info {value} à côté de son support : aucun {value} chez lui',
  'board.event.infoBeside.chosenStand':
    '{name} pose le jeton info {value} à côté de son support {letter} : aucun {value} chez lui',
  'board.event.infoBeside.given':
    '{name} n’a aucun {value} : le jeton info {value} est posé face visible à côté de son support',
  'board.event.cutTogether.numberSuccess':
    '{name} désigne ensemble les fils {value} ({wires}) : tous des {value}',
  'board.event.cutTogether.numberFailure':
    '{name} désigne ensemble les fils {value} ({wires}) ; pas un {value} : {wrong}',
  'board.event.lost.cutTogetherFailedNumber':
    'Un fil désigné avec les fils {value} n’était pas un {value} : la bombe a explosé',
  'board.event.numberPicked':
    '{name} retourne la carte numéro {number} face cachée et doit couper un {number} ce tour-ci',
  'board.event.numbersTurnedUp':
    'Plus aucune carte numéro face visible : {numbers} sont retournées face visible',
  'board.event.skipped.tripwire':
    '{name} n’a plus que son propre fil piège et des fils rouges, sans fil piège à désigner, et passe son tour : le détonateur ne bouge pas',
  'board.event.skipped': '{name} passe son tour',
  'board.event.skipped.three':
    '{name} n’a aucune des trois valeurs face visible et passe son tour : le détonateur ne bouge pas',
  'board.event.skipped.turned':
    '{name} n’a rien d’autre à désigner que le fil retourné du capitaine et passe son tour : le détonateur avance d’un cran',
  'board.event.skipped.numberPick':
    '{name} n’a aucun fil d’une carte numéro face visible et passe son tour : le détonateur ne bouge pas',
  'board.event.deckDiscarded.numbers':
    'Fin du tour de table : la carte du dessus de la pile de cartes numéro est défaussée sans être vue (reste {left})',
  'board.event.numbersDealt':
    'Les fils nobles sont coupés : les {count} cartes numéro restantes sont distribuées face cachée à partir du capitaine, et chacun marque un fil d’un numéro reçu',
  'board.event.tripwire.success':
    '{name} désigne {wire} : un fil piège ! Il est coupé et le détonateur recule d’un cran',
  'board.event.tripwire.failure': '{name} désigne {wire} : ce n’est pas un fil piège',
  'board.event.deckDiscarded':
    'Fin du tour de table : la carte du dessus de la pile d’équipement est défaussée sans être vue (reste {left})',
  'board.event.deckRevealed':
    'La pile d’équipement est retournée face visible : {cards}, utilisables tout de suite',
  'board.event.deckRevealed.none': 'La pile d’équipement est vide : aucune carte n’est retournée',
  'board.event.tokensDrawn': 'Jetons info tirés face visible en rangée : {values}',
  'board.event.tokensDrawn.none': 'La réserve est vide : aucun jeton info n’est tiré',
  'board.event.tokenTaken.line': '{name} prend le jeton info {value} dans la rangée',
  'board.event.tokenTaken.give':
    '{name} prend le jeton info {value} dans la réserve et le donne à {to}',
  'board.event.tokenReturned':
    'Chaque fil {value} de {name} a déjà un jeton info : celui-ci retourne dans la réserve',
  'board.beside.ownLater':
    'Jeton info {value} à côté de votre support : vous n’aviez aucun {value} quand il vous est parvenu',
  'board.beside.otherLater':
    'Jeton info {value} à côté du support de {name} : aucun {value} quand il lui est parvenu',
  'board.beside.noteLater': 'aucun alors',
  'board.character.flipped': 'Retournée : pas de Détecteur double',
  'board.numberPick.title': 'Cartes numéro',
  'board.numberPick.up': 'Carte numéro {number} : face visible',
  'board.numberPick.down': 'Carte numéro {number} : face cachée',
  'board.numberPick.picked': 'Carte numéro {number} : retournée face cachée ce tour-ci',
  'board.numberPick.gone': 'Carte numéro {number} : ses quatre fils sont coupés, hors jeu',
  'board.numberPick.tag.up': 'visible',
  'board.numberPick.tag.down': 'cachée',
  'board.numberPick.tag.picked': 'ce tour',
  'board.numberPick.tag.gone': 'coupée',
  'board.numberPick.choosing':
    '{name} retourne une carte numéro face visible, puis coupe cette valeur.',
  'board.numberPick.choosingYou':
    'Retournez une carte numéro face visible, puis coupez cette valeur.',
  'board.numberPick.must':
    '{name} a retourné le {number} : {name} doit couper un {number} ce tour-ci.',
  'board.numberPick.mustYou': 'Vous avez retourné le {number} : coupez un {number} ce tour-ci.',
  'board.numberPick.rule':
    'Quand aucune carte n’est face visible au début d’un tour, toutes sont retournées face visible. Une carte quitte le jeu dès que ses quatre fils sont coupés.',
  'board.together.title': 'Carte numéro : couper ensemble',
  'board.together.text':
    'Les quatre fils {value} ne partent qu’ensemble : à votre tour, désignez d’un coup chaque {value} encore en jeu. Un seul mauvais fil fait exploser la bombe.',
  'board.together.done': 'Fait : les quatre fils {value} ont été coupés ensemble.',
  'board.numberDeck.title': 'Pile de cartes numéro',
  'board.numberDeck.left_one': '{count} carte numéro attend face cachée.',
  'board.numberDeck.left_other': '{count} cartes numéro attendent face cachée.',
  'board.numberDeck.rule':
    'Une est défaussée sans être vue à la fin de chaque tour de table jusqu’à ce que les quatre fils {value} soient coupés ; les autres sont alors distribuées, et chacun marque un fil d’un numéro reçu.',
  'board.numberDeck.mine':
    'Vos cartes numéro : {numbers}. Marquez un de vos fils de ces numéros (un numéro que vous n’avez plus est ignoré).',
  'board.numberDeck.dealt': 'Les cartes numéro restantes ont été distribuées face cachée.',
  'board.deck.title': 'Pile d’équipement',
  'board.deck.left_one': '{count} carte équipement attend face cachée.',
  'board.deck.left_other': '{count} cartes équipement attendent face cachée.',
  'board.deck.rule':
    'Tant que les fils {value} ne sont pas coupés ensemble, la carte du dessus est défaussée sans être vue à la fin de chaque tour de table, avant le tour du capitaine. Ensuite, toutes les cartes restantes sont retournées face visible, utilisables tout de suite.',
  'board.deck.empty': 'La pile est vide.',
  'board.deck.revealed':
    'Les cartes restées dans la pile sont face visible sur la table, utilisables tout de suite.',
  'board.equipment.noneYet':
    'Aucune carte équipement sur la table pour l’instant : elles attendent face cachée dans la pile d’équipement',
  'board.handout.title': 'Distribution de jetons info',
  'board.handout.when':
    'Commence dès que les deux premiers fils jaunes sont coupés : {cut} sur 2 pour l’instant.',
  'board.handout.give':
    'Du capitaine dans le sens horaire, chaque joueur prend un jeton info dans la réserve et le donne à son voisin de gauche, qui le pose devant un fil de cette valeur.',
  'board.handout.draft':
    '{count} jetons info sont alors tirés face visible en rangée ; du capitaine dans le sens horaire, chaque joueur en prend un et le pose devant un de ses fils de cette valeur.',
  'board.handout.running':
    'Les deux premiers fils jaunes sont coupés : du capitaine dans le sens horaire, chaque joueur donne un jeton info de la réserve à son voisin de gauche.',
  'board.handout.line': 'Jetons info tirés encore dans la rangée :',
  'board.handout.token': 'Jeton info {value}',

  'board.pending.layNumber': 'quelle carte numéro poser face cachée',
  'board.pending.own.layNumber':
    'laquelle de vos cartes numéro poser face cachée pour le tour de {name}',
  'board.pending.layNumberFor': 'quelle carte numéro poser face cachée pour le tour de {name}',
  'board.pending.layNumberForYou': 'quelle carte numéro poser face cachée pour votre tour',
  'board.event.numberLaid': '{name} pose une carte numéro face cachée',
  'board.event.numberLaid.seen': '{name} pose la carte numéro {number} face cachée',
  'board.event.numberRevealed.notch':
    'La carte numéro posée par {name} est révélée : {number}. Un {number} a été coupé ce tour-ci : le détonateur avance d’un cran',
  'board.event.numberRevealed.still':
    'La carte numéro posée par {name} est révélée : {number}. Aucun {number} n’a été coupé ce tour-ci : le détonateur ne bouge pas',
  'board.event.numberTaken': '{name} prend la carte numéro {number} dans sa main',
  'board.event.numberTaken.unrevealed':
    'Après la Tasse de café, la carte n’est pas révélée : {name} prend face cachée la carte numéro posée par {from}',
  'board.event.numberTaken.unrevealed.seen':
    'Après la Tasse de café, la carte n’est pas révélée : {name} prend face cachée la carte numéro {number}, posée par {from}',
  'board.event.numberDrawn': '{name} tire une carte numéro de la pioche',
  'board.event.numberDrawn.seen': '{name} tire la carte numéro {number} de la pioche',
  'board.event.numberCardsDiscarded.one':
    'La carte numéro {numbers} est défaussée face visible : elle quitte la partie',
  'board.event.numberCardsDiscarded.many':
    'Les cartes numéro {numbers} sont défaussées face visible : elles quittent la partie',
  'board.event.numbersReturned.one':
    '{name} n’a plus de fils : sa carte numéro va face cachée sous la pioche',
  'board.event.numbersReturned.many':
    '{name} n’a plus de fils : ses {count} cartes numéro vont face cachée sous la pioche',
  'board.numberHands.title': 'Cartes numéro en main',
  'board.numberHands.you': 'Vos cartes',
  'board.numberHands.revealed': 'Révélée',
  'board.numberHands.own': 'Vos cartes numéro, visibles de vous seul : {numbers}',
  'board.numberHands.ownNone': 'Vous n’avez aucune carte numéro',
  'board.numberHands.other_one': '{name} a {count} carte numéro face cachée',
  'board.numberHands.other_other': '{name} a {count} cartes numéro face cachée',
  'board.numberHands.shown': 'Cartes numéro de {name} : {numbers}',
  'board.numberHands.slot': 'Carte posée',
  'board.numberHands.slotEmpty': 'Aucune carte posée pour l’instant',
  'board.numberHands.slotSeen':
    'Carte numéro {number}, posée face cachée par vous : vous seul la voyez',
  'board.numberHands.slotHidden': 'Une carte numéro posée face cachée par {name}',
  'board.numberHands.slotShown': 'Carte numéro {number}, posée face cachée par {name}',
  'board.numberHands.layingYou': 'Vous posez une carte face cachée pour le tour de {name}.',
  'board.numberHands.layingForYou': '{layer} pose une carte face cachée pour votre tour.',
  'board.numberHands.laying': '{layer} pose une carte face cachée pour le tour de {name}.',
  'board.numberHands.laidYou':
    'Vous avez posé le {number} face cachée pour le tour de {name} : vous seul le voyez.',
  'board.numberHands.laidForYou': '{layer} a posé une carte face cachée pour votre tour.',
  'board.numberHands.laid': '{layer} a posé une carte face cachée pour le tour de {name}.',
  'board.numberHands.rule':
    'Si le joueur dont c’est le tour coupe un fil de la valeur de la carte posée, le détonateur avance d’un cran ; après le tour, il prend la carte.',
  'board.numberHands.deck': 'Pioche',
  'board.numberHands.deckLeft_one': '{count} carte numéro face cachée dans la pioche',
  'board.numberHands.deckLeft_other': '{count} cartes numéro face cachée dans la pioche',
  'board.numberHands.discards': 'Défaussées',
  'board.numberHands.discarded': 'Cartes numéro défaussées, hors jeu : {numbers}',
  'board.numberHands.reveal.notch':
    'Dernière carte révélée : le {number} de {name}. Un {number} a été coupé : le détonateur a avancé d’un cran.',
  'board.numberHands.reveal.still':
    'Dernière carte révélée : le {number} de {name}. Aucun {number} n’a été coupé : le détonateur n’a pas bougé.',

  'board.event.windowOpened.none':
    'La carte numéro {number} est retournée face visible : coupez deux fils {number} avant le contrôle',
  'board.event.windowOpened.one':
    'La carte numéro {number} est retournée face visible : un fil {number} est déjà coupé, encore un avant le contrôle',
  'board.event.windowOpened.made':
    'La carte numéro {number} est retournée face visible : deux fils {number} sont déjà coupés',
  'board.event.windowClosed.made':
    'Fenêtre de la carte numéro {number} réussie : {cut} fils coupés',
  'board.event.windowClosed.missed':
    'Fenêtre de la carte numéro {number} manquée : {cut} fil coupé sur les deux demandés',
  'board.event.mimeRound':
    'Une manche de mime commence : jusqu’à la fermeture de la prochaine fenêtre, le chat n’accepte que des signaux',
  'board.event.equipmentDiscarded': 'La fenêtre manquée défausse {card} du plateau',
  'board.event.numberHeld.yes':
    '{name} pioche la carte numéro {number} et a un fil {number} ; la carte va sous la pioche',
  'board.event.numberHeld.no':
    '{name} pioche la carte numéro {number} et n’a aucun fil {number} ; la carte va sous la pioche',
  'board.event.yellowCounts': 'Fils jaunes encore en main : {counts}',
  'board.event.threeValues':
    'Trois cartes numéro sont retournées face visible : {numbers}. Seules ces valeurs peuvent être coupées jusqu’à ce que tous leurs fils le soient',
  'board.event.threeValuesCut':
    'Tous les fils des trois valeurs sont coupés : toute valeur peut de nouveau être coupée',
  'board.event.yellowSweep':
    'Le balayage jaune est lancé : {name} doit désigner ensemble chaque fil jaune restant',
  'board.event.yellowSweep.none': 'Le balayage jaune est lancé, mais il ne reste aucun fil jaune',
  'board.event.lost.threeValuesLeft':
    'Des fils des trois valeurs étaient encore en jeu à leur contrôle : la bombe a explosé',
  'board.event.lost.cutTogetherFailedYellow':
    'Un fil désigné lors du balayage jaune n’était pas jaune : la bombe a explosé',
  'board.event.cutTogether.yellowSuccess':
    '{name} désigne les fils jaunes ensemble ({wires}) : tous jaunes',
  'board.event.cutTogether.yellowFailure':
    '{name} désigne les fils jaunes ensemble ({wires}) ; pas jaune : {wrong}',
  'board.reward.earned':
    'Les quatre fils {value} sont coupés : une carte équipement face cachée est retournée maintenant, puis la carte numéro suivante.',
  'board.wire.xClosed': 'fermé jusqu’à ce que tous les fils jaunes soient coupés',
  'board.wire.xClosedTitle':
    'Ce fil X est fermé : personne ne peut le couper avant que tous les fils jaunes soient coupés.',
  'board.pending.placeSequence': 'à quel bout de la rangée va la carte séquence',
  'board.sequence.placing':
    'La carte séquence est en train d’être posée à un bout de la rangée : d’ici là, toutes les valeurs de la rangée sont fermées.',
  'board.sequence.movesEither':
    'Dès que {needed} fils de valeur {value} sont coupés, sa carte est retirée et celui qui les a coupés pose la carte séquence à l’un ou l’autre bout de la rangée.',
  'board.event.constraintPicked': '{name} prend la carte contrainte {card}',
  'board.event.constraintFlipped':
    '{name} ne peut plus respecter la carte contrainte {card} et la retourne face cachée définitivement',
  'board.event.constraintReplaced':
    'La carte contrainte {card} est révélée ({left} dans la pioche)',
  'board.event.constraintReplaced.none':
    'La pioche de contraintes est épuisée : plus aucune contrainte ne s’applique',
  'board.event.skipped.constraint':
    '{name} ne peut faire aucune coupe permise par la carte contrainte et passe son tour : le détonateur ne bouge pas',
  'board.pending.pickConstraint': 'quelle carte contrainte prendre',
  'board.pending.replaceConstraint': 's’il faut remplacer la carte contrainte par la suivante',
  'board.constraints.title': 'Cartes contrainte',
  'board.constraints.shared': 'Tout le monde respecte',
  'board.constraints.none': 'Aucune carte contrainte ne s’applique',
  'board.constraints.deck': 'Cartes restant dans la pioche : {count}',
  'board.constraints.offered': 'Encore à prendre :',
  'board.constraints.flipped': '{card}, face cachée : plus respectée',
  'board.constraints.card': '{card} : {text}',
  'board.constraints.advice':
    'Conseil à deux joueurs : évitez de prendre ensemble A et B, ou C et D.',
  'board.constraint.A': 'ne couper que des valeurs paires',
  'board.constraint.B': 'ne couper que des valeurs impaires',
  'board.constraint.C': 'ne couper que les valeurs 1 à 6',
  'board.constraint.D': 'ne couper que les valeurs 7 à 12',
  'board.constraint.E': 'ne couper que les valeurs 4 à 9',
  'board.constraint.F': 'ne jamais couper les valeurs 4 à 9',
  'board.constraint.G': 'aucune carte équipement, aucun équipement personnel',
  'board.constraint.H':
    'une coupe ratée par vous ou sur vos fils ne pose aucun jeton info ; ne jamais couper un fil qui porte un jeton ; pas de Post-it',
  'board.constraint.I': 'ne jamais couper le fil tout à droite du support d’un coéquipier',
  'board.constraint.J': 'ne jamais couper le fil tout à gauche du support d’un coéquipier',
  'board.constraint.K': 'pas de coupe solo',
  'board.constraint.L': 'votre coupe ratée avance le détonateur de deux crans',
  'board.event.lost.turnedWire':
    'Le capitaine s’est trompé sur son fil retourné : la bombe a explosé',
  'board.token.turned': '↻',
  'board.wire.turnedTitle':
    'Fil retourné : tout le monde voit sa valeur sauf son propriétaire, seul à pouvoir le couper, en devinant.',
  'board.wire.turnedOwnTitle':
    'Votre fil retourné : tous sauf vous voient sa valeur. Vous seul pouvez le couper, par une simple coupe en devinant sa valeur ; une erreur fait exploser la bombe.',
  'board.wire.turned': 'retourné',
  'board.wire.turnedOwn': 'retourné : vous ne le voyez pas',
  'board.secret': 'secret : vous seul le voyez',
  'board.character.faceDown': '{name} : carte personnage face cachée',
  'board.character.hidden': 'Face cachée : pas encore d’équipement personnel',
  'board.constraints.faceDown': '{name} : une carte contrainte face cachée',
  'board.constraints.secretRule':
    'Seul le joueur qui tient la carte personnage du Capitaine, le maillon faible, doit respecter sa carte.',
  'board.constraints.secretGone':
    'Les cartes contraintes secrètes ont quitté le jeu : personne n’en respecte plus.',
  'board.event.accused.right':
    '{name} accuse {accused} d’être le maillon faible avec la carte {card} : c’est juste !',
  'board.event.accused.wrong':
    '{name} accuse {accused} d’être le maillon faible avec la carte {card} : c’est faux',
  'board.event.secretCardsDiscarded.revealed':
    'Les cartes personnage se retournent face visible, l’équipement personnel est utilisable désormais ; les cartes contraintes sont défaussées',
  'board.event.secretCardsDiscarded.removed':
    'Toutes les cartes contraintes et toutes les cartes personnage sont défaussées : plus d’équipement personnel jusqu’à la fin de la mission',
};
