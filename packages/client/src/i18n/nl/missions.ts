import type { missions as en } from '../en/missions';

export const missions: Record<keyof typeof en, string> = {
  'mission.1.name': 'Training, dag 1',
  'mission.1.rules':
    'Alleen blauwe draden van 1 tot 6. Leer de twee knippen: wijs een draad van een teamgenoot aan en noem een waarde die je zelf hebt, of knip alleen alle resterende draden van een waarde als ze allemaal op jouw standaard staan.',
  'mission.2.name': 'Training, dag 2',
  'mission.2.rules':
    'Twee gele draden komen bij de blauwe. Geel telt als een eigen waarde: noem „geel” om er een te knippen; een misser op een gele draad markeert hem als geel.',
  'mission.3.name': 'Training, dag 3',
  'mission.3.rules':
    'Tussen de blauwe draden zit een rode: die knippen laat de bom ontploffen. Heb je alleen nog rode draden op je standaard, dan leg je ze open. Uitrustingskaarten komen vrij zodra paren van hun nummer geknipt zijn.',
  'mission.4.name': 'Eerste dag in het veld',
  'mission.4.rules':
    'Alle 48 blauwe draden, één rode en twee gele: alles wat je tot nu toe leerde, samen.',
  'mission.5.name': 'Tweede dag in het veld',
  'mission.5.rules':
    'Er worden drie gele nummers getrokken, maar slechts twee van die draden worden uitgedeeld: je kent de drie kandidaten, nooit welke ontbreekt.',
  'mission.6.name': 'Derde dag in het veld',
  'mission.6.rules':
    'Vier gele draden: knip ze per twee zoals elke waarde, of alleen alle resterende als ze allemaal op jouw standaard staan.',
  'mission.7.name': 'Laatste lesdag',
  'mission.7.rules':
    'Er worden twee rode nummers getrokken, maar slechts één rode draad wordt uitgedeeld: elk van beide kan de echte zijn, dus wees met beide voorzichtig.',
  'mission.8.name': 'Eindexamen',
  'mission.8.rules': 'Geen nieuwe regel: laat zien dat het team alles geleerd heeft.',
  'mission.9.name': 'Gevoel voor prioriteiten',
  'mission.9.rules':
    'Drie nummerkaarten liggen open op een rij, met de volgordekaart op de eerste. De waarden van de nummerkaarten rechts ervan zijn gesloten: niemand mag ze noemen of solo knippen. Zodra twee draden van de waarde onder de volgordekaart zijn doorgeknipt, schuift die één kaart naar rechts en gaat die waarde open. Waarden die op geen nummerkaart staan, knip je zoals gewoonlijk. Begint je beurt met alleen gesloten waarden en rode draden, dan kun je niet spelen en ontploft de bom. De Dubbele bodem zit in de uitrustingsstapel: zodra twee gele draden zijn doorgeknipt, komen er twee uitrustingskaarten bij.',
  'mission.12.name': 'Verstrikt in de bureaucratie',
  'mission.12.rules':
    'Op elke uitrustingskaart ligt een open nummerkaart. Een kaart komt pas vrij als er twee draden van haar eigen waarde en twee draden van de waarde van haar nummerkaart zijn doorgeknipt. Een nummerkaart gaat weg zodra er twee draden van haar waarde zijn doorgeknipt. Eén paar kan dubbel tellen: twee draden met waarde 9 tellen voor de eigen waarde van kaart 9 én voor nummerkaart 9, waar die ook ligt. De Dubbele bodem zit in de uitrustingsstapel en krijgt net als de andere kaarten een nummerkaart; de twee kaarten die erbij komen, krijgen de volgende nummerkaarten, die elk meteen weggaan als hun paar al is doorgeknipt.',
  'mission.16.name': 'Tijd voor nieuwe prioriteiten',
  'mission.16.rules':
    'Drie nummerkaarten liggen open op een rij, met de volgordekaart op de eerste. De waarden van de nummerkaarten rechts ervan zijn gesloten: niemand mag ze noemen of solo knippen. De volgordekaart schuift pas één kaart naar rechts als alle vier de draden van de waarde eronder zijn doorgeknipt. Waarden die op geen nummerkaart staan, knip je zoals gewoonlijk. Begint je beurt met alleen gesloten waarden en rode draden, dan kun je niet spelen en ontploft de bom. De Dubbele bodem zit in de uitrustingsstapel: zodra twee gele draden zijn doorgeknipt, komen er twee uitrustingskaarten bij.',
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
  'mission.11.rules':
    'Er wordt één nummerkaart getrokken en open op de missiekaart gelegd. De vier blauwe draden met die waarde gedragen zich precies als rode draden: niemand mag die waarde noemen of er een infofiche bij leggen, er één doorknippen laat de bom ontploffen, en de Algemene radar telt ze nooit mee. Hou ze tot alleen zij en je rode draden nog over zijn, en toon ze dan. De uitrustingskaart van die waarde doet niet mee. De Dubbele bodem zit in de uitrustingsstapel: zodra twee gele draden zijn doorgeknipt, komen er twee uitrustingskaarten bij.',
  'mission.13.name': 'Rood alarm!',
  'mission.13.rules':
    'Drie rode draden, als eerste uitgedeeld: één per speler om de beurt vanaf de kapitein (met twee spelers krijgt de kapitein er twee, één op elke standaard). Elk eerste infofiche wordt willekeurig getrokken: het gaat bij een draad met die waarde, of open naast de standaard als er geen is. Rode draden worden hier nooit getoond: in je beurt mag je in plaats daarvan alle rode draden die nog in het spel zijn tegelijk aanwijzen (die van jou tellen vanzelf mee). Allemaal rood: ze worden doorgeknipt. Eén verkeerde draad: de bom ontploft, welke uitrusting er ook ligt. Met twee of drie spelers mag alleen wie een rode draad heeft dat doen; met vier of vijf iedereen. Wie alleen nog rode draden heeft, moet het doen.',
  'mission.14.name': 'Risicovolle bomontmanteling',
  'mission.14.rules':
    'De kapiteinskaart wordt willekeurig uitgedeeld: wie ze krijgt, is kapitein en het groentje. Een mislukt dubbel knippen door het groentje laat de bom meteen ontploffen, en het groentje mag de Stabilisator niet gebruiken. De anderen spelen gewoon. De Dubbele bodem zit in de uitrustingsstapel: zodra twee gele draden zijn doorgeknipt, komen er twee uitrustingskaarten bij.',
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
  'mission.15.rules':
    'De uitrustingskaarten worden gedekt uitgedeeld: niemand weet welke welke is, en ze gaan nooit van het slot door hun nummer. Een nummerkaart ligt open. Wie de laatste van haar vier draden doorknipt, draait een gedekte kaart om, blind gekozen; die mag meteen gebruikt worden, welk nummer ze ook heeft. Daarna wordt de volgende nummerkaart opengelegd; is die al helemaal doorgeknipt, dan wordt ze afgelegd en de volgende opengelegd.',
  'mission.17.name': 'De dwaalsporen van Rhett',
  'mission.17.rules':
    'De personagekaarten worden willekeurig uitgedeeld, en wie de kapiteinskaart krijgt is de kapitein en Rhett. Elk infofiche op de draden van Rhett liegt: het betekent dat de draad NIET die waarde heeft. Bij de opzet legt Rhett twee valse infofiches, elk op een van zijn draden met een andere waarde dan die van de draad, nooit op een rode draad. Mislukt dubbel knippen op een draad van Rhett, dan toont het infofiche de genoemde waarde, niet die van de draad. Rhett gebruikt geen uitrustingskaart en niet zijn dubbele detector.',
  'mission.summary.captain.noEquipmentAll': 'De kapitein gebruikt geen uitrustingskaart',
  'mission.summary.captain.noDetector': 'De kapitein mag de dubbele detector niet gebruiken',
  'mission.summary.falseTokens':
    'De kapitein legt bij de opzet {count} valse infofiches: elk infofiche op de draden van de kapitein betekent "niet deze waarde"',
  'mission.summary.faceDownEquipment':
    'Uitrustingskaarten gedekt uitgedeeld; een open nummerkaart draait er een om zodra haar vier draden zijn doorgeknipt',
  'mission.18.name': 'Een helpende hand',
  'mission.18.rules':
    'Geen infofiches bij de opzet. De enige uitrustingskaart is de Algemene radar: de hele missie open, nooit opgebruikt, iedereen mag haar altijd gebruiken. Elke beurt begint met een nummerkaart die wordt opengelegd en de Algemene radar op haar waarde: elke standaard antwoordt ja of nee. Wie aan de beurt is, kiest dan een speler die ja zei, eventueel zichzelf, en die speler knipt deze beurt een draad van die waarde (dubbel knippen, solo knippen of met de dubbele detector). De volgende beurt blijft van de linkerbuur van wie aan de beurt was. Een nummerkaart waarvan de vier draden doorgeknipt zijn, verlaat het spel; de opengelegde kaarten worden teruggeschud als de stapel op is. Wie bij het begin van zijn beurt alleen rode draden heeft, legt ze open, en er wordt geen kaart opengelegd.',
  'mission.summary.setupInfo.none': 'Geen infofiches bij de opzet',
  'mission.summary.designatedCutter':
    'Alleen de Algemene radar, open en nooit opgebruikt; elke beurt wordt een nummerkaart opengelegd en wie aan de beurt is, kiest wie haar waarde knipt',
  'mission.10.name': 'Een lastige periode',
  'mission.10.rules':
    'Er is geen beurtvolgorde. Bij het begin van het spel en na elke beurt heeft niemand de beurt: elke speler die nog draden heeft, mag Snip! zeggen om haar te nemen, en wie het eerst zegt, speelt die beurt. Niemand speelt twee beurten na elkaar, behalve met twee spelers of als nog maar één speler draden heeft; als maar één speler de beurt mag nemen, begint ze meteen. Het team speelt tegen de klok, 15 minuten (12 met twee spelers): de klok start zodra de infofiches van de opzet liggen, staat nooit stil, en als de tijd op is, ontploft de bom. De Koffiemok doet niet mee: er is geen volgende speler om aan te wijzen.',
  'mission.19.name': 'In de buik van het beest',
  'mission.19.rules':
    'De beurten gaan zoals gewoonlijk rond, tegen een gesproken klok die start zodra de infofiches van de opzet liggen en nooit stilstaat. De tafel kondigt 15 minuten aan, waarschuwt naarmate de tijd verstrijkt, en halverwege wordt de resterende tijd plots ingekort tot 5 minuten. Daarna volgen waarschuwingen bij 2 minuten en bij 30 seconden, dan een aftelling van 10 seconden; als de tijd op is, ontploft de bom. De gesproken tijdlijn en haar tijden zijn van onszelf en bij benadering: ze vervangen de geluidsopname van de uitgever, die dit spel niet bevat.',
  'mission.summary.snip':
    'Geen beurtvolgorde: elke beurt gaat naar de eerste speler die Snip! zegt, nooit twee keer na elkaar naar dezelfde',
  'mission.summary.timer_one': 'Tegen de klok: {count} minuut, daarna ontploft de bom',
  'mission.summary.timer_other': 'Tegen de klok: {count} minuten, daarna ontploft de bom',
  'mission.summary.timeline_one':
    'Een gesproken klok op onze eigen tijdlijn bij benadering: {count} minuut aangekondigd, later ingekort',
  'mission.summary.timeline_other':
    'Een gesproken klok op onze eigen tijdlijn bij benadering: {count} minuten aangekondigd, later ingekort',
  'mission.20.name': 'De Grote Boze Wolf',
  'mission.20.rules':
    'De laatste draad die elke standaard krijgt, wordt niet gesorteerd: hij blijft helemaal rechts op de standaard onder een X-teken, welke waarde of kleur hij ook heeft. Geen enkele uitrusting werkt op een X-draad: geen detector wijst hem aan (de Superdetector dekt de andere draden van de standaard), en ook de X- of Y-straal, de Post-it en een label niet; de Algemene radar telt hem niet mee, en de Stabilisator beschermt geen knip die op hem gericht is. De X-draad van een teamgenoot knip je alleen met gewoon dubbel knippen op één waarde. Een X-draad krijgt bij de opzet geen infofiche, maar een mislukte knip markeert hem zoals gewoonlijk. De Walkietalkies doen niet mee. De Dubbele bodem zit in de uitrustingsstapel: zodra twee gele draden zijn doorgeknipt, komen er twee uitrustingskaarten bij.',
  'mission.21.name': 'Dood door haggis',
  'mission.21.rules':
    'Elk infofiche in deze missie is een even/oneven-infofiche: het zegt of het nummer van de draad even of oneven is, nooit het nummer zelf. De infofiches van de opzet, het infofiche na mislukt dubbel knippen en dat van de Post-it zijn allemaal even/oneven-infofiches. Een rode draad krijgt er nooit een.',
  'mission.24.name': 'Tally-ho!',
  'mission.24.rules':
    'Elk infofiche in deze missie is een tel-infofiche: x1, x2 of x3 zegt hoeveel draden met de waarde van de gemarkeerde draad op zijn standaard staan, doorgeknipte draden meegeteld. De infofiches van de opzet, het infofiche na mislukt dubbel knippen en dat van de Post-it zijn allemaal tel-infofiches, en de Post-it mag ook een van je doorgeknipte draden markeren. Staan alle vier de draden van een waarde op één standaard, dan gaan twee x2-infofiches samen op twee ervan: de eigenaar van de standaard kiest de tweede draad. Als de Walkietalkies een draad verplaatsen, wordt zijn tel-infofiche afgelegd. Een rode draad krijgt er nooit een.',
  'mission.28.name': 'Kapitein Kluns',
  'mission.28.rules':
    'De kapitein is Kapitein Kluns. De personagekaart van de kapitein wordt voor deze missie opgeborgen: er is geen dubbele detector om te gebruiken en de Noodbatterijen brengen hem niet terug; de kapitein gebruikt ook geen uitrustingskaart. Een mislukt dubbel knippen door de kapitein laat de bom meteen ontploffen. De kapitein doet nog altijd mee als een teamgenoot de Walkietalkies of de Algemene radar gebruikt. De Dubbele bodem zit in de uitrustingsstapel: zodra twee gele draden zijn doorgeknipt, komen er twee uitrustingskaarten bij.',
  'mission.summary.xWires':
    'De laatste draad die elke standaard krijgt, blijft ongesorteerd helemaal rechts, gemarkeerd met X: geen enkele uitrusting werkt op hem',
  'mission.summary.tokens.parity':
    'Elk infofiche is een even/oneven-infofiche: bij de opzet, na een mislukte knip en met de Post-it',
  'mission.summary.tokens.count':
    'Elk infofiche is een tel-infofiche (x1, x2, x3: hoeveel van die waarde op de standaard staan): bij de opzet, na een mislukte knip en met de Post-it',
  'mission.summary.captain.characterRemoved':
    'De personagekaart van de kapitein wordt opgeborgen: geen dubbele detector',

  'mission.22.name': 'Negatieve indrukken',
  'mission.22.rules':
    'Er komt geen eerste infofiche voor een draad. In plaats daarvan legt elke speler twee infofiches van waarden die hij niet heeft naast zijn standaard (geel telt als waarde): wie twee standaarden heeft, legt er een naast elke standaard, en wie minder waarden mist, legt er minder. Zo’n infofiche zegt de tafel: hier geen draad van deze waarde. Zodra de eerste twee gele draden doorgeknipt zijn, neemt vanaf de kapitein met de klok mee elke speler een infofiche uit de voorraad en geeft het aan zijn linkerbuur, die het voor een eigen draad van die waarde legt; heeft die er geen, dan legt hij het open naast zijn standaard, en heeft elke draad van die waarde al een infofiche, dan gaat het terug naar de voorraad. De Dubbele bodem zit in de uitrustingsstapel: zodra twee gele draden doorgeknipt zijn, komen er twee uitrustingskaarten bij.',
  'mission.23.name': 'Ontmanteling in Fordwich',
  'mission.23.rules':
    'Bij de opzet gaat een nummerkaart open. Haar vier draden worden nooit per paar geknipt: in zijn beurt mag elke speler elke draad van die waarde die nog in het spel is in één keer aanwijzen (de eigen gaan vanzelf mee). Allemaal goed: ze worden allemaal doorgeknipt. Eén verkeerde draad: de bom ontploft, en geen uitrusting of dubbele detector helpt. Bij het begin ligt er geen uitrustingskaart op tafel: zeven willekeurig getrokken kaarten wachten gedekt in een deck. Aan het einde van elke ronde, vóór de beurt van de kapitein, wordt de bovenste kaart ongezien afgelegd, tot die speciale knip gedaan is; daarna gaan alle kaarten die nog in het deck zitten open en zijn ze meteen bruikbaar, wat er ook doorgeknipt is.',
  'mission.26.name': 'Als je het over de wolf hebt…',
  'mission.26.rules':
    'De twaalf nummerkaarten liggen open. Elke beurt begint met het gedekt draaien van een open kaart, van een waarde die je hebt; daarna moet je die waarde knippen, door dubbel knippen of solo knippen, en geen andere. Ligt er bij het begin van een beurt geen kaart open, dan gaan ze allemaal weer open. Een kaart verlaat het spel zodra haar vier draden doorgeknipt zijn. Wie geen draad van een open waarde heeft, slaat de beurt over, en de ontsteker blijft staan. De X- of Y-straal doet niet mee.',
  'mission.27.name': 'Spelen met draad',
  'mission.27.rules':
    'Alle personagekaarten zijn vanaf het begin omgedraaid: niemand heeft een dubbele detector, en de Noodbatterijen doen niet mee. Met twee spelers legt de kapitein geen eerste infofiche. Zodra de eerste twee gele draden doorgeknipt zijn, worden er evenveel infofiches als spelers willekeurig uit de voorraad getrokken en open in een rij gelegd. Vanaf de kapitein met de klok mee neemt elke speler er een en legt het voor een eigen draad van die waarde; heeft hij er geen, dan legt hij het open naast zijn standaard, en heeft elke draad van die waarde al een infofiche, dan gaat het terug naar de voorraad. De Dubbele bodem zit in de uitrustingsstapel: zodra twee gele draden doorgeknipt zijn, komen er twee uitrustingskaarten bij.',
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
  'mission.25.rules':
    'Niemand mag in deze missie een draadnummer noemen. Elk chatbericht dat een draadnummer van 1 tot 12 noemt, in cijfers of in woorden (in het Nederlands, Engels, Frans of Vietnamees), zet de ontsteker één stap verder: één keer per bericht, hoeveel nummers het ook noemt. Voordat zo’n bericht vertrekt, waarschuwt de tafel je en kun je het terugnemen. Toeschouwers mogen helemaal geen draadnummer noemen.',
  'mission.summary.chat.noNumbers':
    'Chat: elk bericht dat een draadnummer noemt, zet de ontsteker één stap verder',
  'mission.summary.chat.silent': 'Geen vrije chat: alleen signalen (ja, nee, wacht…)',

  'mission.29.name': 'Raadspel',
  'mission.29.rules':
    'Elke speler houdt nummerkaarten gedekt in de hand, alleen voor zichzelf zichtbaar: twee per speler, drie voor de speler rechts van de kapitein; de rest vormt een gedekte stapel. Bij het begin van elke beurt legt de speler rechts van wie aan de beurt is een van zijn kaarten gedekt neer (heeft die er geen, dan legt de volgende speler verder naar rechts). Daarna wordt de beurt gewoon gespeeld. Vervolgens wordt de kaart opengelegd: knipte wie aan de beurt was tijdens de beurt een draad van haar waarde, dan gaat de ontsteker één stap vooruit (met een detector telt alleen de draad die echt geknipt is). Die speler neemt de kaart daarna in de hand. Na de koffiemok wordt de kaart niet opengelegd: ze wordt gedekt genomen. Een kaart waarvan de vier draden geknipt zijn, wordt open afgelegd, en zodra er nog maar één waarde te knippen is, gaat ook haar kaart weg. Wie minder dan twee kaarten overhoudt, trekt van de stapel; wie geen draden meer heeft, legt zijn kaarten gedekt onder de stapel. Met twee spelers legt de kapitein geen eerste infofiche.',
  'mission.summary.numberHands':
    'Nummerkaarten in de hand, twee per speler (drie voor de speler rechts van de kapitein), de rest op een stapel: elke beurt wordt er een gedekt neergelegd, en die waarde knippen laat de ontsteker vooruitgaan',

  'mission.30.name': 'Snelheidsmissie!',
  'mission.30.rules':
    'Er wordt gespeeld tegen een gesproken klok van 11 minuten 30 seconden, die start zodra de infofiches van de opzet liggen en nooit stilstaat; als de tijd op is, ontploft de bom. De beurten gaan zoals gewoonlijk rond terwijl de tijdlijn haar gebeurtenissen afroept. Telkens opnieuw wordt de bovenste nummerkaart opengelegd en gaat er een venster open: vóór de controle, eerst 20 seconden later en daarna 15, moeten minstens twee draden van die waarde geknipt zijn (eerder geknipte draden tellen mee). Elke controle zegt wat missen kost: de ontsteker gaat één stap vooruit, niets, de laagste uitrustingskaart op tafel wordt afgelegd, of een mimeronde met alleen signalen in de chat tot de volgende controle. Na sommige controles laat een gehaald venster wie aan de beurt is een nummerkaart trekken en eerlijk zeggen of hij die waarde heeft. Eén keer zegt iedereen hoeveel gele draden hij nog heeft. Later worden drie nummerkaarten opengelegd: tot al hun draden geknipt zijn, mogen alleen die waarden geknipt worden, wie er geen van heeft slaat zijn beurt over, en elke draad van hen die twee minuten later nog in het spel is, doet de bom ontploffen. Dan wordt de gele veegactie afgeroepen: de actie van de volgende beurt is elke overgebleven gele draad op de standaarden van de teamgenoten in één keer aanwijzen (je eigen gaan vanzelf mee), en één verkeerde draad doet de bom ontploffen. Er blijven ongeveer twee minuten over om af te ronden. De tijdlijn en haar tijden zijn van onszelf en bij benadering: ze vervangen de geluidsopname van de uitgever, die dit spel niet bevat.',
  'mission.summary.speedRounds':
    'Onze eigen tijdlijn legt nummerkaarten een voor een open: knip twee draden van elke waarde vóór haar controle, of betaal wat de controle zegt; later drie waarden om helemaal te knippen, dan een gele veegactie',
  'mission.summary.cutTogether.yellow':
    'De gele veegactie: als de tijdlijn haar afroept, wijst wie aan de beurt is elke overgebleven gele draad in één keer aan',
  'mission.summary.timelineOwn':
    'Een gesproken klok op onze eigen tijdlijn bij benadering: {minutes} min {seconds} s, dan ontploft de bom',
  'mission.33.name': 'Wat in Vegas gebeurt…',
  'mission.33.rules':
    'Zoals in missie 21 is elk infofiche in deze missie een even/oneven-infofiche: de infofiches van de opzet, het infofiche na mislukt dubbel knippen en dat van de Post-it zeggen alleen of het nummer van de draad even of oneven is. Een rode draad krijgt er nooit een.',
  'mission.35.name': 'Geen schakel, één draad',
  'mission.35.rules':
    'Voordat de rode en gele draden erbij worden geschud, krijgt elke standaard eerst één blauwe draad: die blijft ongesorteerd helemaal rechts op de standaard onder een X-teken, en de eigenaar ziet hem zoals gewoonlijk. Niemand mag een X-draad knippen voordat alle vier de gele draden zijn doorgeknipt: tot dan wijst niemand hem aan met dubbel knippen, mag je geen waarde aankondigen die je alleen op je eigen X-draad hebt, en neemt solo knippen er geen mee. Daarna knip je een X-draad zoals elke andere, maar geen enkele uitrusting werkt ooit op hem (geen detector, X- of Y-straal, Post-it, label, Algemene radar of Stabilisator), en hij krijgt bij de opzet geen infofiche. Een speler wiens beurt begint met alleen nog gesloten X-draden en rode draden kan niet spelen: de bom ontploft. De Walkietalkies doen niet mee, de uitrustingskaart noch het nieuwe personage. De Dubbele bodem zit in de uitrustingsstapel.',
  'mission.40.name': 'Hard to Die (een kerstverhaal)',
  'mission.40.rules':
    'Zoals in missie 24 is elk infofiche in deze missie een tel-infofiche: x1, x2 of x3 zegt hoeveel draden met de waarde van de gemarkeerde draad op zijn standaard staan, doorgeknipte draden meegeteld. De infofiches van de opzet, het infofiche na mislukt dubbel knippen en dat van de Post-it zijn allemaal tel-infofiches, en de Post-it mag ook een van je doorgeknipte draden markeren. Staan alle vier de draden van een waarde op één standaard, dan gaan er samen twee x2-fiches op twee ervan. Verplaatsen de Walkietalkies een draad, dan wordt zijn tel-infofiche afgelegd. Een rode draad krijgt er nooit een. Met twee spelers legt de kapitein bij de opzet geen infofiche.',
  'mission.summary.xWires.blueFirst':
    'Voordat de rode en gele draden erbij komen, krijgt elke standaard één blauwe draad, ongesorteerd helemaal rechts en gemarkeerd met X: geen enkele uitrusting werkt op hem',
  'mission.summary.xWires.closed':
    'X-draden mogen pas geknipt worden als alle gele draden zijn doorgeknipt',
  'mission.36.name': 'Paniek onder de palmbomen',
  'mission.36.rules':
    'Vijf nummerkaarten liggen open in een rij, in de volgorde waarin ze getrokken zijn. Vóór de infofiches van de opzet legt de kapitein de volgordekaart aan een van beide uiteinden van de rij, met de pijl naar binnen. Van de waarden in de rij mag alleen die naast de volgordekaart geknipt worden (aangekondigd, met of zonder uitrusting, of solo knippen); de andere zijn gesloten, en waarden buiten de rij zijn vrij. Zodra 2 draden van die waarde zijn doorgeknipt, gaat haar kaart weg en legt de speler die ze knipte de volgordekaart aan een van beide uiteinden van wat overblijft. Een speler wiens beurt begint met alleen gesloten waarden en rode draden kan niet spelen: de bom ontploft. De Dubbele bodem zit in de uitrustingsstapel.',
  'mission.summary.sequenceEither':
    'Volgordekaart, kant {side}, aan een van beide uiteinden van een rij van {cards} willekeurig getrokken nummerkaarten: zodra {wires} draden van haar waarde zijn doorgeknipt, gaat die kaart weg en komt de volgordekaart opnieuw aan een van beide uiteinden',
  'mission.31.name': 'Met één hand op de rug',
  'mission.31.rules':
    'De beperkingskaarten A tot E liggen open. Vóór de infofiches van de voorbereiding neemt elke speler, vanaf de kapitein met de klok mee, er één en volgt die de hele missie; de overige kaarten gaan af. Kun je bij jouw beurt geen enkele knip doen die je kaart toelaat, zeg het dan: je draait je kaart voorgoed gedekt om en speelt voortaan normaal, ook als je later een draad krijgt die ze had toegelaten. Met twee spelers kun je beter niet samen A en B, of C en D nemen.',
  'mission.32.name': 'Grappen en grollen',
  'mission.32.rules':
    'De twaalf beperkingskaarten worden geschud tot een stapel; de bovenste ligt open en iedereen volgt die. Aan het begin van elke beurt mag de kapitein, na overleg, haar vervangen door de volgende kaart. Een speler die geen enkele knip kan doen die de kaart toelaat, zegt het en slaat zijn beurt over; de ontsteker blijft staan. Je rode draden tonen mag altijd. Is de stapel op, dan geldt geen beperking meer.',
  'mission.37.name': 'De joker slaat op hol',
  'mission.37.rules':
    'De twaalf beperkingskaarten worden geschud tot een stapel; de bovenste ligt open en iedereen volgt die. Telkens als de vier draden van een waarde allemaal geknipt zijn, vervangt de volgende kaart haar. Een speler die geen enkele knip kan doen die de kaart toelaat, slaat zijn beurt over zonder dat de ontsteker opschuift; kon niemand een hele ronde lang spelen, dan schuift de ontsteker één veld op en wordt de volgende kaart omgedraaid. Je rode draden tonen mag altijd. Is de stapel op, dan geldt geen beperking meer.',
  'mission.38.name': 'Een draad recht, een draad averecht…',
  'mission.38.rules':
    'Zodra de draden gedeeld zijn, draait de kapitein er één om zonder te kijken (het spel kiest hem willekeurig) en zet hem helemaal rechts op zijn standaard: de teamgenoten zien zijn waarde, de kapitein nooit. Alleen de kapitein mag hem knippen, en alleen met gewoon knippen, zonder uitrusting of dubbele detector: door hem als eigen draad te noemen bij dubbel knippen, of samen met zijn draden van een waarde bij solo knippen, telkens een gok naar zijn waarde; een verkeerde gok doet de bom ontploffen. De teamgenoten mogen hem niet aanwijzen. Wie niets anders meer kan aanwijzen, slaat zijn beurt over en de ontsteker gaat één stap vooruit. Is de omgedraaide draad rood, dan toont de kapitein hem met ‘rode draden tonen’ zodra alle draden die hij ziet rood zijn; tonen terwijl hij niet rood is, doet de bom ontploffen.',
  'mission.summary.turnedWires':
    'De kapitein draait ongezien één draad om: de anderen zien hem, alleen de kapitein mag hem knippen, door te raden',

  'mission.39.name': 'De 4 edele draden',
  'mission.39.rules':
    'Geen uitrustingskaarten, dus ook geen Dubbele bodem. Bij de opzet gaat een nummerkaart open op de plaats van de eerste uitrustingskaart: haar waarde is het edele nummer. Acht andere nummerkaarten, willekeurig getrokken, wachten gedekt in een stapel. De infofiches van de opzet worden willekeurig getrokken (een gele wordt opnieuw getrokken): elke infofiche komt voor een draad van die waarde, of open naast de standaard als de speler er geen heeft. De vier edele draden worden nooit per paar geknipt: in zijn beurt mag elke speler elke edele draad die nog in het spel is in één keer aanwijzen, of hij er zelf een heeft of niet (de eigen gaan vanzelf mee). Allemaal goed: ze worden allemaal doorgeknipt. Eén verkeerde draad: de bom ontploft, en geen persoonlijke uitrusting helpt. Tot dan wordt aan het einde van elke ronde, vóór de beurt van de kapitein, de bovenste kaart van de stapel ongezien afgelegd. Zijn de edele draden doorgeknipt, dan worden de overige kaarten één voor één gedekt uitgedeeld vanaf de kapitein, elk alleen gezien door wie ze krijgt; daarna legt elke speler, vanaf de kapitein met de klok mee, een infofiche voor een van zijn draden van een ontvangen nummer. Een nummer dat je niet meer hebt, of waarvan beide infofiches al in gebruik zijn, negeer je; blijft er niets over, dan leg je geen infofiche.',
  'mission.41.name': 'Latijnse bom',
  'mission.41.rules':
    'De gele draden zijn struikeldraden. Ze worden niet met de rest geschud: ze worden eerst uitgedeeld, één gedekt aan elke speler (met vijf spelers krijgt de kapitein er geen), en in de standaard gesorteerd zoals elke gele draad. De ontsteker begint op het lege vak naast de doodskop: de eerste fout laat de bom ontploffen. Geen Dubbele bodem. De infofiches van de opzet worden willekeurig getrokken (een gele wordt opnieuw getrokken). Geen enkele knip mag geel noemen, met of zonder uitrusting. In plaats daarvan mag een speler in zijn beurt één draad van een teamgenoot aanwijzen die hij voor een struikeldraad houdt: een gele draad wordt doorgeknipt en de ontsteker gaat een stap terug (nooit verder dan het vak voor vijf spelers); een blauwe draad krijgt zijn infofiche en de ontsteker gaat een stap vooruit; een rode draad laat de bom ontploffen. Een speler die niets meer heeft dan zijn eigen struikeldraad en rode draden, terwijl geen teamgenoot nog een struikeldraad heeft, slaat zijn beurt over en de ontsteker blijft staan. Een speler zonder draden speelt nog zijn beurt zolang een teamgenoot een struikeldraad heeft, om die aan te wijzen.',
  'mission.summary.numberDeck':
    'Een open nummerkaart: haar vier edele draden worden alleen samen geknipt. {count} nummerkaarten wachten gedekt in een stapel, tot dan één afgelegd aan het einde van elke ronde; de rest wordt daarna uitgedeeld en iedereen markeert een draad van een ontvangen nummer',
  'mission.summary.tripwires':
    'Gele draden zijn struikeldraden: geen knip noemt geel; je wijst in plaats daarvan een draad van een teamgenoot aan (een struikeldraad wordt doorgeknipt en de ontsteker gaat terug, een blauwe kost een stap, een rode ontploft)',
  'mission.summary.yellowsFirst':
    'De gele draden worden eerst uitgedeeld, één per speler (met vijf spelers krijgt de kapitein er geen)',
  'mission.summary.dialNextToSkull':
    'De ontsteker begint naast de doodskop: de eerste fout laat de bom ontploffen',
  'mission.34.name': 'De zwakste schakel',
  'mission.34.rules':
    'Niet met twee spelers. Zodra de kapitein bekend is, worden de personagekaarten, de kapiteinskaart erbij, willekeurig gedekt uitgedeeld, en krijgt elke speler ook gedekt een van de beperkingskaarten A tot E; ieder ziet alleen de zijne. Wie de kapiteinskaart heeft, is de zwakste schakel: alleen die moet zijn beperkingskaart volgen (de kaarten van de anderen tellen niet, maar blijven geheim). Zolang de personagekaarten gedekt liggen, heeft niemand persoonlijke uitrusting. Kan de zwakste schakel geen knip maken die zijn kaart toelaat, dan zegt hij dat: de ontsteker verspringt twee stappen en alle beperkings- en personagekaarten worden afgelegd, dus niemand heeft nog persoonlijke uitrusting tot het einde van de missie (de noodbatterijen brengen er geen terug). Aan het begin van zijn beurt mag elke andere speler een teamgenoot ervan beschuldigen de zwakste schakel te zijn, met diens beperkingskaart erbij: fout, de ontsteker verspringt één stap; juist, de personagekaarten gaan open, persoonlijke uitrusting is vanaf dan bruikbaar, en de beperkingskaarten worden afgelegd. Daarna speelt de beschuldiger hoe dan ook zijn beurt. De kapitein begint nog steeds. Geen nieuwe personages van sticker B: de personages zijn de uitgedeelde.',
  'mission.summary.constraints.secret':
    'Personagekaarten en beperkingskaarten A tot E gedekt uitgedeeld: alleen wie de kapiteinskaart heeft, volgt de zijne; teamgenoten mogen hem beschuldigen',
  'mission.summary.minPlayers': 'Alleen met {count} tot 5 spelers',
  'mission.42.name': 'Tijd om weg te lopen naar het circus',
  'mission.42.rules':
    'Er is geen tijdslimiet voor de hele missie: de beurten gaan rond zoals gewoonlijk terwijl onze eigen gesproken tijdlijn, die start zodra de start-infofiches liggen, vanaf ongeveer twee minuten haar gebeurtenissen aankondigt. Elke gebeurtenis komt tussen twee signaaltonen: zolang ze klinken knipt niemand en gebruikt niemand uitrusting, en iedereen luistert. Een geknipt paar komt terug: de twee laatst geknipte draden van de hoogste waarde waarvan een paar geknipt is, gaan ongeknipt en gedekt terug op hun plaats, zonder infofiches, en die waarde verliest haar validatiefiche. Iedereen schuift een plaats op: elke speler speelt nu de standaards van de volgende speler met de klok mee, terwijl personages, de Kapitein en de beurt bij de mensen blijven. Twee geknipte draden wisselen van plaats: de meest rechtse geknipte draden van de eerste twee standaards die er een hebben, vanaf de speler die aan de beurt is, met de klok mee. De geknipte draden van de speler die aan de beurt is worden van tafel gehaald. De validatiefiches gaan terug in de doos: een waarde krijgt haar validatiefiche pas terug als haar vierde draad opnieuw geknipt wordt. Tijdens een ta-da-ronde zegt na elke geslaagde knip die speler „Ta-da!” voordat het spel verdergaat; eindigt de ronde eerder, dan gaat de ontsteker één stap verder. Een boing-ronde verandert niets. De gebeurtenissen en hun tijden zijn van ons: ze vervangen de geluidsopname van de uitgever, die dit spel niet bevat.',
  'mission.summary.tableEvents':
    'Geen tijdslimiet: onze eigen gesproken tijdlijn verandert de tafel tussen signaaltonen (een geknipt paar terug in de standaards, iedereen schuift op, geknipte draden gewisseld of weggehaald, validatiefiches terug, een ta-da-ronde)',
};
