/** Mission names, their special rules in our own words, and the setup summary phrases. */
export const missions = {
  'mission.1.name': 'Training, Day 1',
  'mission.2.name': 'Training, Day 2',
  'mission.3.name': 'Training, Day 3',
  'mission.4.name': 'First Day in the Field',
  'mission.5.name': 'Second Day in the Field',
  'mission.6.name': 'Third Day in the Field',
  'mission.7.name': 'Last Day of Class',
  'mission.8.name': 'Final Exam',
  'mission.9.name': 'A Sense of Priorities',
  'mission.11.name': 'Blue on Red, Looks Like We Are Dead',
  'mission.12.name': 'Wrapped in Red Tape',
  'mission.13.name': 'Red Alert!',
  'mission.14.name': 'High-Risk Bomb Disposal Expert',
  'mission.16.name': 'Time to Reprioritize',
  'mission.new-1.name': 'Balancing on the Wire',
  'mission.new-1.rules':
    'Each cut pair is ticked on the mission sheet. Finishing a line moves the detonator forward or back; taking it back past its starting notch sets the bomb off.',
  'mission.new-2.name': 'Parallel Wires',
  'mission.new-2.rules':
    'You may only cut a value shown in the first unticked cell of a row. Finishing a row earns a coffee, which skips your turn and lets you pick who plays next. With no value to cut, move the detonator one notch or drink a coffee.',
  'mission.new-3.name': 'Dangerous Liaisons',
  'mission.new-3.rules':
    'You may only cut values in cartouches linked to START; three links are drawn at the start and each finished cartouche earns a new one. Coffees and bonus links open up as cartouches are finished. With no value to cut, move the detonator one notch or drink a coffee.',
  'mission.summary.blue': 'Blue wires {from} to {to} ({count} wires)',
  'mission.summary.red_one': '{count} red wire',
  'mission.summary.red_other': '{count} red wires',
  'mission.summary.red.of_one': '{count} red wire among {of} drawn numbers',
  'mission.summary.red.of_other': '{count} red wires among {of} drawn numbers',
  'mission.summary.red.none': 'No red wire',
  'mission.summary.red.range': 'Red numbers from {from} to {to}',
  'mission.summary.yellow_one': '{count} yellow wire',
  'mission.summary.yellow_other': '{count} yellow wires',
  'mission.summary.yellow.of_one': '{count} yellow wire among {of} drawn numbers',
  'mission.summary.yellow.of_other': '{count} yellow wires among {of} drawn numbers',
  'mission.summary.yellow.none': 'No yellow wire',
  'mission.summary.yellow.range': 'Yellow numbers from {from} to {to}',
  'mission.summary.twoPlayer': 'With two players:',
  'mission.summary.twoPlayerApplied': 'Two-player version of the setup',
  'mission.summary.equipment': 'Equipment cards, one per player',
  'mission.summary.noEquipment': 'No equipment cards',
  'mission.summary.banned_one': 'Equipment card {cards} is left out',
  'mission.summary.banned_other': 'Equipment cards {cards} are left out',
  'mission.summary.dial.cap':
    'The detonator never goes back further than five notches from the skull',
  'mission.summary.dial.explode': 'Moving the detonator back past its start explodes the bomb',
  'mission.summary.grid.balance': 'Mission sheet: lines that move the detonator when finished',
  'mission.summary.grid.rows': 'Mission sheet: five rows ticked from left to right',
  'mission.summary.grid.liaisons': 'Mission sheet: cartouches linked to START',
  'mission.summary.sequence':
    'Sequence card, side {side}, on {cards} Number cards drawn at random: it moves on once {wires} wires of its value are cut',
  'mission.summary.falseBottom': 'False Bottom shuffled into the equipment pile',
  'mission.summary.equipmentNumbers': 'A Number card drawn at random on each equipment card',
  'mission.summary.redNumber':
    'A Number card drawn at random on the mission card: its four blue wires act as red wires, and its equipment card is left out',
  'mission.summary.redsFirst': 'The red wires are dealt first, one per player from the Captain',
  'mission.summary.setupInfo.random':
    'Setup info tokens drawn at random: on a wire of that value, or beside the stand',
  'mission.summary.noCaptainSetupInfo': 'The Captain places no setup info token',
  'mission.summary.cutTogether':
    'New action: point at every red wire together (from {from} players, even holding none)',
  'mission.summary.captain.drawn': 'The Captain card is dealt at random',
  'mission.summary.captain.failedCut': 'A failed dual cut by the Captain explodes the bomb',
  'mission.summary.captain.noEquipment_one': 'The Captain may not use equipment card {cards}',
  'mission.summary.captain.noEquipment_other': 'The Captain may not use equipment cards {cards}',
  'mission.15.name': 'Mission in Новосибирск',
  'mission.17.name': 'Rhett Herrings',
  'mission.summary.captain.noEquipmentAll': 'The Captain may use no equipment card',
  'mission.summary.captain.noDetector': 'The Captain may not use the Double Detector',
  'mission.summary.falseTokens':
    'The Captain places {count} false setup info tokens: every info token on the Captain’s wires means “not this value”',
  'mission.summary.faceDownEquipment':
    'Equipment cards dealt face down; a face-up Number card turns one over once its four wires are cut',
  'mission.18.name': 'BAT-Helping-Hand',
  'mission.summary.setupInfo.none': 'No setup info tokens',
  'mission.summary.designatedCutter':
    'Only the General Radar, face up and never used up; each turn a Number card is turned and the player whose turn it is chooses who cuts its value',
  'mission.10.name': 'A Rough Patch',
  'mission.19.name': 'In the Belly of the Beast',
  'mission.summary.snip':
    'No turn order: each turn goes to the first player to say Snip!, never the same player twice in a row',
  'mission.summary.timer_one': 'Real-time limit: {count} minute, then the bomb explodes',
  'mission.summary.timer_other': 'Real-time limit: {count} minutes, then the bomb explodes',
  'mission.summary.timeline_one':
    'A spoken clock on our own approximate timeline: {count} minute announced, later cut short',
  'mission.summary.timeline_other':
    'A spoken clock on our own approximate timeline: {count} minutes announced, later cut short',
  'mission.20.name': 'The Big Bad Wolf',
  'mission.21.name': 'Death by Haggis',
  'mission.24.name': 'Tally Ho!',
  'mission.28.name': 'Captain Careless',
  'mission.summary.xWires':
    'The last wire dealt to each stand stays unsorted at its far right, marked X: no equipment acts on it',
  'mission.summary.tokens.parity':
    'Every info token is an even/odd token: at setup, after a missed cut and with the Post-it',
  'mission.summary.tokens.count':
    'Every info token is a count token (x1, x2, x3: how many of that value the stand holds): at setup, after a missed cut and with the Post-it',
  'mission.summary.captain.characterRemoved':
    'The captain’s character card is put away: no Double Detector',

  'mission.22.name': 'Negative Impressions',
  'mission.23.name': 'Defusing in Fordwich',
  'mission.26.name': 'Speaking of the Wolf…',
  'mission.27.name': 'Playing with Wire',
  'mission.summary.negativeTokens':
    'No setup info token on a wire: each player puts up to {count} info tokens of values they do not hold beside their stand (one beside each of two stands)',
  'mission.summary.handout.give':
    'Once the first two yellow wires are cut, each player gives an info token from the supply to their left neighbour',
  'mission.summary.handout.draft':
    'Once the first two yellow wires are cut, as many info tokens as players are drawn face up, and each player takes one',
  'mission.summary.cutTogether.number':
    'A Number card turned face up at setup: its four wires are cut only together, by a player pointing at all of them at once',
  'mission.summary.equipmentDeck':
    'No equipment card on the board: {count} cards wait face down in a deck, one discarded at the end of each round until the Number card’s wires are cut together; then the rest turn face up',
  'mission.summary.constraints.pick':
    'Constraint cards A to E: each player takes one before the setup tokens',
  'mission.summary.constraints.deck': 'A shared constraint card from a shuffled deck of twelve',
  'mission.summary.numberPick':
    'The twelve Number cards face up: each turn begins by turning one face down, and its value must be cut',
  'mission.summary.charactersFlipped':
    'Every character card is flipped from the start: no Double Detector',
  'mission.25.name': 'The Better to Hear You with…',
  'mission.summary.chat.noNumbers':
    'Chat: each message that names a wire number moves the detonator one notch',
  'mission.summary.chat.silent': 'No free chat: only signals (yes, no, wait…)',

  'mission.29.name': 'Guessing Game',
  'mission.summary.numberHands':
    'Number cards in hand, two each (three for the player on the captain’s right), the rest in a deck: each turn one is laid face down, and cutting its value moves the detonator',

  'mission.30.name': 'Speed Mission!',
  'mission.summary.speedRounds':
    'Our own timeline turns Number cards face up one at a time: cut two wires of each value before its window closes, or pay what that window says; later three values to cut in full, then a yellow sweep',
  'mission.summary.cutTogether.yellow':
    'The yellow sweep: when the timeline calls it, the player whose turn it is points at every yellow wire left at once',
  'mission.summary.timelineOwn':
    'A spoken clock on our own approximate timeline: {minutes} min {seconds} s, then the bomb explodes',
  'mission.33.name': 'What Happens in Vegas…',
  'mission.35.name': 'No Link, Single Wire',
  'mission.40.name': 'Hard to Die (A Christmas Tale)',
  'mission.summary.xWires.blueFirst':
    'Before the red and yellow wires join, each stand is dealt one blue wire, kept unsorted at its far right and marked X: no equipment acts on it',
  'mission.summary.xWires.closed': 'X wires may be cut only once all the yellow wires are cut',
  'mission.36.name': 'Panic under the Palm Trees',
  'mission.summary.sequenceEither':
    'Sequence card, side {side}, at either end of a row of {cards} Number cards drawn at random: once {wires} wires of its value are cut, that card is removed and the sequence card goes to either end again',
  'mission.31.name': 'With One Hand Tied Behind My Back',
  'mission.32.name': 'Pranks-A-Plenty',
  'mission.37.name': 'Joker’s Gone Wild',
  'mission.38.name': 'Knit a Wire, Purl a Wire…',
  'mission.summary.turnedWires':
    'The Captain turns one wire around unseen: everyone else sees it, only the Captain may cut it, guessing',

  'mission.39.name': 'The 4 Noble Wires',
  'mission.41.name': 'Latin Bombshell',
  'mission.summary.numberDeck':
    'A Number card face up: its four noble wires are cut only together. {count} Number cards wait face down in a deck, one discarded at the end of each round until then; the rest are dealt, and each player marks a wire of a number received',
  'mission.summary.tripwires':
    'Yellow wires are tripwires: no cut names yellow; a player points at a teammate’s wire instead (a tripwire is cut and the detonator moves back, a blue wire costs a notch, a red one explodes)',
  'mission.summary.yellowsFirst':
    'The yellow wires are dealt first, one per player (with five players the captain gets none)',
  'mission.summary.dialNextToSkull':
    'The detonator starts next to the skull: the first mistake explodes the bomb',
  'mission.34.name': 'The Weakest Link',
  'mission.summary.constraints.secret':
    'Character cards and constraint cards A to E dealt face down: only the holder of the Captain card obeys theirs; teammates may accuse them',
  'mission.summary.minPlayers': 'Played with {count} to 5 players only',
  'mission.42.name': 'Time to Run Away and Join the Circus',
  'mission.summary.tableEvents':
    'No time limit: our own spoken timeline changes the table between signal tones (a cut pair back in the stands, everyone changing seats, cut wires swapped or taken away, validation tokens returned, a ta-da round)',
} as const;
