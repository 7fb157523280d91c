import type { rules as en } from '../en/rules';

export const rules: Record<keyof typeof en, string> = {
  'rules.title': 'Zo speel je',
  'rules.documentTitle': 'Zo speel je - {title}',
  'rules.intro':
    'Alles wat een nieuw team nodig heeft voor zijn eerste missie, regel voor regel. Elke missie voegt eigen regels toe: je ziet ze als je de missie kiest en aan tafel.',
  'rules.toc': 'Op deze pagina',
  'rules.backToTop': 'Terug naar de inhoud',
  'rules.figure.wires': '{stand}, van links naar rechts: {wires}.',
  'rules.figure.pointed': 'aangewezen',

  'rules.goal.title': 'Het doel en het team',
  'rules.goal.team':
    'Bomb Busters speel je samen: 2 tot 5 spelers vormen één team van bomexperts tegenover één bom. Het hele team wint of het hele team verliest.',
  'rules.goal.wires':
    'De draden van de bom worden over de spelers verdeeld. Het team wint zodra alle draden zijn afgehandeld: de blauwe en gele doorgeknipt, de rode getoond. Eén rode draad doorgeknipt, of de ontsteker bij de doodskop, en de bom ontploft.',
  'rules.goal.captain':
    'Eén speler is de kapitein en begint; daarna gaat de beurt van plaats naar plaats, op volgorde.',

  'rules.stand.title': 'Je standaard',
  'rules.stand.hidden':
    'Elke speler krijgt een standaard met draadtegels. Jij ziet de waarden van je eigen draden; je teamgenoten zien alleen de achterkant, net zoals jij alleen de achterkant van die van hen ziet.',
  'rules.stand.sorted':
    'Een standaard is altijd gesorteerd, de kleinste links. Blauwe draden dragen een getal van 1 tot 12, vier van elk. Gele en rode draden staan tussen de blauwe volgens het kleine kommagetal dat erop gedrukt staat (een gele 3,1 komt net na de 3’en): dat kommagetal dient alleen om te sorteren.',
  'rules.stand.deduce':
    'Die volgorde is de kern van het spel: een verborgen draad tussen een bekende 3 en een bekende 5 kan alleen een 3, een 4 of een 5 zijn, of een gele of rode draad die ertussen gesorteerd is.',
  'rules.stand.two':
    'Met 2 spelers heeft iedereen twee standaarden, met 3 spelers alleen de kapitein. Twee standaarden blijven één hand: één beurt, één infofiche bij de start, en bij solo knippen mag je draden van beide nemen.',
  'rules.figure.ownStand': 'Je standaard, zoals jij hem ziet.',
  'rules.figure.otherStand':
    'De standaard van een teamgenoot, zoals jij hem ziet: alleen achterkanten.',

  'rules.turn.title': 'Een beurt',
  'rules.turn.one':
    'In je beurt doe je precies één van drie dingen: dubbel knippen, solo knippen, of je rode draden tonen (alleen als er niets anders meer op je standaard staat). Daarna speelt de volgende speler.',
  'rules.turn.empty': 'Een speler zonder draden wordt overgeslagen; de anderen spelen door.',
  'rules.turn.table':
    'Aan deze tafel wijs je aan met de muis, een vinger of het toetsenbord, en je kunt alleen zetten kiezen die de regels toestaan: per ongeluk een regel breken kan niet.',

  'rules.dual.title': 'Dubbel knippen',
  'rules.dual.how':
    'Wijs één draad op de standaard van een teamgenoot aan en noem een waarde: een getal, of geel. Je moet zelf een niet-doorgeknipte draad van die waarde hebben: er zijn twee draden nodig, één van je teamgenoot en één van jou.',
  'rules.dual.hit':
    'Goed: de draad van je teamgenoot en een van je eigen draden met die waarde worden doorgeknipt. Beide blijven open op hun plaats liggen, zodat iedereen ziet wat ze waren.',
  'rules.dual.miss':
    'Fout: de ontsteker schuift één stap op naar de doodskop, en je teamgenoot legt een infofiche voor de aangewezen draad, met de echte waarde. Welke van je eigen draden je in gedachten had, blijft je geheim.',
  'rules.dual.red': 'Is de aangewezen draad rood, dan ontploft de bom meteen.',
  'rules.dual.guess':
    'Gokken mag, zolang je de genoemde waarde zelf hebt: een misser kost toch een stap.',
  'rules.figure.dualHit':
    'Goed: je zei 5 en de draad was een 5. Jouw 5 en die van je teamgenoot zijn doorgeknipt en blijven open op hun plaats.',
  'rules.figure.dualMiss':
    'Fout: je zei 6, maar de draad is een 7. Er ligt nu een infofiche 7 voor.',

  'rules.solo.title': 'Solo knippen',
  'rules.solo.how':
    'Staan alle draden van een waarde die nog in het spel zijn op jouw standaard, knip ze dan allemaal tegelijk, zonder hulp: alle vier, of de laatste twee als de andere twee al doorgeknipt zijn.',
  'rules.solo.pairs':
    'Draden gaan altijd per twee of per vier. Drie draden van een waarde hebben is niet genoeg: wacht tot er één bij dubbel knippen verdwijnt en knip dan de laatste twee alleen.',
  'rules.figure.solo':
    'De twee 8’en op je standaard zijn de laatste: de andere 8’en zijn al doorgeknipt. Knip ze allebei alleen.',

  'rules.info.title': 'Infofiches',
  'rules.info.what':
    'Een infofiche ligt voor een draad en toont de echte waarde, een getal of geel, voor iedereen zichtbaar. Hij blijft liggen tot die draad doorgeknipt is.',
  'rules.info.setup':
    'Voor de eerste beurt legt elke speler, te beginnen bij de kapitein, één infofiche voor een van zijn eigen blauwe draden: het team begint met een paar aanwijzingen.',
  'rules.info.miss':
    'Na mislukt dubbel knippen legt de eigenaar van de aangewezen draad er een voor, met wat de draad echt is.',
  'rules.info.short':
    'Er zijn twee infofiches van elk getal. Zijn ze allebei al in gebruik, dan wordt de waarde hardop gezegd: de tafel schrijft ze bij de draad.',
  'rules.figure.info':
    'Infofiches op de standaard van een teamgenoot: één van de start, één na een misser. De draden zelf blijven verborgen.',

  'rules.validation.title': 'Afgeronde waarden',
  'rules.validation.text':
    'Zodra alle vier draden van een getal zijn doorgeknipt, is dat getal afgerond: het bord markeert het, zodat niemand het hoeft te onthouden. Het is alleen een geheugensteun.',
  'rules.figure.validation':
    'Alle vier 3’en en alle vier 7’en zijn doorgeknipt: beide waarden zijn afgerond.',
  'rules.figure.validation.alt':
    'De afgeronde waarden: 3 en 7 zijn gemarkeerd als klaar, alle andere getallen van 1 tot 12 zijn nog in het spel.',

  'rules.yellow.title': 'Gele draden',
  'rules.yellow.value':
    'Gele draden hebben in het spel geen getal: ze delen allemaal één waarde, geel. Knip ze zoals blauwe draden: noem geel bij dubbel knippen (je moet zelf een gele draad hebben), of kies solo knippen als alle overgebleven gele draden van jou zijn.',
  'rules.yellow.token':
    'Mislukt dubbel knippen op een gele draad levert die draad een gele infofiche op.',
  'rules.yellow.look':
    'Aan deze tafel zijn gele draden gestreept en dragen ze de letter {letter}, zodat ze nooit alleen van kleur afhangen.',
  'rules.figure.yellow':
    'Een gele draad op je standaard, en een gele infofiche voor een verborgen draad van een teamgenoot.',

  'rules.red.title': 'Rode draden',
  'rules.red.never':
    'Een rode draad knip je nooit: er een aanwijzen bij dubbel knippen laat de bom ontploffen. Ze zijn er om te vermijden.',
  'rules.red.reveal':
    'Staan er alleen nog rode draden op je standaard, toon ze dan in je beurt: zo verlaten ze veilig het spel, en je standaard is dan klaar.',
  'rules.red.look': 'Aan deze tafel hebben rode draden gekruiste strepen en de letter {letter}.',
  'rules.figure.red':
    'Er staat alleen nog één niet-doorgeknipte rode draad op je standaard: toon in je beurt je rode draden.',

  'rules.candidates.title': '„x uit y”-draden',
  'rules.candidates.draw':
    'Sommige missies trekken meer rode of gele nummers dan ze uitdelen. „1 uit 2” betekent: twee nummers worden getrokken en aan iedereen getoond, daarna wordt maar één van die twee draden door de deling geschud; de andere gaat ongezien opzij. „2 uit 3” werkt op dezelfde manier.',
  'rules.candidates.unknown':
    'Niemand komt ooit te weten welke opzij ging, dus behandel elke kandidaat alsof hij erbij zit. Het bord markeert elke kandidaat met een vraagteken.',
  'rules.figure.candidates':
    'De markeringen op het bord: een gele 5,1 zit zeker in het spel; een van de rode 3,5 en 9,5 ook.',
  'rules.figure.candidates.alt':
    'Markeringen: geel 5,1, zeker; rood 3,5 met een vraagteken; rood 9,5 met een vraagteken.',

  'rules.detonator.title': 'De ontsteker',
  'rules.detonator.moves':
    'Elke keer dat dubbel knippen mislukt, schuift de ontsteker één stap op naar de doodskop. Bereikt hij de doodskop, dan ontploft de bom.',
  'rules.detonator.start':
    'Hij begint evenveel stappen van de doodskop als er spelers zijn, dus een team overleeft één fout minder dan het spelers heeft: 1 met 2 spelers, 2 met 3, 3 met 4 en 4 met 5.',
  'rules.detonator.missions':
    'Sommige missies zetten hem bij de start dichter bij de doodskop, en de Terugspoeler of een regel van de missie kan hem terugdraaien.',
  'rules.figure.detonator':
    'Vier spelers: de ontsteker begon 4 stappen van de doodskop. Na één misser staat hij op 3 stappen: er mogen nog twee fouten gebeuren.',
  'rules.figure.detonator.alt':
    'De ontsteker: een rij stappen die eindigt bij een doodskop. Het startteken staat 4 stappen van de doodskop; de naald staat er 3 stappen vandaan.',

  'rules.detector.title': 'De dubbele detector',
  'rules.detector.card':
    'Elke speler heeft een personagekaart met een dubbele detector, die één keer per missie werkt. Wijs bij dubbel knippen twee draden aan op dezelfde standaard van een teamgenoot en noem één getal (nooit geel): het lukt als een van beide draden dat getal heeft. Hebben ze het allebei, dan kiest je teamgenoot zonder een woord welke wordt doorgeknipt.',
  'rules.detector.miss':
    'Heeft geen van beide het, dan schuift de ontsteker op en legt je teamgenoot de infofiche voor een van de twee. De bom ontploft alleen als beide draden rood zijn.',
  'rules.figure.detector':
    'De dubbele detector wijst twee draden op één standaard aan, naast elkaar of niet, met één getal.',

  'rules.equipment.title': 'Uitrustingskaarten',
  'rules.equipment.how':
    'Vanaf de derde missie liggen er evenveel uitrustingskaarten op het bord als er spelers zijn, willekeurig getrokken. Elke kaart blijft op slot tot er twee draden van haar nummer zijn doorgeknipt, door wie en hoe dan ook.',
  'rules.equipment.use':
    'Eenmaal vrij mag iedereen haar gebruiken, één keer, op het moment dat haar tekst zegt. Een kaart gebruiken kost je je beurt niet, tenzij haar tekst dat zegt.',
  'rules.equipment.list':
    'De twaalf basiskaarten, en de Dubbele bodem die regelsticker A toevoegt, zoals de tafel ze toont:',

  'rules.end.title': 'Winnen en verliezen',
  'rules.end.win':
    'Het team wint zodra alle draden weg zijn: allemaal doorgeknipt, en de rode getoond.',
  'rules.end.lose': 'De bom ontploft, en het team verliest, zodra:',
  'rules.end.red': 'een rode draad wordt doorgeknipt;',
  'rules.end.detonator': 'de ontsteker de doodskop bereikt;',
  'rules.end.mission':
    'een eigen regel van de missie het zegt: de tijd is om, een speler zit vast zonder iets om te knippen, enzovoort.',
  'rules.end.again':
    'Verloren? Speel de missie opnieuw: het volgende spel krijgt een nieuwe deling.',

  'rules.talk.title': 'Wat je mag zeggen',
  'rules.talk.why':
    'Praten hoort bij het spel, maar nooit over je eigen draden: wat je weet, laat je zien met wat je knipt en met je infofiches.',
  'rules.talk.may':
    'Wel: in het algemeen over tactiek praten, bespreken welke uitrusting je wanneer gebruikt, de regels van de missie doornemen, een teamgenoot aan zijn dubbele detector herinneren.',
  'rules.talk.mayNot':
    'Niet: zeggen of laten doorschemeren welke waarden je hebt, ophalen wat er in eerdere beurten gebeurde, of je conclusies hardop zeggen.',
  'rules.talk.chat':
    'Aan deze tafel waarschuwt de chat je voordat je een bericht verstuurt dat een draadnummer of draadkleur noemt. De gastheer kan de vrije chat uitzetten, zodat alleen een paar signalen overblijven (ja, nee, wacht…), en in één missie schuift de ontsteker op voor elk bericht dat een getal noemt.',

  'rules.stickers.title': 'Regelstickers',
  'rules.stickers.what':
    'Het regelboek heeft drie lege plekken, A, B en C. In de loop van de campagne brengen verrassingsdozen voor elke plek een sticker, met een regel voor alle latere missies:',
  'rules.sticker.A':
    'A, vanaf missie 9: in missies met gele draden komt de kaart Dubbele bodem in de uitrustingsstapel.',
  'rules.sticker.B':
    'B, vanaf missie 31: elke speler behalve de kapitein mag zijn personagekaart ruilen voor een van vier nieuwe, elk met een andere persoonlijke uitrusting.',
  'rules.sticker.C':
    'C, vanaf missie 55: vijf uitrustingskaarten met een dubbel nummer komen in de stapel; voor elk ervan moeten alle vier draden van haar nummer doorgeknipt zijn.',
  'rules.sticker.inPlay': 'in het spel aan deze tafel',
  'rules.sticker.notYet': 'nog niet: deze tafel speelt die missies niet',
  'rules.stickers.missions_one':
    'Deze tafel speelt de missies {first} tot {last} en {count} van de nieuwe missies.',
  'rules.stickers.missions_other':
    'Deze tafel speelt de missies {first} tot {last} en de {count} nieuwe missies.',
};
