/**
 * A game's outcome and the words of its title (players, who sees it): first-load texts, as the
 * table ends a game with them and the CLI's `replay --text` reads them without the parts.
 */
export const outcome = {
  'home.lobby.players_one': '{count} player',
  'home.lobby.players_other': '{count} players',
  'replay.result.won': 'Bomb defused! The team wins.',
  'replay.result.lost': 'Boom! The bomb exploded: {cause}',
  'replay.cause.redWire': 'a red wire was cut.',
  'replay.cause.detonator': 'the detonator reached the skull.',
  'replay.cause.starWire': 'a star wire was cut.',
  'replay.cause.dialPastStart': 'the detonator was turned back past its starting notch.',
  'replay.cause.blockedValues':
    'a turn began with only closed values or closed X wires and red wires left.',
  'replay.cause.cutTogetherFailed': 'a wire pointed at with the red wires was not red.',
  'replay.cause.captainFailedCut': 'the captain missed a dual cut.',
  'replay.cause.timeUp': 'time ran out.',
  'replay.viewer': 'Seen by',
  'replay.spectator': 'A spectator (no hand visible)',
  'replay.cause.cutTogetherFailedNumber':
    'a wire pointed at with the wires marked {value} was not a {value}.',
  'replay.cause.threeValuesLeft':
    'wires of the three values were still in play when their time ran out.',
  'replay.cause.cutTogetherFailedYellow': 'a wire pointed at in the yellow sweep was not yellow.',
  // A failed cut together names the wires that were not of the set.
  'replay.cause.cutTogetherFailed.wires':
    'a wire pointed at with the red wires was not red ({wires}).',
  'replay.cause.cutTogetherFailedNumber.wires':
    'a wire pointed at with the wires marked {value} was not a {value} ({wires}).',
  'replay.cause.cutTogetherFailedYellow.wires':
    'a wire pointed at in the yellow sweep was not yellow ({wires}).',
  'replay.cause.turnedWire': 'the captain guessed their turned wire wrong.',
} as const;
