import type { outcome as en } from '../en/outcome';

export const outcome: Record<keyof typeof en, string> = {
  'home.lobby.players_one': '{count} speler',
  'home.lobby.players_other': '{count} spelers',
  'replay.result.won': 'Bom onschadelijk gemaakt! Het team wint.',
  'replay.result.lost': 'Boem! De bom is ontploft: {cause}',
  'replay.cause.redWire': 'er is een rode draad doorgeknipt.',
  'replay.cause.detonator': 'de ontsteker heeft de doodskop bereikt.',
  'replay.cause.starWire': 'er is een sterdraad doorgeknipt.',
  'replay.cause.dialPastStart': 'de ontsteker is voorbij zijn startpositie teruggedraaid.',
  'replay.cause.blockedValues':
    'een beurt begon met alleen gesloten waarden of gesloten X-draden en rode draden.',
  'replay.viewer': 'Gezien door',
  'replay.spectator': 'Een toeschouwer (geen hand zichtbaar)',
  'replay.cause.cutTogetherFailed':
    'een draad die met de rode draden werd aangewezen, was niet rood.',
  'replay.cause.captainFailedCut': 'de kapitein knipte mis bij dubbel knippen.',
  'replay.cause.timeUp': 'de tijd was op.',
  'replay.cause.cutTogetherFailedNumber':
    'een draad die met de draden {value} werd aangewezen, was geen {value}.',
  'replay.cause.threeValuesLeft':
    'er waren nog draden van de drie waarden in het spel bij hun controle.',
  'replay.cause.cutTogetherFailedYellow':
    'een draad die bij de gele veegactie werd aangewezen, was niet geel.',
  'replay.cause.cutTogetherFailed.wires':
    'een draad die met de rode draden werd aangewezen, was niet rood ({wires}).',
  'replay.cause.cutTogetherFailedNumber.wires':
    'een draad die met de draden {value} werd aangewezen, was geen {value} ({wires}).',
  'replay.cause.cutTogetherFailedYellow.wires':
    'een draad die bij de gele veegactie werd aangewezen, was niet geel ({wires}).',
  'replay.cause.turnedWire': 'de kapitein raadde zijn omgedraaide draad verkeerd.',
};
