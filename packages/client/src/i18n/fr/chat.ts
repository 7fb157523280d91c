import type { chat as en } from '../en/chat';

export const chat: Record<keyof typeof en, string> = {
  'chat.title': 'Discussion',
  'chat.label': 'Message à la table',
  'chat.placeholder': 'Écrire à la table…',
  'chat.send': 'Envoyer',
  'chat.sending': 'Envoi…',
  'chat.key': 'Écrire dans la discussion',
  'chat.tab': 'Journal et discussion',
  'chat.left_one': 'Encore {count} caractère',
  'chat.left_other': 'Encore {count} caractères',
  'chat.over_one': '{count} caractère de trop : raccourcissez le message pour l’envoyer',
  'chat.over_other': '{count} caractères de trop : raccourcissez le message pour l’envoyer',
  'chat.rule.free':
    'Parlez tactique, équipement et règles de la mission : les règles interdisent de parler de vos propres fils.',
  'chat.rule.noNumbers':
    'Dans cette mission, chaque message qui nomme un numéro de fil fait avancer le détonateur d’un cran.',
  'chat.rule.spectator':
    'Dans cette mission, les spectateurs ne peuvent nommer aucun numéro de fil.',
  'chat.rule.watching':
    'Vous regardez : les joueurs voient vos messages marqués comme ceux d’un spectateur.',
  'chat.rule.over': 'La partie est finie : parlez librement.',
  'chat.warn.rules':
    'Ce message nomme {words}. Les règles interdisent de parler de vos propres fils. L’envoyer quand même ?',
  'chat.warn.dial':
    'Ce message nomme un numéro de fil ({numbers}). L’envoyer fait avancer le détonateur d’un cran.',
  'chat.warn.dialExplodes':
    'Ce message nomme un numéro de fil ({numbers}). Le détonateur est à un cran de la tête de mort : l’envoyer fait exploser la bombe.',
  'chat.warn.spectator':
    'Ce message nomme un numéro de fil ({numbers}). Dans cette mission, les spectateurs ne peuvent en nommer aucun : modifiez le message.',
  'chat.sendAnyway': 'Envoyer quand même',
  'chat.edit': 'Modifier',
  'chat.takeBack': 'Le reprendre et modifier',
  'chat.colour.blue': 'bleu',
  'chat.colour.red': 'rouge',
  'chat.colour.yellow': 'jaune',
  'chat.silent.host':
    'La discussion libre est coupée à cette table (choix de l’hôte) : envoyez plutôt un signal.',
  'chat.silent.mission': 'Silence dans cette mission : envoyez plutôt un signal.',
  'chat.signals': 'Signaux',
  'chat.signal.yes': 'Oui',
  'chat.signal.no': 'Non',
  'chat.signal.wait': 'Attendez',
  'chat.signal.ready': 'Prêt',
  'chat.signal.thanks': 'Merci',
  'chat.signal.needOxygen': 'J’ai besoin d’oxygène',
  'chat.spectator': 'spectateur',
  'chat.said': '{name} : {text}',
  'chat.said.spectator': '{name} (spectateur) : {text}',
  'chat.said.numbers':
    '{name} a nommé un numéro de fil ({numbers}) : le détonateur avance d’un cran',

  'chat.silent.mime':
    'Manche de mime : une fenêtre a été manquée, seuls les signaux sont permis jusqu’au contrôle suivant.',
};
