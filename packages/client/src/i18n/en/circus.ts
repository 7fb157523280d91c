/**
 * Mission 42 (Time to Run Away and Join the Circus): the table events our timeline enacts, as the
 * log and the announcements word them, the "Ta-da!" button, the listening notice, the clock
 * without a limit, and the mission's card. In our own words.
 */
export const circus = {
  'circus.event.listening.open': 'Signal tone: everyone stops cutting and listens',
  'circus.event.listening.closed': 'Signal tone: play goes on',
  'circus.event.pairRestored':
    'A cut pair of {value} goes back uncut into its places, face down again, on the stands of {names}',
  'circus.event.pairRestored.none': 'A cut pair should go back into the stands, but none is cut',
  'circus.event.seatsChanged':
    'Everyone moves one seat while the stands stay: each player now plays the stands of the next player clockwise',
  'circus.event.cutSwapped': 'Two cut wires swap places: {first}’s and {second}’s',
  'circus.event.cutSwapped.none':
    'Two cut wires should swap places, but fewer than two stands have one',
  'circus.event.cutRemoved': '{name}’s cut wires are taken off the table: {count}',
  'circus.event.validationReturned': 'The validation tokens are put away: {values}',
  'circus.event.validationReturned.none': 'The validation tokens are put away: none was out',
  'circus.event.taDaRound.open':
    'Ta-da round: after each successful cut, its player says “Ta-da!” before play goes on',
  'circus.event.taDaRound.closed': 'The ta-da round is over',
  'circus.event.taDaOwed': '{name} must say “Ta-da!” before play goes on',
  'circus.event.taDa': '{name}: “Ta-da!”',
  'circus.event.taDaMissed': '{name} never said “Ta-da!”: the detonator moves one notch',
  'circus.event.boing': 'Boing! Nothing changes',
  'circus.event.cueSkipped':
    'A timed event is skipped: a choice about the wires was still being made',
  'circus.taDa': 'Ta-da!',
  'circus.taDa.hint': 'Your cut worked: say “Ta-da!” so that play goes on.',
  'circus.taDa.other': '{name} must say “Ta-da!” before play goes on.',
  'circus.listening': 'Listening: nobody cuts or uses equipment until the second signal tone.',
  'circus.clock.none': 'No time limit',
  'circus.wire.gone': 'taken off the table',
  'circus.wire.moved': 'swapped in from another stand',
  'circus.replay.taDa': '{seat} says “Ta-da!”.',
} as const;
