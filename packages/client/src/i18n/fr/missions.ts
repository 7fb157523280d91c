import type { missions as en } from '../en/missions';

export const missions: Record<keyof typeof en, string> = {
  'mission.1.name': 'Entraînement, jour 1',
  'mission.1.rules':
    'Seulement des fils bleus de 1 à 6. Apprenez les deux coupes : désigner le fil d’un coéquipier en annonçant une valeur que vous avez, ou couper seul tous les fils restants d’une valeur quand ils sont tous sur votre support.',
  'mission.2.name': 'Entraînement, jour 2',
  'mission.2.rules':
    'Deux fils jaunes s’ajoutent aux bleus. Le jaune compte comme une valeur à part : annoncez « jaune » pour en couper un ; une erreur sur un fil jaune le signale comme jaune.',
  'mission.3.name': 'Entraînement, jour 3',
  'mission.3.rules':
    'Un fil rouge se cache parmi les bleus : le couper fait sauter la bombe. S’il ne reste que des fils rouges sur votre support, vous les dévoilez. Les cartes équipement se débloquent quand des paires de leur numéro sont coupées.',
  'mission.4.name': 'Premier jour sur le terrain',
  'mission.4.rules':
    'Les 48 fils bleus, un rouge et deux jaunes : tout ce qui a été appris, réuni.',
  'mission.5.name': 'Deuxième jour sur le terrain',
  'mission.5.rules':
    'Trois numéros jaunes sont tirés mais seuls deux de ces fils sont distribués : vous connaissez les trois candidats, jamais celui qui manque.',
  'mission.6.name': 'Troisième jour sur le terrain',
  'mission.6.rules':
    'Quatre fils jaunes : coupez-les deux par deux comme une valeur ordinaire, ou seul tous ceux qui restent s’ils sont tous sur votre support.',
  'mission.7.name': 'Dernier jour de formation',
  'mission.7.rules':
    'Deux numéros rouges sont tirés mais un seul fil rouge est distribué : chacun des deux peut être le vrai, méfiez-vous des deux.',
  'mission.8.name': 'Examen final',
  'mission.8.rules': 'Aucune règle nouvelle : à l’équipe de montrer tout ce qu’elle a appris.',
  'mission.9.name': 'Le sens des priorités',
  'mission.9.rules':
    'Trois cartes numéro sont posées face visible en ligne, la carte séquence sur la première. Les valeurs des cartes numéro à sa droite sont fermées : personne ne peut les annoncer ni les couper en coupe solo. Dès que deux fils de la valeur sous la carte séquence sont coupés, elle avance d’une carte vers la droite et cette valeur s’ouvre. Les valeurs absentes des cartes numéro se coupent normalement. Si votre tour commence alors qu’il ne vous reste que des valeurs fermées et des fils rouges, vous ne pouvez pas jouer et la bombe explose. Le Double fond est dans la pioche d’équipement : dès que deux fils jaunes sont coupés, il ajoute deux cartes équipement.',
  'mission.12.name': 'Empêtrés dans la paperasse',
  'mission.12.rules':
    'Une carte numéro face visible est posée sur chaque carte équipement. Une carte ne se débloque qu’une fois coupés deux fils de sa propre valeur et deux fils de la valeur de sa carte numéro. Une carte numéro est défaussée dès que deux fils de sa valeur sont coupés. Une même paire peut compter deux fois : deux fils de valeur 9 comptent pour la valeur de la carte 9 et pour la carte numéro 9, où qu’elle soit. Le Double fond est dans la pioche d’équipement et reçoit une carte numéro comme les autres cartes ; les deux cartes qu’il ajoute reçoivent les cartes numéro suivantes, chacune défaussée aussitôt si sa paire est déjà coupée.',
  'mission.16.name': 'Revoir ses priorités',
  'mission.16.rules':
    'Trois cartes numéro sont posées face visible en ligne, la carte séquence sur la première. Les valeurs des cartes numéro à sa droite sont fermées : personne ne peut les annoncer ni les couper en coupe solo. La carte séquence n’avance d’une carte vers la droite qu’une fois coupés les quatre fils de la valeur qu’elle couvre. Les valeurs absentes des cartes numéro se coupent normalement. Si votre tour commence alors qu’il ne vous reste que des valeurs fermées et des fils rouges, vous ne pouvez pas jouer et la bombe explose. Le Double fond est dans la pioche d’équipement : dès que deux fils jaunes sont coupés, il ajoute deux cartes équipement.',
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
  'mission.11.rules':
    'Une carte numéro est tirée et posée face visible sur la carte mission. Les quatre fils bleus de sa valeur se comportent exactement comme des fils rouges : personne ne peut annoncer cette valeur ni y poser un jeton info, en couper un fait exploser la bombe, et le Radar général ne les compte jamais. Gardez-les jusqu’à ce qu’il ne vous reste qu’eux et vos fils rouges, puis révélez-les. Sa carte équipement est écartée. Le Double fond est dans la pioche d’équipement : dès que deux fils jaunes sont coupés, il ajoute deux cartes équipement.',
  'mission.13.name': 'Alerte rouge !',
  'mission.13.rules':
    'Trois fils rouges, distribués en premier : un à chaque joueur à tour de rôle depuis le capitaine (à deux joueurs, le capitaine en reçoit deux, un sur chaque support). Chaque jeton info de départ est tiré au hasard : il va sur un fil de cette valeur, ou face visible à côté du support s’il n’y en a aucun. Ici, les fils rouges ne sont jamais révélés : à votre tour, vous pouvez à la place désigner d’un coup tous les fils rouges encore en jeu (les vôtres comptent d’eux-mêmes). Tous rouges : ils sont coupés. Un seul mauvais fil : la bombe explose, quel que soit l’équipement. À deux ou trois joueurs, seul un joueur qui a un fil rouge peut le faire ; à quatre ou cinq, tout le monde. Un joueur qui n’a plus que des fils rouges doit le faire.',
  'mission.14.name': 'Expert en déminage à haut risque',
  'mission.14.rules':
    'La carte Capitaine est distribuée au hasard : qui la reçoit est le capitaine et la recrue. Une coupe double ratée par la recrue fait exploser la bombe aussitôt, et la recrue ne peut pas utiliser le Stabilisateur. Les autres jouent normalement. Le Double fond est dans la pioche d’équipement : dès que deux fils jaunes sont coupés, il ajoute deux cartes équipement.',
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
  'mission.15.rules':
    'Les cartes équipement sont distribuées face cachée : personne ne sait laquelle est laquelle, et elles ne se débloquent jamais par leur numéro. Une carte numéro est face visible. Qui coupe le dernier de ses quatre fils retourne une carte face cachée, choisie à l’aveugle ; elle s’utilise tout de suite, quel que soit son numéro. Puis la carte numéro suivante est retournée ; si ses quatre fils sont déjà coupés, elle est défaussée et on retourne la suivante.',
  'mission.17.name': 'Les fausses pistes de Rhett',
  'mission.17.rules':
    'Les cartes personnage sont distribuées au hasard, et qui reçoit la carte Capitaine est le capitaine et Rhett. Chaque jeton info sur les fils de Rhett ment : il signifie que le fil N’EST PAS de cette valeur. À la mise en place, Rhett pose deux faux jetons info, chacun sur l’un de ses fils avec une valeur autre que celle du fil, jamais sur un fil rouge. Quand une coupe double sur un fil de Rhett rate, le jeton montre la valeur annoncée, pas celle du fil. Rhett n’utilise aucune carte équipement ni son Détecteur double.',
  'mission.summary.captain.noEquipmentAll': 'Le capitaine n’utilise aucune carte équipement',
  'mission.summary.captain.noDetector': 'Le capitaine ne peut pas utiliser le Détecteur double',
  'mission.summary.falseTokens':
    'Le capitaine pose {count} faux jetons de départ : chaque jeton info sur les fils du capitaine signifie « pas cette valeur »',
  'mission.summary.faceDownEquipment':
    'Cartes équipement distribuées face cachée ; une carte numéro visible en retourne une quand ses quatre fils sont coupés',
  'mission.18.name': 'Un coup de main',
  'mission.18.rules':
    'Aucun jeton info à la mise en place. La seule carte équipement est le Radar général : face visible toute la mission, jamais épuisée, chacun peut l’utiliser à tout moment. Chaque tour commence par une carte numéro retournée et le Radar général sur sa valeur : chaque support répond oui ou non. Le joueur dont c’est le tour choisit alors un joueur qui a répondu oui, lui-même compris, et ce joueur coupe un fil de cette valeur ce tour-ci (coupe double, coupe solo ou avec le Détecteur double). Le tour suivant reste celui du voisin de gauche du joueur dont c’était le tour. Une carte numéro dont les quatre fils sont coupés quitte la partie ; les cartes retournées sont remélangées quand la pioche est vide. Un joueur qui n’a plus que des fils rouges au début de son tour les dévoile, et aucune carte n’est retournée.',
  'mission.summary.setupInfo.none': 'Aucun jeton info à la mise en place',
  'mission.summary.designatedCutter':
    'Seulement le Radar général, face visible et jamais épuisé ; à chaque tour une carte numéro est retournée et le joueur dont c’est le tour choisit qui coupe sa valeur',
  'mission.10.name': 'Mauvaise passe',
  'mission.10.rules':
    'Il n’y a pas d’ordre de jeu. Au début de la partie et après chaque tour, personne n’a le tour : tout joueur qui a encore des fils peut dire Snip ! pour le prendre, et le premier à le dire joue ce tour. Personne ne joue deux tours de suite, sauf à deux joueurs ou quand un seul joueur a encore des fils ; quand un seul joueur peut prendre le tour, il commence aussitôt. L’équipe joue contre la montre, 15 minutes (12 à deux joueurs) : le chrono part une fois chaque jeton info de départ posé, ne s’arrête jamais, et quand il est écoulé la bombe explose. La Tasse de café est retirée : il n’y a pas de joueur suivant à désigner.',
  'mission.19.name': 'Dans le ventre de la bête',
  'mission.19.rules':
    'Les tours s’enchaînent comme d’habitude, contre un chrono parlé qui part une fois chaque jeton info de départ posé et ne s’arrête jamais. La table annonce 15 minutes, prévient à mesure que le temps passe, et en cours de route le temps restant tombe soudain à 5 minutes. Suivent des alertes à 2 minutes et à 30 secondes, puis un compte à rebours de 10 secondes ; quand le temps est écoulé, la bombe explose. Le minutage parlé et ses horaires sont les nôtres et approximatifs : ils remplacent l’enregistrement audio de l’éditeur, que ce jeu ne contient pas.',
  'mission.summary.snip':
    'Pas d’ordre de jeu : chaque tour va au premier joueur qui dit Snip !, jamais deux fois de suite au même',
  'mission.summary.timer_one': 'Contre la montre : {count} minute, puis la bombe explose',
  'mission.summary.timer_other': 'Contre la montre : {count} minutes, puis la bombe explose',
  'mission.summary.timeline_one':
    'Un chrono parlé sur notre propre minutage approximatif : {count} minute annoncée, écourtée ensuite',
  'mission.summary.timeline_other':
    'Un chrono parlé sur notre propre minutage approximatif : {count} minutes annoncées, écourtées ensuite',
  'mission.20.name': 'Le Grand Méchant Loup',
  'mission.20.rules':
    'Le dernier fil distribué à chaque support n’est pas trié : il reste tout à droite du support sous un jeton X, quelles que soient sa valeur et sa couleur. Aucun équipement n’agit sur un fil X : aucun détecteur ne le désigne (le Super détecteur couvre les autres fils du support), ni le Rayon X ou Y, ni le Post-it, ni une étiquette ; le Radar général ne le compte pas, et le Stabilisateur ne protège pas une coupe qui le vise. Le fil X d’un coéquipier ne se coupe que par une simple coupe double annonçant une seule valeur. Un fil X ne reçoit pas de jeton info de départ, mais une coupe ratée le marque comme d’habitude. Les Talkies-walkies sont écartés. Le Double fond est dans la pioche d’équipement : dès que deux fils jaunes sont coupés, il ajoute deux cartes équipement.',
  'mission.21.name': 'Mort par haggis',
  'mission.21.rules':
    'Chaque jeton info de cette mission est un jeton pair/impair : il dit si le numéro du fil est pair ou impair, jamais le numéro lui-même. Les jetons de départ, le jeton que laisse une coupe double ratée et celui du Post-it sont tous des jetons pair/impair. Un fil rouge n’en reçoit jamais.',
  'mission.24.name': 'Taïaut !',
  'mission.24.rules':
    'Chaque jeton info de cette mission est un jeton de compte : x1, x2 ou x3 dit combien de fils de la valeur du fil marqué se trouvent sur son support, fils coupés compris. Les jetons de départ, le jeton que laisse une coupe double ratée et celui du Post-it sont tous des jetons de compte, et le Post-it peut aussi marquer l’un de vos fils coupés. Quand un support contient les quatre fils d’une valeur, deux jetons x2 vont ensemble sur deux d’entre eux : le propriétaire du support choisit le second fil. Quand les Talkies-walkies déplacent un fil, son jeton de compte est défaussé. Un fil rouge n’en reçoit jamais.',
  'mission.28.name': 'Capitaine Étourdi',
  'mission.28.rules':
    'Le capitaine est le Capitaine Étourdi. Sa carte personnage est rangée pour la mission : pas de Détecteur double à utiliser, et les Batteries de secours ne peuvent pas la ramener ; le capitaine n’utilise aucune carte équipement. Une coupe double ratée par le capitaine fait exploser la bombe aussitôt. Le capitaine participe toujours quand un coéquipier utilise les Talkies-walkies ou le Radar général. Le Double fond est dans la pioche d’équipement : dès que deux fils jaunes sont coupés, il ajoute deux cartes équipement.',
  'mission.summary.xWires':
    'Le dernier fil distribué à chaque support reste non trié tout à droite, marqué X : aucun équipement n’agit sur lui',
  'mission.summary.tokens.parity':
    'Chaque jeton info est un jeton pair/impair : au départ, après une coupe ratée et avec le Post-it',
  'mission.summary.tokens.count':
    'Chaque jeton info est un jeton de compte (x1, x2, x3 : combien de fils de cette valeur sont sur le support) : au départ, après une coupe ratée et avec le Post-it',
  'mission.summary.captain.characterRemoved':
    'La carte personnage du capitaine est rangée : pas de Détecteur double',

  'mission.22.name': 'Impressions négatives',
  'mission.22.rules':
    'Aucun jeton info de départ ne va sur un fil. À la place, chaque joueur pose à côté de son support deux jetons info de valeurs qu’il n’a pas (le jaune compte comme une valeur) : un joueur à deux supports en pose un à côté de chacun, et un joueur à qui il manque moins de valeurs en pose moins. Un tel jeton dit à la table : aucun fil de cette valeur ici. Dès que les deux premiers fils jaunes sont coupés, du capitaine dans le sens horaire, chaque joueur prend un jeton info dans la réserve et le donne à son voisin de gauche, qui le pose devant un de ses fils de cette valeur ; s’il n’en a aucun, il le pose face visible à côté de son support, et si chacun de ses fils de cette valeur a déjà un jeton, celui-ci retourne dans la réserve. Le Double fond est dans la pioche d’équipement : dès que deux fils jaunes sont coupés, il ajoute deux cartes équipement.',
  'mission.23.name': 'Désamorçage à Fordwich',
  'mission.23.rules':
    'Une carte numéro est retournée face visible à la mise en place. Ses quatre fils ne sont jamais coupés par paires : à son tour, n’importe quel joueur peut désigner d’un coup chaque fil de cette valeur encore en jeu (les siens viennent d’eux-mêmes). Tous justes : ils sont tous coupés. Un seul mauvais fil : la bombe explose, et aucun équipement ni Détecteur double n’y peut rien. Aucune carte équipement n’est sur la table au départ : sept cartes tirées au hasard attendent face cachée dans une pile. À la fin de chaque tour de table, avant le tour du capitaine, la carte du dessus est défaussée sans être vue, jusqu’à ce que cette coupe spéciale soit faite ; ensuite, toutes les cartes restées dans la pile sont retournées face visible et utilisables tout de suite, quoi qu’on ait coupé.',
  'mission.26.name': 'Quand on parle du loup…',
  'mission.26.rules':
    'Les douze cartes numéro sont face visible. Chaque tour commence en retournant face cachée une carte face visible, d’une valeur que vous avez ; vous devez ensuite couper cette valeur, par une coupe double ou une coupe solo, et aucune autre. Quand aucune carte n’est face visible au début d’un tour, toutes sont retournées face visible. Une carte quitte le jeu dès que ses quatre fils sont coupés. Un joueur qui n’a aucun fil d’une valeur face visible passe son tour, et le détonateur ne bouge pas. Le Rayon X ou Y est écarté.',
  'mission.27.name': 'Jouer avec le fil',
  'mission.27.rules':
    'Toutes les cartes personnage sont retournées dès le départ : personne n’a de Détecteur double, et les Batteries de secours sont écartées. À deux joueurs, le capitaine ne pose pas de jeton info de départ. Dès que les deux premiers fils jaunes sont coupés, autant de jetons info que de joueurs sont tirés au hasard dans la réserve et posés face visible en rangée. Du capitaine dans le sens horaire, chaque joueur en prend un et le pose devant un de ses fils de cette valeur ; s’il n’en a aucun, il le pose face visible à côté de son support, et si chacun de ses fils de cette valeur a déjà un jeton, celui-ci retourne dans la réserve. Le Double fond est dans la pioche d’équipement : dès que deux fils jaunes sont coupés, il ajoute deux cartes équipement.',
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
  'mission.25.rules':
    'Personne ne doit nommer un numéro de fil dans cette mission. Chaque message de la discussion qui nomme un numéro de fil de 1 à 12, en chiffres ou en toutes lettres (en français, en anglais, en néerlandais ou en vietnamien), fait avancer le détonateur d’un cran : une fois par message, quel que soit le nombre de numéros nommés. Avant qu’un tel message parte, la table vous prévient et vous pouvez le reprendre. Les spectateurs ne peuvent nommer aucun numéro de fil.',
  'mission.summary.chat.noNumbers':
    'Discussion : chaque message qui nomme un numéro de fil fait avancer le détonateur d’un cran',
  'mission.summary.chat.silent':
    'Pas de discussion libre : seulement des signaux (oui, non, attendez…)',

  'mission.29.name': 'Jeu de devinettes',
  'mission.29.rules':
    'Chaque joueur tient des cartes numéro face cachée dans sa main, vues de lui seul : deux chacun, trois pour le joueur à droite du capitaine ; les autres forment une pioche face cachée. Au début de chaque tour, le joueur à droite du joueur dont c’est le tour pose une de ses cartes face cachée (s’il n’en a aucune, le joueur suivant plus à droite la pose à sa place). Le tour se joue ensuite normalement. Puis la carte est révélée : si le joueur dont c’était le tour a coupé un fil de sa valeur pendant le tour, le détonateur avance d’un cran (avec un détecteur, seul le fil réellement coupé compte). Ce joueur prend ensuite la carte dans sa main. Après la Tasse de café, la carte n’est pas révélée : elle est prise face cachée. Une carte dont les quatre fils sont coupés est défaussée face visible, et dès qu’il ne reste qu’une valeur à couper, sa carte part aussi. Un joueur à qui il reste moins de deux cartes pioche ; un joueur qui n’a plus de fils met ses cartes face cachée sous la pioche. À deux joueurs, le capitaine ne pose pas de jeton info de départ.',
  'mission.summary.numberHands':
    'Cartes numéro en main, deux chacun (trois pour le joueur à droite du capitaine), les autres en pioche : à chaque tour une carte est posée face cachée, et couper sa valeur fait avancer le détonateur',

  'mission.30.name': 'Mission éclair !',
  'mission.30.rules':
    'La partie se joue contre un chrono parlé de 11 minutes 30 secondes, qui part une fois chaque jeton info de départ posé et ne s’arrête jamais ; quand il est écoulé, la bombe explose. Les tours s’enchaînent comme d’habitude pendant que le minutage annonce ses événements. Encore et encore, la carte numéro du dessus est retournée face visible et une fenêtre s’ouvre : avant son contrôle, 20 secondes plus tard au début puis 15 ensuite, au moins deux fils de cette valeur doivent être coupés (les fils déjà coupés comptent). Chaque contrôle dit ce que coûte un échec : le détonateur avance d’un cran, rien, la carte équipement la plus basse du plateau est défaussée, ou une manche de mime avec seulement des signaux dans la discussion jusqu’au contrôle suivant. Après certains contrôles, une fenêtre réussie fait piocher une carte numéro au joueur dont c’est le tour, qui dit honnêtement s’il a cette valeur. Une fois, chacun dit combien de fils jaunes il a encore. Plus tard, trois cartes numéro sont retournées face visible : tant que tous leurs fils ne sont pas coupés, seules ces valeurs peuvent être coupées, un joueur qui n’en a aucune passe son tour, et le moindre de leurs fils encore en jeu deux minutes plus tard fait exploser la bombe. Puis le balayage jaune est lancé : l’action du tour suivant consiste à désigner d’un coup chaque fil jaune restant sur les supports des coéquipiers (les siens viennent d’eux-mêmes), et un seul mauvais fil fait exploser la bombe. Il reste environ deux minutes pour finir. Le minutage et ses horaires sont les nôtres et approximatifs : ils remplacent l’enregistrement audio de l’éditeur, que ce jeu ne contient pas.',
  'mission.summary.speedRounds':
    'Notre propre minutage retourne les cartes numéro une à une : coupez deux fils de chaque valeur avant son contrôle, ou payez ce que dit le contrôle ; plus tard trois valeurs à couper en entier, puis un balayage jaune',
  'mission.summary.cutTogether.yellow':
    'Le balayage jaune : quand le minutage le lance, le joueur dont c’est le tour désigne d’un coup chaque fil jaune restant',
  'mission.summary.timelineOwn':
    'Un chrono parlé selon notre propre minutage approximatif : {minutes} min {seconds} s, puis la bombe explose',
  'mission.33.name': 'Ce qui se passe à Vegas…',
  'mission.33.rules':
    'Comme dans la mission 21, chaque jeton info de cette mission est un jeton pair/impair : les jetons de départ, celui que laisse une coupe double ratée et celui du Post-it disent seulement si le numéro du fil est pair ou impair. Un fil rouge n’en reçoit jamais.',
  'mission.35.name': 'Pas de lien, un seul fil',
  'mission.35.rules':
    'Avant que les fils rouges et jaunes soient mélangés aux autres, chaque support reçoit un fil bleu : il reste non trié tout à droite du support sous un jeton X, et son propriétaire le voit comme d’habitude. Personne ne peut couper un fil X avant que les quatre fils jaunes soient coupés : jusque-là aucune coupe double ne le vise, vous ne pouvez pas annoncer une valeur que vous n’avez que sur votre propre fil X, et aucune coupe solo ne l’emporte. Ensuite un fil X se coupe comme les autres, mais aucun équipement n’agit jamais sur lui (ni détecteur, ni Rayon X ou Y, ni Post-it, ni étiquette, ni Radar général, ni Stabilisateur), et il ne reçoit pas de jeton info de départ. Un joueur dont le tour commence avec seulement des fils X encore fermés et des fils rouges ne peut pas jouer : la bombe explose. Les Talkies-walkies sont écartés, la carte équipement comme le nouveau personnage. Le Double fond est dans la pioche d’équipement.',
  'mission.40.name': 'Dur à tuer (un conte de Noël)',
  'mission.40.rules':
    'Comme dans la mission 24, chaque jeton info de cette mission est un jeton de compte : x1, x2 ou x3 dit combien de fils de la valeur du fil marqué se trouvent sur son support, fils coupés compris. Les jetons de départ, celui que laisse une coupe double ratée et celui du Post-it sont tous des jetons de compte, et le Post-it peut aussi marquer l’un de vos fils coupés. Quand un support porte les quatre fils d’une valeur, deux jetons x2 vont ensemble sur deux d’entre eux. Quand les Talkies-walkies déplacent un fil, son jeton de compte est défaussé. Un fil rouge n’en reçoit jamais. À deux joueurs, le capitaine ne pose pas de jeton de départ.',
  'mission.summary.xWires.blueFirst':
    'Avant l’arrivée des fils rouges et jaunes, chaque support reçoit un fil bleu, laissé non trié tout à droite et marqué X : aucun équipement n’agit sur lui',
  'mission.summary.xWires.closed':
    'Les fils X ne se coupent qu’une fois tous les fils jaunes coupés',
  'mission.36.name': 'Panique sous les palmiers',
  'mission.36.rules':
    'Cinq cartes numéro sont posées face visible en rangée, dans l’ordre du tirage. Avant les jetons de départ, le capitaine pose la carte séquence à l’un ou l’autre bout de la rangée, flèche vers l’intérieur. Parmi les valeurs de la rangée, seule celle à côté de la carte séquence peut être coupée (annoncée, avec ou sans équipement, ou en coupe solo) ; les autres sont fermées, et les valeurs hors de la rangée sont libres. Dès que 2 fils de cette valeur sont coupés, sa carte est retirée et le joueur qui les a coupés pose la carte séquence à l’un ou l’autre bout de ce qui reste. Un joueur dont le tour commence avec seulement des valeurs fermées et des fils rouges ne peut pas jouer : la bombe explose. Le Double fond est dans la pioche d’équipement.',
  'mission.summary.sequenceEither':
    'Carte séquence, face {side}, à l’un ou l’autre bout d’une rangée de {cards} cartes numéro tirées au hasard : dès que {wires} fils de sa valeur sont coupés, cette carte est retirée et la carte séquence repart à l’un ou l’autre bout',
  'mission.31.name': 'Une main attachée dans le dos',
  'mission.31.rules':
    'Les cartes contrainte A à E sont posées face visible. Avant les jetons info de mise en place, en partant du Capitaine et dans le sens horaire, chaque joueur en prend une et doit la respecter toute la mission ; les cartes restantes sont défaussées. Si, à votre tour, aucune coupe ne respecte votre carte, dites-le : vous la retournez face cachée définitivement et jouez normalement ensuite, même si vous recevez plus tard un fil qu’elle aurait permis. À deux joueurs, évitez de prendre ensemble A et B, ou C et D.',
  'mission.32.name': 'Farces et attrapes',
  'mission.32.rules':
    'Les douze cartes contrainte sont mélangées en une pioche ; la carte du dessus est face visible et tout le monde la respecte. Au début de chaque tour, le Capitaine peut, après concertation, la remplacer par la carte suivante. Un joueur dont aucune coupe ne respecte la carte le dit et passe son tour ; le détonateur ne bouge pas. Révéler ses fils rouges reste toujours permis. Une fois la pioche épuisée, plus aucune contrainte ne s’applique.',
  'mission.37.name': 'Le Joker se déchaîne',
  'mission.37.rules':
    'Les douze cartes contrainte sont mélangées en une pioche ; la carte du dessus est face visible et tout le monde la respecte. Chaque fois que les quatre fils d’une valeur sont tous coupés, la carte suivante la remplace. Un joueur dont aucune coupe ne respecte la carte passe son tour, sans avancer le détonateur ; si personne n’a pu jouer pendant un tour de table complet, le détonateur avance d’un cran et la carte suivante est révélée. Révéler ses fils rouges reste toujours permis. Une fois la pioche épuisée, plus aucune contrainte ne s’applique.',
  'mission.38.name': 'Un fil à l’endroit, un fil à l’envers…',
  'mission.38.rules':
    'Une fois les fils distribués, le capitaine retourne l’un d’eux sans le regarder (le jeu le tire au hasard) et le place tout à droite de son support : ses coéquipiers voient sa valeur, lui jamais. Seul le capitaine peut le couper, et seulement par une coupe simple, sans équipement ni détecteur double : en le désignant comme son propre fil dans une coupe double, ou avec ses fils d’une valeur dans une coupe solo, chaque fois en pariant sur sa valeur ; une erreur fait exploser la bombe. Les coéquipiers ne peuvent pas le désigner. Un joueur qui n’a plus rien d’autre à désigner passe son tour et le détonateur avance d’un cran. Si le fil retourné est rouge, le capitaine le révèle avec « révéler les rouges » dès que tous les fils qu’il voit sont rouges ; révéler alors qu’il n’est pas rouge fait exploser la bombe.',
  'mission.summary.turnedWires':
    'Le capitaine retourne un fil sans le voir : les autres le voient, lui seul peut le couper, en devinant',

  'mission.39.name': 'Les 4 fils nobles',
  'mission.39.rules':
    'Pas de cartes équipement, donc pas de Double fond non plus. À la mise en place, une carte numéro est retournée face visible à la place de la première carte équipement : sa valeur est le numéro noble. Huit autres cartes numéro, tirées au hasard, attendent face cachée dans une pile. Les jetons info de départ sont tirés au hasard (un jaune est remplacé) : chacun va devant un fil de cette valeur, ou face visible à côté du support si le joueur n’en a aucun. Les quatre fils nobles ne sont jamais coupés par paires : à son tour, n’importe quel joueur peut désigner d’un coup chaque fil noble encore en jeu, qu’il en ait un ou non (les siens viennent d’eux-mêmes). Tous justes : ils sont tous coupés. Un seul mauvais fil : la bombe explose, et aucun équipement personnel n’y peut rien. D’ici là, à la fin de chaque tour de table, avant le tour du capitaine, la carte du dessus de la pile est défaussée sans être vue. Une fois les fils nobles coupés, les cartes restantes sont distribuées face cachée une à une à partir du capitaine, chacune vue seulement par celui qui la reçoit ; puis, du capitaine dans le sens horaire, chaque joueur pose un jeton info devant un de ses fils d’un numéro reçu. Un numéro que vous n’avez plus, ou dont les deux jetons info sont déjà utilisés, est ignoré ; s’il ne reste rien, vous ne posez pas de jeton.',
  'mission.41.name': 'Bombe latine',
  'mission.41.rules':
    'Les fils jaunes sont des fils pièges. Ils ne sont pas mélangés aux autres : ils sont distribués en premier, un face cachée à chaque joueur (à cinq joueurs, le capitaine n’en reçoit pas), et rangés sur le support comme tout fil jaune. Le détonateur démarre sur le cran vide à côté de la tête de mort : la première erreur fait exploser la bombe. Pas de Double fond. Les jetons info de départ sont tirés au hasard (un jaune est remplacé). Aucune coupe ne peut annoncer jaune, avec ou sans équipement. À la place, à son tour, un joueur peut désigner un fil d’un coéquipier qu’il prend pour un fil piège : un fil jaune est coupé et le détonateur recule d’un cran (jamais au-delà du cran des cinq joueurs) ; un fil bleu reçoit son jeton info et le détonateur avance d’un cran ; un fil rouge fait exploser la bombe. Un joueur qui n’a plus que son propre fil piège et des fils rouges, quand aucun coéquipier n’a plus de fil piège, passe son tour et le détonateur ne bouge pas. Un joueur sans fil joue encore son tour tant qu’un coéquipier a un fil piège, pour le désigner.',
  'mission.summary.numberDeck':
    'Une carte numéro face visible : ses quatre fils nobles ne sont coupés qu’ensemble. {count} cartes numéro attendent face cachée dans une pile, une défaussée à chaque fin de tour de table jusque-là ; les autres sont ensuite distribuées, et chacun marque un fil d’un numéro reçu',
  'mission.summary.tripwires':
    'Les fils jaunes sont des fils pièges : aucune coupe n’annonce jaune ; on désigne plutôt un fil d’un coéquipier (un fil piège est coupé et le détonateur recule, un fil bleu coûte un cran, un rouge explose)',
  'mission.summary.yellowsFirst':
    'Les fils jaunes sont distribués en premier, un par joueur (à cinq joueurs, le capitaine n’en reçoit pas)',
  'mission.summary.dialNextToSkull':
    'Le détonateur démarre à côté de la tête de mort : la première erreur fait exploser la bombe',
  'mission.34.name': 'Le maillon faible',
  'mission.34.rules':
    'Ne se joue pas à deux. Une fois le Capitaine connu, les cartes personnage, celle du Capitaine comprise, sont distribuées face cachée au hasard, et chaque joueur reçoit aussi face cachée une des cartes contraintes A à E ; chacun ne voit que les siennes. Le joueur qui tient la carte du Capitaine est le maillon faible : lui seul doit respecter sa carte contrainte (celles des autres ne comptent pas, mais restent secrètes). Tant que les cartes personnage sont face cachée, personne n’a d’équipement personnel. Si le maillon faible ne peut faire aucune coupe que sa carte permet, il le dit : le détonateur avance de deux crans et toutes les cartes contraintes et personnage sont défaussées, donc plus personne n’a d’équipement personnel jusqu’à la fin de la mission (les Batteries de secours ne peuvent pas en ramener). Au début de son tour, tout autre joueur peut accuser un coéquipier d’être le maillon faible en nommant sa carte contrainte : faux, le détonateur avance d’un cran ; juste, les cartes personnage se retournent face visible, l’équipement personnel devient utilisable, et les cartes contraintes sont défaussées. Dans les deux cas, l’accusateur joue ensuite son tour. Le Capitaine commence toujours. Pas de nouveaux personnages de l’autocollant B : les personnages sont ceux distribués.',
  'mission.summary.constraints.secret':
    'Cartes personnage et cartes contraintes A à E distribuées face cachée : seul celui qui tient la carte du Capitaine respecte la sienne ; ses coéquipiers peuvent l’accuser',
  'mission.summary.minPlayers': 'Se joue de {count} à 5 joueurs seulement',
  'mission.42.name': 'Il est temps de fuir et de rejoindre le cirque',
  'mission.42.rules':
    'Pas de limite de temps globale : les tours s’enchaînent comme d’habitude pendant que notre propre minutage parlé, lancé une fois les jetons info de départ posés, annonce ses événements à partir d’environ deux minutes. Chaque événement arrive entre deux signaux sonores : pendant ce temps, personne ne coupe ni n’utilise d’équipement, et tout le monde écoute. Une paire coupée revient : les deux derniers fils coupés de la plus haute valeur dont une paire est coupée retournent non coupés à leur place, face cachée, sans leurs jetons info, et la valeur perd son jeton de validation. Tout le monde change de siège : chacun joue désormais les supports du joueur suivant dans le sens horaire, tandis que les personnages, le Capitaine et le tour restent aux personnes. Deux fils coupés échangent leur place : les fils coupés les plus à droite des deux premiers supports qui en ont un, à partir du joueur dont c’est le tour, dans le sens horaire. Les fils coupés du joueur dont c’est le tour sont retirés de la table. Les jetons de validation retournent dans la boîte : une valeur ne retrouve son jeton que si son quatrième fil est de nouveau coupé. Pendant une manche ta-da, après chaque coupe réussie, son joueur dit « Ta-da ! » avant que le jeu continue ; si la manche se termine avant, le détonateur avance d’un cran. Une manche boing ne change rien. Les événements et leur minutage sont les nôtres : ils remplacent l’enregistrement audio de l’éditeur, que ce jeu n’inclut pas.',
  'mission.summary.tableEvents':
    'Pas de limite de temps : notre propre minutage parlé modifie la table entre deux signaux sonores (une paire coupée remise sur les supports, tout le monde change de siège, des fils coupés échangés ou retirés, les jetons de validation rendus, une manche ta-da)',
};
