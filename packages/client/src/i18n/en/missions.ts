/** Mission names, their special rules in our own words, and the setup summary phrases. */
export const missions = {
  'mission.1.name': 'Training, Day 1',
  'mission.1.rules':
    'Blue wires from 1 to 6 only. Learn the two cuts: point at a teammate’s wire and name a value you hold, or cut alone every remaining wire of a value when they are all on your stand.',
  'mission.2.name': 'Training, Day 2',
  'mission.2.rules':
    'Two yellow wires join the blue ones. Yellow counts as a value of its own: name “yellow” to cut one, and a miss on a yellow wire marks it as yellow.',
  'mission.3.name': 'Training, Day 3',
  'mission.3.rules':
    'A red wire hides among the blue ones: cutting it blows up the bomb. If only red wires are left on your stand, you reveal them. Equipment cards unlock as pairs of their number are cut.',
  'mission.4.name': 'First Day in the Field',
  'mission.4.rules':
    'All 48 blue wires, one red and two yellow: everything learnt so far, together.',
  'mission.5.name': 'Second Day in the Field',
  'mission.5.rules':
    'Three yellow numbers are drawn but only two of those wires are dealt: you know the three candidates, never which one stayed out.',
  'mission.6.name': 'Third Day in the Field',
  'mission.6.rules':
    'Four yellow wires: cut them two at a time like any value, or all the remaining ones alone if they are all on your stand.',
  'mission.7.name': 'Last Day of Class',
  'mission.7.rules':
    'Two red numbers are drawn but only one red wire is dealt: either could be the live one, so treat both with care.',
  'mission.8.name': 'Final Exam',
  'mission.8.rules': 'No new rule: show the team has learnt everything.',
  'mission.9.name': 'A Sense of Priorities',
  'mission.9.rules':
    'Three Number cards lie face up in a row, the sequence card on the first. The values of the Number cards to its right are closed: nobody may announce them or solo cut them. Once two wires of the value under the sequence card are cut, it moves one card to the right and that value opens. Values on no Number card are cut as usual. If your turn begins with nothing but closed values and red wires, you cannot play and the bomb explodes. False Bottom is in the equipment pile: once two yellow wires are cut it adds two more equipment cards.',
  'mission.11.name': 'Blue on Red, Looks Like We Are Dead',
  'mission.11.rules':
    'One Number card is drawn and laid face up on the mission card. The four blue wires of its value behave exactly like red wires: nobody may announce that value or give it an info token, cutting one explodes the bomb, and the General Radar never counts them. Keep them until they and your red wires are all you have left, then reveal them. Its equipment card is left out. False Bottom is in the equipment pile: once two yellow wires are cut it adds two more equipment cards.',
  'mission.12.name': 'Wrapped in Red Tape',
  'mission.12.rules':
    'A face-up Number card lies on each equipment card. A card unlocks only once two wires of its own value and two wires of its Number card’s value are cut. A Number card is discarded as soon as two wires of its value are cut. One pair may count twice: two wires marked 9 count for card 9’s own value and for Number card 9, wherever it lies. False Bottom is in the equipment pile and gets a Number card like the other cards; the two cards it adds take the next Number cards, each discarded at once if its pair is already cut.',
  'mission.13.name': 'Red Alert!',
  'mission.13.rules':
    'Three red wires, dealt first: one to each player in turn from the Captain (with two players the Captain gets two, one on each stand). Each setup info token is drawn at random: it goes on a wire of that value, or face up beside the stand when there is none. Red wires are never revealed here: on your turn you may instead point at every red wire still in play at once (yours count by themselves). All red: they are cut. One wrong wire: the bomb explodes, whatever equipment is out. With two or three players only a player holding a red wire may do it; with four or five anyone may. A player with nothing but red wires must do it.',
  'mission.14.name': 'High-Risk Bomb Disposal Expert',
  'mission.14.rules':
    'The Captain card is dealt at random, and whoever gets it is the Captain and the rookie. A failed dual cut by the rookie explodes the bomb at once, and the rookie may not use the Stabilizer. Everyone else plays as usual. False Bottom is in the equipment pile: once two yellow wires are cut it adds two more equipment cards.',
  'mission.16.name': 'Time to Reprioritize',
  'mission.16.rules':
    'Three Number cards lie face up in a row, the sequence card on the first. The values of the Number cards to its right are closed: nobody may announce them or solo cut them. The sequence card moves one card to the right only once all four wires of the value under it are cut. Values on no Number card are cut as usual. If your turn begins with nothing but closed values and red wires, you cannot play and the bomb explodes. False Bottom is in the equipment pile: once two yellow wires are cut it adds two more equipment cards.',
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
  'mission.15.rules':
    'The equipment cards are dealt face down: nobody knows which is which, and they never unlock by their number. A Number card lies face up. Whoever cuts the last of its four wires turns one face-down card over, picked blind; it may be used at once, whatever its number. Then the next Number card is turned face up; one whose four wires are already cut is discarded and the next one is turned.',
  'mission.17.name': 'Rhett Herrings',
  'mission.17.rules':
    'The character cards are dealt at random, and whoever gets the Captain card is the Captain and Rhett. Every info token on Rhett’s wires lies: it means the wire is NOT that value. At setup Rhett places two such false tokens, each on one of his wires with any value but the wire’s own, never on a red wire. When a dual cut on one of Rhett’s wires misses, the token shows the value announced, not the wire’s. Rhett may use no equipment card and not his Double Detector.',
  'mission.summary.captain.noEquipmentAll': 'The Captain may use no equipment card',
  'mission.summary.captain.noDetector': 'The Captain may not use the Double Detector',
  'mission.summary.falseTokens':
    'The Captain places {count} false setup info tokens: every info token on the Captain’s wires means “not this value”',
  'mission.summary.faceDownEquipment':
    'Equipment cards dealt face down; a face-up Number card turns one over once its four wires are cut',
  'mission.18.name': 'BAT-Helping-Hand',
  'mission.18.rules':
    'No info tokens at setup. The only equipment card is the General Radar: face up all mission, never used up, anyone may use it at any time. Each turn begins with a Number card turned face up and the General Radar asked about its value: every stand answers yes or no. The player whose turn it is then chooses one player who answered yes, possibly themself, and that player cuts a wire of that value this turn (a dual cut, a solo cut or with the Double Detector). The next turn is still the left neighbour’s of the player whose turn it was. A Number card whose four wires are all cut leaves the game; the turned cards are shuffled back when the deck runs out. A player holding only red wires at the start of their turn reveals them, and no card is turned.',
  'mission.summary.setupInfo.none': 'No setup info tokens',
  'mission.summary.designatedCutter':
    'Only the General Radar, face up and never used up; each turn a Number card is turned and the player whose turn it is chooses who cuts its value',
  'mission.10.name': 'A Rough Patch',
  'mission.10.rules':
    'There is no turn order. When play starts and after every turn, nobody holds the turn: any player who still has wires may say Snip! to take it, and the first to say it plays that turn. Nobody takes two turns in a row, except with two players or when only one player has wires left; when only one player may take the turn, it begins at once. The team plays against a real-time limit of 15 minutes (12 with two players): the clock starts once the setup info tokens are placed, never pauses, and when it runs out the bomb explodes. The Coffee Mug is left out, since there is no next player for it to name.',
  'mission.19.name': 'In the Belly of the Beast',
  'mission.19.rules':
    'Turns go round as usual, against a spoken clock that starts once the setup info tokens are placed and never pauses. The table announces 15 minutes, warns as time passes, and partway through the time left is suddenly cut to 5 minutes. Warnings follow at 2 minutes and at 30 seconds, then a 10-second countdown; when time runs out the bomb explodes. The spoken timeline and its timings are our own and approximate: they replace the publisher’s audio recording, which this game does not include.',
  'mission.summary.snip':
    'No turn order: each turn goes to the first player to say Snip!, never the same player twice in a row',
  'mission.summary.timer_one': 'Real-time limit: {count} minute, then the bomb explodes',
  'mission.summary.timer_other': 'Real-time limit: {count} minutes, then the bomb explodes',
  'mission.summary.timeline_one':
    'A spoken clock on our own approximate timeline: {count} minute announced, later cut short',
  'mission.summary.timeline_other':
    'A spoken clock on our own approximate timeline: {count} minutes announced, later cut short',
  'mission.20.name': 'The Big Bad Wolf',
  'mission.20.rules':
    'The last wire dealt to each stand is not sorted: it stays at the stand’s far right under an X token, whatever its value or colour. No equipment acts on an X wire: no detector points at it (the Super Detector covers the stand’s other wires), nor the X or Y Ray, the Post-it or a label; the General Radar does not count it, and the Stabilizer does not protect a cut aimed at it. Cut a teammate’s X wire only with a plain dual cut naming one value. An X wire takes no setup info token, but a missed cut marks it as usual. The Walkie-Talkies are left out. False Bottom is in the equipment pile: once two yellow wires are cut it adds two more equipment cards.',
  'mission.21.name': 'Death by Haggis',
  'mission.21.rules':
    'Every info token in this mission is an even/odd token: it tells whether the wire’s number is even or odd, never the number itself. The setup tokens, the token a missed dual cut leaves and the Post-it’s token are all even/odd tokens. A red wire never gets one.',
  'mission.24.name': 'Tally Ho!',
  'mission.24.rules':
    'Every info token in this mission is a count token: x1, x2 or x3 tells how many wires of the marked wire’s value its stand holds, cut wires included. The setup tokens, the token a missed dual cut leaves and the Post-it’s token are all count tokens, and the Post-it may also mark one of your cut wires. When a stand holds all four wires of a value, two x2 tokens go together on two of them: the stand’s owner picks the second wire. When the Walkie-Talkies move a wire, its count token is discarded. A red wire never gets one.',
  'mission.28.name': 'Captain Careless',
  'mission.28.rules':
    'The captain is Captain Careless. The captain’s character card is put away for the mission, so there is no Double Detector to use and the Emergency Batteries cannot bring it back, and the captain may use no equipment card. A failed dual cut by the captain explodes the bomb at once. The captain still takes part when a teammate uses the Walkie-Talkies or the General Radar. False Bottom is in the equipment pile: once two yellow wires are cut it adds two more equipment cards.',
  'mission.summary.xWires':
    'The last wire dealt to each stand stays unsorted at its far right, marked X: no equipment acts on it',
  'mission.summary.tokens.parity':
    'Every info token is an even/odd token: at setup, after a missed cut and with the Post-it',
  'mission.summary.tokens.count':
    'Every info token is a count token (x1, x2, x3: how many of that value the stand holds): at setup, after a missed cut and with the Post-it',
  'mission.summary.captain.characterRemoved':
    'The captain’s character card is put away: no Double Detector',

  'mission.22.name': 'Negative Impressions',
  'mission.22.rules':
    'No setup info token goes on a wire. Instead each player puts two info tokens of values they do not hold beside their stand (yellow counts as a value): a player with two stands puts one beside each, and a player missing fewer values puts fewer. Such a token tells the table: no wire of this value here. Once the first two yellow wires are cut, from the captain clockwise each player takes an info token from the supply and gives it to their left neighbour, who puts it in front of one of their wires of that value; holding none, they lay it face up beside their stand, and when each of their wires of that value already has a token, it goes back to the supply. False Bottom is in the equipment pile: once two yellow wires are cut it adds two more equipment cards.',
  'mission.23.name': 'Defusing in Fordwich',
  'mission.23.rules':
    'A Number card is turned face up at setup. Its four wires are never cut in pairs: on their turn, any player may point at every wire of that value still in play at once (their own come along by themselves). All right: they are all cut. One wrong wire: the bomb explodes, and no equipment or Double Detector helps. No equipment card lies on the board at first: seven cards drawn at random wait face down in a deck. At the end of each round, before the captain’s turn, the top card is discarded unseen, until that special cut is done; then every card left in the deck turns face up and may be used at once, whatever has been cut.',
  'mission.26.name': 'Speaking of the Wolf…',
  'mission.26.rules':
    'The twelve Number cards lie face up. Each turn begins by turning one face-up card face down, of a value you hold; then you must cut that value, with a dual cut or a solo cut, and no other. When no card is face up as a turn begins, they all turn face up again. A card leaves the game once its four wires are cut. A player holding no wire of any face-up value skips the turn, and the detonator does not move. The X or Y Ray is left out.',
  'mission.27.name': 'Playing with Wire',
  'mission.27.rules':
    'Every character card is flipped from the start: nobody has a Double Detector, and the Emergency Batteries are left out. With two players the captain places no setup info token. Once the first two yellow wires are cut, as many info tokens as players are drawn at random from the supply and laid face up in a line. From the captain clockwise, each player takes one and puts it in front of one of their wires of that value; holding none, they lay it face up beside their stand, and when each of their wires of that value already has a token, it goes back to the supply. False Bottom is in the equipment pile: once two yellow wires are cut it adds two more equipment cards.',
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
  'mission.25.rules':
    'Nobody may name a wire number in this mission. Each chat message that names a wire number from 1 to 12, in digits or in words (in English, French, Dutch or Vietnamese), moves the detonator one notch: once per message, however many numbers it names. Before such a message goes out, the table warns you and you may take it back. Spectators may not name a wire number at all.',
  'mission.summary.chat.noNumbers':
    'Chat: each message that names a wire number moves the detonator one notch',
  'mission.summary.chat.silent': 'No free chat: only signals (yes, no, wait…)',

  'mission.29.name': 'Guessing Game',
  'mission.29.rules':
    'Each player holds Number cards face down in their hand, seen only by them: two each, three for the player on the captain’s right; the rest form a face-down deck. As each turn begins, the player on the right of the player whose turn it is lays one of their cards face down (holding none, the next player further right lays instead). The turn is then played as usual. Afterwards the card is revealed: if the player whose turn it was cut a wire of its value during the turn, the detonator moves one notch (with a detector, only the wire actually cut counts). That player then takes the card into their hand. After the Coffee Mug the card is not revealed: it is taken face down. A card whose four wires are cut is discarded face up, and once a single value is left to cut, its card goes too. A player left with fewer than two cards draws from the deck; a player with no wires left puts their cards face down under the deck. With two players the captain places no setup info token.',
  'mission.summary.numberHands':
    'Number cards in hand, two each (three for the player on the captain’s right), the rest in a deck: each turn one is laid face down, and cutting its value moves the detonator',

  'mission.30.name': 'Speed Mission!',
  'mission.30.rules':
    'Play runs against a spoken clock of 11 minutes 30 seconds that starts once the setup info tokens are placed and never pauses; when it runs out, the bomb explodes. Turns go round as usual while the timeline calls its events. Again and again the top Number card is turned face up and a window opens: before it closes, 20 seconds later at first and 15 later on, at least two wires of that value must be cut (wires cut earlier count). Each window says what missing it costs: the detonator moves one notch, nothing, the lowest equipment card on the board is discarded, or a mime round with only signals in the chat until the next window closes. Some windows, when made, let the player whose turn it is draw a Number card and say truly whether they hold that value. Once, everyone says how many yellow wires they still hold. Later three Number cards are turned face up: until all their wires are cut, only those values may be cut, a player holding none of them skips their turn, and any of their wires still in play two minutes later explodes the bomb. Then the yellow sweep is called: the next turn’s action is to point at every yellow wire left on the teammates’ stands at once (your own come along), and one wrong wire explodes the bomb. About two minutes remain to finish. The timeline and its timings are our own and approximate: they replace the publisher’s audio recording, which this game does not include.',
  'mission.summary.speedRounds':
    'Our own timeline turns Number cards face up one at a time: cut two wires of each value before its window closes, or pay what that window says; later three values to cut in full, then a yellow sweep',
  'mission.summary.cutTogether.yellow':
    'The yellow sweep: when the timeline calls it, the player whose turn it is points at every yellow wire left at once',
  'mission.summary.timelineOwn':
    'A spoken clock on our own approximate timeline: {minutes} min {seconds} s, then the bomb explodes',
  'mission.33.name': 'What Happens in Vegas…',
  'mission.33.rules':
    'As in mission 21, every info token in this mission is an even/odd token: the setup tokens, the token a missed dual cut leaves and the Post-it’s token tell only whether the wire’s number is even or odd. A red wire never gets one.',
  'mission.35.name': 'No Link, Single Wire',
  'mission.35.rules':
    'Before the red and yellow wires are shuffled in, every stand is dealt one blue wire: it stays unsorted at the stand’s far right under an X token, and its owner sees it as usual. Nobody may cut an X wire until all four yellow wires are cut: until then no dual cut points at one, you may not announce a value you hold only on your own X wire, and no solo cut takes one. After that an X wire is cut like any other, but no equipment ever acts on it (no detector, X or Y Ray, Post-it, label, General Radar or Stabilizer), and it takes no setup info token. A player whose turn begins with nothing but closed X wires and red wires cannot play: the bomb explodes. The Walkie-Talkies are left out, the equipment card and the new character alike. False Bottom is in the equipment pile.',
  'mission.40.name': 'Hard to Die (A Christmas Tale)',
  'mission.40.rules':
    'As in mission 24, every info token in this mission is a count token: x1, x2 or x3 tells how many wires of the marked wire’s value its stand holds, cut wires included. The setup tokens, the token a missed dual cut leaves and the Post-it’s token are all count tokens, and the Post-it may also mark one of your cut wires. When a stand holds all four wires of a value, two x2 tokens go together on two of them. When the Walkie-Talkies move a wire, its count token is discarded. A red wire never gets one. With two players the Captain places no setup token.',
  'mission.summary.xWires.blueFirst':
    'Before the red and yellow wires join, each stand is dealt one blue wire, kept unsorted at its far right and marked X: no equipment acts on it',
  'mission.summary.xWires.closed': 'X wires may be cut only once all the yellow wires are cut',
  'mission.36.name': 'Panic under the Palm Trees',
  'mission.36.rules':
    'Five Number cards lie face up in a row, in the order drawn. Before the setup tokens the Captain puts the sequence card at either end of the row, its arrow pointing inward. Among the row’s values only the one next to the sequence card may be cut (announced, with or without equipment, or solo cut); the others are closed, and values off the row are free. Once 2 wires of that value are cut, its card is removed and the player who cut them puts the sequence card at either end of what is left. A player whose turn begins with nothing but closed values and red wires cannot play: the bomb explodes. False Bottom is in the equipment pile.',
  'mission.summary.sequenceEither':
    'Sequence card, side {side}, at either end of a row of {cards} Number cards drawn at random: once {wires} wires of its value are cut, that card is removed and the sequence card goes to either end again',
  'mission.31.name': 'With One Hand Tied Behind My Back',
  'mission.31.rules':
    'Constraint cards A to E lie face up. Before the setup info tokens, from the Captain clockwise, each player takes one and must obey it all mission; the cards left over are discarded. If at your turn no cut obeys your card, say so: you turn it face down for good and play normally from then on, even if you later get a wire it would have allowed. With two players, avoid taking A and B, or C and D, together.',
  'mission.32.name': 'Pranks-A-Plenty',
  'mission.32.rules':
    'The twelve constraint cards are shuffled into a deck; the top card lies face up and everyone obeys it. At the start of every turn the Captain, after talking it over, may replace it with the next card. A player no cut of whom obeys the card says so and skips the turn; the detonator does not move. Revealing your red wires is always allowed. Once the deck runs out, no constraint applies.',
  'mission.37.name': 'Joker’s Gone Wild',
  'mission.37.rules':
    'The twelve constraint cards are shuffled into a deck; the top card lies face up and everyone obeys it. Each time the four wires of a value have all been cut, the next card replaces it. A player no cut of whom obeys the card skips the turn, the detonator unmoved; if nobody could play for a whole round, the detonator moves one notch and the next card is turned up. Revealing your red wires is always allowed. Once the deck runs out, no constraint applies.',
  'mission.38.name': 'Knit a Wire, Purl a Wire…',
  'mission.38.rules':
    'Once the wires are dealt, the Captain turns one of them around without looking (the game picks it at random) and puts it at the far right of their stand: the teammates see its value, the Captain never does. Only the Captain may cut it, and only with a plain cut, no equipment and no Double Detector: by naming it as their own wire in a dual cut, or with their wires of a value in a solo cut, each time a guess at its value; a wrong guess explodes the bomb. The teammates may not point at it. A player who has nothing else to point at skips the turn and the detonator moves one notch. If the turned wire is red, the Captain reveals it with Reveal Red once every wire they can see is red; revealing while it is not red explodes the bomb.',
  'mission.summary.turnedWires':
    'The Captain turns one wire around unseen: everyone else sees it, only the Captain may cut it, guessing',

  'mission.39.name': 'The 4 Noble Wires',
  'mission.39.rules':
    'No equipment cards, so no False Bottom either. At setup a Number card is turned face up where the first equipment card would lie: its value is the noble number. Eight more Number cards, drawn at random, wait face down in a deck. Setup info tokens are drawn at random (a yellow one is drawn again): each goes in front of a wire of that value, or face up beside the stand when the player holds none. The four noble wires are never cut in pairs: on their turn, any player may point at every noble wire still in play at once, holding one or not (their own come along by themselves). All right: they are all cut. One wrong wire: the bomb explodes, and no personal equipment helps. Until then, at the end of each round, before the captain’s turn, the top card of the deck is discarded unseen. Once the noble wires are cut, the cards left in the deck are dealt face down one by one from the captain, each seen only by the player who receives it; then, from the captain clockwise, each player puts an info token in front of one of their wires of a number they received. A number you no longer hold, or whose two info tokens are both in use, is ignored; with nothing left, you place no token.',
  'mission.41.name': 'Latin Bombshell',
  'mission.41.rules':
    'The yellow wires are tripwires. They are not shuffled in: they are dealt first, one face down to each player (with five players the captain gets none), and sorted into the stand like any yellow wire. The detonator starts on the empty notch next to the skull: the first mistake explodes the bomb. No False Bottom. Setup info tokens are drawn at random (a yellow one is drawn again). No cut may name yellow, with or without equipment. Instead, on their turn, a player may point at one wire of a teammate they take for a tripwire: a yellow wire is cut and the detonator moves back a notch (never past the five-player notch); a blue wire gets its info token and the detonator moves a notch; a red wire explodes the bomb. A player holding nothing but their own tripwire and red wires, once no teammate holds a tripwire, skips the turn and the detonator stays. A player with no wires left still takes their turn while a teammate holds a tripwire, to point at it.',
  'mission.summary.numberDeck':
    'A Number card face up: its four noble wires are cut only together. {count} Number cards wait face down in a deck, one discarded at the end of each round until then; the rest are dealt, and each player marks a wire of a number received',
  'mission.summary.tripwires':
    'Yellow wires are tripwires: no cut names yellow; a player points at a teammate’s wire instead (a tripwire is cut and the detonator moves back, a blue wire costs a notch, a red one explodes)',
  'mission.summary.yellowsFirst':
    'The yellow wires are dealt first, one per player (with five players the captain gets none)',
  'mission.summary.dialNextToSkull':
    'The detonator starts next to the skull: the first mistake explodes the bomb',
  'mission.34.name': 'The Weakest Link',
  'mission.34.rules':
    'Not played with two players. Once the Captain is known, the character cards, the Captain card among them, are dealt face down at random, and each player gets one of the constraint cards A to E face down too; each sees only their own. The player holding the Captain card is the weakest link: only they must obey their constraint card (the others’ cards mean nothing, but stay secret). While the character cards are face down nobody has personal equipment. If the weakest link can make no cut their card allows, they say so: the detonator moves two notches and every constraint and character card is discarded, so nobody has personal equipment for the rest of the mission (Emergency Batteries cannot bring one back). At the start of their turn, any other player may accuse a teammate of being the weakest link, naming their constraint card: wrong, the detonator moves one notch; right, the character cards turn face up, personal equipment usable from then on, and the constraint cards are discarded. Either way the accuser then plays their turn. The Captain still starts. No new characters of sticker B: the characters are the ones dealt.',
  'mission.summary.constraints.secret':
    'Character cards and constraint cards A to E dealt face down: only the holder of the Captain card obeys theirs; teammates may accuse them',
  'mission.summary.minPlayers': 'Played with {count} to 5 players only',
  'mission.42.name': 'Time to Run Away and Join the Circus',
  'mission.42.rules':
    'There is no overall time limit: turns go round as usual while our own spoken timeline, starting once the setup info tokens are placed, calls its events from about two minutes in. Each event comes between two signal tones: while they sound, nobody cuts or uses equipment, and everyone listens. A cut pair comes back: the two last cut wires of the highest value with a pair cut go back uncut into their places, face down, their info tokens gone, and the value loses its validation token. Everyone moves one seat: each player now plays the stands of the next player clockwise, while characters, the Captain and the turn stay with the people. Two cut wires swap places: the rightmost cut wires of the first two stands that have one, from the player whose turn it is, clockwise. The cut wires of the player whose turn it is are taken off the table. The validation tokens are put away: a value gets its token again only when its fourth wire is cut anew. During a ta-da round, after each successful cut its player says “Ta-da!” before play goes on; if the round ends first, the detonator moves one notch. A boing round changes nothing. The events and their timings are ours: they replace the publisher’s audio recording, which this game does not include.',
  'mission.summary.tableEvents':
    'No time limit: our own spoken timeline changes the table between signal tones (a cut pair back in the stands, everyone changing seats, cut wires swapped or taken away, validation tokens returned, a ta-da round)',
} as const;
