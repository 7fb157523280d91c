/**
 * Mission 30 (Speed Mission!): the timeline's panel at the table (the Number-card window open,
 * its countdown and what its check does, the windows judged, the mime round, the three values,
 * the yellow sweep, what comes next) and what is spoken as its cues come.
 */
export const speed = {
  'speed.title': 'Speed rounds',
  'speed.rule':
    'Our own timeline turns Number cards face up: each time, cut at least two wires of that value before its window closes.',
  'speed.window': 'Window: Number card {number}',
  'speed.window.goal':
    'Cut at least {needed} wires marked {number}, on any stands, before the window closes. Wires cut earlier count.',
  'speed.window.cut': '{cut} of {needed} cut',
  'speed.window.made': 'Made',
  'speed.window.madeText': '{cut} wires marked {number} are cut: this window is made.',
  'speed.window.checkIn_one': 'Closes in {count} second',
  'speed.window.checkIn_other': 'Closes in {count} seconds',
  'speed.window.checking': 'Closing now…',
  'speed.window.ifMissed': 'If missed: {cost}.',
  'speed.window.ifMade': 'If made: {gain}.',
  'speed.window.none': 'No window is open now.',
  'speed.miss.dial': 'the detonator moves one notch',
  'speed.miss.nothing': 'nothing happens',
  'speed.miss.discard': 'the lowest equipment card on the board, {card}, is discarded',
  'speed.miss.discardNone': 'the lowest equipment card on the board would go, but none is left',
  'speed.miss.mime': 'a mime round, with only signals in the chat until the next window closes',
  'speed.hit.nothing': 'nothing more happens',
  'speed.hit.holds':
    'the player whose turn it is draws a Number card and says truly whether they hold that value',
  'speed.rounds': 'Windows so far',
  'speed.round.made': 'Number card {number}: made',
  'speed.round.missed': 'Number card {number}: missed',
  'speed.tag.made': 'made',
  'speed.tag.missed': 'missed',
  'speed.mime':
    'Mime round: a window was missed, so the chat is signals only until the next window closes.',
  'speed.three.title': 'The three values',
  'speed.three.rule':
    'Until all four wires of each are cut, only {values} may be cut. A player holding none of them skips their turn.',
  'speed.three.checkIn_one':
    'In {count} second, any of their wires still in play explodes the bomb.',
  'speed.three.checkIn_other':
    'In {count} seconds, any of their wires still in play explodes the bomb.',
  'speed.three.checking': 'Their time is up…',
  'speed.three.done': 'Every wire of the three values is cut: any value may be cut again.',
  'speed.three.card': 'Number card {number}: {cut} of {all} wires cut',
  'speed.three.tag': '{cut} of {all}',
  'speed.sweep.title': 'Yellow sweep',
  'speed.sweep.you':
    'Your turn action: point at every yellow wire left on your teammates’ stands, all at once; yours come along. One wrong wire explodes the bomb.',
  'speed.sweep.other':
    '{name} must point at every yellow wire left, all at once, before anything else is cut. One wrong wire explodes the bomb.',
  'speed.next': 'Next, in {time}: {what}.',
  'speed.next.soon': 'Next, any moment now: {what}.',
  'speed.next.draw': 'a new window opens',
  'speed.next.check': 'the window closes',
  'speed.next.yellowCount': 'everyone says how many yellow wires they hold',
  'speed.next.threeValues': 'three Number cards are turned face up',
  'speed.next.threeValuesCheck': 'the time for the three values runs out',
  'speed.next.yellowSweep': 'the yellow sweep is called',
  'speed.next.end': 'No more timed events: finish before the time runs out.',
  'speed.say.window':
    'Number card {number}: cut two wires marked {number} within {seconds} seconds.',
  'speed.say.missed': 'Window on Number card {number} missed: {cost}.',
} as const;
