import type { notes as en } from '../en/notes';

export const notes: Record<keyof typeof en, string> = {
  'notes.label': 'Votre note : {note}',
  'notes.mark.not': 'pas {value}',
  'notes.mark.either': '{first} ou {second}',
  'notes.mark.unsure': 'incertain',
  'notes.key': 'Notes : choisir un fil d’un coéquipier pour y écrire',
  'notes.mode': 'Notes',
  'notes.mode.on':
    'Choisissez un fil caché d’un coéquipier pour y écrire une note. Vous seul voyez vos notes. Échap ou « Notes » pour arrêter.',
  'notes.editor.title': 'Note sur {stand}, fil {wire}',
  'notes.editor.private':
    'Vous seul voyez cette note. Elle disparaît quand le fil est coupé ou révélé.',
  'notes.editor.not': 'Ce n’est pas',
  'notes.editor.notValue': 'pas {value}',
  'notes.editor.either': 'C’est l’un de (choisissez-en deux)',
  'notes.editor.eitherValue': '{value} est possible',
  'notes.editor.unsure': '? Je ne suis pas sûr',
  'notes.editor.full': 'Une note porte au plus {count} marques.',
  'notes.editor.text': 'Vos mots (jusqu’à {count} caractères)',
  'notes.editor.save': 'Enregistrer la note',
  'notes.editor.delete': 'Effacer la note',
  'notes.editor.empty': 'Choisissez une marque ou écrivez quelque chose d’abord.',
};
