import type { circus as en } from '../en/circus';

export const circus: Record<keyof typeof en, string> = {
  'circus.event.listening.open': 'Signaaltoon: iedereen stopt met knippen en luistert',
  'circus.event.listening.closed': 'Signaaltoon: het spel gaat verder',
  'circus.event.pairRestored':
    'Een geknipt paar {value} gaat ongeknipt en weer gedekt terug op zijn plaats, in de standaards van {names}',
  'circus.event.pairRestored.none':
    'Een geknipt paar zou terug in de standaards gaan, maar er is er geen geknipt',
  'circus.event.seatsChanged':
    'Iedereen schuift één plaats op terwijl de standaards blijven staan: elke speler speelt nu de standaards van de volgende speler met de klok mee',
  'circus.event.cutSwapped':
    'Twee geknipte draden wisselen van plaats: die van {first} en die van {second}',
  'circus.event.cutSwapped.none':
    'Twee geknipte draden zouden van plaats wisselen, maar minder dan twee standaards hebben er een',
  'circus.event.cutRemoved': 'De geknipte draden van {name} worden van tafel gehaald: {count}',
  'circus.event.validationReturned': 'De validatiefiches gaan terug in de doos: {values}',
  'circus.event.validationReturned.none':
    'De validatiefiches gaan terug in de doos: er lag er geen',
  'circus.event.taDaRound.open':
    'Ta-da-ronde: na elke geslaagde knip zegt die speler „Ta-da!” voordat het spel verdergaat',
  'circus.event.taDaRound.closed': 'De ta-da-ronde is voorbij',
  'circus.event.taDaOwed': '{name} moet „Ta-da!” zeggen voordat het spel verdergaat',
  'circus.event.taDa': '{name}: „Ta-da!”',
  'circus.event.taDaMissed': '{name} zei geen „Ta-da!”: de ontsteker gaat één stap verder',
  'circus.event.boing': 'Boing! Er verandert niets',
  'circus.event.cueSkipped':
    'Een getimede gebeurtenis vervalt: er werd nog een keuze over de draden gemaakt',
  'circus.taDa': 'Ta-da!',
  'circus.taDa.hint': 'Je knip is gelukt: zeg „Ta-da!” zodat het spel verdergaat.',
  'circus.taDa.other': '{name} moet „Ta-da!” zeggen voordat het spel verdergaat.',
  'circus.listening': 'Luisteren: niemand knipt of gebruikt uitrusting tot de tweede signaaltoon.',
  'circus.clock.none': 'Geen tijdslimiet',
  'circus.wire.gone': 'van tafel gehaald',
  'circus.wire.moved': 'door een wissel van een andere standaard gekomen',
  'circus.replay.taDa': '{seat} zegt „Ta-da!”.',
};
