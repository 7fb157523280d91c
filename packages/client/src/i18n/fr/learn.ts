import type { learn as en } from '../en/learn';

export const learn: Record<keyof typeof en, string> = {
  'learn.title': 'Première partie : apprendre en jouant',
  'learn.documentTitle': 'Première partie - {title}',
  'learn.count': 'Étape {step} sur {steps}',
  'learn.next': 'Suivant',
  'learn.restart': 'Recommencer la leçon',
  'learn.mission2': 'Jouer la mission 2 avec des robots',

  'learn.step.welcome':
    'Bienvenue ! Voici la mission 1, la première mission d’entraînement, avec trois coéquipiers robots : Ana, Bob et Cleo. L’équipe gagne ensemble en coupant tous les fils ; chaque erreur rapproche le détonateur de la tête de mort. Suivez les étapes : rien de ce que vous cliquez ici ne peut faire perdre la partie.',
  'learn.step.yourStand':
    'Voici votre support, entouré. Vous seul voyez les numéros de vos fils. Ils sont toujours triés, les plus petits à gauche. La mission 1 n’utilise que les fils bleus de 1 à 6, quatre de chaque.',
  'learn.step.teammates':
    'Voici le support d’Ana : vous ne voyez que le dos de ses fils, comme elle ne voit que le dos des vôtres. Ses fils sont triés eux aussi : à gauche les petits, à droite les grands.',
  'learn.step.dial':
    'Le détonateur. Chaque coupe ratée l’avance d’un cran vers la tête de mort. À quatre joueurs, l’équipe survit à trois coupes ratées : la quatrième fait exploser la bombe.',
  'learn.step.setupToken':
    'Avant le premier tour, chacun montre un de ses propres fils avec un jeton info. Vous êtes le Capitaine, vous commencez : posez votre jeton sur votre 2, le fil entouré (cliquez dessus, ou utilisez les flèches et Entrée).',
  'learn.step.tokens':
    'Vos coéquipiers ont posé leur jeton aussi : Ana montre un 4, Bob un 3 et Cleo un 5. Un jeton dit à tous le numéro du fil derrière lui. Regardez le deuxième fil de Bob : c’est un 3.',
  'learn.step.dualCut':
    'À vous de jouer. Une coupe double : désignez un fil d’un coéquipier et annoncez son numéro ; vous devez avoir ce numéro vous aussi. Vous avez un 3 et le jeton de Bob dit 3 : cette coupe est sûre. Cliquez sur le fil entouré de Bob, puis choisissez 3.',
  'learn.step.round1':
    'Bravo : le 3 de Bob et un des vôtres sont coupés, face visible. Ensuite chaque coéquipier a coupé un fil montré par un jeton : Ana le 5 de Cleo, Bob le 4 d’Ana, et Cleo votre 2, grâce à votre jeton. Le journal, entouré, raconte chaque coup.',
  'learn.step.miss':
    'Il ne reste aucun jeton à exploiter : il faut raisonner. Le fil entouré de Cleo est entre son 2 coupé et son 5 coupé : c’est un 2, un 3, un 4 ou un 5. Vous avez un 5 : désignez-le et annoncez 5. Cette coupe est prévue pour rater, exprès, pour vous montrer ce que fait une erreur.',
  'learn.step.missed':
    'C’était un 3. Après une coupe ratée, le coéquipier pose devant le fil un jeton info avec son vrai numéro : toute l’équipe l’apprend. Et le détonateur, entouré, a avancé d’un cran : encore deux erreurs sont permises, une troisième fait exploser la bombe. Appuyez sur Suivant pour voir jouer vos coéquipiers.',
  'learn.step.round2':
    'Ana a coupé le 6 de Bob, Bob le 3 de Cleo grâce au jeton révélé par votre erreur, et Cleo le 2 d’Ana. Quand les quatre fils d’un numéro sont coupés, ce numéro est validé : regardez, le 2 et le 3 sont faits.',
  'learn.step.soloCut':
    'Deux 6 sont coupés et les deux autres sont sur votre support. Quand vous avez tous les fils encore en jeu d’un numéro, vous pouvez les couper seul, sans désigner personne : une coupe solo. Choisissez « Coupe solo 6 », entouré.',
  'learn.step.lastCut':
    'Vos coéquipiers ont coupé les 4, votre 5 et le 1 d’Ana. Il ne reste que des 1 : tous les autres numéros sont validés. Le dernier fil de Bob est donc un 1, comme le vôtre. Désignez-le et annoncez 1 pour finir la mission.',
  'learn.step.won':
    'Mission accomplie : tous les fils sont coupés, la bombe est désamorcée ! Vous avez utilisé les jetons info, une coupe double, une erreur et une coupe solo. La mission 2 ajoute des fils jaunes : jouez-la avec des robots, ou lisez toutes les règles.',

  'learn.wrong.setupToken':
    'Pas celui-là pour l’instant : dans cette leçon, vous montrez votre 2, le fil entouré. Vos coéquipiers s’en serviront.',
  'learn.wrong.dualCut':
    'Ce n’est pas le coup à jouer maintenant. Ce fil pourrait être n’importe quoi, alors que le jeton info du deuxième fil de Bob dit 3 et que vous avez un 3 : désignez ce fil et choisissez 3.',
  'learn.wrong.miss':
    'Ce n’est pas le coup à jouer maintenant. Pour cette leçon, désignez le fil entouré de Cleo (entre son 2 coupé et son 5 coupé) et annoncez 5 : nous voulons vous montrer une erreur.',
  'learn.wrong.soloCut':
    'Ce n’est pas le coup à jouer maintenant. Vous avez les deux 6 encore en jeu, pas besoin d’un coéquipier : utilisez le bouton « Coupe solo 6 ».',
  'learn.wrong.lastCut':
    'Ce n’est pas le coup à jouer maintenant. Il ne reste que des 1, et Bob en a un : désignez le dernier fil de Bob et annoncez 1.',
};
