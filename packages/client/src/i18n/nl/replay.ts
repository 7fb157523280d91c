import type { replay as en } from '../en/replay';

export const replay: Record<keyof typeof en, string> = {
  'replay.result.won': 'Bom onschadelijk gemaakt! Het team wint.',
  'replay.result.lost': 'Boem! De bom is ontploft: {cause}',
  'replay.cause.redWire': 'er is een rode draad doorgeknipt.',
  'replay.cause.detonator': 'de ontsteker heeft de doodskop bereikt.',
  'replay.cause.starWire': 'er is een sterdraad doorgeknipt.',
  'replay.cause.dialPastStart': 'de ontsteker is voorbij zijn startpositie teruggedraaid.',
  'replay.cause.blockedValues':
    'een beurt begon met alleen gesloten waarden of gesloten X-draden en rode draden.',
  'replay.gameOver.title': 'Spel {game} is afgelopen',
  'replay.watch': 'Bekijk de herhaling',
  'replay.share': 'Kopieer de link naar de herhaling',
  'replay.shareCopied': 'Link gekopieerd.',
  'replay.shareManual': 'Kopieer deze link om de herhaling te delen:',
  'replay.download': 'Download het verslag',
  'replay.again.title': 'Nog een keer',
  'replay.again.mission': 'Missie van het volgende spel: {mission}',
  'replay.again.lobby':
    'De tafel gaat terug naar de lobby: plaatsen kunnen wisselen tussen mensen en bots, spelers kunnen erbij komen of weggaan, daarna start jij het spel.',
  'replay.again.captain':
    'De volgende kapitein is {name}, de speler links van de kapitein van dit spel.',
  'replay.again.button': 'Nog een keer spelen',
  'replay.again.starting': 'Terug naar de lobby…',
  'replay.again.waiting': 'Wachten tot de gastheer het volgende spel opent.',
  'replay.title': 'Herhaling: tafel {room}, spel {game}',
  'replay.titleLatest': 'Herhaling: tafel {room}, laatste spel',
  'replay.loading': 'Het verslag wordt geladen…',
  'replay.invalid': 'Dit verslag kan niet opnieuw afgespeeld worden.',
  'replay.backToRoom': 'Terug naar de tafel',
  'replay.controls': 'Bediening van de herhaling',
  'replay.first': 'Eerste stap',
  'replay.previous': 'Vorige stap',
  'replay.next': 'Volgende stap',
  'replay.last': 'Laatste stap',
  'replay.play': 'Afspelen',
  'replay.pause': 'Pauzeren',
  'replay.slider': 'Stap',
  'replay.step': 'Stap {step} van {last}',
  'replay.keys': 'Met de pijltjestoetsen links en rechts ga je een stap terug of vooruit.',
  'replay.viewer': 'Gezien door',
  'replay.spectator': 'Een toeschouwer (geen hand zichtbaar)',
  'replay.action.deal': 'De draden worden verdeeld.',
  'replay.action.info': '{seat} legt een infofiche voor zijn draad {wire}.',
  'replay.action.dualCut': '{seat} zegt {value} en wijst draad {wire} van {owner} aan.',
  'replay.action.detector':
    '{seat} zegt {value} en richt een detector op de standaard van {owner}.',
  'replay.action.soloCut':
    'Solo knippen: {seat} knipt elke eigen resterende draad met waarde {value} door.',
  'replay.action.revealRed': '{seat} legt zijn rode draden open.',
  'replay.action.equipment': '{seat} gebruikt {card}.',
  'replay.action.choose': '{seat} kiest draad {wire} van {owner}.',
  'replay.action.chooseOwn': '{seat} kiest zijn draad {wire}.',
  'replay.action.checkCell': '{seat} vinkt {value} af op het missieblad ({group}).',
  'replay.action.drawLine': '{seat} trekt de lijn van cartouche {cartouche}.',
  'replay.action.coffee': '{seat} neemt een koffie en laat {next} hierna spelen.',
  'replay.action.stuck':
    '{seat} zit vast: de ontsteker gaat één stap verder en de beurt gaat door.',
  'replay.backHome': 'Terug naar de startpagina',
  'replay.cause.cutTogetherFailed':
    'een draad die met de rode draden werd aangewezen, was niet rood.',
  'replay.cause.captainFailedCut': 'de kapitein knipte mis bij dubbel knippen.',
  'replay.cause.timeUp': 'de tijd was op.',
  'replay.action.cutTogether': '{seat} wijst de rode draden tegelijk aan: {wires}.',
  'replay.action.infoNot': '{seat} legt een vals infofiche voor zijn draad {wire}: niet {value}.',
  'replay.action.flipEquipment': '{seat} draait gedekte kaart #{n} om.',
  'replay.action.designate': '{seat} wijst {designee} aan om de waarde van deze beurt te knippen.',
  'replay.action.designateSelf':
    '{seat} wijst zichzelf aan om de waarde van deze beurt te knippen.',
  'replay.action.snip': '{seat} zegt Snip! en neemt de beurt.',
  'replay.action.timeUp': 'De tijd is op.',
  'replay.action.say': 'In de chat: {line}',

  'replay.cause.cutTogetherFailedNumber':
    'een draad die met de draden {value} werd aangewezen, was geen {value}.',
  'replay.action.cutTogetherNumber': '{seat} wijst de draden {value} tegelijk aan: {wires}.',
  'replay.action.pickNumber': '{seat} draait nummerkaart {number} gedekt.',
  'replay.action.tripwire': '{seat} wijst {wire} aan als struikeldraad.',
  'replay.action.takeToken': '{seat} kiest infofiche {value}.',

  'replay.action.layNumber': '{seat} legt nummerkaart {number} gedekt neer.',
  'replay.action.layNumber.hidden': '{seat} legt een nummerkaart gedekt neer.',

  'replay.cause.threeValuesLeft':
    'er waren nog draden van de drie waarden in het spel bij hun controle.',
  'replay.cause.cutTogetherFailedYellow':
    'een draad die bij de gele veegactie werd aangewezen, was niet geel.',
  'replay.action.cutTogetherYellow': '{seat} wijst de gele draden tegelijk aan: {wires}.',
  'replay.action.cue': 'De tijdlijn van de missie bereikt getimede gebeurtenis {n}.',
  'replay.cause.cutTogetherFailed.wires':
    'een draad die met de rode draden werd aangewezen, was niet rood ({wires}).',
  'replay.cause.cutTogetherFailedNumber.wires':
    'een draad die met de draden {value} werd aangewezen, was geen {value} ({wires}).',
  'replay.cause.cutTogetherFailedYellow.wires':
    'een draad die bij de gele veegactie werd aangewezen, was niet geel ({wires}).',
  'replay.action.placeSequence': '{seat} legt de volgordekaart naast nummerkaart {card}.',
  'replay.action.pickConstraint': '{seat} neemt beperkingskaart {card}.',
  'replay.action.replaceConstraint': '{seat}, de kapitein, draait de volgende beperkingskaart om.',
  'replay.action.keepConstraint': '{seat}, de kapitein, houdt de beperkingskaart.',
  'replay.action.cannotObey':
    '{seat} kan geen knip doen die de beperkingskaart toelaat en zegt het.',
  'replay.cause.turnedWire': 'de kapitein raadde zijn omgedraaide draad verkeerd.',
  'replay.action.accuse': '{seat} beschuldigt {name} de zwakste schakel te zijn met kaart {card}.',
};
