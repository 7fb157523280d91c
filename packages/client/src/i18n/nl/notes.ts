import type { notes as en } from '../en/notes';

export const notes: Record<keyof typeof en, string> = {
  'notes.label': 'Jouw notitie: {note}',
  'notes.mark.not': 'geen {value}',
  'notes.mark.either': '{first} of {second}',
  'notes.mark.unsure': 'onzeker',
  'notes.key': 'Notities: kies een draad van een teamgenoot om erop te schrijven',
  'notes.mode': 'Notities',
  'notes.mode.on':
    'Kies een verborgen draad van een teamgenoot om er een notitie op te schrijven. Alleen jij ziet je notities. Escape of „Notities” om te stoppen.',
  'notes.editor.title': 'Notitie op {stand}, draad {wire}',
  'notes.editor.private':
    'Alleen jij ziet deze notitie. Ze verdwijnt zodra de draad is doorgeknipt of onthuld.',
  'notes.editor.not': 'Het is geen',
  'notes.editor.notValue': 'geen {value}',
  'notes.editor.either': 'Het is een van (kies er twee)',
  'notes.editor.eitherValue': '{value} kan',
  'notes.editor.unsure': '? Ik weet het niet zeker',
  'notes.editor.full': 'Een notitie heeft hoogstens {count} markeringen.',
  'notes.editor.text': 'Jouw woorden (tot {count} tekens)',
  'notes.editor.save': 'Notitie bewaren',
  'notes.editor.delete': 'Notitie wissen',
  'notes.editor.empty': 'Kies eerst een teken of schrijf iets.',
};
