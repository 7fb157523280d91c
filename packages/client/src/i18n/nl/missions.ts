import type { missions as en } from '../en/missions';

export const missions: Record<keyof typeof en, string> = {
  'mission.1.name': 'Training, dag 1',
  'mission.2.name': 'Training, dag 2',
  'mission.3.name': 'Training, dag 3',
  'mission.4.name': 'Eerste dag in het veld',
  'mission.5.name': 'Tweede dag in het veld',
  'mission.6.name': 'Derde dag in het veld',
  'mission.7.name': 'Laatste lesdag',
  'mission.8.name': 'Eindexamen',
  'mission.9.name': 'Gevoel voor prioriteiten',
  'mission.12.name': 'Verstrikt in de bureaucratie',
  'mission.16.name': 'Tijd voor nieuwe prioriteiten',
  'mission.new-1.name': 'Balanceren op de draad',
  'mission.new-1.rules':
    'Elk geknipt paar wordt op het missieblad afgevinkt. Een volle lijn zet de ontsteker vooruit of achteruit; hem terugzetten voorbij zijn startpositie laat de bom ontploffen.',
  'mission.new-2.name': 'Parallelle draden',
  'mission.new-2.rules':
    'Je mag alleen een waarde knippen die in het eerste niet-afgevinkte vakje van een rij staat. Een volle rij levert een koffie op: die slaat je beurt over en laat je kiezen wie daarna speelt. Kun je niets knippen, zet dan de ontsteker één stap verder of neem een koffie.',
  'mission.new-3.name': 'Gevaarlijke verbindingen',
  'mission.new-3.rules':
    'Je mag alleen waarden knippen uit cartouches die met START verbonden zijn; bij de start worden drie lijnen getrokken en elke volle cartouche levert een nieuwe op. Koffies en bonuslijnen komen vrij naarmate cartouches vol raken. Kun je niets knippen, zet dan de ontsteker één stap verder of neem een koffie.',
  'mission.summary.blue': 'Blauwe draden {from} tot {to} ({count} draden)',
  'mission.summary.red_one': '{count} rode draad',
  'mission.summary.red_other': '{count} rode draden',
  'mission.summary.red.of_one': '{count} rode draad uit {of} getrokken nummers',
  'mission.summary.red.of_other': '{count} rode draden uit {of} getrokken nummers',
  'mission.summary.red.none': 'Geen rode draad',
  'mission.summary.red.range': 'Rode nummers van {from} tot {to}',
  'mission.summary.yellow_one': '{count} gele draad',
  'mission.summary.yellow_other': '{count} gele draden',
  'mission.summary.yellow.of_one': '{count} gele draad uit {of} getrokken nummers',
  'mission.summary.yellow.of_other': '{count} gele draden uit {of} getrokken nummers',
  'mission.summary.yellow.none': 'Geen gele draad',
  'mission.summary.yellow.range': 'Gele nummers van {from} tot {to}',
  'mission.summary.twoPlayer': 'Met twee spelers:',
  'mission.summary.twoPlayerApplied': 'Opzet voor twee spelers',
  'mission.summary.equipment': 'Uitrustingskaarten, één per speler',
  'mission.summary.noEquipment': 'Geen uitrustingskaarten',
  'mission.summary.banned_one': 'Uitrustingskaart {cards} doet niet mee',
  'mission.summary.banned_other': 'Uitrustingskaarten {cards} doen niet mee',
  'mission.summary.dial.cap':
    'De ontsteker gaat nooit verder terug dan vijf stappen van de doodskop',
  'mission.summary.dial.explode':
    'De ontsteker terugzetten voorbij zijn startpositie laat de bom ontploffen',
  'mission.summary.grid.balance': 'Missieblad: lijnen die de ontsteker verzetten als ze vol zijn',
  'mission.summary.grid.rows': 'Missieblad: vijf rijen, van links naar rechts afgevinkt',
  'mission.summary.grid.liaisons': 'Missieblad: cartouches verbonden met START',
  'mission.summary.sequence':
    'Volgordekaart, kant {side}, op {cards} willekeurig getrokken nummerkaarten: ze schuift door zodra {wires} draden van haar waarde zijn doorgeknipt',
  'mission.summary.falseBottom': 'Dubbele bodem in de uitrustingsstapel geschud',
  'mission.summary.equipmentNumbers':
    'Een willekeurig getrokken nummerkaart op elke uitrustingskaart',
  'mission.11.name': 'Blauw op rood, dat wordt onze dood',
  'mission.13.name': 'Rood alarm!',
  'mission.14.name': 'Risicovolle bomontmanteling',
  'mission.summary.redNumber':
    'Een willekeurig getrokken nummerkaart op de missiekaart: haar vier blauwe draden tellen als rode draden, en haar uitrustingskaart doet niet mee',
  'mission.summary.redsFirst':
    'De rode draden worden eerst uitgedeeld, één per speler vanaf de kapitein',
  'mission.summary.setupInfo.random':
    'Eerste infofiches willekeurig getrokken: bij een draad met die waarde, anders naast de standaard',
  'mission.summary.noCaptainSetupInfo': 'De kapitein legt geen eerste infofiche',
  'mission.summary.cutTogether':
    'Nieuwe actie: alle rode draden tegelijk aanwijzen (vanaf {from} spelers, ook zonder er een te hebben)',
  'mission.summary.captain.drawn': 'De kapiteinskaart wordt willekeurig uitgedeeld',
  'mission.summary.captain.failedCut':
    'Een mislukt dubbel knippen door de kapitein laat de bom ontploffen',
  'mission.summary.captain.noEquipment_one':
    'De kapitein mag uitrustingskaart {cards} niet gebruiken',
  'mission.summary.captain.noEquipment_other':
    'De kapitein mag uitrustingskaarten {cards} niet gebruiken',
  'mission.15.name': 'Missie in Новосибирск',
  'mission.17.name': 'De dwaalsporen van Rhett',
  'mission.summary.captain.noEquipmentAll': 'De kapitein gebruikt geen uitrustingskaart',
  'mission.summary.captain.noDetector': 'De kapitein mag de dubbele detector niet gebruiken',
  'mission.summary.falseTokens':
    'De kapitein legt bij de opzet {count} valse infofiches: elk infofiche op de draden van de kapitein betekent "niet deze waarde"',
  'mission.summary.faceDownEquipment':
    'Uitrustingskaarten gedekt uitgedeeld; een open nummerkaart draait er een om zodra haar vier draden zijn doorgeknipt',
  'mission.18.name': 'Een helpende hand',
  'mission.summary.setupInfo.none': 'Geen infofiches bij de opzet',
  'mission.summary.designatedCutter':
    'Alleen de Algemene radar, open en nooit opgebruikt; elke beurt wordt een nummerkaart opengelegd en wie aan de beurt is, kiest wie haar waarde knipt',
  'mission.10.name': 'Een lastige periode',
  'mission.19.name': 'In de buik van het beest',
  'mission.summary.snip':
    'Geen beurtvolgorde: elke beurt gaat naar de eerste speler die Snip! zegt, nooit twee keer na elkaar naar dezelfde',
  'mission.summary.timer_one': 'Tegen de klok: {count} minuut, daarna ontploft de bom',
  'mission.summary.timer_other': 'Tegen de klok: {count} minuten, daarna ontploft de bom',
  'mission.summary.timeline_one':
    'Een gesproken klok op onze eigen tijdlijn bij benadering: {count} minuut aangekondigd, later ingekort',
  'mission.summary.timeline_other':
    'Een gesproken klok op onze eigen tijdlijn bij benadering: {count} minuten aangekondigd, later ingekort',
  'mission.20.name': 'De Grote Boze Wolf',
  'mission.21.name': 'Dood door haggis',
  'mission.24.name': 'Tally-ho!',
  'mission.28.name': 'Kapitein Kluns',
  'mission.summary.xWires':
    'De laatste draad die elke standaard krijgt, blijft ongesorteerd helemaal rechts, gemarkeerd met X: geen enkele uitrusting werkt op hem',
  'mission.summary.tokens.parity':
    'Elk infofiche is een even/oneven-infofiche: bij de opzet, na een mislukte knip en met de Post-it',
  'mission.summary.tokens.count':
    'Elk infofiche is een tel-infofiche (x1, x2, x3: hoeveel van die waarde op de standaard staan): bij de opzet, na een mislukte knip en met de Post-it',
  'mission.summary.captain.characterRemoved':
    'De personagekaart van de kapitein wordt opgeborgen: geen dubbele detector',

  'mission.22.name': 'Negatieve indrukken',
  'mission.23.name': 'Ontmanteling in Fordwich',
  'mission.26.name': 'Als je het over de wolf hebt…',
  'mission.27.name': 'Spelen met draad',
  'mission.summary.negativeTokens':
    'Geen eerste infofiche voor een draad: elke speler legt tot {count} infofiches van waarden die hij niet heeft naast zijn standaard (een naast elk van twee standaarden)',
  'mission.summary.handout.give':
    'Zodra de eerste twee gele draden doorgeknipt zijn, geeft elke speler een infofiche uit de voorraad aan zijn linkerbuur',
  'mission.summary.handout.draft':
    'Zodra de eerste twee gele draden doorgeknipt zijn, worden evenveel infofiches als spelers open getrokken, en elke speler neemt er een',
  'mission.summary.cutTogether.number':
    'Een nummerkaart die bij de opzet opengaat: haar vier draden worden alleen samen geknipt, door een speler die ze allemaal in één keer aanwijst',
  'mission.summary.equipmentDeck':
    'Geen uitrustingskaart op tafel: {count} kaarten wachten gedekt in een deck, elke ronde wordt er een afgelegd tot de draden van de nummerkaart samen doorgeknipt zijn; daarna gaan de rest open',
  'mission.summary.constraints.pick':
    'Beperkingskaarten A tot E: elke speler neemt er één vóór de fiches van de voorbereiding',
  'mission.summary.constraints.deck':
    'Eén gedeelde beperkingskaart uit een geschudde stapel van twaalf',
  'mission.summary.numberPick':
    'De twaalf nummerkaarten open: elke beurt begint met er een gedekt te draaien, en die waarde moet geknipt worden',
  'mission.summary.charactersFlipped':
    'Alle personagekaarten zijn vanaf het begin omgedraaid: geen dubbele detector',
  'mission.25.name': 'Zodat ik je beter kan horen…',
  'mission.summary.chat.noNumbers':
    'Chat: elk bericht dat een draadnummer noemt, zet de ontsteker één stap verder',
  'mission.summary.chat.silent': 'Geen vrije chat: alleen signalen (ja, nee, wacht…)',

  'mission.29.name': 'Raadspel',
  'mission.summary.numberHands':
    'Nummerkaarten in de hand, twee per speler (drie voor de speler rechts van de kapitein), de rest op een stapel: elke beurt wordt er een gedekt neergelegd, en die waarde knippen laat de ontsteker vooruitgaan',

  'mission.30.name': 'Snelheidsmissie!',
  'mission.summary.speedRounds':
    'Onze eigen tijdlijn legt nummerkaarten een voor een open: knip twee draden van elke waarde vóór haar controle, of betaal wat de controle zegt; later drie waarden om helemaal te knippen, dan een gele veegactie',
  'mission.summary.cutTogether.yellow':
    'De gele veegactie: als de tijdlijn haar afroept, wijst wie aan de beurt is elke overgebleven gele draad in één keer aan',
  'mission.summary.timelineOwn':
    'Een gesproken klok op onze eigen tijdlijn bij benadering: {minutes} min {seconds} s, dan ontploft de bom',
  'mission.33.name': 'Wat in Vegas gebeurt…',
  'mission.35.name': 'Geen schakel, één draad',
  'mission.40.name': 'Hard to Die (een kerstverhaal)',
  'mission.summary.xWires.blueFirst':
    'Voordat de rode en gele draden erbij komen, krijgt elke standaard één blauwe draad, ongesorteerd helemaal rechts en gemarkeerd met X: geen enkele uitrusting werkt op hem',
  'mission.summary.xWires.closed':
    'X-draden mogen pas geknipt worden als alle gele draden zijn doorgeknipt',
  'mission.36.name': 'Paniek onder de palmbomen',
  'mission.summary.sequenceEither':
    'Volgordekaart, kant {side}, aan een van beide uiteinden van een rij van {cards} willekeurig getrokken nummerkaarten: zodra {wires} draden van haar waarde zijn doorgeknipt, gaat die kaart weg en komt de volgordekaart opnieuw aan een van beide uiteinden',
  'mission.31.name': 'Met één hand op de rug',
  'mission.32.name': 'Grappen en grollen',
  'mission.37.name': 'De joker slaat op hol',
  'mission.38.name': 'Een draad recht, een draad averecht…',
  'mission.summary.turnedWires':
    'De kapitein draait ongezien één draad om: de anderen zien hem, alleen de kapitein mag hem knippen, door te raden',

  'mission.39.name': 'De 4 edele draden',
  'mission.41.name': 'Latijnse bom',
  'mission.summary.numberDeck':
    'Een open nummerkaart: haar vier edele draden worden alleen samen geknipt. {count} nummerkaarten wachten gedekt in een stapel, tot dan één afgelegd aan het einde van elke ronde; de rest wordt daarna uitgedeeld en iedereen markeert een draad van een ontvangen nummer',
  'mission.summary.tripwires':
    'Gele draden zijn struikeldraden: geen knip noemt geel; je wijst in plaats daarvan een draad van een teamgenoot aan (een struikeldraad wordt doorgeknipt en de ontsteker gaat terug, een blauwe kost een stap, een rode ontploft)',
  'mission.summary.yellowsFirst':
    'De gele draden worden eerst uitgedeeld, één per speler (met vijf spelers krijgt de kapitein er geen)',
  'mission.summary.dialNextToSkull':
    'De ontsteker begint naast de doodskop: de eerste fout laat de bom ontploffen',
  'mission.34.name': 'De zwakste schakel',
  'mission.summary.constraints.secret':
    'Personagekaarten en beperkingskaarten A tot E gedekt uitgedeeld: alleen wie de kapiteinskaart heeft, volgt de zijne; teamgenoten mogen hem beschuldigen',
  'mission.summary.minPlayers': 'Alleen met {count} tot 5 spelers',
  'mission.42.name': 'Tijd om weg te lopen naar het circus',
  'mission.summary.tableEvents':
    'Geen tijdslimiet: onze eigen gesproken tijdlijn verandert de tafel tussen signaaltonen (een geknipt paar terug in de standaards, iedereen schuift op, geknipte draden gewisseld of weggehaald, validatiefiches terug, een ta-da-ronde)',
};
