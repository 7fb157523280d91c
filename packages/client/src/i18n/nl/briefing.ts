import type { briefing as en } from '../en/briefing';

/** De missie aan tafel: het paneel en de toets, het nummer, en welke regel een waarde tegenhoudt. */
export const briefing: Record<keyof typeof en, string> = {
  'briefing.open': 'Missie',
  'briefing.openTitle': 'De missie: opzet en speciale regels (M)',
  'briefing.number': 'Missie {n}',
  'briefing.number.new': 'Nieuwe missie {n}',
  'briefing.title': '{number} — {name}',
  'briefing.setup': 'Opzet',
  'briefing.rules': 'Speciale regels',
  'briefing.sheet': 'Het missieblad nu',
  'briefing.sheet.values': 'Waarden die nu geknipt mogen worden: {values}.',
  'briefing.sheet.none': 'Het missieblad laat nu geen enkele waarde toe om te knippen.',
  'briefing.rule.rows':
    'Alleen de waarde in het eerste niet-afgevinkte vakje van elke rij mag geknipt worden.',
  'briefing.rule.liaisons':
    'Alleen waarden in cartouches die met START verbonden zijn mogen geknipt worden.',
  'briefing.blocked_one': '{values} is op het missieblad nog niet bereikbaar.',
  'briefing.blocked_other': '{values} zijn op het missieblad nog niet bereikbaar.',
  'briefing.stuck':
    'Geen van je waarden is bereikbaar op het missieblad, dus je kunt niet knippen: druk op ‘{stuck}’ om de ontsteker één stap verder te zetten, of neem een open koffie.',
  'briefing.sequence': 'De volgordekaart nu',
  'briefing.rule.sequence':
    'Een gesloten waarde mag je niet noemen en niet solo knippen tot de volgordekaart haar nummerkaart bereikt.',
  'briefing.closed_one':
    '{values} is gesloten: de volgordekaart heeft haar nummerkaart nog niet bereikt.',
  'briefing.closed_other':
    '{values} zijn gesloten: de volgordekaart heeft hun nummerkaarten nog niet bereikt.',
  'briefing.numbers': 'De nummerkaarten nu',
  'briefing.numbers.card': '{card} wacht op nummerkaart {number}',
  'briefing.numbers.none':
    'Er ligt geen nummerkaart meer op de uitrusting: elke kaart komt vrij met haar eigen paar.',
  'briefing.numbers.falseBottom':
    'De kaarten die de Dubbele bodem erbij legt, krijgen de volgende nummerkaarten.',
  'briefing.rule.numbers':
    'Een nummerkaart gaat van haar kaart af zodra twee draden van haar waarde zijn doorgeknipt; één paar telt voor elke kaart die op die waarde wacht.',
  'briefing.key': 'De missie tonen: nummer, opzet en speciale regels',
  'briefing.help':
    'Missie: de knop Missie (of M) toont op elk moment het nummer en de naam van de missie, de opzet, de speciale regels en wat het missieblad of de volgordekaart nu toestaat en welke uitrustingskaarten op een nummerkaart wachten.',
  'briefing.redNumber': 'De rode nummerkaart',
  'briefing.redNumber.text':
    'Nummerkaart {value} ligt op de missiekaart: de vier draden met waarde {value} tellen als rode draden.',
  'briefing.rule.redNumber':
    'Noem ze nooit en knip er geen door; toon ze samen met je rode draden zodra er niets anders meer op je standaard staat. Ze tonen levert geen validatie op.',
  'briefing.red_one': '{values} telt in deze missie als rood: je noemt ze nooit.',
  'briefing.red_other': '{values} tellen in deze missie als rood: je noemt ze nooit.',
  'briefing.rookie': 'Het groentje',
  'briefing.rookie.text':
    '{name} kreeg de kapiteinskaart en is het groentje: een mislukt dubbel knippen door {name} laat de bom ontploffen, en {name} mag de {card} niet gebruiken.',
  'briefing.rhett': 'Rhett',
  'briefing.rhett.text':
    '{name} kreeg de kapiteinskaart en is Rhett: elk infofiche op de draden van {name} betekent dat de draad NIET die waarde heeft. {name} gebruikt geen uitrustingskaart en niet de dubbele detector.',
  'briefing.rule.faceDown':
    'De uitrustingskaarten liggen gedekt: wie de laatste van de vier draden van de open nummerkaart doorknipt, draait er blind een om, meteen bruikbaar. Daarna wordt de volgende nummerkaart opengelegd.',
  'briefing.designated_one':
    '{values} is niet de nummerkaart van deze beurt: alleen een {value} mag deze beurt geknipt worden.',
  'briefing.designated_other':
    '{values} zijn niet de nummerkaart van deze beurt: alleen een {value} mag deze beurt geknipt worden.',
  'briefing.careless': 'Kapitein Kluns',
  'briefing.careless.text':
    '{name} is de kapitein en Kapitein Kluns: de personagekaart van {name} is voor de missie opgeborgen (geen dubbele detector), {name} gebruikt geen uitrustingskaart, en mislukt dubbel knippen door {name} laat de bom ontploffen. {name} doet nog altijd mee als een teamgenoot de Walkietalkies of de Algemene radar gebruikt.',

  'briefing.picked_one':
    '{values} is niet de nummerkaart die je omdraaide: deze beurt mag alleen {value} geknipt worden.',
  'briefing.picked_other':
    '{values} zijn niet de nummerkaart die je omdraaide: deze beurt mag alleen {value} geknipt worden.',
  'briefing.together':
    'De draden {value} gaan alleen samen weg: wijs ze allemaal in één keer aan met ‘{action}’.',
  'briefing.numberPick.text': 'Open: {up}. Gedekt: {down}. Uit het spel: {gone}.',
  'briefing.none': 'geen',
  'briefing.handout': 'Het uitdelen van infofiches',

  'briefing.numberHands.mine': 'Jouw kaarten: {cards}.',
  'briefing.numberHands.others': 'Gedekt in de andere handen: {hands}.',
  'briefing.numberHands.hand': '{name}: {count}',
  'briefing.numberHands.pile': 'Stapel: {deck}. Afgelegd: {discards}.',

  'briefing.threeValues_one':
    'Je mag {values} nu niet knippen: tot elke draad van {three} geknipt is, mogen alleen die waarden geknipt worden.',
  'briefing.threeValues_other':
    'Je mag {values} nu niet knippen: tot elke draad van {three} geknipt is, mogen alleen die waarden geknipt worden.',
  'briefing.rulesUsed': 'Regels die deze missie gebruikt',
  'briefing.constraint_one': 'Beperkingskaart {card} ({text}): {values} mag niet geknipt worden.',
  'briefing.constraint_other':
    'Beperkingskaart {card} ({text}): {values} mogen niet geknipt worden.',
  'briefing.tripwire':
    'Je gele draad is een struikeldraad: geen knip noemt geel. Alleen een teamgenoot knipt hem, met ‘{action}’.',
};
