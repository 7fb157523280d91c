import type { errors as en } from '../en/errors';

export const errors: Record<keyof typeof en, string> = {
  'error.MALFORMED_ACTION': 'Deze actie is niet goed opgebouwd.',
  'error.GAME_OVER': 'Het spel is afgelopen.',
  'error.NOT_PLAYING': 'Het spel is nog niet begonnen.',
  'error.PENDING_CHOICE': 'Eerst moet er een keuze gemaakt worden.',
  'error.NO_PENDING_CHOICE': 'Er is nu niets te kiezen.',
  'error.NOT_YOUR_CHOICE': 'Een andere speler maakt deze keuze.',
  'error.NOT_AN_OPTION': 'Dat is geen van de mogelijkheden.',
  'error.NOT_YOUR_TURN': 'Je bent niet aan de beurt.',
  'error.TURN_ALREADY_TAKEN': 'Je hebt deze beurt al een actie gedaan.',
  'error.NO_SUCH_SEAT': 'Die plaats bestaat niet aan deze tafel.',
  'error.NO_SUCH_WIRE': 'Die draad bestaat niet.',
  'error.WIRE_ALREADY_CUT': 'Die draad is al geknipt.',
  'error.NOT_YOUR_WIRE': 'Die draad staat niet op jouw standaard.',
  'error.OWN_WIRE_TARGETED': 'Wijs een draad van een teamgenoot aan, niet je eigen draad.',
  'error.VALUE_NOT_HELD': 'Je kunt alleen een waarde noemen die op je eigen standaard staat.',
  'error.BAD_VALUE': 'Die waarde kan hier niet genoemd worden.',
  'error.MUST_REVEAL_RED': 'Er staan alleen nog rode draden op je standaard: leg ze open.',
  'error.NOT_ALL_RED': 'Je mag je rode draden pas openleggen als er niets anders over is.',
  'error.SOLO_CUT_NOT_ALL_REMAINING':
    'Voor solo knippen moeten alle resterende draden van die waarde op jouw standaard staan.',
  'error.SOLO_CUT_BAD_COUNT': 'Solo knippen gaat over twee of vier draden van één waarde.',
  'error.DETECTOR_BAD_TARGETS':
    'De detector moet het juiste aantal draden op één standaard aanwijzen.',
  'error.DETECTOR_NO_YELLOW': 'Detectoren kunnen geen geel noemen.',
  'error.CHARACTER_USED': 'Je personagekaart is al gebruikt.',
  'error.NO_PERSONAL_EQUIPMENT': 'Je personagekaart heeft dat uitrustingsstuk niet.',
  'error.EQUIPMENT_NOT_IN_PLAY': 'Die uitrustingskaart doet niet mee in dit spel.',
  'error.EQUIPMENT_LOCKED': 'Die uitrustingskaart is nog vergrendeld.',
  'error.EQUIPMENT_USED': 'Die uitrustingskaart is al gebruikt.',
  'error.EQUIPMENT_NOT_NOW': 'Die uitrustingskaart kan nu niet gebruikt worden.',
  'error.LABEL_NOT_ADJACENT': 'Het label hoort tussen twee naburige draden.',
  'error.LABEL_WRONG': 'Dat label klopt niet bij de twee draden.',
  'error.LABEL_PRESENT': 'Daar ligt al een label.',
  'error.INFO_NOT_ALLOWED': 'Daar mag geen infofiche komen.',
  'error.BAD_NEXT_SEAT': 'Die speler kan niet gekozen worden om hierna te spelen.',
  'error.VALUE_NOT_ACCESSIBLE': 'Die waarde is op het missieblad nog niet bereikbaar.',
  'error.NO_SUCH_COFFEE': 'Die koffie staat niet op het missieblad.',
  'error.COFFEE_NOT_ACCESSIBLE': 'Die koffie is op het missieblad nog niet bereikbaar.',
  'error.NOT_STUCK': 'Je hebt nog een zet: je zit niet vast.',
  'error.NO_GRID': 'Deze missie heeft geen missieblad.',
  'error.VALUE_CLOSED': 'Die waarde is gesloten tot de volgordekaart haar nummerkaart bereikt.',
  'error.NOT_IN_MISSION': 'Deze missie kent die actie niet.',
  'error.REDS_TOGETHER':
    'In deze missie worden rode draden nooit getoond: wijs in plaats daarvan alle rode draden tegelijk aan.',
  'error.TOGETHER_BAD_WIRES':
    'Wijs evenveel verschillende, niet doorgeknipte draden van je teamgenoten aan als er nog rode draden zijn (die van jou gaan vanzelf mee).',
  'error.TOGETHER_NOT_HOLDING':
    'Met 2 of 3 spelers mag alleen wie een rode draad heeft de rode draden tegelijk aanwijzen.',
  'error.EQUIPMENT_FORBIDDEN':
    'In deze missie mag de kapitein die uitrustingskaart niet gebruiken.',
  'error.VALUE_IS_RED':
    'Die waarde telt in deze missie als rood: je noemt ze nooit en knipt ze niet.',
  'error.CHAT_EMPTY': 'Schrijf iets voor je verstuurt.',
  'error.CHAT_TOO_LONG': 'Dat bericht is te lang: hoogstens 280 tekens.',
  'error.CHAT_BAD_TEXT': 'Dat bericht bevat tekens die de chat niet aanneemt.',
  'error.CHAT_SIGNALS_ONLY':
    'Vrije chat staat uit aan deze tafel: stuur in plaats daarvan een signaal.',
  'error.CHAT_NUMBERS_SPECTATOR': 'In deze missie mogen toeschouwers geen draadnummer noemen.',
  'error.BAD_MESSAGE': 'De server kon dat bericht niet lezen.',
  'error.TOO_LARGE': 'Dat bericht was te groot.',
  'error.RATE_LIMITED': 'Te veel verzoeken tegelijk: doe het wat rustiger aan.',
  'error.TOO_MANY_SOCKETS':
    'Er staan te veel verbindingen open vanaf je netwerk. Sluit een paar tabbladen en probeer het opnieuw.',
  'error.TOO_MANY_ROOMS':
    'Te veel tafels vanaf je netwerk wachten nog op de start: start er eerst een.',
  'error.ROOM_FULL': 'Deze tafel heeft al zoveel toeschouwers als er mogen.',
  'error.ROOM_EXPIRED': 'Deze tafel is nooit gestart en is verlopen.',
  'error.TIMEOUT': 'De verbinding werd na te lang wachten gesloten; ze wordt vanzelf hersteld.',
  'error.SERVER_BUSY': 'De server is op dit moment te druk; wacht even.',
  'error.UNKNOWN_ROOM': 'Deze tafel bestaat niet (of niet meer).',
  'error.BAD_TOKEN': 'De plaatssleutel van deze browser is niet geldig voor deze tafel.',
  'error.NOT_JOINED': 'Nog niet met de tafel verbonden.',
  'error.ALREADY_JOINED': 'Al met deze tafel verbonden.',
  'error.SEAT_TAKEN': 'Iemand heeft die plaats al ingenomen.',
  'error.NOT_A_PERSON_SEAT': 'Op die plaats speelt een bot.',
  'error.NOT_YOUR_SEAT': 'Je kunt alleen voor je eigen plaats handelen.',
  'error.NOT_STARTED': 'Het spel is nog niet begonnen.',
  'error.ROOM_STARTED': 'Het spel is al begonnen.',
  'error.SEATS_FREE': 'Alle plaatsen voor mensen moeten vóór de start bezet zijn.',
  'error.BAD_SETUP': 'Deze missie kan met deze opties niet worden opgezet.',
  'error.GAME_FINISHED': 'Het spel is afgelopen.',
  'error.NOT_FINISHED': 'Het spel is nog niet afgelopen.',
  'error.MISSION_LOCKED': 'Die missie zit in een doos die aan deze tafel nog niet open is.',
  'error.DUPLICATE_INTENT':
    'Deze actie werd verward met een eerdere en is niet uitgevoerd. Probeer het opnieuw.',
  'error.BAD_VERSION': 'Je tafel was niet bijgewerkt; hij is nu ververst.',
  'error.BAD_ORIGIN': 'Deze pagina mag geen verbinding maken met de server.',
  'error.NOT_FOUND': 'Deze pagina bestaat niet.',
  'error.SHUTTING_DOWN': 'De server start opnieuw op; zo meteen wordt opnieuw verbonden.',
  'error.INTERNAL': 'De server had een probleem; er is niets veranderd. Probeer het opnieuw.',
  'error.NETWORK': 'De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
  'error.retryIn_one': 'Probeer het over {count} seconde opnieuw.',
  'error.retryIn_other': 'Probeer het over {count} seconden opnieuw.',
  'error.NOT_DESIGNATED_VALUE':
    'Alleen de waarde van de nummerkaart van deze beurt mag geknipt worden, door de aangewezen speler.',
  'error.TURN_NOT_CLAIMED': 'Niemand heeft de beurt nog: zeg eerst Snip! om haar te nemen.',
  'error.TURN_TAKEN': 'Te laat: een andere speler zei eerst Snip! en speelt deze beurt.',
  'error.SNIP_TWICE': 'Jij had de laatste beurt: een andere speler neemt deze.',
  'error.NO_WIRES_LEFT': 'Je hebt geen draden meer om te knippen, dus je krijgt geen beurt meer.',
  'error.FIXED_DRAW_IMPOSSIBLE':
    'Het verslag van dit spel legt een trekking vast (een nieuwe schudronde van de nummerkaarten, of getrokken infofiches) die hier niet kan.',
  'error.SERVER_ONLY_ACTION': 'Alleen de klok van de server kan dat doen.',
  'error.BAD_NOTE': 'Notities horen op een verborgen draad van een teamgenoot, tijdens het spel.',
  'error.TOO_MANY_NOTES': 'Je hebt zoveel notities als een spel toelaat: wis er eerst een.',
  'error.X_WIRE_NO_EQUIPMENT':
    'Geen enkele uitrusting werkt op een X-draad: wijs hem aan met gewoon dubbel knippen.',

  'error.NUMBER_NOT_PICKED': 'Draai eerst een open nummerkaart om en knip dan die waarde.',
  'error.NOT_PICKED_VALUE': 'Knip alleen de waarde van de nummerkaart die je deze beurt omdraaide.',
  'error.NUMBER_PICKED': 'Je draaide deze beurt al een nummerkaart om: knip die waarde.',
  'error.CUT_TOGETHER_ONLY':
    'De draden van deze nummerkaart gaan alleen samen weg: wijs ze allemaal in één keer aan.',
  'error.TRIPWIRE_ONLY':
    'Gele draden zijn hier struikeldraden: ze verdwijnen alleen als een teamgenoot er een aanwijst.',
  'error.NO_TRIPWIRE_LEFT': 'Geen van je teamgenoten heeft nog een struikeldraad.',
  'error.TRIPWIRE_BAD_WIRE': 'Wijs één niet-doorgeknipte draad van een teamgenoot aan.',

  'error.NOT_A_THREE_VALUE':
    'Tot elke draad van de drie opengelegde waarden geknipt is, mogen alleen die waarden geknipt worden.',
  'error.SWEEP_FIRST':
    'De gele veegactie is afgeroepen: wijs eerst elke overgebleven gele draad tegelijk aan.',
  'error.NO_SWEEP': 'Er is nu geen gele veegactie afgeroepen.',
  'error.CUE_OUT_OF_ORDER': 'De tijdlijn van de missie is dat moment al voorbij.',
  'error.LISTENING':
    'Iedereen luistert tussen de twee signaaltonen: geen knip en geen uitrusting tot de tweede.',
  'error.TA_DA_OWED':
    'Een geslaagde knip wacht op zijn „Ta-da!”: het spel gaat verder zodra die gezegd is.',
  'error.NO_TA_DA_OWED': 'Geen knip van jou wacht op een „Ta-da!”.',
  'error.PAUSED': 'Het spel is gepauzeerd: wacht tot de gastheer het hervat.',
  'error.NOT_PAUSED': 'Het spel is niet gepauzeerd.',
  'error.ALREADY_PAUSED': 'Het spel is al gepauzeerd.',
  'error.NOT_AWAY': 'Die speler is er, of er speelt al een bot in die plaats.',
  'error.NO_VOTE': 'Er loopt geen stemming.',
  'error.VOTE_UNDER_WAY': 'Er loopt al een stemming om op te geven.',
  'error.NOT_ASKED': 'Jij stemt niet mee in deze stemming.',
  'error.X_WIRE_CLOSED':
    'X-draden blijven gesloten tot alle gele draden zijn doorgeknipt: niemand mag er nu al een knippen.',
  'error.CHARACTER_TAKEN': 'Een andere speler heeft dat personage al gekozen.',
  'error.CHARACTER_NOT_ALLOWED':
    'Dat personage mag hier niet: de missie verbiedt het, of jij bent de kapitein.',
  'error.CONSTRAINT_VALUE': 'Je beperkingskaart laat je die waarde niet knippen.',
  'error.CONSTRAINT_EQUIPMENT': 'Je beperkingskaart verbiedt deze uitrusting.',
  'error.CONSTRAINT_INFO_TOKEN':
    'Je beperkingskaart verbiedt een draad met een infofiche te knippen.',
  'error.CONSTRAINT_FAR_RIGHT':
    'Je beperkingskaart verbiedt de draad helemaal rechts op de standaard van een teamgenoot te knippen.',
  'error.CONSTRAINT_FAR_LEFT':
    'Je beperkingskaart verbiedt de draad helemaal links op de standaard van een teamgenoot te knippen.',
  'error.CONSTRAINT_NO_SOLO': 'Je beperkingskaart verbiedt solo knippen.',
  'error.CAN_OBEY': 'Er is nog een knip die je beperkingskaart volgt: doe die.',
  'error.TURNED_WIRE_OWNER_ONLY':
    'Alleen de eigenaar mag een omgedraaide draad knippen: wijs een andere draad aan.',
  'error.TURNED_WIRE_NO_EQUIPMENT':
    'Geen enkele uitrusting werkt op een omgedraaide draad: de eigenaar knipt hem met gewoon dubbel knippen of solo knippen, door zijn waarde te raden.',
  'error.CHARACTER_HIDDEN':
    'De personagekaarten liggen gedekt: niemand heeft persoonlijke uitrusting tot ze opengaan.',
  'error.NO_SECRET_CARDS': 'De geheime kaarten zijn uit het spel: niemand beschuldigt nog.',
  'error.ALREADY_ACCUSED': 'Je hebt deze beurt al een teamgenoot beschuldigd.',
  'error.WEAKEST_LINK': 'Jij hebt de kapiteinskaart: jij beschuldigt niet.',
};
