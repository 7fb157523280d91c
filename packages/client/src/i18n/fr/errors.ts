import type { errors as en } from '../en/errors';

export const errors: Record<keyof typeof en, string> = {
  'error.MALFORMED_ACTION': 'Cette action est mal formée.',
  'error.GAME_OVER': 'La partie est terminée.',
  'error.NOT_PLAYING': 'La partie n’a pas encore commencé.',
  'error.PENDING_CHOICE': 'Un choix doit d’abord être fait.',
  'error.NO_PENDING_CHOICE': 'Il n’y a aucun choix à faire maintenant.',
  'error.NOT_YOUR_CHOICE': 'Ce choix revient à un autre joueur.',
  'error.NOT_AN_OPTION': 'Ce n’est pas l’une des possibilités.',
  'error.NOT_YOUR_TURN': 'Ce n’est pas votre tour.',
  'error.TURN_ALREADY_TAKEN': 'Vous avez déjà joué votre action ce tour-ci.',
  'error.NO_SUCH_SEAT': 'Cette place n’existe pas à cette table.',
  'error.NO_SUCH_WIRE': 'Ce fil n’existe pas.',
  'error.WIRE_ALREADY_CUT': 'Ce fil est déjà coupé.',
  'error.NOT_YOUR_WIRE': 'Ce fil n’est pas sur votre support.',
  'error.OWN_WIRE_TARGETED': 'Désignez le fil d’un coéquipier, pas le vôtre.',
  'error.VALUE_NOT_HELD': 'Vous ne pouvez annoncer qu’une valeur présente sur votre support.',
  'error.BAD_VALUE': 'Cette valeur ne peut pas être annoncée ici.',
  'error.MUST_REVEAL_RED': 'Il ne reste que des fils rouges sur votre support : dévoilez-les.',
  'error.NOT_ALL_RED':
    'Vous ne pouvez dévoiler vos fils rouges que lorsqu’il ne vous reste rien d’autre.',
  'error.SOLO_CUT_NOT_ALL_REMAINING':
    'Une coupe solo demande d’avoir sur votre support tous les fils restants de cette valeur.',
  'error.SOLO_CUT_BAD_COUNT': 'Une coupe solo porte sur deux ou quatre fils d’une même valeur.',
  'error.DETECTOR_BAD_TARGETS':
    'Le détecteur doit désigner le bon nombre de fils sur un même support.',
  'error.DETECTOR_NO_YELLOW': 'Les détecteurs ne peuvent pas annoncer le jaune.',
  'error.CHARACTER_USED': 'Votre carte personnage a déjà servi.',
  'error.NO_PERSONAL_EQUIPMENT': 'Votre carte personnage ne porte pas cet équipement.',
  'error.EQUIPMENT_NOT_IN_PLAY': 'Cette carte équipement ne fait pas partie de la partie.',
  'error.EQUIPMENT_LOCKED': 'Cette carte équipement est encore verrouillée.',
  'error.EQUIPMENT_USED': 'Cette carte équipement a déjà servi.',
  'error.EQUIPMENT_NOT_NOW': 'Cette carte équipement ne peut pas servir maintenant.',
  'error.LABEL_NOT_ADJACENT': 'L’étiquette se place entre deux fils voisins.',
  'error.LABEL_WRONG': 'Cette étiquette ne correspond pas aux deux fils.',
  'error.LABEL_PRESENT': 'Il y a déjà une étiquette à cet endroit.',
  'error.INFO_NOT_ALLOWED': 'Un jeton info ne peut pas aller là.',
  'error.BAD_NEXT_SEAT': 'Ce joueur ne peut pas être choisi pour jouer ensuite.',
  'error.VALUE_NOT_ACCESSIBLE':
    'Cette valeur n’est pas encore accessible sur la feuille de mission.',
  'error.NO_SUCH_COFFEE': 'Ce café n’existe pas sur la feuille de mission.',
  'error.COFFEE_NOT_ACCESSIBLE': 'Ce café n’est pas encore accessible sur la feuille de mission.',
  'error.NOT_STUCK': 'Vous pouvez encore jouer : vous n’êtes pas bloqué.',
  'error.NO_GRID': 'Cette mission n’a pas de feuille de mission.',
  'error.VALUE_CLOSED':
    'Cette valeur est fermée tant que la carte séquence n’a pas atteint sa carte numéro.',
  'error.NOT_IN_MISSION': 'Cette mission n’a pas cette action.',
  'error.REDS_TOGETHER':
    'Dans cette mission, les fils rouges ne sont jamais révélés : désignez plutôt tous les fils rouges ensemble.',
  'error.TOGETHER_BAD_WIRES':
    'Désignez autant de fils différents non coupés de vos coéquipiers qu’il reste de fils rouges (les vôtres viennent d’eux-mêmes).',
  'error.TOGETHER_NOT_HOLDING':
    'À 2 ou 3 joueurs, seul un joueur qui a un fil rouge peut désigner les fils rouges ensemble.',
  'error.EQUIPMENT_FORBIDDEN':
    'Dans cette mission, le capitaine ne peut pas utiliser cette carte équipement.',
  'error.VALUE_IS_RED':
    'Cette valeur compte comme rouge dans cette mission : on ne l’annonce jamais et on ne la coupe pas.',
  'error.CHAT_EMPTY': 'Écrivez quelque chose avant d’envoyer.',
  'error.CHAT_TOO_LONG': 'Ce message est trop long : 280 caractères au plus.',
  'error.CHAT_BAD_TEXT': 'Ce message contient des caractères que la discussion refuse.',
  'error.CHAT_SIGNALS_ONLY':
    'La discussion libre est coupée à cette table : envoyez plutôt un signal.',
  'error.CHAT_NUMBERS_SPECTATOR':
    'Dans cette mission, les spectateurs ne peuvent nommer aucun numéro de fil.',
  'error.BAD_MESSAGE': 'Le serveur n’a pas pu lire ce message.',
  'error.TOO_LARGE': 'Ce message était trop volumineux.',
  'error.RATE_LIMITED': 'Trop de requêtes d’un coup : ralentissez un peu.',
  'error.TOO_MANY_SOCKETS':
    'Trop de connexions sont ouvertes depuis votre réseau. Fermez quelques onglets et réessayez.',
  'error.TOO_MANY_ROOMS':
    'Trop de tables créées depuis votre réseau attendent leur lancement : lancez-en une d’abord.',
  'error.ROOM_FULL': 'Cette table a déjà autant de spectateurs qu’elle peut en accueillir.',
  'error.ROOM_EXPIRED': 'Cette table n’a jamais été lancée et a expiré.',
  'error.TIMEOUT': 'La connexion a expiré et a été fermée ; elle se rétablit d’elle-même.',
  'error.SERVER_BUSY': 'Le serveur est saturé pour le moment ; patientez un peu.',
  'error.UNKNOWN_ROOM': 'Cette table n’existe pas (ou plus).',
  'error.BAD_TOKEN': 'La clé de place de ce navigateur n’est pas valable pour cette table.',
  'error.NOT_JOINED': 'Pas encore connecté à la table.',
  'error.ALREADY_JOINED': 'Déjà connecté à cette table.',
  'error.SEAT_TAKEN': 'Quelqu’un a déjà pris cette place.',
  'error.NOT_A_PERSON_SEAT': 'Un robot joue à cette place.',
  'error.NOT_YOUR_SEAT': 'Vous ne pouvez agir que pour votre propre place.',
  'error.NOT_STARTED': 'La partie n’a pas encore commencé.',
  'error.ROOM_STARTED': 'La partie a déjà commencé.',
  'error.SEATS_FREE': 'Toutes les places de joueur doivent être prises avant le départ.',
  'error.BAD_SETUP': 'Cette mission ne peut pas être mise en place avec ces options.',
  'error.GAME_FINISHED': 'La partie est terminée.',
  'error.NOT_FINISHED': 'La partie n’est pas encore terminée.',
  'error.MISSION_LOCKED': 'Cette mission est dans une boîte pas encore ouverte à cette table.',
  'error.DUPLICATE_INTENT':
    'Cette action a été confondue avec une précédente et n’a pas été appliquée. Réessayez.',
  'error.BAD_VERSION': 'Votre table n’était pas à jour ; elle vient d’être actualisée.',
  'error.BAD_ORIGIN': 'Cette page n’a pas le droit de se connecter au serveur.',
  'error.NOT_FOUND': 'Cette page n’existe pas.',
  'error.SHUTTING_DOWN': 'Le serveur redémarre ; reconnexion dans un instant.',
  'error.INTERNAL': 'Le serveur a rencontré un problème ; rien n’a été modifié. Réessayez.',
  'error.NETWORK': 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  'error.retryIn_one': 'Réessayez dans {count} seconde.',
  'error.retryIn_other': 'Réessayez dans {count} secondes.',
  'error.NOT_DESIGNATED_VALUE':
    'Seule la valeur de la carte numéro de ce tour peut être coupée, par le joueur désigné.',
  'error.TURN_NOT_CLAIMED': 'Personne n’a encore le tour : dites d’abord Snip ! pour le prendre.',
  'error.TURN_TAKEN': 'Trop tard : un autre joueur a dit Snip ! en premier et joue ce tour.',
  'error.SNIP_TWICE': 'Vous avez joué le dernier tour : un autre joueur prend celui-ci.',
  'error.NO_WIRES_LEFT': 'Vous n’avez plus de fils à couper : vous ne jouez plus de tour.',
  'error.FIXED_DRAW_IMPOSSIBLE':
    'L’enregistrement de cette partie impose un tirage (un nouveau mélange des cartes numéro, ou des jetons info tirés) qui ne peut pas avoir lieu ici.',
  'error.SERVER_ONLY_ACTION': 'Seul le chrono du serveur peut faire cela.',
  'error.BAD_NOTE': 'Les notes vont sur un fil caché d’un coéquipier, pendant la partie.',
  'error.TOO_MANY_NOTES':
    'Vous avez autant de notes qu’une partie le permet : effacez-en une d’abord.',
  'error.X_WIRE_NO_EQUIPMENT':
    'Aucun équipement n’agit sur un fil X : désignez-le par une simple coupe double.',

  'error.NUMBER_NOT_PICKED':
    'Retournez d’abord une carte numéro face visible, puis coupez sa valeur.',
  'error.NOT_PICKED_VALUE':
    'Coupez seulement la valeur de la carte numéro que vous avez retournée ce tour-ci.',
  'error.NUMBER_PICKED': 'Vous avez déjà retourné une carte numéro ce tour-ci : coupez sa valeur.',
  'error.CUT_TOGETHER_ONLY':
    'Les fils de cette carte numéro ne partent qu’ensemble : désignez-les tous d’un coup.',
  'error.TRIPWIRE_ONLY':
    'Ici, les fils jaunes sont des pièges : ils ne partent que lorsqu’un coéquipier en désigne un.',
  'error.NO_TRIPWIRE_LEFT': 'Aucun de vos coéquipiers n’a plus de fil piège.',
  'error.TRIPWIRE_BAD_WIRE': 'Désignez un seul fil non coupé d’un coéquipier.',

  'error.NOT_A_THREE_VALUE':
    'Tant que tous les fils des trois valeurs retournées ne sont pas coupés, seules ces valeurs peuvent être coupées.',
  'error.SWEEP_FIRST':
    'Le balayage jaune est lancé : désignez d’abord ensemble chaque fil jaune restant.',
  'error.NO_SWEEP': 'Aucun balayage jaune n’est lancé pour l’instant.',
  'error.CUE_OUT_OF_ORDER': 'Le minutage de la mission a déjà dépassé ce moment.',
  'error.LISTENING':
    'Tout le monde écoute entre les deux signaux sonores : ni coupe ni équipement avant le second.',
  'error.TA_DA_OWED':
    'Une coupe réussie attend son « Ta-da ! » : le jeu continue une fois qu’il est dit.',
  'error.NO_TA_DA_OWED': 'Aucune de vos coupes n’attend de « Ta-da ! ».',
  'error.PAUSED': 'La partie est en pause : attendez que l’hôte la reprenne.',
  'error.NOT_PAUSED': 'La partie n’est pas en pause.',
  'error.ALREADY_PAUSED': 'La partie est déjà en pause.',
  'error.NOT_AWAY': 'Cette personne est là, ou un robot joue déjà pour elle.',
  'error.NO_VOTE': 'Il n’y a pas de vote en cours.',
  'error.VOTE_UNDER_WAY': 'Un vote pour abandonner est déjà en cours.',
  'error.NOT_ASKED': 'Ce vote ne vous concerne pas.',
  'error.X_WIRE_CLOSED':
    'Les fils X restent fermés tant que tous les fils jaunes ne sont pas coupés : personne ne peut encore en couper un.',
  'error.CHARACTER_TAKEN': 'Un autre joueur a déjà pris ce personnage.',
  'error.CHARACTER_NOT_ALLOWED':
    'Ce personnage n’est pas permis ici : la mission l’interdit, ou vous êtes le Capitaine.',
  'error.CONSTRAINT_VALUE': 'Votre carte contrainte ne vous permet pas de couper cette valeur.',
  'error.CONSTRAINT_EQUIPMENT': 'Votre carte contrainte vous interdit cet équipement.',
  'error.CONSTRAINT_INFO_TOKEN':
    'Votre carte contrainte vous interdit de couper un fil qui porte un jeton info.',
  'error.CONSTRAINT_FAR_RIGHT':
    'Votre carte contrainte vous interdit de couper le fil tout à droite du support d’un coéquipier.',
  'error.CONSTRAINT_FAR_LEFT':
    'Votre carte contrainte vous interdit de couper le fil tout à gauche du support d’un coéquipier.',
  'error.CONSTRAINT_NO_SOLO': 'Votre carte contrainte vous interdit la coupe solo.',
  'error.CAN_OBEY': 'Une coupe respecte encore votre carte contrainte : jouez-la.',
  'error.TURNED_WIRE_OWNER_ONLY':
    'Seul son propriétaire peut couper un fil retourné : désignez un autre fil.',
  'error.TURNED_WIRE_NO_EQUIPMENT':
    'Aucun équipement n’agit sur un fil retourné : son propriétaire le coupe par une simple coupe double ou une coupe solo, en devinant sa valeur.',
  'error.CHARACTER_HIDDEN':
    'Les cartes personnage sont face cachée : personne n’a d’équipement personnel avant qu’elles se retournent.',
  'error.NO_SECRET_CARDS': 'Les cartes secrètes ont quitté le jeu : plus personne n’accuse.',
  'error.ALREADY_ACCUSED': 'Vous avez déjà accusé un coéquipier pendant ce tour.',
  'error.WEAKEST_LINK': 'Vous tenez la carte du Capitaine : vous n’accusez pas.',
};
