import type { missions as en } from '../en/missions';

export const missions: Record<keyof typeof en, string> = {
  'mission.1.name': 'Entraînement, jour 1',
  'mission.2.name': 'Entraînement, jour 2',
  'mission.3.name': 'Entraînement, jour 3',
  'mission.4.name': 'Premier jour sur le terrain',
  'mission.5.name': 'Deuxième jour sur le terrain',
  'mission.6.name': 'Troisième jour sur le terrain',
  'mission.7.name': 'Dernier jour de formation',
  'mission.8.name': 'Examen final',
  'mission.9.name': 'Le sens des priorités',
  'mission.12.name': 'Empêtrés dans la paperasse',
  'mission.16.name': 'Revoir ses priorités',
  'mission.new-1.name': 'En équilibre sur le fil',
  'mission.new-1.rules':
    'Chaque paire coupée est cochée sur la feuille de mission. Compléter une ligne fait avancer ou reculer le détonateur ; le faire reculer au-delà de son cran de départ fait exploser la bombe.',
  'mission.new-2.name': 'Fils parallèles',
  'mission.new-2.rules':
    'Vous ne pouvez couper qu’une valeur inscrite dans la première case non cochée d’une rangée. Une rangée terminée rapporte un café, qui passe votre tour et vous laisse choisir qui joue ensuite. Sans valeur à couper, avancez le détonateur d’un cran ou prenez un café.',
  'mission.new-3.name': 'Liaisons dangereuses',
  'mission.new-3.rules':
    'Vous ne pouvez couper que les valeurs des cartouches reliées au DÉPART ; trois liens sont tracés au début et chaque cartouche complétée en apporte un nouveau. Cafés et liens bonus s’ouvrent à mesure que les cartouches sont complétées. Sans valeur à couper, avancez le détonateur d’un cran ou prenez un café.',
  'mission.summary.blue': 'Fils bleus de {from} à {to} ({count} fils)',
  'mission.summary.red_one': '{count} fil rouge',
  'mission.summary.red_other': '{count} fils rouges',
  'mission.summary.red.of_one': '{count} fil rouge parmi {of} numéros tirés',
  'mission.summary.red.of_other': '{count} fils rouges parmi {of} numéros tirés',
  'mission.summary.red.none': 'Aucun fil rouge',
  'mission.summary.red.range': 'Numéros rouges de {from} à {to}',
  'mission.summary.yellow_one': '{count} fil jaune',
  'mission.summary.yellow_other': '{count} fils jaunes',
  'mission.summary.yellow.of_one': '{count} fil jaune parmi {of} numéros tirés',
  'mission.summary.yellow.of_other': '{count} fils jaunes parmi {of} numéros tirés',
  'mission.summary.yellow.none': 'Aucun fil jaune',
  'mission.summary.yellow.range': 'Numéros jaunes de {from} à {to}',
  'mission.summary.twoPlayer': 'À deux joueurs :',
  'mission.summary.twoPlayerApplied': 'Mise en place pour deux joueurs',
  'mission.summary.equipment': 'Cartes équipement, une par joueur',
  'mission.summary.noEquipment': 'Pas de cartes équipement',
  'mission.summary.banned_one': 'La carte équipement {cards} est écartée',
  'mission.summary.banned_other': 'Les cartes équipement {cards} sont écartées',
  'mission.summary.dial.cap':
    'Le détonateur ne recule jamais à plus de cinq crans de la tête de mort',
  'mission.summary.dial.explode':
    'Faire reculer le détonateur avant son départ fait exploser la bombe',
  'mission.summary.grid.balance':
    'Feuille de mission : des lignes qui déplacent le détonateur une fois complétées',
  'mission.summary.grid.rows': 'Feuille de mission : cinq rangées cochées de gauche à droite',
  'mission.summary.grid.liaisons': 'Feuille de mission : des cartouches reliées au DÉPART',
  'mission.summary.sequence':
    'Carte séquence, face {side}, sur {cards} cartes numéro tirées au hasard : elle avance dès que {wires} fils de sa valeur sont coupés',
  'mission.summary.falseBottom': 'Double fond mélangé à la pioche d’équipement',
  'mission.summary.equipmentNumbers':
    'Une carte numéro tirée au hasard sur chaque carte équipement',
  'mission.11.name': 'Du bleu au rouge, on est dans le rouge',
  'mission.13.name': 'Alerte rouge !',
  'mission.14.name': 'Expert en déminage à haut risque',
  'mission.summary.redNumber':
    'Une carte numéro tirée au hasard sur la carte mission : ses quatre fils bleus comptent comme des fils rouges, et sa carte équipement est écartée',
  'mission.summary.redsFirst':
    'Les fils rouges sont distribués en premier, un par joueur depuis le capitaine',
  'mission.summary.setupInfo.random':
    'Chaque jeton info de départ tiré au hasard : sur un fil de cette valeur, sinon à côté du support',
  'mission.summary.noCaptainSetupInfo': 'Le capitaine ne pose pas de jeton info de départ',
  'mission.summary.cutTogether':
    'Nouvelle action : désigner tous les fils rouges ensemble (dès {from} joueurs, même sans en avoir)',
  'mission.summary.captain.drawn': 'La carte Capitaine est distribuée au hasard',
  'mission.summary.captain.failedCut':
    'Une coupe double ratée par le capitaine fait exploser la bombe',
  'mission.summary.captain.noEquipment_one':
    'Le capitaine ne peut pas utiliser la carte équipement {cards}',
  'mission.summary.captain.noEquipment_other':
    'Le capitaine ne peut pas utiliser les cartes équipement {cards}',
  'mission.15.name': 'Mission à Новосибирск',
  'mission.17.name': 'Les fausses pistes de Rhett',
  'mission.summary.captain.noEquipmentAll': 'Le capitaine n’utilise aucune carte équipement',
  'mission.summary.captain.noDetector': 'Le capitaine ne peut pas utiliser le Détecteur double',
  'mission.summary.falseTokens':
    'Le capitaine pose {count} faux jetons de départ : chaque jeton info sur les fils du capitaine signifie « pas cette valeur »',
  'mission.summary.faceDownEquipment':
    'Cartes équipement distribuées face cachée ; une carte numéro visible en retourne une quand ses quatre fils sont coupés',
  'mission.18.name': 'Un coup de main',
  'mission.summary.setupInfo.none': 'Aucun jeton info à la mise en place',
  'mission.summary.designatedCutter':
    'Seulement le Radar général, face visible et jamais épuisé ; à chaque tour une carte numéro est retournée et le joueur dont c’est le tour choisit qui coupe sa valeur',
  'mission.10.name': 'Mauvaise passe',
  'mission.19.name': 'Dans le ventre de la bête',
  'mission.summary.snip':
    'Pas d’ordre de jeu : chaque tour va au premier joueur qui dit Snip !, jamais deux fois de suite au même',
  'mission.summary.timer_one': 'Contre la montre : {count} minute, puis la bombe explose',
  'mission.summary.timer_other': 'Contre la montre : {count} minutes, puis la bombe explose',
  'mission.summary.timeline_one':
    'Un chrono parlé sur notre propre minutage approximatif : {count} minute annoncée, écourtée ensuite',
  'mission.summary.timeline_other':
    'Un chrono parlé sur notre propre minutage approximatif : {count} minutes annoncées, écourtées ensuite',
  'mission.20.name': 'Le Grand Méchant Loup',
  'mission.21.name': 'Mort par haggis',
  'mission.24.name': 'Taïaut !',
  'mission.28.name': 'Capitaine Étourdi',
  'mission.summary.xWires':
    'Le dernier fil distribué à chaque support reste non trié tout à droite, marqué X : aucun équipement n’agit sur lui',
  'mission.summary.tokens.parity':
    'Chaque jeton info est un jeton pair/impair : au départ, après une coupe ratée et avec le Post-it',
  'mission.summary.tokens.count':
    'Chaque jeton info est un jeton de compte (x1, x2, x3 : combien de fils de cette valeur sont sur le support) : au départ, après une coupe ratée et avec le Post-it',
  'mission.summary.captain.characterRemoved':
    'La carte personnage du capitaine est rangée : pas de Détecteur double',

  'mission.22.name': 'Impressions négatives',
  'mission.23.name': 'Désamorçage à Fordwich',
  'mission.26.name': 'Quand on parle du loup…',
  'mission.27.name': 'Jouer avec le fil',
  'mission.summary.negativeTokens':
    'Pas de jeton info de départ sur un fil : chaque joueur pose jusqu’à {count} jetons info de valeurs qu’il n’a pas à côté de son support (un à côté de chacun de deux supports)',
  'mission.summary.handout.give':
    'Dès que les deux premiers fils jaunes sont coupés, chaque joueur donne un jeton info de la réserve à son voisin de gauche',
  'mission.summary.handout.draft':
    'Dès que les deux premiers fils jaunes sont coupés, autant de jetons info que de joueurs sont tirés face visible, et chaque joueur en prend un',
  'mission.summary.cutTogether.number':
    'Une carte numéro retournée face visible à la mise en place : ses quatre fils ne sont coupés qu’ensemble, par un joueur qui les désigne tous d’un coup',
  'mission.summary.equipmentDeck':
    'Aucune carte équipement sur la table : {count} cartes attendent face cachée dans une pile, une défaussée à chaque fin de tour de table jusqu’à ce que les fils de la carte numéro soient coupés ensemble ; ensuite les autres sont retournées face visible',
  'mission.summary.constraints.pick':
    'Cartes contrainte A à E : chaque joueur en prend une avant les jetons de mise en place',
  'mission.summary.constraints.deck':
    'Une carte contrainte commune, tirée d’une pioche mélangée de douze',
  'mission.summary.numberPick':
    'Les douze cartes numéro face visible : chaque tour commence en en retournant une face cachée, et sa valeur doit être coupée',
  'mission.summary.charactersFlipped':
    'Toutes les cartes personnage sont retournées dès le départ : pas de Détecteur double',
  'mission.25.name': 'C’est pour mieux t’entendre…',
  'mission.summary.chat.noNumbers':
    'Discussion : chaque message qui nomme un numéro de fil fait avancer le détonateur d’un cran',
  'mission.summary.chat.silent':
    'Pas de discussion libre : seulement des signaux (oui, non, attendez…)',

  'mission.29.name': 'Jeu de devinettes',
  'mission.summary.numberHands':
    'Cartes numéro en main, deux chacun (trois pour le joueur à droite du capitaine), les autres en pioche : à chaque tour une carte est posée face cachée, et couper sa valeur fait avancer le détonateur',

  'mission.30.name': 'Mission éclair !',
  'mission.summary.speedRounds':
    'Notre propre minutage retourne les cartes numéro une à une : coupez deux fils de chaque valeur avant son contrôle, ou payez ce que dit le contrôle ; plus tard trois valeurs à couper en entier, puis un balayage jaune',
  'mission.summary.cutTogether.yellow':
    'Le balayage jaune : quand le minutage le lance, le joueur dont c’est le tour désigne d’un coup chaque fil jaune restant',
  'mission.summary.timelineOwn':
    'Un chrono parlé selon notre propre minutage approximatif : {minutes} min {seconds} s, puis la bombe explose',
  'mission.33.name': 'Ce qui se passe à Vegas…',
  'mission.35.name': 'Pas de lien, un seul fil',
  'mission.40.name': 'Dur à tuer (un conte de Noël)',
  'mission.summary.xWires.blueFirst':
    'Avant l’arrivée des fils rouges et jaunes, chaque support reçoit un fil bleu, laissé non trié tout à droite et marqué X : aucun équipement n’agit sur lui',
  'mission.summary.xWires.closed':
    'Les fils X ne se coupent qu’une fois tous les fils jaunes coupés',
  'mission.36.name': 'Panique sous les palmiers',
  'mission.summary.sequenceEither':
    'Carte séquence, face {side}, à l’un ou l’autre bout d’une rangée de {cards} cartes numéro tirées au hasard : dès que {wires} fils de sa valeur sont coupés, cette carte est retirée et la carte séquence repart à l’un ou l’autre bout',
  'mission.31.name': 'Une main attachée dans le dos',
  'mission.32.name': 'Farces et attrapes',
  'mission.37.name': 'Le Joker se déchaîne',
  'mission.38.name': 'Un fil à l’endroit, un fil à l’envers…',
  'mission.summary.turnedWires':
    'Le capitaine retourne un fil sans le voir : les autres le voient, lui seul peut le couper, en devinant',

  'mission.39.name': 'Les 4 fils nobles',
  'mission.41.name': 'Bombe latine',
  'mission.summary.numberDeck':
    'Une carte numéro face visible : ses quatre fils nobles ne sont coupés qu’ensemble. {count} cartes numéro attendent face cachée dans une pile, une défaussée à chaque fin de tour de table jusque-là ; les autres sont ensuite distribuées, et chacun marque un fil d’un numéro reçu',
  'mission.summary.tripwires':
    'Les fils jaunes sont des fils pièges : aucune coupe n’annonce jaune ; on désigne plutôt un fil d’un coéquipier (un fil piège est coupé et le détonateur recule, un fil bleu coûte un cran, un rouge explose)',
  'mission.summary.yellowsFirst':
    'Les fils jaunes sont distribués en premier, un par joueur (à cinq joueurs, le capitaine n’en reçoit pas)',
  'mission.summary.dialNextToSkull':
    'Le détonateur démarre à côté de la tête de mort : la première erreur fait exploser la bombe',
  'mission.34.name': 'Le maillon faible',
  'mission.summary.constraints.secret':
    'Cartes personnage et cartes contraintes A à E distribuées face cachée : seul celui qui tient la carte du Capitaine respecte la sienne ; ses coéquipiers peuvent l’accuser',
  'mission.summary.minPlayers': 'Se joue de {count} à 5 joueurs seulement',
  'mission.42.name': 'Il est temps de fuir et de rejoindre le cirque',
  'mission.summary.tableEvents':
    'Pas de limite de temps : notre propre minutage parlé modifie la table entre deux signaux sonores (une paire coupée remise sur les supports, tout le monde change de siège, des fils coupés échangés ou retirés, les jetons de validation rendus, une manche ta-da)',
};
