import type { play as en } from '../en/play';

export const play: Record<keyof typeof en, string> = {
  'play.region.table': 'De tafel',
  'play.region.actions': 'Jouw acties',
  'play.turn.you': 'Jij bent aan de beurt',
  'play.turn.other': '{name} is aan de beurt',
  'play.turn.youChoose': 'Jij beslist: {choice}',
  'play.turn.otherChooses': '{name} kiest {choice}',
  'play.turn.over': 'Spel afgelopen',
  'play.seat.bot': '{name} (bot)',
  'play.spectator': 'Je kijkt mee',
  'play.sound.on': 'Geluid aan',
  'play.sound.off': 'Geluid uit',
  'play.notify.on': 'Beurtmeldingen aan',
  'play.notify.off': 'Beurtmeldingen uit',
  'play.notify.refused': 'Beurtmeldingen geblokkeerd door de browser',
  'play.notify.turn': 'Jij bent aan zet: de tafel wacht op je.',
  'play.confirmCuts': 'Knippen bevestigen',
  'play.help.open': 'Toetsen en hulp',
  'play.trainingAid': 'Oefenhulp staat aan',
  'play.titleBadge': '● Jouw beurt - {title}',
  'play.prompt.cut':
    'Wijs een draad van een teamgenoot aan om te knippen, of kies hieronder iets anders.',
  'play.prompt.wait': 'Wachten op {name}.',
  'play.prompt.anyTime': 'Je mag een beschikbare uitrustingskaart op elk moment gebruiken.',
  'play.prompt.wires_one': 'Wijs nog {count} draad aan op één standaard.',
  'play.prompt.wires_other': 'Wijs nog {count} draden aan op één standaard.',
  'play.prompt.stand': 'Wijs de standaard van een teamgenoot aan.',
  'play.prompt.value': 'Welke waarde noem je?',
  'play.prompt.pair': 'Je noemt twee waarden: kies de tweede.',
  'play.prompt.solo': 'Solo knippen: welke waarde?',
  'play.prompt.using': '{card} in gebruik.',
  'play.prompt.coffee': 'Koffiepauze.',
  'play.ask.wire': 'Wijs een van de gemarkeerde draden aan.',
  'play.ask.wireOnly': 'Wijs de gemarkeerde draad aan.',
  'play.ask.teammate': 'Welke teamgenoot?',
  'play.ask.next': 'Wie speelt hierna?',
  'play.ask.seats': 'Wie krijgt de dubbele detector terug?',
  'play.ask.value': 'Welke waarde?',
  'play.ask.cell': 'Welk vakje van het missieblad?',
  'play.ask.cartouche': 'Welke cartouche?',
  'play.ask.coffee': 'Welke koffie?',
  'play.seats.pair': '{a} en {b}',
  'play.sheet.cell': '{group}: {value}',
  'play.sheet.option': 'Keuze {n}',
  'play.mode.double': 'Dubbele detector',
  'play.mode.pair': 'Twee waarden (X- of Y-straal)',
  'play.action.solo': 'Solo knippen {value}',
  'play.action.revealRed': 'Toon je rode draden',
  'play.action.stuck': 'Ik zit vast',
  'play.confirm.dualCut': 'Draad {wire} van {name} knippen en {value} zeggen?',
  'play.confirm.detector':
    'De {detector} op de draden {wires} van {name} richten en {value} zeggen?',
  'play.confirm.super': 'De {detector} op de standaard van {name} richten en {value} zeggen?',
  'play.clock': 'Over {seconds} s speelt een bot voor jou',
  'play.away': '{name} is weg',
  'play.confirm.own':
    'Als het lukt, wordt jouw draad {wire} getoond; wijs een andere draad van jou met dezelfde waarde aan om die te tonen.',
  'play.confirm.soloCut': 'Elke resterende draad met waarde {value} van jou knippen?',
  'play.confirm.equipment': '{card} gebruiken?',
  'play.confirm.coffee': 'Koffie {coffee} nemen; {name} speelt hierna?',
  'play.feedback.cut': 'Geknipt!',
  'play.feedback.failure': 'Verkeerde draad: de ontsteker schuift op.',
  'play.feedback.won': 'Bom onschadelijk gemaakt!',
  'play.feedback.lost': 'Boem! De bom is ontploft.',
  'play.help.title': 'Toetsen en hulp',
  'play.help.intro':
    'Alles kan met de muis, met aanraken of alleen met het toetsenbord. Je kunt alleen zetten kiezen die de regels nu toestaan.',
  'play.help.board':
    'Met Tab kom je bij de standaards; de pijltjestoetsen gaan langs de draden die je mag aanwijzen, Home en End springen naar de uiteinden, Enter of spatie wijst een draad aan.',
  'play.help.cut':
    'Dubbel knippen: wijs een draad van een teamgenoot aan, kies een waarde en bevestig (de bevestiging kan uit).',
  'play.help.detectors':
    'Detectoren: druk op D (of op de knop van de detectorkaart), wijs de draden op één standaard aan (of de standaard zelf bij de Superdetector) en kies een waarde.',
  'play.help.equipment':
    'Uitrusting: gebruik de knop op de kaart en wijs daarna aan wat gevraagd wordt, vraag na vraag.',
  'play.help.keys': 'Sneltoetsen',
  'play.help.key.digits': 'Kies een waarde: 1 tot 9, 0 voor 10, typ 11 of 12',
  'play.help.key.yellow': 'Kies geel',
  'play.help.key.solo': 'Solo knippen',
  'play.help.key.red': 'Toon je rode draden',
  'play.help.key.double': 'Dubbele detector aan of uit',
  'play.help.key.pair': 'X- of Y-straal: twee waarden noemen',
  'play.help.key.confirm': 'Bevestigen',
  'play.help.key.back': 'Laatste stap ongedaan maken',
  'play.help.key.cancel': 'De hele keuze annuleren',
  'play.help.key.help': 'Deze hulp openen',
  'play.key.enter': 'Enter',
  'play.key.backspace': 'Backspace',
  'play.key.escape': 'Esc',
  'play.sheet.pair': '{a} en {b}',
  'play.action.together': 'Wijs de rode draden tegelijk aan',
  'play.together.prompt_one':
    'Wijs nog {count} draad van een teamgenoot aan die volgens jou rood is.',
  'play.together.prompt_other':
    'Wijs nog {count} draden van teamgenoten aan die volgens jou rood zijn.',
  'play.together.own_one': 'Je rode draad {wires} gaat vanzelf mee: wijs hem niet aan.',
  'play.together.own_other': 'Je rode draden {wires} gaan vanzelf mee: wijs ze niet aan.',
  'play.together.warning':
    'Is één aangewezen draad niet rood, dan ontploft de bom: de Stabilisator helpt niet.',
  'play.together.must':
    'Er staan alleen nog rode draden op je standaard. In deze missie worden ze nooit getoond: wijs alle rode draden die nog in het spel zijn tegelijk aan.',
  'play.together.notHolding':
    'Je hebt geen rode draad: met minder dan {from} spelers mag alleen wie er een heeft de rode draden tegelijk aanwijzen.',
  'play.rookie.warning': 'Jij bent het groentje: mislukt je dubbel knippen, dan ontploft de bom.',
  'play.setup.random':
    'Je eerste infofiche is willekeurig getrokken: {value}. Wijs de draad met waarde {value} aan die het krijgt.',
  'play.confirm.together': '{wires} aanwijzen als de rode draden?',
  'play.ask.slot': 'Welke gedekte kaart?',
  'play.flip.blind':
    'Blind kiezen: niemand weet welke kaart onder welke rug ligt. De kaart die je omdraait mag je meteen gebruiken, welk nummer ze ook heeft.',
  'play.false.setup':
    'Jouw infofiches liegen: elk infofiche op jouw draden betekent "NIET deze waarde". Wijs een van je draden aan en kies dan een waarde die hij niet heeft. Vals infofiche {n} van {total}.',
  'play.false.failure':
    'Een knip op jouw draden mislukte: een vals infofiche met een genoemde waarde komt op een ervan. Kies de draad, en de waarde als er twee genoemd zijn (het zegt dat de draad NIET die waarde heeft).',
  'play.false.notOwn':
    'Elke waarde behalve {value}, die van de draad zelf: het infofiche moet vals zijn.',
  'play.ask.designee': 'Wie knipt de waarde van deze beurt?',
  'play.designate.why':
    'Alleen een speler wiens standaard ja zei op de Algemene radar heeft een niet-geknipte draad {value}: kies er een, jijzelf ook. De volgende beurt blijft van je linkerbuur.',
  'play.designate.no_one':
    '{names} zei nee (geen niet-geknipte draad {value}) en kan dus niet gekozen worden.',
  'play.designate.no_other':
    '{names} zeiden nee (geen niet-geknipte draad {value}) en kunnen dus niet gekozen worden.',
  'play.designate.self': '{name} (jij)',
  'play.designated.mine':
    'Knip deze beurt een draad {value}: dubbel knippen, solo knippen of de dubbele detector, als de waarde maar {value} is. Geen andere waarde mag geknipt worden.',
  'play.designated.by': '{name} heeft jou aangewezen.',
  'play.prompt.waitCut':
    'Wachten op {name}, die een draad {value} moet knippen (beurt van {turn}).',
  'play.turn.designee.yours': 'Jij bent aan de beurt: {name} knipt een draad {value}',
  'play.turn.designee.you': '{turn} is aan de beurt: jij knipt een draad {value}',
  'play.turn.designee.other': '{turn} is aan de beurt: {name} knipt een draad {value}',
  'play.certainMiss':
    'Zeker mis: de infofiche voor draad {wire} van {name} toont {token}, dus die draad kan geen {value} zijn.',
  'play.careless.warning':
    'Je bent Kapitein Kluns: mislukt je dubbel knippen, dan ontploft de bom. Je personagekaart is opgeborgen (geen dubbele detector) en je gebruikt geen uitrustingskaart.',
  'play.xWire.note':
    'Geen enkele uitrusting werkt op een X-draad: detectors en uitrustingskaarten laten X-draden buiten beschouwing (de Superdetector dekt de andere draden van de standaard). Knip er een alleen met gewoon dubbel knippen.',
  'play.xWire.ray': 'De aangewezen draad is een X-draad: de X- of Y-straal werkt niet op hem.',
  'play.countPair.hint':
    'Alle vier de draden {value} staan op jouw standaard, dus gaan twee x2-infofiches samen op twee ervan: het eerste ligt bij draad {wire}. Wijs een andere draad {value} aan voor het tweede (een doorgeknipte telt ook).',

  'play.pick.prompt': 'Draai eerst een open nummerkaart om: deze beurt moet je die waarde knippen.',
  'play.pick.card': 'Nummerkaart {number} omdraaien',
  'play.pick.notHeld_one':
    'Je hebt geen niet-geknipte draad {values}: die nummerkaart kun je niet omdraaien.',
  'play.pick.notHeld_other':
    'Je hebt geen niet-geknipte draad {values}: die nummerkaarten kun je niet omdraaien.',
  'play.action.skip': 'Mijn beurt overslaan',
  'play.skip.must':
    'Je hebt geen draad van een open nummerkaart: sla je beurt over (de ontsteker blijft staan).',
  'play.skip.barred':
    'Overslaan mag alleen wie geen draad van een open nummerkaart heeft: draai er liever een om.',
  'play.picked.mine':
    'Je draaide nummerkaart {value} om: knip deze beurt een draad {value}, door dubbel knippen of solo knippen. Geen andere waarde mag geknipt worden.',
  'play.turn.picked.you': 'Jouw beurt: knip een {value}',
  'play.turn.picked.other': 'Beurt van {name}: {name} knipt een {value}',
  'play.action.togetherNumber': 'Wijs elke {value} tegelijk aan',
  'play.together.promptNumber_one':
    'Wijs nog {count} draad van een teamgenoot aan die volgens jou een {value} is.',
  'play.together.promptNumber_other':
    'Wijs nog {count} draden van teamgenoten aan die volgens jou een {value} zijn.',
  'play.together.ownNumber_one': 'Je draad {wires} ({value}) gaat vanzelf mee: wijs hem niet aan.',
  'play.together.ownNumber_other':
    'Je draden {wires} ({value}) gaan vanzelf mee: wijs ze niet aan.',
  'play.together.warningNumber':
    'Is één aangewezen draad geen {value}, dan ontploft de bom: geen uitrusting helpt.',
  'play.together.mustNumber':
    'Naast rode draden staan alleen nog draden {value} op je standaard, en die gaan alleen samen weg: wijs elke {value} die nog in het spel is in één keer aan.',
  'play.confirm.togetherNumber': '{wires} aanwijzen als de draden {value}?',
  'play.confirm.togetherOwn': 'De vier draden {value} zijn allemaal van jou: samen knippen?',
  'play.beside.hint':
    'In plaats van een eerste infofiche leg je infofiches van waarden die je niet hebt naast je standaard: je teamgenoten weten dan dat je er geen hebt. Infofiche {n} van {total}.',
  'play.beside.stand': 'Deze komt naast je standaard {letter}.',
  'play.give.hint':
    'Vanaf de kapitein met de klok mee neemt elke speler een infofiche uit de voorraad en geeft het aan zijn linkerbuur. {name} legt het jouwe voor een eigen draad van die waarde, of naast de standaard als er geen is.',
  'play.take.hint':
    'Neem een van de open getrokken infofiches en leg het voor een van je draden van die waarde (naast je standaard als je er geen hebt).',
  'play.place.given':
    '{name} gaf je infofiche {value}: wijs er een van je draden {value} voor aan.',
  'play.place.taken': 'Wijs een van je draden {value} aan voor het infofiche {value} dat je nam.',

  'play.ask.number': 'Welke kaart leg je gedekt neer?',
  'play.ask.constraint': 'Welke beperkingskaart neem je?',
  'play.ask.replace': 'De beperkingskaart houden, of vervangen?',
  'play.lay.card': 'Nummerkaart {number} gedekt neerleggen',
  'play.lay.hint':
    'Leg een van je nummerkaarten gedekt neer voor de beurt van {name}; die speler ziet haar niet. Knipt die deze beurt een draad van haar waarde, dan gaat de ontsteker één stap vooruit, en na de beurt neemt die de kaart. Leg een waarde die volgens jou niet geknipt wordt.',
  'play.lay.waitYou':
    'Wachten tot {name} een nummerkaart gedekt neerlegt voor jouw beurt: je knipt zodra ze op tafel ligt. Knip je deze beurt een draad van haar waarde, dan gaat de ontsteker één stap vooruit.',
  'play.lay.wait': 'Wachten tot {name} een nummerkaart gedekt neerlegt voor de beurt van {active}.',
  'play.laid.mine':
    '{name} legde een nummerkaart gedekt neer voor jouw beurt: knip je een draad van haar waarde, dan gaat de ontsteker één stap vooruit. Na je beurt neem je de kaart.',

  'play.action.togetherYellow': 'Wijs elke gele draad tegelijk aan',
  'play.together.promptYellow_one':
    'Wijs nog {count} draad van een teamgenoot aan die volgens jou geel is.',
  'play.together.promptYellow_other':
    'Wijs nog {count} draden van teamgenoten aan die volgens jou geel zijn.',
  'play.together.ownYellow_one': 'Je gele draad {wires} gaat vanzelf mee: wijs hem niet aan.',
  'play.together.ownYellow_other': 'Je gele draden {wires} gaan vanzelf mee: wijs ze niet aan.',
  'play.together.warningYellow':
    'Is een aangewezen draad niet geel, dan ontploft de bom: geen uitrusting helpt.',
  'play.sweep.must':
    'De gele veegactie is afgeroepen: wijs vóór al het andere elke gele draad die nog op de standaarden van je teamgenoten staat in één keer aan.',
  'play.confirm.togetherYellow': '{wires} aanwijzen als alle overgebleven gele draden?',
  'play.confirm.togetherYellowOwn': 'Alle overgebleven gele draden zijn van jou: samen knippen?',
  'play.action.tripwire': 'Wijs een struikeldraad aan',
  'play.tripwire.prompt':
    'Wijs de draad van een teamgenoot aan die je voor een struikeldraad houdt.',
  'play.tripwire.warning':
    'Een gele draad wordt doorgeknipt en de ontsteker gaat een stap terug; een blauwe krijgt zijn infofiche en de ontsteker gaat een stap vooruit; een rode laat de bom ontploffen.',
  'play.tripwire.skip':
    'Je hebt niets meer dan je eigen struikeldraad en rode draden, en geen teamgenoot heeft nog een struikeldraad: sla je beurt over (de ontsteker blijft staan).',
  'play.confirm.tripwire': '{wire} aanwijzen als struikeldraad?',
  'play.dealt.token':
    'Leg een infofiche voor een van je draden van een nummerkaart die je kreeg (zie het paneel van de edele kaart).',
  'play.skip.three':
    'Je hebt geen draad van de drie waarden ({values}): sla je beurt over (de ontsteker blijft staan).',
  'play.value.heldBack': '{value}, tegengehouden door de missie',
  'play.xWire.closed':
    'X-draden zijn gesloten tot alle gele draden zijn doorgeknipt: geen enkele knip mag er nu al een nemen, ook de jouwe niet.',
  'play.ask.end': 'Aan welk uiteinde van de rij komt de volgordekaart?',
  'play.sequence.left': 'Linkeruiteinde, naast {value}',
  'play.sequence.right': 'Rechteruiteinde, naast {value}',
  'play.constraint.pick': 'Neem een beperkingskaart: je volgt haar de hele missie.',
  'play.constraint.replace': 'Volgende kaart omdraaien',
  'play.constraint.keep': 'Deze kaart houden',
  'play.constraint.replacePrompt':
    'Een nieuwe beurt begint: beperkingskaart {card} houden, of vervangen door de volgende van de stapel?',
  'play.constraint.cannotObey': 'Ik kan mijn kaart niet volgen',
  'play.constraint.cannotObeyHint': 'Geen enkele knip volgt de beperkingskaart: zeg het.',
  'play.accuse.title': 'De zwakste schakel beschuldigen',
  'play.accuse.hint':
    'Aan het begin van je beurt mag je de teamgenoot aanwijzen die volgens jou de kapiteinskaart heeft, en zijn beperkingskaart noemen. Juist: de personagekaarten gaan open en de beperkingskaarten verdwijnen. Fout: de ontsteker verspringt één stap. Daarna speel je hoe dan ook je beurt.',
  'play.accuse.who': 'Teamgenoot',
  'play.accuse.card': 'Zijn kaart',
  'play.accuse.button': 'Beschuldigen…',
  'play.confirm.accuse':
    '{name} beschuldigen de kapiteinskaart te hebben met beperkingskaart {card}? Heb je het mis, dan verspringt de ontsteker één stap.',
  'play.constraint.cannotObeySecret':
    'Geen enkele knip volgt je geheime beperkingskaart: zeg het. De ontsteker verspringt twee stappen en alle beperkingskaarten en personagekaarten worden afgelegd.',
  'play.action.soloGuess': 'Solo knippen {value} met je omgedraaide draad',
  'play.turned.soloHint':
    'Solo knippen met je omgedraaide draad, gokkend dat hij ook die waarde heeft (een verkeerde gok laat de bom ontploffen):',
  'play.turned.guess':
    'Een gok: je noemt je omgedraaide draad, die je niet ziet, {value}. Klopt het niet, dan ontploft de bom.',
  'play.turned.skip':
    'Bij je teamgenoten ligt alleen nog de omgedraaide draad van de kapitein, die alleen hij mag knippen: sla je beurt over (de ontsteker schuift één stap op).',
  'play.constraint.obeyed': 'Je volgt beperkingskaart {card}: {text}.',
};
