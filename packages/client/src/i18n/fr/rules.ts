import type { rules as en } from '../en/rules';

export const rules: Record<keyof typeof en, string> = {
  'rules.title': 'Comment jouer',
  'rules.documentTitle': 'Comment jouer - {title}',
  'rules.intro':
    'Tout ce qu’une nouvelle équipe doit savoir pour sa première mission, une règle à la fois. Chaque mission ajoute ses propres règles : elles s’affichent quand vous la choisissez et à la table.',
  'rules.toc': 'Sur cette page',
  'rules.backToTop': 'Retour au sommaire',
  'rules.figure.wires': '{stand}, de gauche à droite : {wires}.',
  'rules.figure.pointed': 'désigné',

  'rules.goal.title': 'Le but et l’équipe',
  'rules.goal.team':
    'Bomb Busters se joue ensemble : de 2 à 5 joueurs forment une seule équipe de démineurs face à une bombe. Toute l’équipe gagne ou toute l’équipe perd.',
  'rules.goal.wires':
    'Les fils de la bombe sont répartis entre les joueurs. L’équipe gagne quand elle est venue à bout de tous les fils : les bleus et les jaunes coupés, les rouges révélés. Un seul fil rouge coupé, ou le détonateur qui atteint la tête de mort, et la bombe explose.',
  'rules.goal.captain':
    'Un joueur est le capitaine et joue en premier ; ensuite le tour passe de place en place, dans l’ordre.',

  'rules.stand.title': 'Votre support',
  'rules.stand.hidden':
    'Chaque joueur reçoit un support de tuiles de fils. Vous voyez les valeurs de vos propres fils ; vos coéquipiers n’en voient que le dos, comme vous ne voyez que le dos des leurs.',
  'rules.stand.sorted':
    'Un support est toujours trié, le plus petit à gauche. Les fils bleus portent un nombre de 1 à 12, quatre de chaque. Les fils jaunes et rouges se placent parmi les bleus grâce au petit nombre décimal imprimé dessus (un jaune 3,1 vient juste après les 3) : ce décimal ne sert qu’au tri.',
  'rules.stand.deduce':
    'Cet ordre est le cœur du jeu : un fil caché entre un 3 et un 5 connus ne peut être qu’un 3, un 4 ou un 5, ou un fil jaune ou rouge trié entre les deux.',
  'rules.stand.two':
    'À 2 joueurs, chacun tient deux supports ; à 3 joueurs, le capitaine aussi. Deux supports restent une seule main : un seul tour, un seul jeton info de départ, et une coupe solo peut prendre des fils sur les deux.',
  'rules.figure.ownStand': 'Votre support, tel que vous le voyez.',
  'rules.figure.otherStand':
    'Le support d’un coéquipier, tel que vous le voyez : rien que des dos.',

  'rules.turn.title': 'Un tour',
  'rules.turn.one':
    'À votre tour, vous faites exactement une chose parmi trois : une coupe double, une coupe solo, ou révéler vos fils rouges (seulement quand il ne reste rien d’autre sur votre support). Puis le joueur suivant joue.',
  'rules.turn.empty': 'Un joueur qui n’a plus de fils est sauté ; les autres continuent.',
  'rules.turn.table':
    'À cette table, vous désignez à la souris, au doigt ou au clavier, et seuls les coups permis par les règles peuvent être choisis : impossible d’enfreindre une règle par erreur.',

  'rules.dual.title': 'La coupe double',
  'rules.dual.how':
    'Désignez un fil sur le support d’un coéquipier et annoncez une valeur, un nombre ou jaune. Vous devez vous-même avoir un fil non coupé de cette valeur : il faut deux fils, un des siens et un des vôtres.',
  'rules.dual.hit':
    'Réussi : le fil du coéquipier et un de vos fils de cette valeur sont coupés. Les deux restent à leur place, face visible, et tout le monde apprend ce qu’ils étaient.',
  'rules.dual.miss':
    'Raté : le détonateur avance d’un cran vers la tête de mort, et votre coéquipier pose un jeton info devant le fil désigné, montrant sa vraie valeur. Le fil que vous comptiez couper chez vous reste votre secret.',
  'rules.dual.red': 'Si le fil désigné est rouge, la bombe explose aussitôt.',
  'rules.dual.guess':
    'Tenter sa chance est permis, tant que vous avez la valeur annoncée : un raté coûte quand même un cran.',
  'rules.figure.dualHit':
    'Réussi : vous avez dit 5 et le fil était un 5. Votre 5 et le sien sont coupés et restent en place, face visible.',
  'rules.figure.dualMiss':
    'Raté : vous avez dit 6 mais le fil est un 7. Un jeton info 7 est maintenant posé devant lui.',

  'rules.solo.title': 'La coupe solo',
  'rules.solo.how':
    'Quand tous les fils encore en jeu d’une valeur sont sur votre support, coupez-les tous d’un coup, sans l’aide de personne : les quatre, ou les deux derniers quand les deux autres sont déjà coupés.',
  'rules.solo.pairs':
    'Les fils partent toujours par deux ou par quatre. Avoir trois fils d’une valeur ne suffit pas : attendez que l’un d’eux parte dans une coupe double, puis coupez seul les deux derniers.',
  'rules.figure.solo':
    'Les deux 8 de votre support sont les deux derniers : les autres 8 sont déjà coupés. Coupez les deux, seul.',

  'rules.info.title': 'Les jetons info',
  'rules.info.what':
    'Un jeton info est posé devant un fil et montre sa vraie valeur, un nombre ou jaune, à la vue de tous. Il reste jusqu’à ce que ce fil soit coupé.',
  'rules.info.setup':
    'Avant le premier tour, en commençant par le capitaine, chaque joueur pose un jeton info devant un de ses propres fils bleus : l’équipe démarre avec quelques indices.',
  'rules.info.miss':
    'Après une coupe double ratée, le propriétaire du fil désigné en pose un devant lui, montrant ce qu’il est vraiment.',
  'rules.info.short':
    'Il y a deux jetons info de chaque nombre. Quand les deux sont déjà utilisés, la valeur est annoncée à voix haute à la place : la table l’écrit sur le fil.',
  'rules.figure.info':
    'Des jetons info sur le support d’un coéquipier : un de la mise en place, un après un raté. Les fils eux-mêmes restent cachés.',

  'rules.validation.title': 'Les valeurs validées',
  'rules.validation.text':
    'Dès que les quatre fils d’un nombre sont coupés, ce nombre est validé : le plateau le marque, et personne n’a besoin de s’en souvenir. Ce n’est qu’un aide-mémoire.',
  'rules.figure.validation':
    'Les quatre 3 et les quatre 7 sont coupés : ces deux valeurs sont validées.',
  'rules.figure.validation.alt':
    'Les valeurs validées : 3 et 7 sont marqués comme terminés, tous les autres nombres de 1 à 12 sont encore en jeu.',

  'rules.yellow.title': 'Les fils jaunes',
  'rules.yellow.value':
    'Les fils jaunes n’ont pas de nombre en jeu : ils partagent tous une seule valeur, jaune. Coupez-les comme des fils bleus : annoncez jaune dans une coupe double (il vous faut un fil jaune), ou faites une coupe solo quand tous les fils jaunes restants sont à vous.',
  'rules.yellow.token': 'Une coupe double ratée sur un fil jaune lui vaut un jeton info jaune.',
  'rules.yellow.look':
    'À cette table, les fils jaunes sont rayés et portent la lettre {letter} : ils ne dépendent jamais de la seule couleur.',
  'rules.figure.yellow':
    'Un fil jaune sur votre support, et un jeton info jaune devant un fil caché d’un coéquipier.',

  'rules.red.title': 'Les fils rouges',
  'rules.red.never':
    'Un fil rouge ne se coupe jamais : le désigner dans une coupe double fait exploser la bombe. Ils sont là pour être évités.',
  'rules.red.reveal':
    'Quand il ne reste que des fils rouges sur votre support, révélez-les à votre tour : c’est la seule façon sûre de les faire partir, et votre support est alors terminé.',
  'rules.red.look':
    'À cette table, les fils rouges ont des rayures croisées et la lettre {letter}.',
  'rules.figure.red':
    'Il ne reste qu’un fil rouge non coupé sur votre support : à votre tour, révélez vos fils rouges.',

  'rules.candidates.title': 'Les fils « x parmi y »',
  'rules.candidates.draw':
    'Certaines missions tirent plus de numéros rouges ou jaunes qu’elles n’en distribuent. « 1 parmi 2 » veut dire que deux numéros sont tirés et montrés à tous, puis un seul de ces deux fils est mélangé à la donne ; l’autre est mis de côté sans être vu. « 2 parmi 3 » fonctionne de la même façon.',
  'rules.candidates.unknown':
    'Personne n’apprend jamais lequel a été mis de côté : chaque candidat doit être traité comme s’il était là. Le plateau marque chaque candidat d’un point d’interrogation.',
  'rules.figure.candidates':
    'Les marqueurs du plateau : un jaune 5,1 est en jeu à coup sûr ; un des rouges 3,5 et 9,5 l’est aussi.',
  'rules.figure.candidates.alt':
    'Marqueurs : jaune 5,1, certain ; rouge 3,5 avec un point d’interrogation ; rouge 9,5 avec un point d’interrogation.',

  'rules.detonator.title': 'Le détonateur',
  'rules.detonator.moves':
    'Chaque coupe double ratée fait avancer le détonateur d’un cran vers la tête de mort. Quand il l’atteint, la bombe explose.',
  'rules.detonator.start':
    'Il démarre à autant de crans de la tête de mort qu’il y a de joueurs : une équipe survit donc à une erreur de moins qu’elle n’a de joueurs, 1 à 2 joueurs, 2 à 3, 3 à 4 et 4 à 5.',
  'rules.detonator.missions':
    'Certaines missions le placent plus près de la tête de mort au départ, et le Rembobineur ou une règle de la mission peut le faire reculer.',
  'rules.figure.detonator':
    'Quatre joueurs : le détonateur est parti à 4 crans de la tête de mort. Après un raté, il en est à 3 crans : deux erreurs sont encore permises.',
  'rules.figure.detonator.alt':
    'Le détonateur : une rangée de crans qui se termine par une tête de mort. La marque de départ est à 4 crans de la tête de mort ; l’aiguille est à 3 crans.',

  'rules.detector.title': 'Le Détecteur double',
  'rules.detector.card':
    'Chaque joueur a une carte personnage avec un Détecteur double, qui sert une fois par mission. Pendant une coupe double, désignez deux fils sur le même support d’un coéquipier et annoncez un seul nombre (jamais jaune) : c’est réussi si l’un des deux fils porte ce nombre. Si les deux le portent, votre coéquipier choisit lequel est coupé, sans un mot.',
  'rules.detector.miss':
    'Si aucun ne le porte, le détonateur avance et votre coéquipier pose le jeton info devant l’un des deux. La bombe n’explose que si les deux fils sont rouges.',
  'rules.figure.detector':
    'Le Détecteur double désigne deux fils d’un même support, côte à côte ou non, avec un seul nombre.',

  'rules.equipment.title': 'Les cartes équipement',
  'rules.equipment.how':
    'À partir de la troisième mission, le plateau compte autant de cartes équipement que de joueurs, tirées au hasard. Chaque carte reste bloquée tant que deux fils de son numéro n’ont pas été coupés, par n’importe qui et de n’importe quelle façon.',
  'rules.equipment.use':
    'Une fois débloquée, n’importe qui peut l’utiliser, une fois, au moment indiqué par son texte. Utiliser une carte ne vous coûte pas votre tour, sauf si son texte le dit.',
  'rules.equipment.list':
    'Les douze cartes de base, et le Double fond qu’ajoute l’autocollant de règle A, tels que la table les montre :',

  'rules.end.title': 'Gagner et perdre',
  'rules.end.win':
    'L’équipe gagne dès que tous les fils ont disparu : tous coupés, et les rouges révélés.',
  'rules.end.lose': 'La bombe explose, et l’équipe perd, dès que :',
  'rules.end.red': 'un fil rouge est coupé ;',
  'rules.end.detonator': 'le détonateur atteint la tête de mort ;',
  'rules.end.mission':
    'une règle propre à la mission le dit : le temps écoulé, un joueur bloqué sans rien à couper, etc.',
  'rules.end.again': 'Perdu ? Rejouez la mission : la partie suivante reçoit une nouvelle donne.',

  'rules.talk.title': 'Ce que vous pouvez dire',
  'rules.talk.why':
    'Parler fait partie du jeu, mais jamais de vos propres fils : ce que vous savez, vous le montrez par vos coupes et vos jetons info.',
  'rules.talk.may':
    'Permis : parler tactique en général, discuter de l’équipement à utiliser et du bon moment, revoir les règles de la mission, rappeler à un coéquipier son Détecteur double.',
  'rules.talk.mayNot':
    'Interdit : dire ou laisser entendre quelles valeurs vous avez, rappeler ce qui s’est passé aux tours précédents, ou énoncer vos déductions à voix haute.',
  'rules.talk.chat':
    'À cette table, la discussion vous avertit avant d’envoyer un message qui nomme un numéro ou une couleur de fil. L’hôte peut couper la discussion libre, ne laissant que quelques signaux (oui, non, attendez…), et une mission fait avancer le détonateur pour chaque message qui nomme un numéro.',

  'rules.stickers.title': 'Les autocollants de règle',
  'rules.stickers.what':
    'Le livret de règles a trois emplacements vides, A, B et C. Au fil de la campagne, les boîtes surprise apportent un autocollant pour chacun, avec une règle pour toutes les missions suivantes :',
  'rules.sticker.A':
    'A, dès la mission 9 : dans les missions avec des fils jaunes, la carte Double fond rejoint la pile d’équipement.',
  'rules.sticker.B':
    'B, dès la mission 31 : chaque joueur sauf le capitaine peut échanger sa carte personnage contre l’une de quatre nouvelles, chacune avec un autre équipement personnel.',
  'rules.sticker.C':
    'C, dès la mission 55 : cinq cartes équipement à double numéro rejoignent la pile ; chacune exige que les quatre fils de son numéro soient coupés.',
  'rules.sticker.inPlay': 'en jeu à cette table',
  'rules.sticker.notYet': 'pas encore : cette table ne joue pas ces missions',
  'rules.stickers.missions_one':
    'Cette table joue les missions {first} à {last} et {count} des Nouvelles missions.',
  'rules.stickers.missions_other':
    'Cette table joue les missions {first} à {last} et les {count} Nouvelles missions.',
};
