/** The table chat: the input, its warnings, the signals, and chat lines in the game log. */
export const chat = {
  'chat.title': 'Chat',
  'chat.label': 'Message to the table',
  'chat.placeholder': 'Write to the table…',
  'chat.send': 'Send',
  'chat.sending': 'Sending…',
  'chat.key': 'Write in the chat',
  'chat.tab': 'Log and chat',
  'chat.left_one': '{count} character left',
  'chat.left_other': '{count} characters left',
  'chat.over_one': '{count} character too many: shorten the message to send it',
  'chat.over_other': '{count} characters too many: shorten the message to send it',
  'chat.rule.free':
    'Talk tactics, equipment and the mission’s rules: the rules forbid talking about your own wires.',
  'chat.rule.noNumbers':
    'This mission: every message that names a wire number moves the detonator one notch.',
  'chat.rule.spectator': 'Spectators may not name a wire number in this mission.',
  'chat.rule.watching': 'You are watching: the players see your messages marked as a spectator’s.',
  'chat.rule.over': 'The game is over: talk freely.',
  'chat.warn.rules':
    'This message names {words}. The rules forbid talking about your own wires. Send it anyway?',
  'chat.warn.dial':
    'This message names a wire number ({numbers}). Sending it moves the detonator one notch.',
  'chat.warn.dialExplodes':
    'This message names a wire number ({numbers}). The detonator is one notch from the skull: sending it makes the bomb explode.',
  'chat.warn.spectator':
    'This message names a wire number ({numbers}). Spectators may not name one in this mission: edit the message.',
  'chat.sendAnyway': 'Send anyway',
  'chat.edit': 'Edit',
  'chat.takeBack': 'Take it back and edit',
  'chat.colour.blue': 'blue',
  'chat.colour.red': 'red',
  'chat.colour.yellow': 'yellow',
  'chat.silent.host': 'Free chat is off at this table (the host chose so): send a signal instead.',
  'chat.silent.mission': 'No talking in this mission: send a signal instead.',
  'chat.signals': 'Signals',
  'chat.signal.yes': 'Yes',
  'chat.signal.no': 'No',
  'chat.signal.wait': 'Wait',
  'chat.signal.ready': 'Ready',
  'chat.signal.thanks': 'Thanks',
  'chat.signal.needOxygen': 'I need oxygen',
  'chat.spectator': 'spectator',
  'chat.said': '{name}: {text}',
  'chat.said.spectator': '{name} (spectator): {text}',
  'chat.said.numbers': '{name} named a wire number ({numbers}): the detonator moves one notch',

  'chat.silent.mime':
    'Mime round: a window was missed, so only signals may be sent until the next window closes.',
};
