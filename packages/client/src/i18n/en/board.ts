/** The board: stands and wires, dial, markers, equipment, characters, mission sheet, event log. */
export const board = {
  'board.label': 'The table',
  'board.stand.own': 'Your stand',
  'board.stand.ownLettered': 'Your stand {letter}',
  'board.stand.other': "{name}'s stand",
  'board.stand.otherLettered': "{name}'s stand {letter}",
  'board.stand.choose': 'Choose {stand}',
  'board.stand.captain': 'Captain',
  'board.stand.turn': 'Playing now',
  'board.stand.empty': 'No wires left',
  'board.stand.rookie': 'Rookie',
  'board.stand.rookieTitle': 'The rookie: a failed dual cut by this player explodes the bomb',
  'board.beside.own': 'Info token {value} beside your stand: you held no {value} at setup',
  'board.beside.other': "Info token {value} beside {name}'s stand: they held no {value} at setup",
  'board.beside.note': 'none at setup',
  'board.wire.actsRed': 'Acts as a red wire: Number card {value} lies on the mission card',
  'board.redNumber.title': 'Red Number card',
  'board.redNumber.text':
    'The four wires marked {value} act as red wires: never announce them; cutting one explodes the bomb.',
  'board.validation.red': '{value}: acts as red, never validated',
  'board.wire.label': '{stand}, wire {wire}: {value}',
  'board.wire.hidden': 'hidden',
  'board.wire.cut': 'cut',
  'board.wire.info': 'info token {value}',
  'board.wire.infoOral': 'said aloud: {value}',
  'board.wire.labelRight': 'label {label} with the next wire',
  'board.wire.chances': 'likely {chances}',
  'board.wire.selected': 'selected',
  'board.printed.blue': '{value}',
  'board.printed.yellow': 'yellow {value}',
  'board.printed.red': 'red {value}',
  'board.printed.star': 'star',
  'board.printed.actsRed': '{value}, acting as red',
  'board.value.yellow': 'yellow',
  'board.value.star': 'star',
  'board.value.either': '{a} or {b}',
  'board.short.yellow': 'Y',
  'board.short.red': 'R',
  'board.short.star': '★',
  'board.detector.double': 'the Double Detector',
  'board.detector.triple': 'the Triple Detector',
  'board.dial.title': 'Detonator',
  'board.dial.left_one': '{count} mistake left',
  'board.dial.left_other': '{count} mistakes left',
  'board.dial.last': 'No mistake left: the next one explodes',
  'board.dial.exploded': 'The bomb exploded',
  'board.dial.start': 'start',
  'board.markers.title': 'Red and yellow wires',
  'board.markers.none': 'No red or yellow wires in this mission',
  'board.marker.red': 'red {value}',
  'board.marker.yellow': 'yellow {value}',
  'board.marker.maybe': '{marker}, maybe',
  'board.validation.title': 'Validated values',
  'board.validation.done': '{value}: all four cut',
  'board.validation.open': '{value}: still in play',
  'board.equipment.title': 'Equipment',
  'board.equipment.none': 'No equipment in this mission',
  'board.equipment.locked': 'Locked until two wires marked {value} are cut',
  'board.equipment.lockedYellow': 'Locked until two yellow wires are cut',
  'board.equipment.lockedPairs': 'Locked until both pairs are cut:',
  'board.equipment.lockedPair': 'Locked until this pair is cut:',
  'board.equipment.pair': 'two wires marked {value}',
  'board.equipment.pair.yellow': 'two yellow wires',
  'board.equipment.lock.own': 'Its own value',
  'board.equipment.lock.number': 'The Number card on it',
  'board.equipment.lock.both': 'Its own value and the Number card on it',
  'board.equipment.lock.done': '{whose}: {pair}, done',
  'board.equipment.lock.waiting': '{whose}: {pair}, not cut yet',
  'board.equipment.numberCard': 'Number card {number} lies on it',
  'board.equipment.available': 'Ready to use',
  'board.equipment.used': 'Used',
  'board.equipment.inUse': 'Being used',
  'board.equipment.barred.mine': 'Not for you: the rookie may not use this card',
  'board.equipment.barred.other': 'Anyone but the rookie ({name}) may use this card',
  'board.equipment.use': 'Use {card}',
  'board.equipment.1.name': 'Label ≠',
  'board.equipment.1.text':
    'Any time: place the ≠ token between two neighbouring wires whose values differ (one of them may be cut already).',
  'board.equipment.2.name': 'Walkie-Talkies',
  'board.equipment.2.text':
    'Any time: trade one of your uncut wires for one of a teammate’s, unseen; each of you slots the new wire into its sorted place.',
  'board.equipment.3.name': 'Triple Detector',
  'board.equipment.3.text':
    'On your turn: name a number and point at three wires on one teammate stand; it works if any of them has that number.',
  'board.equipment.4.name': 'Post-it',
  'board.equipment.4.text':
    'Any time: put an info token showing the true value in front of one of your own blue wires.',
  'board.equipment.5.name': 'Super Detector',
  'board.equipment.5.text':
    'On your turn: name a number and point at a whole teammate stand; it works if any wire there has that number.',
  'board.equipment.6.name': 'Rewinder',
  'board.equipment.6.text': 'Any time: turn the detonator back by one notch.',
  'board.equipment.7.name': 'Emergency Batteries',
  'board.equipment.7.text':
    'Any time: turn one or two used character cards face up again so their Double Detector works once more.',
  'board.equipment.8.name': 'General Radar',
  'board.equipment.8.text':
    'Any time: say a number; everyone (you included) tells whether they still hold an uncut blue wire of it.',
  'board.equipment.9.name': 'Stabilizer',
  'board.equipment.9.text':
    'At the start of your turn: for this turn a missed cut does not move the detonator and a red wire does not explode.',
  'board.equipment.10.name': 'X or Y Ray',
  'board.equipment.10.text':
    'On your turn: announce two values you hold for one wire; the cut works if the wire is either of them.',
  'board.equipment.11.name': 'Coffee Mug',
  'board.equipment.11.text':
    'On your turn: pass, and pick (without asking) who plays next; play goes on from that person.',
  'board.equipment.12.name': 'Label =',
  'board.equipment.12.text':
    'Any time: place the = token between two neighbouring wires of yours that have the same value.',
  'board.equipment.falseBottom.name': 'False Bottom',
  'board.equipment.falseBottom.text':
    'Acts by itself: once two yellow wires are cut it flips over and the next two cards of the equipment pile join the board.',
  'board.equipment.flipped': 'Flipped over: it added two cards to the board',
  'board.characters.title': 'Characters',
  'board.character.captain': 'Captain',
  'board.character.expert-1': 'Expert 1',
  'board.character.expert-2': 'Expert 2',
  'board.character.expert-3': 'Expert 3',
  'board.character.expert-4': 'Expert 4',
  'board.character.of': '{name}: {card}',
  'board.character.detectorReady': 'Double Detector ready',
  'board.character.detectorUsed': 'Double Detector used',
  'board.character.useOwn': 'Use your own {card}',
  'board.character.personalReady': 'Own {card} ready',
  'board.character.personalUsed': 'Own {card} used',
  'board.character.active': 'playing now',
  'board.sheet.title': 'Mission sheet',
  'board.sheet.line': 'Line {n}',
  'board.sheet.row': 'Row {n}',
  'board.sheet.cartouche': 'Cartouche {n}',
  'board.sheet.cell': 'Cell {value}, {state}',
  'board.sheet.checked': 'ticked',
  'board.sheet.open': 'open',
  'board.sheet.dialUp': 'when complete: detonator +1',
  'board.sheet.dialDown': 'when complete: detonator −1',
  'board.sheet.linked': 'linked to START',
  'board.sheet.notLinked': 'not linked yet',
  'board.sheet.coffee': 'Coffee',
  'board.sheet.bonus': 'Bonus line',
  'board.sheet.iconFree': 'open from the start',
  'board.sheet.iconAfter': 'opens after {groups}',
  'board.sheet.iconUsed': 'used',
  'board.sheet.takeCoffee': 'Take this coffee',
  'board.log.title': 'Game log',
  'board.log.empty': 'Nothing has happened yet.',
  'board.pending.setupInfo': 'which of their wires gets the starting info token',
  'board.pending.detectorCut': 'which of the pointed wires is cut',
  'board.pending.detectorToken': 'which pointed wire gets the info token',
  'board.pending.walkieTalkie': 'which wire to hand back',
  'board.pending.countPair': 'which other wire of that value gets the second x2 token',
  'board.pending.checkCell': 'which cell to tick on the mission sheet',
  'board.pending.drawLine': 'which cartouche to link to START',
  'board.pending.own.setupInfo': 'which of your wires gets the starting info token',
  'board.pending.own.detectorToken': 'which of your pointed wires gets the info token',
  'board.pending.own.walkieTalkie': 'which of your wires to hand back',
  'board.pending.walkieTalkieTo': 'which wire to hand back to {name}',
  'board.pending.walkieTalkieToYou': 'which wire to hand back to you',
  'board.pending.own.walkieTalkieTo': 'which of your wires to hand back to {name}',
  'board.event.infoPlaced.setup': '{owner} puts an info token {value} in front of wire {wire}',
  'board.event.infoPlaced.failure': '{owner} puts an info token {value} in front of wire {wire}',
  'board.event.infoPlaced.postIt':
    '{owner} uses the Post-it: info token {value} in front of wire {wire}',
  'board.event.infoPlaced.oral':
    'No {value} token left: {owner} says aloud that wire {wire} is {value}',
  'board.event.dualCut.one.success':
    "{name} points at {owner}'s wire {wires} and says {value}: success",
  'board.event.dualCut.one.failure':
    "{name} points at {owner}'s wire {wires} and says {value}: miss",
  'board.event.dualCut.many.success':
    "{name} uses {detector} on {owner}'s wires {wires} and says {value}: success",
  'board.event.dualCut.many.failure':
    "{name} uses {detector} on {owner}'s wires {wires} and says {value}: miss",
  'board.event.dualCut.stand.success':
    "{name} uses the Super Detector on {owner}'s stand and says {value}: success",
  'board.event.dualCut.stand.failure':
    "{name} uses the Super Detector on {owner}'s stand and says {value}: miss",
  'board.event.soloCut': 'Solo cut: {name} cuts every remaining wire marked {value}',
  'board.event.wireCut': "{owner}'s wire {wire} is cut: {printed}",
  'board.event.redRevealed': '{name} reveals their red wires',
  'board.event.dialMoved.forward': 'The detonator moves forward ({steps} to the skull)',
  'board.event.dialMoved.back': 'The detonator moves back ({steps} to the skull)',
  'board.event.validated': 'All four wires marked {value} are cut',
  'board.event.equipmentUnlocked': 'Equipment unlocked: {card}',
  'board.event.equipmentAdded': '{card}: {cards} added to the board',
  'board.event.equipmentAdded.none': '{card}: the equipment pile is empty, no card is added',
  'board.list.and': '{a} and {b}',
  'board.event.sequenceMoved': 'The sequence card moves to {value}: {value} may now be cut',
  'board.event.sequencePassed': 'The sequence card moves past its last Number card',
  'board.event.numberCovered': 'Number card {number} lies on {card}',
  'board.event.numberDiscarded':
    'Number card {number} leaves {card}: two wires marked {number} are cut',
  'board.event.equipmentUsed': '{name} uses {card}',
  'board.event.characterUsed': '{name} uses their Double Detector',
  'board.event.personalUsed': '{name} uses their own {card} (character card)',
  'board.event.charactersRefreshed':
    'Emergency Batteries: {names} may use their Double Detector again',
  'board.event.labelPlaced': "A {label} label goes between {owner}'s wires {wire} and {next}",
  'board.event.radar.yes': 'General Radar on {value}: {yes} said yes',
  'board.event.radar.none': 'General Radar on {value}: nobody has one',
  'board.event.wireMoved.hidden': "{from}'s wire {wire} moves to {to}'s stand, place {position}",
  'board.event.wireMoved.seen':
    "{from}'s wire {wire} ({printed}) moves to {to}'s stand, place {position}",
  'board.event.pending': '{name} chooses {choice}',
  'board.event.cellChecked': '{name} ticks {value} on the mission sheet ({group})',
  'board.event.lineDrawn': '{name} links cartouche {cartouche} to START',
  'board.event.lineCompleted.forward': 'Line {line} complete: the detonator moves forward',
  'board.event.lineCompleted.back': 'Line {line} complete: the detonator moves back',
  'board.event.lineCompleted.still': 'Line {line} complete',
  'board.event.coffee': '{name} takes a coffee: {next} plays next',
  'board.event.coffeeMug': '{name} uses the Coffee Mug: {next} plays next',
  'board.event.stuck': '{name} is stuck: the detonator moves forward',
  'board.event.turn': "{name}'s turn",
  'board.event.turnOpen.start': 'No turn order: the first to say Snip! takes the first turn',
  'board.event.turnOpen': "{name}'s turn is over: the first to say Snip! takes the next one",
  'board.event.snip': '{name} says Snip! and takes the turn',
  'board.event.playStarted': 'The mission begins',
  'board.event.won': 'Bomb defused: mission won!',
  'board.event.lost.redWire': 'A red wire was cut: the bomb exploded',
  'board.event.lost.detonator': 'The detonator reached the skull: the bomb exploded',
  'board.event.lost.starWire': 'Wrong value on a star wire: the bomb exploded',
  'board.event.lost.dialPastStart': 'The detonator went back past its start: the bomb exploded',
  'board.event.lost.blockedValues':
    'A turn began with only closed values or closed X wires and red wires: the bomb exploded',
  'board.event.lost.cutTogetherFailed':
    'A wire pointed at with the red wires was not red: the bomb exploded',
  'board.event.lost.captainFailedCut': 'The captain missed a dual cut: the bomb exploded',
  'board.event.lost.timeUp': 'Time ran out: the bomb exploded',
  'board.event.infoBeside':
    '{name} drew info token {value} but holds no {value}: it lies face up beside their stand',
  'board.event.cutTogether.success': '{name} points at the red wires together ({wires}): all red',
  'board.event.cutTogether.failure':
    '{name} points at the red wires together ({wires}); not red: {wrong}',
  'board.marker.notDealt': 'not dealt',
  'board.marker.dealt': '{marker}: it was dealt',
  'board.marker.setAside': '{marker}: it was not dealt',
  'board.sheet.linkable': 'may be linked now',
  'board.sequence.title': 'Sequence card',
  'board.sequence.passed': 'Number card {value}: passed, open',
  'board.sequence.current':
    'Number card {value}: under the sequence card, open, {cut} of {needed} wires cut',
  'board.sequence.closed': 'Number card {value}: closed',
  'board.sequence.tag.passed': 'passed',
  'board.sequence.tag.current': '{cut}/{needed} cut',
  'board.sequence.tag.closed': 'closed',
  'board.sequence.moves':
    'Once {needed} wires marked {value} are cut, the sequence card moves on to {next}.',
  'board.sequence.last':
    'The sequence card is on its last Number card: no value is closed any more.',
  'board.sequence.done': 'Every Number card is passed: no value is closed any more.',
  'board.stand.rhett': 'Rhett',
  'board.stand.rhettTitle':
    'Rhett: every info token on his wires means the wire is NOT that value; he uses no equipment card and not his Double Detector',
  'board.wire.infoNot': 'false token: not {value}',
  'board.wire.infoNotTitle': 'False token: this wire is NOT {value}',
  'board.token.not': '≠{value}',
  'board.equipment.faceDownName': 'Face-down card #{n}',
  'board.equipment.faceDown':
    'Face down: the Number card {number} turns a card over once all four {number} wires are cut',
  'board.equipment.faceDownNoNumber': 'Face down: no Number card is left to turn it over',
  'board.equipment.neverFlipped': 'Never turned over',
  'board.equipment.barred.rhettMine': 'Not for you: Rhett uses no equipment card',
  'board.equipment.barred.rhettOther': 'Anyone but Rhett ({name}) may use this card',
  'board.character.detectorBarred': 'Double Detector: not for Rhett',
  'board.reward.title': 'Number card (equipment)',
  'board.reward.text':
    'Cut all four {value} wires to turn a face-down equipment card over: {cut} of {needed} cut.',
  'board.reward.none': 'No Number card is left: the face-down equipment cards stay face down.',
  'board.reward.left_one': '{count} card still face down.',
  'board.reward.left_other': '{count} cards still face down.',
  'board.pending.falseInfo': 'where a false token goes and what it shows',
  'board.pending.own.falseInfo': 'which of your wires gets a false token, and its value',
  'board.pending.flipEquipment': 'which face-down equipment card to turn over',
  'board.event.infoPlaced.not.setup':
    '{owner} puts a false token in front of wire {wire}: it is NOT {value}',
  'board.event.infoPlaced.not.failure':
    "A false token goes in front of {owner}'s wire {wire}: it is NOT {value}",
  'board.event.numberTurned':
    'Number card {number} is turned face up: cutting all four {number} wires turns a face-down equipment card over',
  'board.event.numberTurned.cut':
    'Number card {number} is turned face up, but all four {number} wires are already cut: it is discarded',
  'board.event.equipmentFlipped':
    '{name} turns a face-down equipment card over: {card}, usable now',
  'board.event.numberTurned.radar':
    'Number card {number} is turned face up: this turn’s value to cut',
  'board.event.numberTurned.radar.cut':
    'Number card {number} is turned, but all four {number} wires are already cut: it leaves the game and the next one is turned',
  'board.event.designated': '{name} chooses {designee} to cut a wire marked {value} this turn',
  'board.event.designated.self': '{name} chooses to cut a wire marked {value} this turn',
  'board.pending.designate': 'who cuts this turn’s Number card value',
  'board.equipment.unlimited':
    'Face up all mission, never used up: anyone may use it at any time, as often as they like',
  'board.stand.cuts': 'To cut: {value}',
  'board.radarTurn.title': 'This turn’s Number card',
  'board.radarTurn.question': 'General Radar: does each stand hold an uncut wire marked {value}?',
  'board.radarTurn.yes': 'yes',
  'board.radarTurn.no': 'no',
  'board.radarTurn.you': 'You',
  'board.radarTurn.answer': '{name}: {answer}',
  'board.radarTurn.stand': '{answer} (stand {letter})',
  'board.radarTurn.choosing':
    '{name} chooses who cuts the {value}: only a player who answered yes.',
  'board.radarTurn.choosingYou':
    'Choose who cuts the {value}: a player who answered yes, yourself included.',
  'board.radarTurn.must': '{name} must cut a wire marked {value} this turn.',
  'board.radarTurn.mustYou': 'You must cut a wire marked {value} this turn.',
  'board.radarTurn.noCard': 'No Number card is left to turn: this is an ordinary turn.',
  'board.radarTurn.reveal':
    'No Number card this turn: {name} holds only red wires and reveals them.',
  'board.radarTurn.discard':
    'Turned before: {values}. They are shuffled back when the deck runs out.',
  'board.token.even': 'even',
  'board.token.odd': 'odd',
  'board.token.count': 'x{count}',
  'board.wire.parity': 'even/odd token: {parity}',
  'board.wire.count.1': 'x1 token: the only wire of its value on this stand (cut wires count)',
  'board.wire.count.2': 'x2 token: 2 wires of its value on this stand (cut wires count)',
  'board.wire.count.3': 'x3 token: 3 wires of its value on this stand (cut wires count)',
  'board.wire.count.4':
    'two x2 tokens: all 4 wires of its value are on this stand (cut wires count)',
  'board.event.infoPlaced.parity':
    '{owner} puts an even/odd token in front of wire {wire}: {parity}',
  'board.event.infoPlaced.count.1':
    '{owner} puts an x1 token in front of wire {wire}: no other wire of its value on that stand',
  'board.event.infoPlaced.count.2':
    '{owner} puts an x2 token in front of wire {wire}: 2 wires of its value on that stand',
  'board.event.infoPlaced.count.3':
    '{owner} puts an x3 token in front of wire {wire}: 3 wires of its value on that stand',
  'board.event.infoPlaced.count.4':
    '{owner} puts an x2 token in front of wire {wire}, one of a pair: all 4 wires of its value are on that stand',
  'board.stand.careless': 'Careless',
  'board.stand.carelessTitle':
    'Captain Careless: no character card (so no Double Detector) and no equipment card; a failed dual cut by this player explodes the bomb',
  'board.equipment.barred.carelessMine': 'Not for you: Captain Careless uses no equipment card',
  'board.equipment.barred.carelessOther': 'Anyone but Captain Careless ({name}) may use this card',
  'board.character.removed': 'No character card',
  'board.token.x': 'X',
  'board.wire.x': 'X wire: out of order, no equipment acts on it',
  'board.wire.xTitle':
    'X wire: kept out of order at this stand’s far right. No equipment acts on it: cut it only with a plain dual cut naming one value.',
  'board.wire.countPartner': 'placed together with wire {wire}',
  'board.pending.own.countPair':
    'which other wire of yours with that value gets the second x2 token',

  'board.pending.besideToken': 'which info token goes beside their stand',
  'board.pending.own.besideToken':
    'which info token goes beside your stand: a value you do not hold',
  'board.pending.takeToken': 'which info token to take',
  'board.pending.own.takeToken': 'which of the drawn info tokens you take',
  'board.pending.giveToken': 'which info token from the supply to give to {name}',
  'board.pending.giveTokenYou': 'which info token from the supply to give to you',
  'board.pending.own.giveToken': 'which info token from the supply you give to {name}',
  'board.pending.placeToken': 'which of their wires gets the new info token',
  'board.pending.placeTokenOf': 'which of their wires marked {value} gets the info token {value}',
  'board.pending.own.placeTokenOf':
    'which of your wires marked {value} gets the info token {value}',
  'board.event.infoPlaced.given': '{owner} puts the info token {value} in front of wire {wire}',
  'board.event.infoBeside.chosen':
    '{name} puts info token {value} beside their stand: they hold no {value}',
  'board.event.infoBeside.chosenStand':
    '{name} puts info token {value} beside their stand {letter}: they hold no {value}',
  'board.event.infoBeside.given':
    '{name} holds no {value}: the info token {value} lies face up beside their stand',
  'board.event.cutTogether.numberSuccess':
    '{name} points at the wires marked {value} together ({wires}): all {value}',
  'board.event.cutTogether.numberFailure':
    '{name} points at the wires marked {value} together ({wires}); not a {value}: {wrong}',
  'board.event.lost.cutTogetherFailedNumber':
    'A wire pointed at with the wires marked {value} was not a {value}: the bomb exploded',
  'board.event.numberPicked':
    '{name} turns Number card {number} face down and must cut a {number} this turn',
  'board.event.numbersTurnedUp': 'No Number card was face up: {numbers} are turned face up again',
  'board.event.skipped.tripwire':
    '{name} holds nothing but their own tripwire and red wires, with no tripwire left to point at, and skips the turn: the detonator stays',
  'board.event.skipped': '{name} skips the turn',
  'board.event.skipped.three':
    '{name} holds none of the three face-up values and skips the turn: the detonator stays',
  'board.event.skipped.turned':
    '{name} has nothing to point at but the Captain’s turned wire and skips the turn: the detonator moves one notch',
  'board.event.skipped.numberPick':
    '{name} holds no wire of a face-up Number card and skips the turn: the detonator stays',
  'board.event.deckDiscarded.numbers':
    'End of the round: the top card of the Number deck is discarded unseen ({left} left)',
  'board.event.numbersDealt':
    'The noble wires are cut: the {count} Number cards left are dealt face down from the Captain, and each player marks a wire of a number received',
  'board.event.tripwire.success':
    '{name} points at {wire}: a tripwire! It is cut and the detonator moves back a notch',
  'board.event.tripwire.failure': '{name} points at {wire}: not a tripwire',
  'board.event.deckDiscarded':
    'End of the round: the top card of the equipment deck is discarded unseen ({left} left)',
  'board.event.deckRevealed': 'The equipment deck turns face up: {cards}, usable at once',
  'board.event.deckRevealed.none': 'The equipment deck is empty: no card turns face up',
  'board.event.tokensDrawn': 'Info tokens drawn face up in a line: {values}',
  'board.event.tokensDrawn.none': 'The supply is empty: no info token is drawn',
  'board.event.tokenTaken.line': '{name} takes info token {value} from the line',
  'board.event.tokenTaken.give':
    '{name} takes info token {value} from the supply and gives it to {to}',
  'board.event.tokenReturned':
    'Every wire of {name} marked {value} already has an info token: this one goes back to the supply',
  'board.beside.ownLater':
    'Info token {value} beside your stand: you held no {value} when it reached you',
  'board.beside.otherLater':
    "Info token {value} beside {name}'s stand: they held no {value} when it reached them",
  'board.beside.noteLater': 'none then',
  'board.character.flipped': 'Flipped: no Double Detector',
  'board.numberPick.title': 'Number cards',
  'board.numberPick.up': 'Number card {number}: face up',
  'board.numberPick.down': 'Number card {number}: face down',
  'board.numberPick.picked': 'Number card {number}: turned face down this turn',
  'board.numberPick.gone': 'Number card {number}: its four wires are cut, out of the game',
  'board.numberPick.tag.up': 'up',
  'board.numberPick.tag.down': 'down',
  'board.numberPick.tag.picked': 'now',
  'board.numberPick.tag.gone': 'cut',
  'board.numberPick.choosing': '{name} turns a face-up Number card down, then cuts that value.',
  'board.numberPick.choosingYou': 'Turn a face-up Number card down, then cut that value.',
  'board.numberPick.must': '{name} turned {number} down: {name} must cut a {number} this turn.',
  'board.numberPick.mustYou': 'You turned {number} down: cut a {number} this turn.',
  'board.numberPick.rule':
    'When no card is face up as a turn begins, they all turn face up again. A card leaves once its four wires are cut.',
  'board.together.title': 'Number card: cut together',
  'board.together.text':
    'The four wires marked {value} leave only together: on your turn, point at every {value} still in play at once. One wrong wire explodes the bomb.',
  'board.together.done': 'Done: the four wires marked {value} were cut together.',
  'board.numberDeck.title': 'Number deck',
  'board.numberDeck.left_one': '{count} Number card waits face down.',
  'board.numberDeck.left_other': '{count} Number cards wait face down.',
  'board.numberDeck.rule':
    'One is discarded unseen at the end of each round until the four {value} wires are cut; then the rest are dealt, and each player marks a wire of a number received.',
  'board.numberDeck.mine':
    'Your Number cards: {numbers}. Mark one of your wires of these numbers (a number you no longer hold is ignored).',
  'board.numberDeck.dealt': 'The Number cards left have been dealt face down.',
  'board.deck.title': 'Equipment deck',
  'board.deck.left_one': '{count} equipment card waits face down.',
  'board.deck.left_other': '{count} equipment cards wait face down.',
  'board.deck.rule':
    'Until the wires marked {value} are cut together, the top card is discarded unseen at the end of each round, before the captain’s turn. Then every card left turns face up, usable at once.',
  'board.deck.empty': 'The deck is empty.',
  'board.deck.revealed': 'The cards left in the deck are face up on the board, usable at once.',
  'board.equipment.noneYet':
    'No equipment card on the board yet: they wait face down in the equipment deck',
  'board.handout.title': 'Info token handout',
  'board.handout.when': 'Starts once the first two yellow wires are cut: {cut} of 2 so far.',
  'board.handout.give':
    'From the captain clockwise, each player takes an info token from the supply and gives it to their left neighbour, who puts it in front of a wire of that value.',
  'board.handout.draft':
    '{count} info tokens are then drawn face up in a line; from the captain clockwise, each player takes one and puts it in front of one of their wires of that value.',
  'board.handout.running':
    'The first two yellow wires are cut: from the captain clockwise, each player gives an info token from the supply to their left neighbour.',
  'board.handout.line': 'Drawn info tokens still in the line:',
  'board.handout.token': 'Info token {value}',

  'board.pending.layNumber': 'which Number card to lay face down',
  'board.pending.own.layNumber': 'which of your Number cards to lay face down for {name}’s turn',
  'board.pending.layNumberFor': 'which Number card to lay face down for {name}’s turn',
  'board.pending.layNumberForYou': 'which Number card to lay face down for your turn',
  'board.event.numberLaid': '{name} lays a Number card face down',
  'board.event.numberLaid.seen': '{name} lays Number card {number} face down',
  'board.event.numberRevealed.notch':
    'The Number card {name} laid is revealed: {number}. A {number} was cut this turn: the detonator moves one notch',
  'board.event.numberRevealed.still':
    'The Number card {name} laid is revealed: {number}. No {number} was cut this turn: the detonator stays',
  'board.event.numberTaken': '{name} takes Number card {number} into their hand',
  'board.event.numberTaken.unrevealed':
    'After the Coffee Mug the card is not revealed: {name} takes the Number card {from} laid face down',
  'board.event.numberTaken.unrevealed.seen':
    'After the Coffee Mug the card is not revealed: {name} takes Number card {number}, laid by {from}, face down',
  'board.event.numberDrawn': '{name} draws a Number card from the deck',
  'board.event.numberDrawn.seen': '{name} draws Number card {number} from the deck',
  'board.event.numberCardsDiscarded.one':
    'Number card {numbers} is discarded face up: it leaves the game',
  'board.event.numberCardsDiscarded.many':
    'Number cards {numbers} are discarded face up: they leave the game',
  'board.event.numbersReturned.one':
    '{name} has no wires left: their Number card goes face down under the deck',
  'board.event.numbersReturned.many':
    '{name} has no wires left: their {count} Number cards go face down under the deck',
  'board.numberHands.title': 'Number cards in hand',
  'board.numberHands.you': 'Your cards',
  'board.numberHands.revealed': 'Revealed',
  'board.numberHands.own': 'Your Number cards, face up to you only: {numbers}',
  'board.numberHands.ownNone': 'You hold no Number card',
  'board.numberHands.other_one': '{name} holds {count} Number card face down',
  'board.numberHands.other_other': '{name} holds {count} Number cards face down',
  'board.numberHands.shown': '{name}’s Number cards: {numbers}',
  'board.numberHands.slot': 'Laid card',
  'board.numberHands.slotEmpty': 'No card laid yet',
  'board.numberHands.slotSeen': 'Number card {number}, laid face down by you: only you see it',
  'board.numberHands.slotHidden': 'A Number card laid face down by {name}',
  'board.numberHands.slotShown': 'Number card {number}, laid face down by {name}',
  'board.numberHands.layingYou': 'You lay a card face down for {name}’s turn.',
  'board.numberHands.layingForYou': '{layer} is laying a card face down for your turn.',
  'board.numberHands.laying': '{layer} is laying a card face down for {name}’s turn.',
  'board.numberHands.laidYou': 'You laid {number} face down for {name}’s turn: only you see it.',
  'board.numberHands.laidForYou': '{layer} laid a card face down for your turn.',
  'board.numberHands.laid': '{layer} laid a card face down for {name}’s turn.',
  'board.numberHands.rule':
    'If the player whose turn it is cuts a wire of the laid card’s value, the detonator moves one notch; after the turn they take the card.',
  'board.numberHands.deck': 'Deck',
  'board.numberHands.deckLeft_one': '{count} Number card face down in the deck',
  'board.numberHands.deckLeft_other': '{count} Number cards face down in the deck',
  'board.numberHands.discards': 'Discarded',
  'board.numberHands.discarded': 'Discarded Number cards, out of the game: {numbers}',
  'board.numberHands.reveal.notch':
    'Last card revealed: {name}’s {number}. A {number} was cut: the detonator moved one notch.',
  'board.numberHands.reveal.still':
    'Last card revealed: {name}’s {number}. No {number} was cut: the detonator stayed.',

  'board.event.windowOpened.none':
    'Number card {number} is turned face up: cut two wires marked {number} before the window closes',
  'board.event.windowOpened.one':
    'Number card {number} is turned face up: one wire marked {number} is already cut, one more before the window closes',
  'board.event.windowOpened.made':
    'Number card {number} is turned face up: two wires marked {number} are already cut',
  'board.event.windowClosed.made': 'Window on Number card {number} made: {cut} wires cut',
  'board.event.windowClosed.missed':
    'Window on Number card {number} missed: {cut} of the two wires cut',
  'board.event.mimeRound':
    'A mime round begins: until the next window closes, the chat takes signals only',
  'board.event.equipmentDiscarded': 'The missed window discards {card} from the board',
  'board.event.numberHeld.yes':
    '{name} draws Number card {number} and holds a wire marked {number}; the card goes under the deck',
  'board.event.numberHeld.no':
    '{name} draws Number card {number} and holds no wire marked {number}; the card goes under the deck',
  'board.event.yellowCounts': 'Yellow wires still held: {counts}',
  'board.event.threeValues':
    'Three Number cards are turned face up: {numbers}. Only these values may be cut until all their wires are',
  'board.event.threeValuesCut': 'Every wire of the three values is cut: any value may be cut again',
  'board.event.yellowSweep':
    'The yellow sweep is called: {name} must point at every yellow wire left, together',
  'board.event.yellowSweep.none': 'The yellow sweep is called, but no yellow wire is left',
  'board.event.lost.threeValuesLeft':
    'Wires of the three values were still in play when their time ran out: the bomb exploded',
  'board.event.lost.cutTogetherFailedYellow':
    'A wire pointed at in the yellow sweep was not yellow: the bomb exploded',
  'board.event.cutTogether.yellowSuccess':
    '{name} points at the yellow wires together ({wires}): all yellow',
  'board.event.cutTogether.yellowFailure':
    '{name} points at the yellow wires together ({wires}); not yellow: {wrong}',
  // Mission 15: all four wires of the Number card cut, the blind pick open.
  'board.reward.earned':
    'All four {value} wires are cut: a face-down card is turned over now, then the next Number card.',
  'board.wire.xClosed': 'closed until the yellow wires are all cut',
  'board.wire.xClosedTitle':
    'This X wire is closed: nobody may cut it until every yellow wire is cut.',
  'board.pending.placeSequence': 'at which end of the row the sequence card goes',
  'board.sequence.placing':
    'The sequence card is being put at an end of the row: every value of the row is closed meanwhile.',
  'board.sequence.movesEither':
    'Once {needed} wires marked {value} are cut, its card is removed and whoever cut them puts the sequence card at either end of the row.',
  'board.event.constraintPicked': '{name} takes constraint card {card}',
  'board.event.constraintFlipped':
    '{name} can no longer obey constraint card {card} and turns it face down for good',
  'board.event.constraintReplaced':
    'Constraint card {card} is turned face up ({left} left in the deck)',
  'board.event.constraintReplaced.none':
    'The constraint deck is used up: no constraint applies any more',
  'board.event.skipped.constraint':
    '{name} can make no cut the constraint card allows and skips the turn: the detonator stays',
  'board.pending.pickConstraint': 'which constraint card to take',
  'board.pending.replaceConstraint': 'whether to replace the constraint card with the next one',
  'board.constraints.title': 'Constraint cards',
  'board.constraints.shared': 'Everyone obeys',
  'board.constraints.none': 'No constraint card applies',
  'board.constraints.deck': 'Cards left in the deck: {count}',
  'board.constraints.offered': 'Still to take:',
  'board.constraints.flipped': '{card}, face down: no longer obeyed',
  'board.constraints.card': '{card}: {text}',
  'board.constraints.advice':
    'Advice with two players: avoid taking A and B, or C and D, together.',
  'board.constraint.A': 'cut only even values',
  'board.constraint.B': 'cut only odd values',
  'board.constraint.C': 'cut only values 1 to 6',
  'board.constraint.D': 'cut only values 7 to 12',
  'board.constraint.E': 'cut only values 4 to 9',
  'board.constraint.F': 'never cut values 4 to 9',
  'board.constraint.G': 'no equipment card, no personal equipment',
  'board.constraint.H':
    'a failed cut by you or on your wires places no info token; never cut a wire carrying a token; no Post-it',
  'board.constraint.I': 'never cut the far-right wire of a teammate’s stand',
  'board.constraint.J': 'never cut the far-left wire of a teammate’s stand',
  'board.constraint.K': 'no solo cut',
  'board.constraint.L': 'your failed cut moves the detonator two notches',
  'board.event.lost.turnedWire': 'The captain guessed their turned wire wrong: the bomb exploded',
  'board.token.turned': '↻',
  'board.wire.turnedTitle':
    'Turned wire: everyone sees its value but its owner, who alone may cut it, guessing.',
  'board.wire.turnedOwnTitle':
    'Your turned wire: everyone but you sees its value. Only you may cut it, with a plain cut naming its value as a guess; a wrong guess explodes the bomb.',
  'board.wire.turned': 'turned',
  'board.wire.turnedOwn': 'turned: you cannot see it',
  'board.secret': 'secret: only you see this',
  'board.character.faceDown': '{name}: character card face down',
  'board.character.hidden': 'Face down: no personal equipment yet',
  'board.constraints.faceDown': '{name}: a face-down constraint card',
  'board.constraints.secretRule':
    'Only the player holding the Captain character card, the weakest link, must obey their card.',
  'board.constraints.secretGone': 'The secret constraint cards have left play: nobody obeys one.',
  'board.event.accused.right':
    '{name} accuses {accused} of being the weakest link with card {card}: right!',
  'board.event.accused.wrong':
    '{name} accuses {accused} of being the weakest link with card {card}: wrong',
  'board.event.secretCardsDiscarded.revealed':
    'The character cards turn face up, personal equipment usable from now on; the constraint cards are discarded',
  'board.event.secretCardsDiscarded.removed':
    'Every constraint card and character card is discarded: no personal equipment for the rest of the mission',
} as const;
