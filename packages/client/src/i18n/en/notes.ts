/** Private notes on teammates' wires. */
export const notes = {
  'notes.label': 'Your note: {note}',
  'notes.mark.not': 'not {value}',
  'notes.mark.either': '{first} or {second}',
  'notes.mark.unsure': 'unsure',
  'notes.key': 'Notes: choose a teammate’s wire to write on it',
  'notes.mode': 'Notes',
  'notes.mode.on':
    'Choose a teammate’s hidden wire to write a note on it. Only you see your notes. Press Escape or “Notes” to stop.',
  'notes.editor.title': 'Note on {stand}, wire {wire}',
  'notes.editor.private': 'Only you see this note. It goes away when the wire is cut or revealed.',
  'notes.editor.not': 'It is not',
  'notes.editor.notValue': 'not {value}',
  'notes.editor.either': 'It is one of (choose two)',
  'notes.editor.eitherValue': '{value} is possible',
  'notes.editor.unsure': '? I am not sure',
  'notes.editor.full': 'A note holds at most {count} marks.',
  'notes.editor.text': 'Your words (up to {count} characters)',
  'notes.editor.save': 'Save note',
  'notes.editor.delete': 'Delete note',
  'notes.editor.empty': 'Choose a mark or write something first.',
};
