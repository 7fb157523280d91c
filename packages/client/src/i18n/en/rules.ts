/** The rules page: how to play, one section per rule, in our own words, with its drawings. */
export const rules = {
  'rules.title': 'How to play',
  'rules.documentTitle': 'How to play - {title}',
  'rules.intro':
    'Everything a new team needs for its first mission, one rule at a time. Each mission adds its own rules: they are shown when you choose it and at the table.',
  'rules.toc': 'On this page',
  'rules.backToTop': 'Back to the contents',

  'rules.figure.wires': '{stand}, from left to right: {wires}.',
  'rules.figure.pointed': 'pointed at',

  'rules.goal.title': 'The goal and the team',
  'rules.goal.team':
    'Bomb Busters is played together: 2 to 5 players form one team of bomb disposal experts facing one bomb. The whole team wins or the whole team loses.',
  'rules.goal.wires':
    'The bomb’s wires are shared out between the players. The team wins once every wire has been dealt with: the blue and yellow ones cut, the red ones revealed. A single red wire cut, or the detonator reaching the skull, and the bomb explodes.',
  'rules.goal.captain':
    'One player is the Captain and plays first; then the turn passes from seat to seat, in order.',

  'rules.stand.title': 'Your stand',
  'rules.stand.hidden':
    'Each player gets a stand of wire tiles. You see the values of your own wires; your teammates see only their backs, as you see only the backs of theirs.',
  'rules.stand.sorted':
    'A stand is always sorted, smallest on the left. Blue wires carry a number from 1 to 12, four of each. Yellow and red wires sit between the blue ones by the small decimal printed on them (a yellow 3.1 comes just after the 3s): that decimal is for sorting only.',
  'rules.stand.deduce':
    'That order is the heart of the game: a hidden wire between a known 3 and a known 5 can only be a 3, a 4 or a 5, or a yellow or red wire sorted in between.',
  'rules.stand.two':
    'With 2 players everyone holds two stands, and with 3 players the Captain does. Two stands are still one hand: one turn, one setup info token, and a solo cut may take wires from both.',
  'rules.figure.ownStand': 'Your stand, as you see it.',
  'rules.figure.otherStand': 'A teammate’s stand, as you see it: backs only.',

  'rules.turn.title': 'A turn',
  'rules.turn.one':
    'On your turn you do exactly one of three things: a dual cut, a solo cut, or revealing your red wires (only when nothing else is left on your stand). Then the next player plays.',
  'rules.turn.empty': 'A player with no wires left is skipped; the others play on.',
  'rules.turn.table':
    'At this table you point with the mouse, a finger or the keyboard, and only moves the rules allow can be chosen: you cannot break a rule by mistake.',

  'rules.dual.title': 'The dual cut',
  'rules.dual.how':
    'Point at one wire on a teammate’s stand and announce a value, a number or yellow. You must hold an uncut wire of that value yourself: it takes two wires, one of theirs and one of yours.',
  'rules.dual.hit':
    'Right: the teammate’s wire and one of your own wires of that value are cut. Both stay in their place, face up, so everyone learns what they were.',
  'rules.dual.miss':
    'Wrong: the detonator moves one notch towards the skull, and your teammate puts an info token in front of the wire you pointed at, showing its true value. Which of your wires you had in mind stays your secret.',
  'rules.dual.red': 'If the wire you pointed at is red, the bomb explodes at once.',
  'rules.dual.guess':
    'A guess is allowed, as long as you hold the value you announce: a miss still costs a notch.',
  'rules.figure.dualHit':
    'Right: you said 5 and the wire was a 5. Your 5 and theirs are cut and stay in place, face up.',
  'rules.figure.dualMiss':
    'Wrong: you said 6 but the wire is a 7. An info token 7 now lies in front of it.',

  'rules.solo.title': 'The solo cut',
  'rules.solo.how':
    'When every wire of a value still in play is on your stand, cut them all at once, with nobody’s help: all four, or the last two once the other two are cut.',
  'rules.solo.pairs':
    'Wires always go in twos or fours. Holding three wires of a value is not enough: wait until one of them goes in a dual cut, then cut the last two alone.',
  'rules.figure.solo':
    'The two 8s on your stand are the last two: the other 8s are already cut. Cut both alone.',

  'rules.info.title': 'Info tokens',
  'rules.info.what':
    'An info token lies in front of a wire and shows its true value, a number or yellow, for everyone to see. It stays until that wire is cut.',
  'rules.info.setup':
    'Before the first turn, starting with the Captain, each player puts one info token in front of one of their own blue wires: the team starts with a few clues.',
  'rules.info.miss':
    'After a missed dual cut, the owner of the wire that was pointed at puts one in front of it, showing what it really is.',
  'rules.info.short':
    'There are two info tokens of each number. When both are already in use, the value is said aloud instead: the table writes it on the wire.',
  'rules.figure.info':
    'Info tokens on a teammate’s stand: one from the setup, one after a miss. The wires themselves stay hidden.',

  'rules.validation.title': 'Validated values',
  'rules.validation.text':
    'Once all four wires of a number are cut, that number is validated: the board marks it, so nobody has to remember it. It is only a reminder.',
  'rules.figure.validation': 'All four 3s and all four 7s are cut: both values are validated.',
  'rules.figure.validation.alt':
    'The validated values: 3 and 7 are marked as done, every other number from 1 to 12 is still in play.',

  'rules.yellow.title': 'Yellow wires',
  'rules.yellow.value':
    'Yellow wires have no number in play: they all share one value, yellow. Cut them like blue wires: announce yellow in a dual cut (you must hold a yellow wire), or solo cut them when every yellow wire left is yours.',
  'rules.yellow.token': 'A missed dual cut on a yellow wire earns it a yellow info token.',
  'rules.yellow.look':
    'At this table yellow wires are striped and carry the letter {letter}, so they never depend on colour alone.',
  'rules.figure.yellow':
    'A yellow wire on your stand, and a yellow info token in front of a teammate’s hidden wire.',

  'rules.red.title': 'Red wires',
  'rules.red.never':
    'A red wire is never cut: pointing at one in a dual cut explodes the bomb. They are there to be avoided.',
  'rules.red.reveal':
    'When only red wires are left on your stand, reveal them on your turn: that is the one safe way they leave, and your stand is then done.',
  'rules.red.look': 'At this table red wires have crossed stripes and the letter {letter}.',
  'rules.figure.red':
    'Only a red wire is left uncut on your stand: on your turn, reveal your red wires.',

  'rules.candidates.title': '“x of y” wires',
  'rules.candidates.draw':
    'Some missions draw more red or yellow numbers than they deal. “1 of 2” means two numbers are drawn and shown to everyone, then only one of those two wires is shuffled into the deal; the other is set aside unseen. “2 of 3” works the same way.',
  'rules.candidates.unknown':
    'Nobody ever learns which one was set aside, so every candidate must be treated as if it were there. The board marks each candidate with a question mark.',
  'rules.figure.candidates':
    'The board’s markers: a yellow 5.1 is certainly in play; one of red 3.5 and red 9.5 is.',
  'rules.figure.candidates.alt':
    'Markers: yellow 5.1, certain; red 3.5 with a question mark; red 9.5 with a question mark.',

  'rules.detonator.title': 'The detonator',
  'rules.detonator.moves':
    'Every missed dual cut moves the detonator one notch towards the skull. When it reaches the skull, the bomb explodes.',
  'rules.detonator.start':
    'It starts as many notches from the skull as there are players, so a team survives one mistake fewer than it has players: 1 with 2 players, 2 with 3, 3 with 4 and 4 with 5.',
  'rules.detonator.missions':
    'Some missions start it closer to the skull, and the Rewinder or a mission’s rule may turn it back.',
  'rules.figure.detonator':
    'Four players: the detonator started 4 notches from the skull. After one miss it is 3 notches away: two more mistakes are allowed.',
  'rules.figure.detonator.alt':
    'The detonator: a row of notches ending in a skull. The start mark is 4 notches from the skull; the needle is 3 notches from it.',

  'rules.detector.title': 'The Double Detector',
  'rules.detector.card':
    'Each player has a character card with a Double Detector, which works once per mission. During a dual cut, point at two wires on the same teammate stand and announce one number (never yellow): it works if either wire has that number. If both do, your teammate chooses which one is cut, without a word.',
  'rules.detector.miss':
    'If neither has it, the detonator moves and your teammate puts the info token in front of one of the two. The bomb explodes only if both wires are red.',
  'rules.figure.detector':
    'The Double Detector points at two wires of one stand, side by side or not, with one number.',

  'rules.equipment.title': 'Equipment cards',
  'rules.equipment.how':
    'From the third mission, the board holds as many equipment cards as there are players, drawn at random. Each card stays locked until two wires of its number have been cut, by anyone and in any way.',
  'rules.equipment.use':
    'Once unlocked, anyone may use it, once, at the moment its text says. Using a card does not use up your turn, unless its text says so.',
  'rules.equipment.list':
    'The twelve base cards, and the False Bottom that rule sticker A adds, as the table shows them:',

  'rules.end.title': 'Winning and losing',
  'rules.end.win':
    'The team wins the moment every wire is gone: all cut, and the red ones revealed.',
  'rules.end.lose': 'The bomb explodes, and the team loses, as soon as:',
  'rules.end.red': 'a red wire is cut;',
  'rules.end.detonator': 'the detonator reaches the skull;',
  'rules.end.mission':
    'a mission’s own rule says so: time running out, a player stuck with nothing to cut, and so on.',
  'rules.end.again': 'Lost? Play the mission again: the next game gets a new deal.',

  'rules.talk.title': 'What you may say',
  'rules.talk.why':
    'Talking is part of the game, but never about your own wires: what you know, you show by your cuts and your info tokens.',
  'rules.talk.may':
    'You may: talk tactics in general, discuss which equipment to use and when, go over the mission’s rules, remind a teammate of their Double Detector.',
  'rules.talk.mayNot':
    'You may not: say or hint which values you hold, recall what happened on earlier turns, or say your deductions aloud.',
  'rules.talk.chat':
    'At this table the chat warns you before sending a message that names a wire number or colour. A host may turn free chat off, leaving only a few signals (yes, no, wait…), and one mission moves the detonator for every message that names a number.',

  'rules.stickers.title': 'Rule stickers',
  'rules.stickers.what':
    'The rulebook has three empty places, A, B and C. As the campaign goes on, surprise boxes bring a sticker for each, with a rule for every later mission:',
  'rules.sticker.A':
    'A, from mission 9: in missions with yellow wires, the False Bottom card joins the equipment pile.',
  'rules.sticker.B':
    'B, from mission 31: each player but the Captain may swap their character card for one of four new ones, each with another personal equipment.',
  'rules.sticker.C':
    'C, from mission 55: five equipment cards with a double number join the pile; each needs all four wires of its number cut.',
  'rules.sticker.inPlay': 'in play at this table',
  'rules.sticker.notYet': 'not yet: this table does not play those missions',
  'rules.stickers.missions_one':
    'This table plays missions {first} to {last} and {count} of the New Missions.',
  'rules.stickers.missions_other':
    'This table plays missions {first} to {last} and the {count} New Missions.',
} as const;
