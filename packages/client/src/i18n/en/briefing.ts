/** The mission at the table: its panel and key, its number, and why a mission rule holds a value back. */
export const briefing = {
  'briefing.open': 'Mission',
  'briefing.openTitle': 'The mission: setup and special rules (M)',
  'briefing.number': 'Mission {n}',
  'briefing.number.new': 'New Mission {n}',
  'briefing.title': '{number} — {name}',
  'briefing.setup': 'Setup',
  'briefing.rules': 'Special rules',
  'briefing.sheet': 'The mission sheet now',
  'briefing.sheet.values': 'Values that may be cut now: {values}.',
  'briefing.sheet.none': 'The mission sheet allows no value to be cut right now.',
  'briefing.rule.rows': 'Only the value in the first unticked cell of each row may be cut.',
  'briefing.rule.liaisons': 'Only values in cartouches linked to START may be cut.',
  'briefing.blocked_one': '{values} is not accessible on the mission sheet yet.',
  'briefing.blocked_other': '{values} are not accessible on the mission sheet yet.',
  'briefing.stuck':
    'None of your values is accessible on the mission sheet, so you cannot cut: press “{stuck}” to move the detonator one notch, or take an open coffee.',
  'briefing.sequence': 'The sequence card now',
  'briefing.rule.sequence':
    'A closed value may not be announced nor solo cut until the sequence card reaches its Number card.',
  'briefing.closed_one':
    '{values} is closed: the sequence card has not reached its Number card yet.',
  'briefing.closed_other':
    '{values} are closed: the sequence card has not reached their Number cards yet.',
  'briefing.numbers': 'The Number cards now',
  'briefing.redNumber': 'The red Number card',
  'briefing.redNumber.text':
    'Number card {value} lies on the mission card: the four wires marked {value} act as red wires.',
  'briefing.rule.redNumber':
    'Never announce them and never cut one; reveal them with your red wires once nothing else is left on your stand. Revealing them earns no validation.',
  'briefing.red_one': '{values} acts as red in this mission: it is never announced.',
  'briefing.red_other': '{values} act as red in this mission: they are never announced.',
  'briefing.rookie': 'The rookie',
  'briefing.rookie.text':
    '{name} drew the Captain card and is the rookie: a failed dual cut by {name} explodes the bomb, and {name} may not use the {card}.',
  'briefing.numbers.card': '{card} waits for Number card {number}',
  'briefing.numbers.none':
    'No Number card is left on the equipment: each card unlocks on its own pair.',
  'briefing.numbers.falseBottom':
    'The cards the False Bottom adds will take the next Number cards.',
  'briefing.rule.numbers':
    'A Number card leaves its card as soon as two wires of its value are cut; one pair counts for every card waiting for that value.',
  'briefing.key': 'Show the mission: number, setup and special rules',
  'briefing.help':
    'Mission: the Mission button (or M) shows the mission’s number and name, its setup, its special rules and what the mission sheet or the sequence card allows now and which equipment cards wait for a Number card, at any time.',
  'briefing.rhett': 'Rhett',
  'briefing.rhett.text':
    '{name} drew the Captain card and is Rhett: every info token on the wires of {name} means the wire is NOT that value. {name} uses no equipment card and not the Double Detector.',
  'briefing.rule.faceDown':
    'The equipment cards lie face down: whoever cuts the last of the four wires of the face-up Number card turns one over, blind, and it may be used at once. Then the next Number card is turned.',
  'briefing.designated_one':
    '{values} is not this turn’s Number card: only {value} may be cut this turn.',
  'briefing.designated_other':
    '{values} are not this turn’s Number card: only {value} may be cut this turn.',
  'briefing.careless': 'Captain Careless',
  'briefing.careless.text':
    '{name} is the captain and Captain Careless: the character card of {name} is put away for the mission (no Double Detector), {name} uses no equipment card, and a failed dual cut by {name} explodes the bomb. {name} still takes part when a teammate uses the Walkie-Talkies or the General Radar.',

  'briefing.picked_one':
    '{values} is not the Number card you turned down: only {value} may be cut this turn.',
  'briefing.picked_other':
    '{values} are not the Number card you turned down: only {value} may be cut this turn.',
  'briefing.together':
    'The wires marked {value} leave only together: point at all of them at once with “{action}”.',
  'briefing.numberPick.text': 'Face up: {up}. Face down: {down}. Out of the game: {gone}.',
  'briefing.none': 'none',
  'briefing.handout': 'The info token handout',

  'briefing.numberHands.mine': 'Your cards: {cards}.',
  'briefing.numberHands.others': 'Face down in the other hands: {hands}.',
  'briefing.numberHands.hand': '{name}: {count}',
  'briefing.numberHands.pile': 'Deck: {deck}. Discarded: {discards}.',

  'briefing.threeValues_one':
    'You may not cut {values} now: until every wire of {three} is cut, only those values may be cut.',
  'briefing.threeValues_other':
    'You may not cut {values} now: until every wire of {three} is cut, only those values may be cut.',
  'briefing.rulesUsed': 'Rules this mission uses',
  'briefing.constraint_one': 'Constraint card {card} ({text}): {values} may not be cut.',
  'briefing.constraint_other': 'Constraint card {card} ({text}): {values} may not be cut.',
  'briefing.tripwire':
    'Your yellow wire is a tripwire: no cut names yellow. Only a teammate cuts it, with “{action}”.',
} as const;
