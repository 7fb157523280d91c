import type { board as en } from '../en/board';

export const board: Record<keyof typeof en, string> = {
  'board.label': 'De tafel',
  'board.stand.own': 'Jouw standaard',
  'board.stand.ownLettered': 'Jouw standaard {letter}',
  'board.stand.other': 'Standaard van {name}',
  'board.stand.otherLettered': 'Standaard {letter} van {name}',
  'board.stand.choose': 'Kies: {stand}',
  'board.stand.captain': 'Kapitein',
  'board.stand.turn': 'Is aan zet',
  'board.stand.empty': 'Geen draden meer',
  'board.wire.label': '{stand}, draad {wire}: {value}',
  'board.wire.hidden': 'verborgen',
  'board.wire.cut': 'doorgeknipt',
  'board.wire.info': 'infofiche {value}',
  'board.wire.infoOral': 'hardop gezegd: {value}',
  'board.wire.labelRight': 'label {label} met de volgende draad',
  'board.wire.chances': 'waarschijnlijk {chances}',
  'board.wire.selected': 'gekozen',
  'board.printed.blue': '{value}',
  'board.printed.yellow': 'geel {value}',
  'board.printed.red': 'rood {value}',
  'board.printed.star': 'ster',
  'board.value.yellow': 'geel',
  'board.value.star': 'ster',
  'board.value.either': '{a} of {b}',
  'board.short.yellow': 'G',
  'board.short.red': 'R',
  'board.short.star': '★',
  'board.detector.double': 'de dubbele detector',
  'board.detector.triple': 'de drievoudige detector',
  'board.dial.title': 'Ontsteker',
  'board.dial.left_one': 'Nog {count} fout toegestaan',
  'board.dial.left_other': 'Nog {count} fouten toegestaan',
  'board.dial.last': 'Geen fout meer toegestaan: de volgende laat de bom ontploffen',
  'board.dial.exploded': 'De bom is ontploft',
  'board.dial.start': 'start',
  'board.markers.title': 'Rode en gele draden',
  'board.markers.none': 'Geen rode of gele draden in deze missie',
  'board.marker.red': 'rood {value}',
  'board.marker.yellow': 'geel {value}',
  'board.marker.maybe': '{marker}, misschien',
  'board.validation.title': 'Afgeronde waarden',
  'board.validation.done': '{value}: alle vier doorgeknipt',
  'board.validation.open': '{value}: nog in het spel',
  'board.equipment.title': 'Uitrusting',
  'board.equipment.none': 'Geen uitrusting in deze missie',
  'board.equipment.locked': 'Op slot tot er twee draden met waarde {value} zijn doorgeknipt',
  'board.equipment.lockedYellow': 'Op slot tot er twee gele draden zijn doorgeknipt',
  'board.equipment.lockedPairs': 'Op slot tot beide paren zijn doorgeknipt:',
  'board.equipment.lockedPair': 'Op slot tot dit paar is doorgeknipt:',
  'board.equipment.pair': 'twee draden met waarde {value}',
  'board.equipment.pair.yellow': 'twee gele draden',
  'board.equipment.lock.own': 'Haar eigen waarde',
  'board.equipment.lock.number': 'De nummerkaart erop',
  'board.equipment.lock.both': 'Haar eigen waarde en de nummerkaart erop',
  'board.equipment.lock.done': '{whose}: {pair}, klaar',
  'board.equipment.lock.waiting': '{whose}: {pair}, nog niet doorgeknipt',
  'board.equipment.numberCard': 'Nummerkaart {number} ligt erop',
  'board.equipment.available': 'Klaar voor gebruik',
  'board.equipment.used': 'Gebruikt',
  'board.equipment.inUse': 'Wordt gebruikt',
  'board.equipment.use': 'Gebruik {card}',
  'board.equipment.1.name': 'Label ≠',
  'board.equipment.1.text':
    'Altijd: leg het ≠-fiche tussen twee naburige draden met een verschillende waarde (eentje mag al doorgeknipt zijn).',
  'board.equipment.2.name': 'Walkietalkies',
  'board.equipment.2.text':
    'Altijd: ruil ongezien een van je niet-doorgeknipte draden tegen een draad van een teamgenoot; ieder steekt de nieuwe draad op zijn gesorteerde plek.',
  'board.equipment.3.name': 'Drievoudige detector',
  'board.equipment.3.text':
    'In je beurt: noem een getal en wijs drie draden op één standaard van een teamgenoot aan; het lukt als er één dat getal heeft.',
  'board.equipment.4.name': 'Post-it',
  'board.equipment.4.text':
    'Altijd: leg een infofiche met de echte waarde voor een van je eigen blauwe draden.',
  'board.equipment.5.name': 'Superdetector',
  'board.equipment.5.text':
    'In je beurt: noem een getal en wijs een hele standaard van een teamgenoot aan; het lukt als een draad daar dat getal heeft.',
  'board.equipment.6.name': 'Terugspoeler',
  'board.equipment.6.text': 'Altijd: draai de ontsteker één stap terug.',
  'board.equipment.7.name': 'Noodbatterijen',
  'board.equipment.7.text':
    'Altijd: draai een of twee gebruikte personagekaarten weer open, zodat hun dubbele detector nog eens werkt.',
  'board.equipment.8.name': 'Algemene radar',
  'board.equipment.8.text':
    'Altijd: noem een getal; iedereen (jij ook) zegt of hij nog een niet-doorgeknipte blauwe draad met dat getal heeft.',
  'board.equipment.9.name': 'Stabilisator',
  'board.equipment.9.text':
    'Aan het begin van je beurt: deze beurt laat een mislukte knip de ontsteker niet verspringen en ontploft een rode draad niet.',
  'board.equipment.10.name': 'X- of Y-straal',
  'board.equipment.10.text':
    'In je beurt: noem voor één draad twee waarden die je zelf hebt; de knip lukt als de draad een van beide is.',
  'board.equipment.11.name': 'Koffiemok',
  'board.equipment.11.text':
    'In je beurt: sla over en kies zelf wie de volgende beurt krijgt; vanaf die persoon gaat het spel verder.',
  'board.equipment.12.name': 'Label =',
  'board.equipment.12.text':
    'Altijd: leg het =-fiche tussen twee naburige draden van jezelf met dezelfde waarde.',
  'board.equipment.falseBottom.name': 'Dubbele bodem',
  'board.equipment.falseBottom.text':
    'Werkt vanzelf: zodra twee gele draden zijn doorgeknipt, draait hij om en komen de volgende twee kaarten van de uitrustingsstapel op tafel.',
  'board.equipment.flipped': 'Omgedraaid: er kwamen twee kaarten bij op tafel',
  'board.characters.title': 'Personages',
  'board.character.captain': 'Kapitein',
  'board.character.expert-1': 'Expert 1',
  'board.character.expert-2': 'Expert 2',
  'board.character.expert-3': 'Expert 3',
  'board.character.expert-4': 'Expert 4',
  'board.character.of': '{name}: {card}',
  'board.character.detectorReady': 'Dubbele detector beschikbaar',
  'board.character.detectorUsed': 'Dubbele detector gebruikt',
  'board.character.useOwn': 'Je eigen {card} gebruiken',
  'board.character.personalReady': 'Eigen {card} beschikbaar',
  'board.character.personalUsed': 'Eigen {card} gebruikt',
  'board.character.active': 'is aan zet',
  'board.sheet.title': 'Missieblad',
  'board.sheet.line': 'Lijn {n}',
  'board.sheet.row': 'Rij {n}',
  'board.sheet.cartouche': 'Cartouche {n}',
  'board.sheet.cell': 'Vakje {value}, {state}',
  'board.sheet.checked': 'afgevinkt',
  'board.sheet.open': 'open',
  'board.sheet.dialUp': 'als ze vol is: ontsteker +1',
  'board.sheet.dialDown': 'als ze vol is: ontsteker −1',
  'board.sheet.linked': 'verbonden met START',
  'board.sheet.notLinked': 'nog niet verbonden',
  'board.sheet.coffee': 'Koffie',
  'board.sheet.bonus': 'Extra lijn',
  'board.sheet.iconFree': 'vanaf het begin open',
  'board.sheet.iconAfter': 'open na {groups}',
  'board.sheet.iconUsed': 'gebruikt',
  'board.sheet.takeCoffee': 'Neem deze koffie',
  'board.log.title': 'Spelverloop',
  'board.log.empty': 'Er is nog niets gebeurd.',
  'board.pending.setupInfo': 'welke eigen draad het eerste infofiche krijgt',
  'board.pending.detectorCut': 'welke van de aangewezen draden wordt doorgeknipt',
  'board.pending.detectorToken': 'welke aangewezen draad het infofiche krijgt',
  'board.pending.walkieTalkie': 'welke draad er terug gaat',
  'board.pending.countPair': 'welke andere draad van die waarde het tweede x2-infofiche krijgt',
  'board.pending.checkCell': 'welk vakje op het missieblad wordt afgevinkt',
  'board.pending.drawLine': 'welke cartouche met START wordt verbonden',
  'board.pending.own.setupInfo': 'welke van jouw draden het eerste infofiche krijgt',
  'board.pending.own.detectorToken': 'welke van jouw aangewezen draden het infofiche krijgt',
  'board.pending.own.walkieTalkie': 'welke van jouw draden je teruggeeft',
  'board.pending.walkieTalkieTo': 'welke draad er terug gaat naar {name}',
  'board.pending.walkieTalkieToYou': 'welke draad er terug gaat naar jou',
  'board.pending.own.walkieTalkieTo': 'welke van jouw draden je teruggeeft aan {name}',
  'board.event.infoPlaced.setup': '{owner} legt een infofiche {value} voor draad {wire}',
  'board.event.infoPlaced.failure': '{owner} legt een infofiche {value} voor draad {wire}',
  'board.event.infoPlaced.postIt':
    '{owner} gebruikt de Post-it: infofiche {value} voor draad {wire}',
  'board.event.infoPlaced.oral':
    'Geen infofiche {value} meer: {owner} zegt hardop dat draad {wire} een {value} is',
  'board.event.dualCut.one.success':
    '{name} wijst draad {wires} van {owner} aan en zegt {value}: gelukt',
  'board.event.dualCut.one.failure':
    '{name} wijst draad {wires} van {owner} aan en zegt {value}: mis',
  'board.event.dualCut.many.success':
    '{name} gebruikt {detector} op de draden {wires} van {owner} en zegt {value}: gelukt',
  'board.event.dualCut.many.failure':
    '{name} gebruikt {detector} op de draden {wires} van {owner} en zegt {value}: mis',
  'board.event.dualCut.stand.success':
    '{name} gebruikt de superdetector op de standaard van {owner} en zegt {value}: gelukt',
  'board.event.dualCut.stand.failure':
    '{name} gebruikt de superdetector op de standaard van {owner} en zegt {value}: mis',
  'board.event.soloCut': 'Solo knippen: {name} knipt elke resterende draad met waarde {value} door',
  'board.event.wireCut': 'Draad {wire} van {owner} is doorgeknipt: {printed}',
  'board.event.redRevealed': '{name} toont zijn rode draden',
  'board.event.dialMoved.forward': 'De ontsteker gaat vooruit (nog {steps} tot de doodskop)',
  'board.event.dialMoved.back': 'De ontsteker gaat terug (nog {steps} tot de doodskop)',
  'board.event.validated': 'Alle vier de draden met waarde {value} zijn doorgeknipt',
  'board.event.equipmentUnlocked': 'Uitrusting vrijgespeeld: {card}',
  'board.event.equipmentAdded': '{card}: {cards} erbij op tafel',
  'board.event.equipmentAdded.none': '{card}: de uitrustingsstapel is leeg, er komt geen kaart bij',
  'board.list.and': '{a} en {b}',
  'board.event.sequenceMoved':
    'De volgordekaart schuift naar {value}: {value} mag nu geknipt worden',
  'board.event.sequencePassed': 'De volgordekaart schuift voorbij haar laatste nummerkaart',
  'board.event.numberCovered': 'Nummerkaart {number} ligt op {card}',
  'board.event.numberDiscarded':
    'Nummerkaart {number} gaat van {card} af: twee draden met waarde {number} zijn doorgeknipt',
  'board.event.equipmentUsed': '{name} gebruikt {card}',
  'board.event.characterUsed': '{name} gebruikt zijn dubbele detector',
  'board.event.personalUsed': '{name} gebruikt de eigen {card} (personagekaart)',
  'board.event.charactersRefreshed':
    'Noodbatterijen: {names} mogen hun dubbele detector opnieuw gebruiken',
  'board.event.labelPlaced': 'Een label {label} komt tussen draad {wire} en {next} van {owner}',
  'board.event.radar.yes': 'Algemene radar op {value}: {yes} zeggen ja',
  'board.event.radar.none': 'Algemene radar op {value}: niemand heeft er een',
  'board.event.wireMoved.hidden':
    'Draad {wire} van {from} gaat naar de standaard van {to}, plek {position}',
  'board.event.wireMoved.seen':
    'Draad {wire} van {from} ({printed}) gaat naar de standaard van {to}, plek {position}',
  'board.event.pending': '{name} kiest {choice}',
  'board.event.cellChecked': '{name} vinkt {value} af op het missieblad ({group})',
  'board.event.lineDrawn': '{name} verbindt cartouche {cartouche} met START',
  'board.event.lineCompleted.forward': 'Lijn {line} is vol: de ontsteker gaat vooruit',
  'board.event.lineCompleted.back': 'Lijn {line} is vol: de ontsteker gaat terug',
  'board.event.lineCompleted.still': 'Lijn {line} is vol',
  'board.event.coffee': '{name} neemt een koffie: {next} is hierna aan de beurt',
  'board.event.coffeeMug': '{name} gebruikt de koffiemok: {next} is hierna aan de beurt',
  'board.event.stuck': '{name} zit vast: de ontsteker gaat vooruit',
  'board.event.turn': '{name} is aan de beurt',
  'board.event.turnOpen.start': 'Geen beurtvolgorde: wie eerst Snip! zegt, neemt de eerste beurt',
  'board.event.turnOpen': 'De beurt van {name} is voorbij: wie eerst Snip! zegt, neemt de volgende',
  'board.event.snip': '{name} zegt Snip! en neemt de beurt',
  'board.event.playStarted': 'De missie begint',
  'board.event.won': 'Bom ontmanteld: missie geslaagd!',
  'board.event.lost.redWire': 'Er is een rode draad doorgeknipt: de bom is ontploft',
  'board.event.lost.detonator': 'De ontsteker heeft de doodskop bereikt: de bom is ontploft',
  'board.event.lost.starWire': 'Verkeerde waarde op een sterdraad: de bom is ontploft',
  'board.event.lost.dialPastStart':
    'De ontsteker is voorbij zijn startpositie teruggedraaid: de bom is ontploft',
  'board.event.lost.blockedValues':
    'Een beurt begon met alleen gesloten waarden of gesloten X-draden en rode draden: de bom is ontploft',
  'board.marker.notDealt': 'niet uitgedeeld',
  'board.marker.dealt': '{marker}: werd uitgedeeld',
  'board.marker.setAside': '{marker}: werd niet uitgedeeld',
  'board.sheet.linkable': 'kan nu verbonden worden',
  'board.sequence.title': 'Volgordekaart',
  'board.sequence.passed': 'Nummerkaart {value}: voorbij, open',
  'board.sequence.current':
    'Nummerkaart {value}: onder de volgordekaart, open, {cut} van {needed} draden doorgeknipt',
  'board.sequence.closed': 'Nummerkaart {value}: gesloten',
  'board.sequence.tag.passed': 'voorbij',
  'board.sequence.tag.current': '{cut}/{needed} geknipt',
  'board.sequence.tag.closed': 'gesloten',
  'board.sequence.moves':
    'Zodra {needed} draden met waarde {value} zijn doorgeknipt, schuift de volgordekaart door naar {next}.',
  'board.sequence.last':
    'De volgordekaart ligt op haar laatste nummerkaart: geen enkele waarde is nog gesloten.',
  'board.sequence.done': 'Alle nummerkaarten zijn voorbij: geen enkele waarde is nog gesloten.',
  'board.stand.rookie': 'Groentje',
  'board.stand.rookieTitle':
    'Het groentje: een mislukt dubbel knippen door deze speler laat de bom ontploffen',
  'board.beside.own': 'Infofiche {value} naast je standaard: je had bij de start geen {value}',
  'board.beside.other':
    'Infofiche {value} naast de standaard van {name}: bij de start geen {value}',
  'board.beside.note': 'geen bij de start',
  'board.wire.actsRed': 'Telt als rode draad: nummerkaart {value} ligt op de missiekaart',
  'board.redNumber.title': 'Rode nummerkaart',
  'board.redNumber.text':
    'De vier draden met waarde {value} tellen als rode draden: noem ze nooit; er één doorknippen laat de bom ontploffen.',
  'board.validation.red': '{value}: telt als rood, nooit gevalideerd',
  'board.printed.actsRed': '{value}, telt als rood',
  'board.equipment.barred.mine': 'Niet voor jou: het groentje mag deze kaart niet gebruiken',
  'board.equipment.barred.other': 'Iedereen behalve het groentje ({name}) mag deze kaart gebruiken',
  'board.event.lost.cutTogetherFailed':
    'Een draad die met de rode draden werd aangewezen, was niet rood: de bom is ontploft',
  'board.event.lost.captainFailedCut':
    'De kapitein knipte mis bij dubbel knippen: de bom is ontploft',
  'board.event.lost.timeUp': 'De tijd is op: de bom is ontploft',
  'board.event.infoBeside':
    '{name} trok infofiche {value} maar heeft geen {value}: het ligt open naast de standaard',
  'board.event.cutTogether.success':
    '{name} wijst de rode draden tegelijk aan ({wires}): allemaal rood',
  'board.event.cutTogether.failure':
    '{name} wijst de rode draden tegelijk aan ({wires}); niet rood: {wrong}',
  'board.stand.rhett': 'Rhett',
  'board.stand.rhettTitle':
    'Rhett: elk infofiche op zijn draden betekent dat de draad NIET die waarde heeft; hij gebruikt geen uitrustingskaart en niet zijn dubbele detector',
  'board.wire.infoNot': 'vals infofiche: niet {value}',
  'board.wire.infoNotTitle': 'Vals infofiche: deze draad is NIET {value}',
  'board.token.not': '≠{value}',
  'board.equipment.faceDownName': 'Gedekte kaart #{n}',
  'board.equipment.faceDown':
    'Gedekt: nummerkaart {number} draait een kaart om zodra alle vier draden {number} zijn doorgeknipt',
  'board.equipment.faceDownNoNumber': 'Gedekt: er is geen nummerkaart meer om hem om te draaien',
  'board.equipment.neverFlipped': 'Nooit omgedraaid',
  'board.equipment.barred.rhettMine': 'Niet voor jou: Rhett gebruikt geen uitrustingskaart',
  'board.equipment.barred.rhettOther': 'Iedereen behalve Rhett ({name}) mag deze kaart gebruiken',
  'board.character.detectorBarred': 'Dubbele detector: niet voor Rhett',
  'board.reward.title': 'Nummerkaart (uitrusting)',
  'board.reward.text':
    'Knip alle vier draden {value} door om een gedekte uitrustingskaart om te draaien: {cut} van {needed} doorgeknipt.',
  'board.reward.none': 'Er is geen nummerkaart meer: de gedekte uitrustingskaarten blijven gedekt.',
  'board.reward.left_one': 'Nog {count} kaart gedekt.',
  'board.reward.left_other': 'Nog {count} kaarten gedekt.',
  'board.pending.falseInfo': 'waar een vals infofiche komt en wat het toont',
  'board.pending.own.falseInfo': 'welke van jouw draden een vals infofiche krijgt, en de waarde',
  'board.pending.flipEquipment': 'welke gedekte uitrustingskaart omgedraaid wordt',
  'board.event.infoPlaced.not.setup':
    '{owner} legt een vals infofiche voor draad {wire}: die is NIET {value}',
  'board.event.infoPlaced.not.failure':
    'Een vals infofiche komt voor draad {wire} van {owner}: die is NIET {value}',
  'board.event.numberTurned':
    'Nummerkaart {number} wordt opengelegd: wie de vier draden {number} doorknipt, draait een gedekte uitrustingskaart om',
  'board.event.numberTurned.cut':
    'Nummerkaart {number} wordt opengelegd, maar de vier draden {number} zijn al doorgeknipt: ze wordt afgelegd',
  'board.event.equipmentFlipped':
    '{name} draait een gedekte uitrustingskaart om: {card}, meteen bruikbaar',
  'board.event.numberTurned.radar':
    'Nummerkaart {number} wordt opengelegd: de waarde die deze beurt geknipt wordt',
  'board.event.numberTurned.radar.cut':
    'Nummerkaart {number} wordt opengelegd, maar de vier draden {number} zijn al doorgeknipt: ze verlaat het spel en de volgende wordt opengelegd',
  'board.event.designated':
    '{name} wijst {designee} aan om deze beurt een draad {value} te knippen',
  'board.event.designated.self':
    '{name} wijst zichzelf aan om deze beurt een draad {value} te knippen',
  'board.pending.designate': 'wie de waarde van de nummerkaart van deze beurt knipt',
  'board.equipment.unlimited':
    'De hele missie open en nooit opgebruikt: iedereen mag haar altijd gebruiken, zo vaak als hij wil',
  'board.stand.cuts': 'Knipt een {value}',
  'board.radarTurn.title': 'De nummerkaart van deze beurt',
  'board.radarTurn.question':
    'Algemene radar: heeft elke standaard een niet-geknipte draad {value}?',
  'board.radarTurn.yes': 'ja',
  'board.radarTurn.no': 'nee',
  'board.radarTurn.you': 'Jij',
  'board.radarTurn.answer': '{name}: {answer}',
  'board.radarTurn.stand': '{answer} (standaard {letter})',
  'board.radarTurn.choosing': '{name} kiest wie de {value} knipt: alleen een speler die ja zei.',
  'board.radarTurn.choosingYou': 'Kies wie de {value} knipt: een speler die ja zei, jijzelf ook.',
  'board.radarTurn.must': '{name} moet deze beurt een draad {value} knippen.',
  'board.radarTurn.mustYou': 'Jij moet deze beurt een draad {value} knippen.',
  'board.radarTurn.noCard':
    'Er is geen Nummerkaart meer om om te draaien: dit is een gewone beurt.',
  'board.radarTurn.reveal':
    'Geen nummerkaart deze beurt: {name} heeft alleen nog rode draden en legt ze open.',
  'board.radarTurn.discard':
    'Eerder opengelegd: {values}. Ze worden teruggeschud als de stapel op is.',
  'board.token.even': 'even',
  'board.token.odd': 'oneven',
  'board.token.count': 'x{count}',
  'board.wire.parity': 'even/oneven-infofiche: {parity}',
  'board.wire.count.1':
    'x1-infofiche: de enige draad van die waarde op deze standaard (geknipte draden tellen mee)',
  'board.wire.count.2':
    'x2-infofiche: 2 draden van die waarde op deze standaard (geknipte draden tellen mee)',
  'board.wire.count.3':
    'x3-infofiche: 3 draden van die waarde op deze standaard (geknipte draden tellen mee)',
  'board.wire.count.4':
    'twee x2-infofiches: alle 4 draden van die waarde staan op deze standaard (geknipte draden tellen mee)',
  'board.event.infoPlaced.parity':
    '{owner} legt een even/oneven-infofiche voor draad {wire}: {parity}',
  'board.event.infoPlaced.count.1':
    '{owner} legt een x1-infofiche voor draad {wire}: geen andere draad van die waarde op die standaard',
  'board.event.infoPlaced.count.2':
    '{owner} legt een x2-infofiche voor draad {wire}: 2 draden van die waarde op die standaard',
  'board.event.infoPlaced.count.3':
    '{owner} legt een x3-infofiche voor draad {wire}: 3 draden van die waarde op die standaard',
  'board.event.infoPlaced.count.4':
    '{owner} legt een x2-infofiche voor draad {wire}, een van een paar: alle 4 draden van die waarde staan op die standaard',
  'board.stand.careless': 'Kluns',
  'board.stand.carelessTitle':
    'Kapitein Kluns: geen personagekaart (dus geen dubbele detector) en geen uitrustingskaart; mislukt dubbel knippen door deze speler laat de bom ontploffen',
  'board.equipment.barred.carelessMine':
    'Niet voor jou: Kapitein Kluns gebruikt geen uitrustingskaart',
  'board.equipment.barred.carelessOther':
    'Iedereen behalve Kapitein Kluns ({name}) mag deze kaart gebruiken',
  'board.character.removed': 'Geen personagekaart',
  'board.token.x': 'X',
  'board.wire.x': 'X-draad: buiten de volgorde, geen enkele uitrusting werkt op hem',
  'board.wire.xTitle':
    'X-draad: buiten de volgorde helemaal rechts op deze standaard gelaten. Geen enkele uitrusting werkt op hem: knip hem alleen met gewoon dubbel knippen op één waarde.',
  'board.wire.countPartner': 'samen gelegd met draad {wire}',
  'board.pending.own.countPair':
    'welke andere draad van jou met die waarde het tweede x2-infofiche krijgt',

  'board.pending.besideToken': 'welk infofiche naast de eigen standaard komt',
  'board.pending.own.besideToken':
    'welk infofiche naast je standaard komt: een waarde die je niet hebt',
  'board.pending.takeToken': 'welk infofiche genomen wordt',
  'board.pending.own.takeToken': 'welk getrokken infofiche je neemt',
  'board.pending.giveToken': 'welk infofiche uit de voorraad {name} krijgt',
  'board.pending.giveTokenYou': 'welk infofiche uit de voorraad jij krijgt',
  'board.pending.own.giveToken': 'welk infofiche uit de voorraad je aan {name} geeft',
  'board.pending.placeToken': 'welke eigen draad het nieuwe infofiche krijgt',
  'board.pending.placeTokenOf': 'welke eigen draad {value} het infofiche {value} krijgt',
  'board.pending.own.placeTokenOf': 'welke van jouw draden {value} het infofiche {value} krijgt',
  'board.event.infoPlaced.given': '{owner} legt het infofiche {value} voor draad {wire}',
  'board.event.infoBeside.chosen':
    '{name} legt infofiche {value} naast de standaard: geen {value} in die hand',
  'board.event.infoBeside.chosenStand':
    '{name} legt infofiche {value} naast standaard {letter}: geen {value} in die hand',
  'board.event.infoBeside.given':
    '{name} heeft geen {value}: het infofiche {value} ligt open naast de standaard',
  'board.event.cutTogether.numberSuccess':
    '{name} wijst de draden {value} tegelijk aan ({wires}): allemaal {value}',
  'board.event.cutTogether.numberFailure':
    '{name} wijst de draden {value} tegelijk aan ({wires}); geen {value}: {wrong}',
  'board.event.lost.cutTogetherFailedNumber':
    'Een draad die met de draden {value} werd aangewezen, was geen {value}: de bom is ontploft',
  'board.event.numberPicked':
    '{name} draait nummerkaart {number} gedekt en moet deze beurt een {number} knippen',
  'board.event.numbersTurnedUp': 'Er lag geen nummerkaart open: {numbers} gaan weer open',
  'board.event.skipped.tripwire':
    '{name} heeft niets meer dan de eigen struikeldraad en rode draden, zonder struikeldraad om aan te wijzen, en slaat de beurt over: de ontsteker blijft staan',
  'board.event.skipped': '{name} slaat de beurt over',
  'board.event.skipped.three':
    '{name} heeft geen van de drie open waarden en slaat de beurt over: de ontsteker blijft staan',
  'board.event.skipped.turned':
    '{name} kan alleen de omgedraaide draad van de kapitein aanwijzen en slaat de beurt over: de ontsteker schuift één stap op',
  'board.event.skipped.numberPick':
    '{name} heeft geen draad van een open nummerkaart en slaat de beurt over: de ontsteker blijft staan',
  'board.event.deckDiscarded.numbers':
    'Einde van de ronde: de bovenste kaart van de stapel nummerkaarten wordt ongezien afgelegd (nog {left})',
  'board.event.numbersDealt':
    'De edele draden zijn doorgeknipt: de {count} overige nummerkaarten worden gedekt uitgedeeld vanaf de kapitein, en iedereen markeert een draad van een ontvangen nummer',
  'board.event.tripwire.success':
    '{name} wijst {wire} aan: een struikeldraad! Hij wordt doorgeknipt en de ontsteker gaat een stap terug',
  'board.event.tripwire.failure': '{name} wijst {wire} aan: geen struikeldraad',
  'board.event.deckDiscarded':
    'Einde van de ronde: de bovenste kaart van het uitrustingsdeck wordt ongezien afgelegd (nog {left})',
  'board.event.deckRevealed': 'Het uitrustingsdeck gaat open: {cards}, meteen bruikbaar',
  'board.event.deckRevealed.none': 'Het uitrustingsdeck is leeg: er gaat geen kaart open',
  'board.event.tokensDrawn': 'Infofiches open in een rij getrokken: {values}',
  'board.event.tokensDrawn.none': 'De voorraad is leeg: er wordt geen infofiche getrokken',
  'board.event.tokenTaken.line': '{name} neemt infofiche {value} uit de rij',
  'board.event.tokenTaken.give':
    '{name} neemt infofiche {value} uit de voorraad en geeft het aan {to}',
  'board.event.tokenReturned':
    'Elke draad {value} van {name} heeft al een infofiche: dit gaat terug naar de voorraad',
  'board.beside.ownLater':
    'Infofiche {value} naast je standaard: je had geen {value} toen het bij je kwam',
  'board.beside.otherLater':
    'Infofiche {value} naast de standaard van {name}: geen {value} toen het daar kwam',
  'board.beside.noteLater': 'toen geen',
  'board.character.flipped': 'Omgedraaid: geen dubbele detector',
  'board.numberPick.title': 'Nummerkaarten',
  'board.numberPick.up': 'Nummerkaart {number}: open',
  'board.numberPick.down': 'Nummerkaart {number}: gedekt',
  'board.numberPick.picked': 'Nummerkaart {number}: deze beurt gedekt gedraaid',
  'board.numberPick.gone': 'Nummerkaart {number}: de vier draden zijn doorgeknipt, uit het spel',
  'board.numberPick.tag.up': 'open',
  'board.numberPick.tag.down': 'dicht',
  'board.numberPick.tag.picked': 'nu',
  'board.numberPick.tag.gone': 'weg',
  'board.numberPick.choosing': '{name} draait een open nummerkaart om en knipt dan die waarde.',
  'board.numberPick.choosingYou': 'Draai een open nummerkaart om en knip dan die waarde.',
  'board.numberPick.must':
    '{name} draaide {number} om: {name} moet deze beurt een {number} knippen.',
  'board.numberPick.mustYou': 'Je draaide {number} om: knip deze beurt een {number}.',
  'board.numberPick.rule':
    'Ligt er bij het begin van een beurt geen kaart open, dan gaan ze allemaal weer open. Een kaart verlaat het spel zodra haar vier draden doorgeknipt zijn.',
  'board.together.title': 'Nummerkaart: tegelijk knippen',
  'board.together.text':
    'De vier draden {value} gaan alleen samen weg: wijs in je beurt elke {value} die nog in het spel is in één keer aan. Eén verkeerde draad laat de bom ontploffen.',
  'board.together.done': 'Klaar: de vier draden {value} zijn samen doorgeknipt.',
  'board.numberDeck.title': 'Stapel nummerkaarten',
  'board.numberDeck.left_one': '{count} nummerkaart wacht gedekt.',
  'board.numberDeck.left_other': '{count} nummerkaarten wachten gedekt.',
  'board.numberDeck.rule':
    'Aan het einde van elke ronde wordt er één ongezien afgelegd tot de vier draden {value} doorgeknipt zijn; daarna wordt de rest uitgedeeld en markeert iedereen een draad van een ontvangen nummer.',
  'board.numberDeck.mine':
    'Jouw nummerkaarten: {numbers}. Markeer een van je draden met een van die nummers (een nummer dat je niet meer hebt, negeer je).',
  'board.numberDeck.dealt': 'De overige nummerkaarten zijn gedekt uitgedeeld.',
  'board.deck.title': 'Uitrustingsdeck',
  'board.deck.left_one': '{count} uitrustingskaart wacht gedekt.',
  'board.deck.left_other': '{count} uitrustingskaarten wachten gedekt.',
  'board.deck.rule':
    'Tot de draden {value} samen doorgeknipt zijn, wordt aan het einde van elke ronde, vóór de beurt van de kapitein, de bovenste kaart ongezien afgelegd. Daarna gaan alle resterende kaarten open, meteen bruikbaar.',
  'board.deck.empty': 'Het deck is leeg.',
  'board.deck.revealed':
    'De kaarten die nog in het deck zaten, liggen open op tafel, meteen bruikbaar.',
  'board.equipment.noneYet':
    'Nog geen uitrustingskaart op tafel: ze wachten gedekt in het uitrustingsdeck',
  'board.handout.title': 'Infofiches uitdelen',
  'board.handout.when': 'Begint zodra de eerste twee gele draden doorgeknipt zijn: nu {cut} van 2.',
  'board.handout.give':
    'Vanaf de kapitein met de klok mee neemt elke speler een infofiche uit de voorraad en geeft het aan zijn linkerbuur, die het voor een draad van die waarde legt.',
  'board.handout.draft':
    'Dan worden {count} infofiches open in een rij getrokken; vanaf de kapitein met de klok mee neemt elke speler er een en legt het voor een eigen draad van die waarde.',
  'board.handout.running':
    'De eerste twee gele draden zijn doorgeknipt: vanaf de kapitein met de klok mee geeft elke speler een infofiche uit de voorraad aan zijn linkerbuur.',
  'board.handout.line': 'Getrokken infofiches nog in de rij:',
  'board.handout.token': 'Infofiche {value}',

  'board.pending.layNumber': 'welke nummerkaart gedekt wordt neergelegd',
  'board.pending.own.layNumber':
    'welke van je nummerkaarten je gedekt neerlegt voor de beurt van {name}',
  'board.pending.layNumberFor':
    'welke nummerkaart gedekt wordt neergelegd voor de beurt van {name}',
  'board.pending.layNumberForYou': 'welke nummerkaart gedekt wordt neergelegd voor jouw beurt',
  'board.event.numberLaid': '{name} legt een nummerkaart gedekt neer',
  'board.event.numberLaid.seen': '{name} legt nummerkaart {number} gedekt neer',
  'board.event.numberRevealed.notch':
    'De nummerkaart die {name} neerlegde, wordt opengelegd: {number}. Deze beurt is een {number} geknipt: de ontsteker gaat één stap vooruit',
  'board.event.numberRevealed.still':
    'De nummerkaart die {name} neerlegde, wordt opengelegd: {number}. Deze beurt is geen {number} geknipt: de ontsteker blijft staan',
  'board.event.numberTaken': '{name} neemt nummerkaart {number} in de hand',
  'board.event.numberTaken.unrevealed':
    'Na de koffiemok wordt de kaart niet opengelegd: {name} neemt de nummerkaart die {from} neerlegde gedekt',
  'board.event.numberTaken.unrevealed.seen':
    'Na de koffiemok wordt de kaart niet opengelegd: {name} neemt nummerkaart {number}, neergelegd door {from}, gedekt',
  'board.event.numberDrawn': '{name} trekt een nummerkaart van de stapel',
  'board.event.numberDrawn.seen': '{name} trekt nummerkaart {number} van de stapel',
  'board.event.numberCardsDiscarded.one':
    'Nummerkaart {numbers} wordt open afgelegd: ze verlaat het spel',
  'board.event.numberCardsDiscarded.many':
    'Nummerkaarten {numbers} worden open afgelegd: ze verlaten het spel',
  'board.event.numbersReturned.one':
    '{name} heeft geen draden meer: de nummerkaart gaat gedekt onder de stapel',
  'board.event.numbersReturned.many':
    '{name} heeft geen draden meer: de {count} nummerkaarten gaan gedekt onder de stapel',
  'board.numberHands.title': 'Nummerkaarten in de hand',
  'board.numberHands.you': 'Jouw kaarten',
  'board.numberHands.revealed': 'Opengelegd',
  'board.numberHands.own': 'Jouw nummerkaarten, alleen voor jou zichtbaar: {numbers}',
  'board.numberHands.ownNone': 'Je hebt geen nummerkaart',
  'board.numberHands.other_one': '{name} heeft {count} nummerkaart gedekt',
  'board.numberHands.other_other': '{name} heeft {count} nummerkaarten gedekt',
  'board.numberHands.shown': 'Nummerkaarten van {name}: {numbers}',
  'board.numberHands.slot': 'Neergelegde kaart',
  'board.numberHands.slotEmpty': 'Nog geen kaart neergelegd',
  'board.numberHands.slotSeen':
    'Nummerkaart {number}, door jou gedekt neergelegd: alleen jij ziet haar',
  'board.numberHands.slotHidden': 'Een nummerkaart, gedekt neergelegd door {name}',
  'board.numberHands.slotShown': 'Nummerkaart {number}, gedekt neergelegd door {name}',
  'board.numberHands.layingYou': 'Je legt een kaart gedekt neer voor de beurt van {name}.',
  'board.numberHands.layingForYou': '{layer} legt een kaart gedekt neer voor jouw beurt.',
  'board.numberHands.laying': '{layer} legt een kaart gedekt neer voor de beurt van {name}.',
  'board.numberHands.laidYou':
    'Je legde de {number} gedekt neer voor de beurt van {name}: alleen jij ziet haar.',
  'board.numberHands.laidForYou': '{layer} legde een kaart gedekt neer voor jouw beurt.',
  'board.numberHands.laid': '{layer} legde een kaart gedekt neer voor de beurt van {name}.',
  'board.numberHands.rule':
    'Knipt wie aan de beurt is een draad van de waarde van de neergelegde kaart, dan gaat de ontsteker één stap vooruit; na de beurt neemt die speler de kaart.',
  'board.numberHands.deck': 'Stapel',
  'board.numberHands.deckLeft_one': '{count} nummerkaart gedekt op de stapel',
  'board.numberHands.deckLeft_other': '{count} nummerkaarten gedekt op de stapel',
  'board.numberHands.discards': 'Afgelegd',
  'board.numberHands.discarded': 'Afgelegde nummerkaarten, uit het spel: {numbers}',
  'board.numberHands.reveal.notch':
    'Laatst opengelegde kaart: de {number} van {name}. Er is een {number} geknipt: de ontsteker ging één stap vooruit.',
  'board.numberHands.reveal.still':
    'Laatst opengelegde kaart: de {number} van {name}. Er is geen {number} geknipt: de ontsteker bleef staan.',

  'board.event.windowOpened.none':
    'Nummerkaart {number} wordt opengelegd: knip twee draden {number} vóór de controle',
  'board.event.windowOpened.one':
    'Nummerkaart {number} wordt opengelegd: één draad {number} is al geknipt, nog één vóór de controle',
  'board.event.windowOpened.made':
    'Nummerkaart {number} wordt opengelegd: twee draden {number} zijn al geknipt',
  'board.event.windowClosed.made': 'Venster van nummerkaart {number} gehaald: {cut} draden geknipt',
  'board.event.windowClosed.missed':
    'Venster van nummerkaart {number} gemist: {cut} van de twee draden geknipt',
  'board.event.mimeRound':
    'Een mimeronde begint: tot het volgende venster sluit, kan de chat alleen signalen sturen',
  'board.event.equipmentDiscarded': 'Het gemiste venster legt {card} van tafel af',
  'board.event.numberHeld.yes':
    '{name} trekt nummerkaart {number} en heeft een draad {number}; de kaart gaat onder de stapel',
  'board.event.numberHeld.no':
    '{name} trekt nummerkaart {number} en heeft geen draad {number}; de kaart gaat onder de stapel',
  'board.event.yellowCounts': 'Gele draden nog in handen: {counts}',
  'board.event.threeValues':
    'Drie nummerkaarten worden opengelegd: {numbers}. Alleen deze waarden mogen geknipt worden tot al hun draden het zijn',
  'board.event.threeValuesCut':
    'Elke draad van de drie waarden is geknipt: elke waarde mag weer geknipt worden',
  'board.event.yellowSweep':
    'De gele veegactie wordt afgeroepen: {name} moet elke overgebleven gele draad tegelijk aanwijzen',
  'board.event.yellowSweep.none':
    'De gele veegactie wordt afgeroepen, maar er is geen gele draad meer',
  'board.event.lost.threeValuesLeft':
    'Er waren nog draden van de drie waarden in het spel bij hun controle: de bom is ontploft',
  'board.event.lost.cutTogetherFailedYellow':
    'Een draad die bij de gele veegactie werd aangewezen, was niet geel: de bom is ontploft',
  'board.event.cutTogether.yellowSuccess':
    '{name} wijst de gele draden tegelijk aan ({wires}): allemaal geel',
  'board.event.cutTogether.yellowFailure':
    '{name} wijst de gele draden tegelijk aan ({wires}); niet geel: {wrong}',
  'board.reward.earned':
    'Alle vier draden {value} zijn doorgeknipt: nu wordt een gedekte uitrustingskaart omgedraaid, daarna de volgende nummerkaart.',
  'board.wire.xClosed': 'gesloten tot alle gele draden zijn doorgeknipt',
  'board.wire.xClosedTitle':
    'Deze X-draad is gesloten: niemand mag hem knippen voordat alle gele draden zijn doorgeknipt.',
  'board.pending.placeSequence': 'aan welk uiteinde van de rij de volgordekaart komt',
  'board.sequence.placing':
    'De volgordekaart wordt aan een uiteinde van de rij gelegd: intussen zijn alle waarden van de rij gesloten.',
  'board.sequence.movesEither':
    'Zodra {needed} draden met waarde {value} zijn doorgeknipt, gaat haar kaart weg en legt wie ze knipte de volgordekaart aan een van beide uiteinden van de rij.',
  'board.event.constraintPicked': '{name} neemt beperkingskaart {card}',
  'board.event.constraintFlipped':
    '{name} kan beperkingskaart {card} niet meer volgen en draait haar voorgoed gedekt om',
  'board.event.constraintReplaced':
    'Beperkingskaart {card} wordt omgedraaid ({left} over in de stapel)',
  'board.event.constraintReplaced.none':
    'De stapel beperkingskaarten is op: er geldt geen beperking meer',
  'board.event.skipped.constraint':
    '{name} kan geen knip doen die de beperkingskaart toelaat en slaat de beurt over: de ontsteker blijft staan',
  'board.pending.pickConstraint': 'welke beperkingskaart te nemen',
  'board.pending.replaceConstraint': 'of de beperkingskaart vervangen wordt door de volgende',
  'board.constraints.title': 'Beperkingskaarten',
  'board.constraints.shared': 'Iedereen volgt',
  'board.constraints.none': 'Er geldt geen beperkingskaart',
  'board.constraints.deck': 'Kaarten over in de stapel: {count}',
  'board.constraints.offered': 'Nog te nemen:',
  'board.constraints.flipped': '{card}, gedekt: geldt niet meer',
  'board.constraints.card': '{card}: {text}',
  'board.constraints.advice': 'Tip met twee spelers: neem niet samen A en B, of C en D.',
  'board.constraint.A': 'knip alleen even waarden',
  'board.constraint.B': 'knip alleen oneven waarden',
  'board.constraint.C': 'knip alleen de waarden 1 tot 6',
  'board.constraint.D': 'knip alleen de waarden 7 tot 12',
  'board.constraint.E': 'knip alleen de waarden 4 tot 9',
  'board.constraint.F': 'knip nooit de waarden 4 tot 9',
  'board.constraint.G': 'geen uitrustingskaart, geen persoonlijke uitrusting',
  'board.constraint.H':
    'een mislukte knip door jou of op jouw draden legt geen infofiche; knip nooit een draad met een infofiche; geen Post-it',
  'board.constraint.I': 'knip nooit de draad helemaal rechts op de standaard van een teamgenoot',
  'board.constraint.J': 'knip nooit de draad helemaal links op de standaard van een teamgenoot',
  'board.constraint.K': 'niet solo knippen',
  'board.constraint.L': 'jouw mislukte knip schuift de ontsteker twee velden op',
  'board.event.lost.turnedWire':
    'De kapitein raadde zijn omgedraaide draad verkeerd: de bom is ontploft',
  'board.token.turned': '↻',
  'board.wire.turnedTitle':
    'Omgedraaide draad: iedereen ziet zijn waarde behalve de eigenaar, die hem als enige mag knippen, door te raden.',
  'board.wire.turnedOwnTitle':
    'Jouw omgedraaide draad: iedereen behalve jij ziet zijn waarde. Alleen jij mag hem knippen, met gewoon knippen en zijn waarde als gok; een verkeerde gok doet de bom ontploffen.',
  'board.wire.turned': 'omgedraaid',
  'board.wire.turnedOwn': 'omgedraaid: je ziet hem niet',
  'board.secret': 'geheim: alleen jij ziet dit',
  'board.character.faceDown': '{name}: personagekaart gedekt',
  'board.character.hidden': 'Gedekt: nog geen persoonlijke uitrusting',
  'board.constraints.faceDown': '{name}: een gedekte beperkingskaart',
  'board.constraints.secretRule':
    'Alleen wie de personagekaart van de kapitein heeft, de zwakste schakel, moet zijn kaart volgen.',
  'board.constraints.secretGone':
    'De geheime beperkingskaarten zijn uit het spel: niemand volgt er nog een.',
  'board.event.accused.right':
    '{name} beschuldigt {accused} de zwakste schakel te zijn met kaart {card}: juist!',
  'board.event.accused.wrong':
    '{name} beschuldigt {accused} de zwakste schakel te zijn met kaart {card}: fout',
  'board.event.secretCardsDiscarded.revealed':
    'De personagekaarten gaan open, persoonlijke uitrusting is vanaf nu bruikbaar; de beperkingskaarten worden afgelegd',
  'board.event.secretCardsDiscarded.removed':
    'Alle beperkingskaarten en personagekaarten worden afgelegd: geen persoonlijke uitrusting meer tot het einde van de missie',
};
