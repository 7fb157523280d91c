/** Playing at the table: turn, prompts, the action panel, confirmations, feedback, keyboard help. */
export const play = {
  'play.region.table': 'Table',
  'play.region.actions': 'Your actions',
  'play.turn.you': 'Your turn',
  'play.turn.other': "{name}'s turn",
  'play.turn.youChoose': 'Your decision: {choice}',
  'play.turn.otherChooses': '{name} is choosing {choice}',
  'play.turn.over': 'Game over',
  'play.seat.bot': '{name} (bot)',
  'play.spectator': 'You are watching',
  'play.sound.on': 'Sound on',
  'play.sound.off': 'Sound off',
  'play.notify.on': 'Turn alerts on',
  'play.notify.off': 'Turn alerts off',
  'play.notify.refused': 'Turn alerts blocked by the browser',
  'play.notify.turn': 'Your move: the table is waiting for you.',
  'play.confirmCuts': 'Confirm cuts',
  'play.help.open': 'Keys and help',
  'play.trainingAid': 'Training aid on',
  'play.titleBadge': '● Your turn - {title}',
  'play.prompt.cut': 'Point at a teammate’s wire to cut it, or pick another action below.',
  'play.prompt.wait': 'Waiting for {name}.',
  'play.prompt.anyTime': 'You may use an available equipment card at any time.',
  'play.prompt.wires_one': 'Point at {count} more wire on one stand.',
  'play.prompt.wires_other': 'Point at {count} more wires on one stand.',
  'play.prompt.stand': 'Point at a teammate’s stand.',
  'play.prompt.value': 'Which value do you announce?',
  'play.prompt.pair': 'Announce two values: choose the second one.',
  'play.prompt.solo': 'Solo cut: which value?',
  'play.prompt.using': 'Using {card}.',
  'play.prompt.coffee': 'Taking a coffee.',
  'play.ask.wire': 'Point at one of the highlighted wires.',
  'play.ask.wireOnly': 'Point at the highlighted wire.',
  'play.ask.teammate': 'Which teammate?',
  'play.ask.next': 'Who plays next?',
  'play.ask.seats': 'Whose Double Detector comes back?',
  'play.ask.value': 'Which value?',
  'play.ask.cell': 'Which cell of the mission sheet?',
  'play.ask.cartouche': 'Which cartouche?',
  'play.ask.coffee': 'Which coffee?',
  'play.seats.pair': '{a} and {b}',
  'play.sheet.cell': '{group}: {value}',
  'play.sheet.option': 'Option {n}',
  'play.mode.double': 'Double Detector',
  'play.mode.pair': 'Two values (X or Y Ray)',
  'play.action.solo': 'Solo cut {value}',
  'play.action.revealRed': 'Reveal your red wires',
  'play.action.stuck': 'I am stuck',
  'play.action.together': 'Point at the red wires together',
  'play.together.prompt_one': 'Point at {count} more teammate wire you believe is red.',
  'play.together.prompt_other': 'Point at {count} more teammate wires you believe are red.',
  'play.together.own_one': 'Your red wire {wires} comes along by itself: do not point at it.',
  'play.together.own_other':
    'Your red wires {wires} come along by themselves: do not point at them.',
  'play.together.warning':
    'If any wire you point at is not red, the bomb explodes: the Stabilizer does not help.',
  'play.together.must':
    'Only red wires are left on your stand. In this mission they are never revealed: point at every red wire still in play together.',
  'play.together.notHolding':
    'You hold no red wire: with fewer than {from} players only a player holding one may point at the red wires together.',
  'play.rookie.warning': 'You are the rookie: if your dual cut misses, the bomb explodes.',
  'play.setup.random':
    'Your setup info token was drawn at random: {value}. Point at the wire marked {value} that gets it.',
  'play.confirm.dualCut': "Cut {name}'s wire {wire} as {value}?",
  'play.confirm.detector': "Use the {detector} on {name}'s wires {wires} and say {value}?",
  'play.confirm.super': "Use the {detector} on {name}'s stand and say {value}?",
  'play.clock': 'A bot plays for you in {seconds} s',
  'play.away': '{name} is away',
  'play.confirm.own':
    'If it succeeds, your wire {wire} is revealed; point at another of your matching wires to reveal that one instead.',
  'play.confirm.soloCut': 'Cut every remaining wire of yours marked {value}?',
  'play.confirm.together': 'Point at {wires} as the red wires?',
  'play.confirm.equipment': 'Use {card}?',
  'play.confirm.coffee': 'Take coffee {coffee}; {name} plays next?',
  'play.feedback.cut': 'Cut!',
  'play.feedback.failure': 'Wrong wire: the detonator moves.',
  'play.feedback.won': 'Bomb defused!',
  'play.feedback.lost': 'Boom! The bomb went off.',
  'play.help.title': 'Keys and help',
  'play.help.intro':
    'Everything can be done with a mouse, a touch screen or the keyboard alone. Only moves the rules allow now can be chosen.',
  'play.help.board':
    'Tab reaches the board; the arrow keys move between the wires you may point at, Home and End jump to the ends, and Enter or Space points at a wire.',
  'play.help.cut':
    'Dual cut: point at a teammate’s wire, choose a value, then confirm (the confirmation step can be turned off).',
  'play.help.detectors':
    'Detectors: press D (or the detector card’s button), point at the wires on one stand (or at the stand for the Super Detector), then choose a value.',
  'play.help.equipment':
    'Equipment: use the button on its card, then point at what it asks for, one question at a time.',
  'play.help.keys': 'Shortcuts',
  'play.help.key.digits': 'Choose a value: 1 to 9, 0 for 10, type 11 or 12',
  'play.help.key.yellow': 'Choose yellow',
  'play.help.key.solo': 'Solo cut',
  'play.help.key.red': 'Reveal your red wires',
  'play.help.key.double': 'Double Detector on or off',
  'play.help.key.pair': 'X or Y Ray: announce two values',
  'play.help.key.confirm': 'Confirm',
  'play.help.key.back': 'Undo the last step',
  'play.help.key.cancel': 'Cancel the whole selection',
  'play.help.key.help': 'Open this help',
  'play.key.enter': 'Enter',
  'play.key.backspace': 'Backspace',
  'play.key.escape': 'Escape',
  'play.sheet.pair': '{a} and {b}',
  'play.ask.slot': 'Which face-down card?',
  'play.flip.blind':
    'A blind pick: nobody knows which card lies under which back. The card you turn over may be used at once, whatever its number.',
  'play.false.setup':
    'Your info tokens lie: each one on your wires means "NOT this value". Point at one of your wires, then pick a value it is not. False token {n} of {total}.',
  'play.false.failure':
    'A cut on your wires missed, so a false token of a value announced goes on one of them: choose the wire, and the value when two were announced (it says the wire is NOT that value).',
  'play.false.notOwn': 'Any value but {value}, the wire’s own: the token must be false.',
  'play.ask.designee': 'Who cuts this turn’s value?',
  'play.designate.why':
    'Only a player whose stand answered yes to the General Radar holds an uncut wire marked {value}: choose one of them, yourself included. The next turn is still your left neighbour’s.',
  'play.designate.no_one':
    '{names} answered no (no uncut wire marked {value}), so cannot be chosen.',
  'play.designate.no_other':
    '{names} answered no (no uncut wire marked {value}), so cannot be chosen.',
  'play.designate.self': '{name} (you)',
  'play.designated.mine':
    'Cut a wire marked {value} this turn: a dual cut, a solo cut or the Double Detector, as long as the value is {value}. No other value may be cut.',
  'play.designated.by': '{name} chose you.',
  'play.prompt.waitCut': "Waiting for {name}, who must cut a wire marked {value} ({turn}'s turn).",
  'play.turn.designee.yours': 'Your turn: {name} cuts a wire marked {value}',
  'play.turn.designee.you': "{turn}'s turn: you cut a wire marked {value}",
  'play.turn.designee.other': "{turn}'s turn: {name} cuts a wire marked {value}",
  'play.certainMiss':
    "Certain miss: the token in front of {name}'s wire {wire} shows {token}, so that wire cannot be {value}.",
  'play.careless.warning':
    'You are Captain Careless: if your dual cut misses, the bomb explodes. Your character card is put away (no Double Detector) and you use no equipment card.',
  'play.xWire.note':
    'No equipment acts on an X wire: detectors and equipment cards leave X wires out (the Super Detector covers the stand’s other wires). Cut one only with a plain dual cut.',
  'play.xWire.ray': 'The wire you point at is an X wire: the X or Y Ray cannot act on it.',
  'play.countPair.hint':
    'All four {value} wires are on your stand, so two x2 tokens go on two of them together: the first is on wire {wire}. Point at another {value} wire for the second one (a cut one counts too).',

  'play.pick.prompt': 'First turn a face-up Number card down: this turn you must cut that value.',
  'play.pick.card': 'Turn Number card {number} down',
  'play.pick.notHeld_one':
    'You hold no uncut wire marked {values}: that Number card cannot be turned down.',
  'play.pick.notHeld_other':
    'You hold no uncut wire marked {values}: those Number cards cannot be turned down.',
  'play.action.skip': 'Skip my turn',
  'play.skip.must':
    'You hold no wire of any face-up Number card: skip your turn (the detonator does not move).',
  'play.skip.barred':
    'Skipping is only for a player who holds no wire of any face-up Number card: turn one down instead.',
  'play.picked.mine':
    'You turned Number card {value} down: cut a wire marked {value} this turn, with a dual cut or a solo cut. No other value may be cut.',
  'play.turn.picked.you': 'Your turn: cut a {value}',
  'play.turn.picked.other': "{name}'s turn: {name} cuts a {value}",
  'play.action.togetherNumber': 'Point at every {value} together',
  'play.together.promptNumber_one': 'Point at {count} more teammate wire you believe is a {value}.',
  'play.together.promptNumber_other':
    'Point at {count} more teammate wires you believe are marked {value}.',
  'play.together.ownNumber_one':
    'Your wire {wires} marked {value} comes along by itself: do not point at it.',
  'play.together.ownNumber_other':
    'Your wires {wires} marked {value} come along by themselves: do not point at them.',
  'play.together.warningNumber':
    'If any wire you point at is not a {value}, the bomb explodes: no equipment helps.',
  'play.together.mustNumber':
    'Apart from red wires, only wires marked {value} are left on your stand, and they leave only together: point at every {value} still in play at once.',
  'play.confirm.togetherNumber': 'Point at {wires} as the wires marked {value}?',
  'play.confirm.togetherOwn': 'All four wires marked {value} are yours: cut them together?',
  'play.beside.hint':
    'Instead of a setup info token, put info tokens of values you do not hold beside your stand: your teammates learn you have none of them. Token {n} of {total}.',
  'play.beside.stand': 'This one goes beside your stand {letter}.',
  'play.give.hint':
    'From the captain clockwise, each player takes an info token from the supply and gives it to their left neighbour. {name} puts yours in front of one of their wires of that value, or beside their stand when they hold none.',
  'play.take.hint':
    'Take one of the info tokens drawn face up, then put it in front of one of your wires of that value (beside your stand when you hold none).',
  'play.place.given':
    '{name} gave you info token {value}: point at one of your wires marked {value} for it.',
  'play.place.taken':
    'Point at one of your wires marked {value} for the info token {value} you took.',

  'play.ask.number': 'Which card do you lay face down?',
  'play.ask.constraint': 'Which constraint card do you take?',
  'play.ask.replace': 'Keep the constraint card, or replace it?',
  'play.lay.card': 'Lay Number card {number} face down',
  'play.lay.hint':
    'Lay one of your Number cards face down for {name}’s turn; they do not see it. If they cut a wire of its value this turn, the detonator moves one notch, and after the turn they take the card. Lay a value you think they will not cut.',
  'play.lay.waitYou':
    'Waiting for {name} to lay a Number card face down for your turn: you cut once it is on the table. If you cut a wire of its value this turn, the detonator moves one notch.',
  'play.lay.wait': 'Waiting for {name} to lay a Number card face down for {active}’s turn.',
  'play.laid.mine':
    '{name} laid a Number card face down for your turn: if you cut a wire of its value, the detonator moves one notch. You take the card after your turn.',

  'play.action.togetherYellow': 'Point at every yellow wire together',
  'play.together.promptYellow_one': 'Point at {count} more teammate wire you believe is yellow.',
  'play.together.promptYellow_other':
    'Point at {count} more teammate wires you believe are yellow.',
  'play.together.ownYellow_one':
    'Your yellow wire {wires} comes along by itself: do not point at it.',
  'play.together.ownYellow_other':
    'Your yellow wires {wires} come along by themselves: do not point at them.',
  'play.together.warningYellow':
    'If any wire you point at is not yellow, the bomb explodes: no equipment helps.',
  'play.sweep.must':
    'The yellow sweep is called: before anything else, point at every yellow wire still in play on your teammates’ stands, all at once.',
  'play.confirm.togetherYellow': 'Point at {wires} as every yellow wire left?',
  'play.confirm.togetherYellowOwn': 'Every yellow wire left is yours: cut them together?',
  'play.action.tripwire': 'Point at a tripwire',
  'play.tripwire.prompt': 'Point at the teammate wire you take for a tripwire.',
  'play.tripwire.warning':
    'A yellow wire is cut and the detonator moves back a notch; a blue one gets its info token and moves the detonator a notch; a red one explodes the bomb.',
  'play.tripwire.skip':
    'You hold nothing but your own tripwire and red wires, and no teammate holds a tripwire: skip your turn (the detonator does not move).',
  'play.confirm.tripwire': 'Point at {wire} as a tripwire?',
  'play.dealt.token':
    'Put an info token in front of one of your wires of a Number card you were dealt (see the noble card’s panel).',
  'play.skip.three':
    'You hold no wire of the three values ({values}): skip your turn (the detonator does not move).',
  // A value picker's button a mission rule holds back (its reason describes it).
  'play.value.heldBack': '{value}, held back by the mission',
  'play.xWire.closed':
    'X wires are closed until every yellow wire is cut: no cut may take one yet, yours included.',
  'play.ask.end': 'At which end of the row does the sequence card go?',
  'play.sequence.left': 'Left end, next to {value}',
  'play.sequence.right': 'Right end, next to {value}',
  'play.constraint.pick': 'Take a constraint card: you will obey it all mission.',
  'play.constraint.replace': 'Turn up the next card',
  'play.constraint.keep': 'Keep this card',
  'play.constraint.replacePrompt':
    'A new turn begins: keep constraint card {card}, or replace it with the next card of the deck?',
  'play.constraint.cannotObey': 'I cannot obey my card',
  'play.constraint.cannotObeyHint': 'No cut obeys the constraint card: say so.',
  'play.accuse.title': 'Accuse the weakest link',
  'play.accuse.hint':
    'At the start of your turn you may name the teammate you think holds the Captain card, and their constraint card. Right: the character cards turn face up and the constraint cards go. Wrong: the detonator moves one notch. Either way you then play your turn.',
  'play.accuse.who': 'Teammate',
  'play.accuse.card': 'Their card',
  'play.accuse.button': 'Accuse…',
  'play.confirm.accuse':
    'Accuse {name} of holding the Captain card with constraint card {card}? If you are wrong, the detonator moves one notch.',
  'play.constraint.cannotObeySecret':
    'No cut obeys your secret constraint card: say so. The detonator moves two notches and every constraint and character card is discarded.',
  'play.action.soloGuess': 'Solo cut {value} with your turned wire',
  'play.turned.soloHint':
    'Solo cut with your turned wire, guessing it is that value too (a wrong guess explodes the bomb):',
  'play.turned.guess':
    'A guess: you name your turned wire as {value}, unseen. If it is not, the bomb explodes.',
  'play.turned.skip':
    'Every teammate wire left is the Captain’s turned wire, which only they may cut: skip your turn (the detonator moves one notch).',
  'play.constraint.obeyed': 'You obey constraint card {card}: {text}.',
} as const;
