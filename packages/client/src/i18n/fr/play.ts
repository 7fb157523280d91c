import type { play as en } from '../en/play';

export const play: Record<keyof typeof en, string> = {
  'play.region.table': 'La table',
  'play.region.actions': 'Vos actions',
  'play.turn.you': 'À vous de jouer',
  'play.turn.other': 'Au tour de {name}',
  'play.turn.youChoose': 'À vous de décider : {choice}',
  'play.turn.otherChooses': '{name} choisit {choice}',
  'play.turn.over': 'Partie terminée',
  'play.seat.bot': '{name} (robot)',
  'play.spectator': 'Vous regardez la partie',
  'play.sound.on': 'Son activé',
  'play.sound.off': 'Son coupé',
  'play.notify.on': 'Alertes de tour activées',
  'play.notify.off': 'Alertes de tour coupées',
  'play.notify.refused': 'Alertes de tour bloquées par le navigateur',
  'play.notify.turn': 'C’est à vous : la table vous attend.',
  'play.confirmCuts': 'Confirmer les coupes',
  'play.help.open': 'Touches et aide',
  'play.trainingAid': 'Aide à l’entraînement activée',
  'play.titleBadge': '● À vous - {title}',
  'play.prompt.cut':
    'Désignez un fil d’un coéquipier pour le couper, ou choisissez une autre action ci-dessous.',
  'play.prompt.wait': 'En attente de {name}.',
  'play.prompt.anyTime': 'Vous pouvez utiliser à tout moment une carte équipement disponible.',
  'play.prompt.wires_one': 'Désignez encore {count} fil sur un même support.',
  'play.prompt.wires_other': 'Désignez encore {count} fils sur un même support.',
  'play.prompt.stand': 'Désignez le support d’un coéquipier.',
  'play.prompt.value': 'Quelle valeur annoncez-vous ?',
  'play.prompt.pair': 'Deux valeurs à annoncer : choisissez la seconde.',
  'play.prompt.solo': 'Coupe solo : quelle valeur ?',
  'play.prompt.using': 'Utilisation : {card}.',
  'play.prompt.coffee': 'Pause café.',
  'play.ask.wire': 'Désignez l’un des fils mis en évidence.',
  'play.ask.wireOnly': 'Désignez le fil mis en évidence.',
  'play.ask.teammate': 'Quel coéquipier ?',
  'play.ask.next': 'Qui joue ensuite ?',
  'play.ask.seats': 'Qui récupère son Détecteur double ?',
  'play.ask.value': 'Quelle valeur ?',
  'play.ask.cell': 'Quelle case de la feuille de mission ?',
  'play.ask.cartouche': 'Quelle cartouche ?',
  'play.ask.coffee': 'Quel café ?',
  'play.seats.pair': '{a} et {b}',
  'play.sheet.cell': '{group} : {value}',
  'play.sheet.option': 'Choix {n}',
  'play.mode.double': 'Détecteur double',
  'play.mode.pair': 'Deux valeurs (Rayon X ou Y)',
  'play.action.solo': 'Coupe solo {value}',
  'play.action.revealRed': 'Révéler vos fils rouges',
  'play.action.stuck': 'Je suis bloqué',
  'play.confirm.dualCut': 'Couper le fil {wire} de {name} en annonçant {value} ?',
  'play.confirm.detector':
    'Utiliser le {detector} sur les fils {wires} de {name} en annonçant {value} ?',
  'play.confirm.super': 'Utiliser : {detector}, sur le support de {name}, en annonçant {value} ?',
  'play.clock': 'Un robot joue à votre place dans {seconds} s',
  'play.away': '{name} est absent·e',
  'play.confirm.own':
    'En cas de succès, votre fil {wire} est révélé ; désignez un autre de vos fils de même valeur pour révéler plutôt celui-là.',
  'play.confirm.soloCut': 'Couper tous vos fils de valeur {value} qui restent ?',
  'play.confirm.equipment': 'Utiliser {card} ?',
  'play.confirm.coffee': 'Prendre le café {coffee} ; {name} joue ensuite ?',
  'play.feedback.cut': 'Coupé !',
  'play.feedback.failure': 'Mauvais fil : le détonateur avance.',
  'play.feedback.won': 'Bombe désamorcée !',
  'play.feedback.lost': 'Boum ! La bombe a explosé.',
  'play.help.title': 'Touches et aide',
  'play.help.intro':
    'Tout se joue à la souris, au doigt ou au clavier seul. Seuls les coups permis à cet instant par les règles peuvent être choisis.',
  'play.help.board':
    'Tab mène aux supports ; les flèches passent d’un fil désignable à l’autre, Début et Fin vont aux extrémités, Entrée ou Espace désigne le fil.',
  'play.help.cut':
    'Coupe double : désignez le fil d’un coéquipier, choisissez une valeur, puis confirmez (la confirmation peut être désactivée).',
  'play.help.detectors':
    'Détecteurs : appuyez sur D (ou sur le bouton de la carte du détecteur), désignez les fils d’un même support (ou le support pour le Super détecteur), puis choisissez une valeur.',
  'play.help.equipment':
    'Équipement : utilisez le bouton de sa carte, puis désignez ce qui est demandé, une question après l’autre.',
  'play.help.keys': 'Raccourcis',
  'play.help.key.digits': 'Choisir une valeur : 1 à 9, 0 pour 10, tapez 11 ou 12',
  'play.help.key.yellow': 'Choisir jaune',
  'play.help.key.solo': 'Coupe solo',
  'play.help.key.red': 'Révéler vos fils rouges',
  'play.help.key.double': 'Activer ou désactiver le Détecteur double',
  'play.help.key.pair': 'Rayon X ou Y : annoncer deux valeurs',
  'play.help.key.confirm': 'Confirmer',
  'play.help.key.back': 'Annuler la dernière étape',
  'play.help.key.cancel': 'Abandonner toute la sélection',
  'play.help.key.help': 'Ouvrir cette aide',
  'play.key.enter': 'Entrée',
  'play.key.backspace': 'Retour arrière',
  'play.key.escape': 'Échap',
  'play.sheet.pair': '{a} et {b}',
  'play.action.together': 'Désigner les fils rouges ensemble',
  'play.together.prompt_one': 'Désignez encore {count} fil d’un coéquipier que vous pensez rouge.',
  'play.together.prompt_other':
    'Désignez encore {count} fils de coéquipiers que vous pensez rouges.',
  'play.together.own_one': 'Votre fil rouge {wires} vient de lui-même : ne le désignez pas.',
  'play.together.own_other': 'Vos fils rouges {wires} viennent d’eux-mêmes : ne les désignez pas.',
  'play.together.warning':
    'Si un seul fil désigné n’est pas rouge, la bombe explose : le Stabilisateur n’y peut rien.',
  'play.together.must':
    'Il ne reste que des fils rouges sur votre support. Dans cette mission, on ne les révèle jamais : désignez ensemble tous les fils rouges encore en jeu.',
  'play.together.notHolding':
    'Vous n’avez aucun fil rouge : à moins de {from} joueurs, seul un joueur qui en a un peut désigner les fils rouges ensemble.',
  'play.rookie.warning': 'Vous êtes la recrue : si votre coupe double échoue, la bombe explose.',
  'play.setup.random':
    'Votre jeton info de départ a été tiré au hasard : {value}. Désignez le fil de valeur {value} qui le reçoit.',
  'play.confirm.together': 'Désigner {wires} comme les fils rouges ?',
  'play.ask.slot': 'Quelle carte face cachée ?',
  'play.flip.blind':
    'Un choix à l’aveugle : personne ne sait quelle carte se cache sous quel dos. La carte que vous retournez s’utilise tout de suite, quel que soit son numéro.',
  'play.false.setup':
    'Vos jetons info mentent : chacun sur vos fils signifie « PAS cette valeur ». Désignez l’un de vos fils, puis une valeur qu’il n’a pas. Faux jeton info {n} sur {total}.',
  'play.false.failure':
    'Une coupe sur vos fils a raté : un faux jeton info d’une valeur annoncée va sur l’un d’eux. Choisissez le fil, et la valeur si deux ont été annoncées (il dit que le fil N’EST PAS de cette valeur).',
  'play.false.notOwn': 'Toute valeur sauf {value}, celle du fil : le jeton doit être faux.',
  'play.ask.designee': 'Qui coupe la valeur de ce tour ?',
  'play.designate.why':
    'Seul un joueur dont le support a répondu oui au Radar général a un fil {value} non coupé : choisissez-en un, vous compris. Le tour suivant reste celui de votre voisin de gauche.',
  'play.designate.no_one':
    '{names} a répondu non (aucun fil {value} non coupé) : impossible de le choisir.',
  'play.designate.no_other':
    '{names} ont répondu non (aucun fil {value} non coupé) : impossible de les choisir.',
  'play.designate.self': '{name} (vous)',
  'play.designated.mine':
    'Coupez un fil {value} ce tour-ci : coupe double, coupe solo ou Détecteur double, pourvu que la valeur soit {value}. Aucune autre valeur ne peut être coupée.',
  'play.designated.by': '{name} vous a désigné.',
  'play.prompt.waitCut': 'En attente de {name}, qui doit couper un fil {value} (tour de {turn}).',
  'play.turn.designee.yours': 'À vous de jouer : {name} coupe un fil {value}',
  'play.turn.designee.you': 'Au tour de {turn} : vous coupez un fil {value}',
  'play.turn.designee.other': 'Au tour de {turn} : {name} coupe un fil {value}',
  'play.certainMiss':
    'Échec certain : le jeton devant le fil {wire} de {name} indique {token}, ce fil ne peut donc pas être {value}.',
  'play.careless.warning':
    'Vous êtes le Capitaine Étourdi : si votre coupe double rate, la bombe explose. Votre carte personnage est rangée (pas de Détecteur double) et vous n’utilisez aucune carte équipement.',
  'play.xWire.note':
    'Aucun équipement n’agit sur un fil X : détecteurs et cartes équipement laissent les fils X de côté (le Super détecteur couvre les autres fils du support). Coupez-en un seulement par une simple coupe double.',
  'play.xWire.ray': 'Le fil désigné est un fil X : le Rayon X ou Y ne peut pas agir sur lui.',
  'play.countPair.hint':
    'Les quatre fils {value} sont sur votre support : deux jetons x2 vont ensemble sur deux d’entre eux, le premier est sur le fil {wire}. Désignez un autre fil {value} pour le second (un fil coupé compte aussi).',

  'play.pick.prompt':
    'D’abord, retournez une carte numéro face visible : ce tour-ci, vous devez couper cette valeur.',
  'play.pick.card': 'Retourner la carte numéro {number}',
  'play.pick.notHeld_one':
    'Vous n’avez aucun fil {values} non coupé : cette carte numéro ne peut pas être retournée.',
  'play.pick.notHeld_other':
    'Vous n’avez aucun fil {values} non coupé : ces cartes numéro ne peuvent pas être retournées.',
  'play.action.skip': 'Passer mon tour',
  'play.skip.must':
    'Vous n’avez aucun fil d’une carte numéro face visible : passez votre tour (le détonateur ne bouge pas).',
  'play.skip.barred':
    'Seul un joueur qui n’a aucun fil d’une carte numéro face visible peut passer : retournez-en une plutôt.',
  'play.picked.mine':
    'Vous avez retourné la carte numéro {value} : coupez un fil {value} ce tour-ci, par une coupe double ou une coupe solo. Aucune autre valeur ne peut être coupée.',
  'play.turn.picked.you': 'À vous : coupez un {value}',
  'play.turn.picked.other': 'Tour de {name} : {name} coupe un {value}',
  'play.action.togetherNumber': 'Désigner chaque {value} ensemble',
  'play.together.promptNumber_one':
    'Désignez encore {count} fil d’un coéquipier que vous pensez être un {value}.',
  'play.together.promptNumber_other':
    'Désignez encore {count} fils de coéquipiers que vous pensez être des {value}.',
  'play.together.ownNumber_one':
    'Votre fil {wires} ({value}) vient de lui-même : ne le désignez pas.',
  'play.together.ownNumber_other':
    'Vos fils {wires} ({value}) viennent d’eux-mêmes : ne les désignez pas.',
  'play.together.warningNumber':
    'Si un seul fil désigné n’est pas un {value}, la bombe explose : aucun équipement n’y peut rien.',
  'play.together.mustNumber':
    'À part des fils rouges, il ne reste que des fils {value} sur votre support, et ils ne partent qu’ensemble : désignez d’un coup chaque {value} encore en jeu.',
  'play.confirm.togetherNumber': 'Désigner {wires} comme les fils {value} ?',
  'play.confirm.togetherOwn': 'Les quatre fils {value} sont à vous : les couper ensemble ?',
  'play.beside.hint':
    'Au lieu d’un jeton info de départ, posez à côté de votre support des jetons info de valeurs que vous n’avez pas : vos coéquipiers apprennent que vous n’en avez aucun. Jeton {n} sur {total}.',
  'play.beside.stand': 'Celui-ci va à côté de votre support {letter}.',
  'play.give.hint':
    'Du capitaine dans le sens horaire, chaque joueur prend un jeton info dans la réserve et le donne à son voisin de gauche. {name} pose le vôtre devant un de ses fils de cette valeur, ou à côté de son support s’il n’en a aucun.',
  'play.take.hint':
    'Prenez un des jetons info tirés face visible, puis posez-le devant un de vos fils de cette valeur (à côté de votre support si vous n’en avez aucun).',
  'play.place.given':
    '{name} vous a donné le jeton info {value} : désignez un de vos fils {value} pour le recevoir.',
  'play.place.taken':
    'Désignez un de vos fils {value} pour le jeton info {value} que vous avez pris.',

  'play.ask.number': 'Quelle carte posez-vous face cachée ?',
  'play.ask.constraint': 'Quelle carte contrainte prenez-vous ?',
  'play.ask.replace': 'Garder la carte contrainte, ou la remplacer ?',
  'play.lay.card': 'Poser la carte numéro {number} face cachée',
  'play.lay.hint':
    'Posez une de vos cartes numéro face cachée pour le tour de {name} ; ce joueur ne la voit pas. S’il coupe un fil de sa valeur ce tour-ci, le détonateur avance d’un cran, et après le tour il prend la carte. Posez une valeur qu’il ne coupera pas, à votre avis.',
  'play.lay.waitYou':
    'En attente de {name}, qui pose une carte numéro face cachée pour votre tour : vous coupez une fois qu’elle est sur la table. Si vous coupez un fil de sa valeur ce tour-ci, le détonateur avance d’un cran.',
  'play.lay.wait':
    'En attente de {name}, qui pose une carte numéro face cachée pour le tour de {active}.',
  'play.laid.mine':
    '{name} a posé une carte numéro face cachée pour votre tour : si vous coupez un fil de sa valeur, le détonateur avance d’un cran. Vous prenez la carte après votre tour.',

  'play.action.togetherYellow': 'Désigner chaque fil jaune ensemble',
  'play.together.promptYellow_one':
    'Désignez encore {count} fil d’un coéquipier que vous pensez jaune.',
  'play.together.promptYellow_other':
    'Désignez encore {count} fils de coéquipiers que vous pensez jaunes.',
  'play.together.ownYellow_one': 'Votre fil jaune {wires} vient de lui-même : ne le désignez pas.',
  'play.together.ownYellow_other':
    'Vos fils jaunes {wires} viennent d’eux-mêmes : ne les désignez pas.',
  'play.together.warningYellow':
    'Si un fil désigné n’est pas jaune, la bombe explose : aucun équipement n’y change rien.',
  'play.sweep.must':
    'Le balayage jaune est lancé : avant toute autre chose, désignez d’un coup chaque fil jaune encore en jeu sur les supports de vos coéquipiers.',
  'play.confirm.togetherYellow': 'Désigner {wires} comme tous les fils jaunes restants ?',
  'play.confirm.togetherYellowOwn':
    'Tous les fils jaunes restants sont à vous : les couper ensemble ?',
  'play.action.tripwire': 'Désigner un fil piège',
  'play.tripwire.prompt': 'Désignez le fil d’un coéquipier que vous prenez pour un fil piège.',
  'play.tripwire.warning':
    'Un fil jaune est coupé et le détonateur recule d’un cran ; un fil bleu reçoit son jeton info et fait avancer le détonateur d’un cran ; un fil rouge fait exploser la bombe.',
  'play.tripwire.skip':
    'Vous n’avez plus que votre propre fil piège et des fils rouges, et aucun coéquipier n’a de fil piège : passez votre tour (le détonateur ne bouge pas).',
  'play.confirm.tripwire': 'Désigner {wire} comme fil piège ?',
  'play.dealt.token':
    'Posez un jeton info devant un de vos fils d’une carte numéro qui vous a été distribuée (voir le panneau de la carte noble).',
  'play.skip.three':
    'Vous n’avez aucun fil des trois valeurs ({values}) : passez votre tour (le détonateur ne bouge pas).',
  'play.value.heldBack': '{value}, bloqué par la mission',
  'play.xWire.closed':
    'Les fils X sont fermés tant que tous les fils jaunes ne sont pas coupés : aucune coupe ne peut encore en emporter un, pas même le vôtre.',
  'play.ask.end': 'À quel bout de la rangée va la carte séquence ?',
  'play.sequence.left': 'Bout gauche, à côté de {value}',
  'play.sequence.right': 'Bout droit, à côté de {value}',
  'play.constraint.pick': 'Prenez une carte contrainte : vous la respecterez toute la mission.',
  'play.constraint.replace': 'Révéler la carte suivante',
  'play.constraint.keep': 'Garder cette carte',
  'play.constraint.replacePrompt':
    'Un nouveau tour commence : garder la carte contrainte {card}, ou la remplacer par la suivante de la pioche ?',
  'play.constraint.cannotObey': 'Je ne peux pas respecter ma carte',
  'play.constraint.cannotObeyHint': 'Aucune coupe ne respecte la carte contrainte : dites-le.',
  'play.accuse.title': 'Accuser le maillon faible',
  'play.accuse.hint':
    'Au début de votre tour, vous pouvez désigner le coéquipier qui, selon vous, tient la carte du Capitaine, et sa carte contrainte. Juste : les cartes personnage se retournent et les cartes contraintes partent. Faux : le détonateur avance d’un cran. Dans les deux cas, vous jouez ensuite votre tour.',
  'play.accuse.who': 'Coéquipier',
  'play.accuse.card': 'Sa carte',
  'play.accuse.button': 'Accuser…',
  'play.confirm.accuse':
    'Accuser {name} de tenir la carte du Capitaine avec la carte contrainte {card} ? Si vous vous trompez, le détonateur avance d’un cran.',
  'play.constraint.cannotObeySecret':
    'Aucune coupe ne respecte votre carte contrainte secrète : dites-le. Le détonateur avance de deux crans et toutes les cartes contraintes et toutes les cartes personnage sont défaussées.',
  'play.action.soloGuess': 'Coupe solo {value} avec votre fil retourné',
  'play.turned.soloHint':
    'Coupe solo avec votre fil retourné, en pariant qu’il a aussi cette valeur (un mauvais pari fait exploser la bombe) :',
  'play.turned.guess':
    'Un pari : vous annoncez votre fil retourné, que vous ne voyez pas, comme {value}. Sinon, la bombe explose.',
  'play.turned.skip':
    'Il ne reste chez vos coéquipiers que le fil retourné du capitaine, que lui seul peut couper : passez votre tour (le détonateur avance d’un cran).',
  'play.constraint.obeyed': 'Vous respectez la carte contrainte {card} : {text}.',
};
