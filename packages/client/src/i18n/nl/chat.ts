import type { chat as en } from '../en/chat';

export const chat: Record<keyof typeof en, string> = {
  'chat.title': 'Chat',
  'chat.label': 'Bericht aan de tafel',
  'chat.placeholder': 'Schrijf aan de tafel…',
  'chat.send': 'Versturen',
  'chat.sending': 'Versturen…',
  'chat.key': 'In de chat schrijven',
  'chat.tab': 'Spelverloop en chat',
  'chat.left_one': 'Nog {count} teken',
  'chat.left_other': 'Nog {count} tekens',
  'chat.over_one': '{count} teken te veel: maak het bericht korter om het te versturen',
  'chat.over_other': '{count} tekens te veel: maak het bericht korter om het te versturen',
  'chat.rule.free':
    'Praat over tactiek, uitrusting en de regels van de missie: de regels verbieden over je eigen draden te praten.',
  'chat.rule.noNumbers':
    'In deze missie zet elk bericht dat een draadnummer noemt de ontsteker één stap verder.',
  'chat.rule.spectator': 'In deze missie mogen toeschouwers geen draadnummer noemen.',
  'chat.rule.watching':
    'Je kijkt mee: de spelers zien je berichten gemarkeerd als die van een toeschouwer.',
  'chat.rule.over': 'Het spel is voorbij: praat vrijuit.',
  'chat.warn.rules':
    'Dit bericht noemt {words}. De regels verbieden over je eigen draden te praten. Toch versturen?',
  'chat.warn.dial':
    'Dit bericht noemt een draadnummer ({numbers}). Versturen zet de ontsteker één stap verder.',
  'chat.warn.dialExplodes':
    'Dit bericht noemt een draadnummer ({numbers}). De ontsteker staat één stap van de doodskop: versturen laat de bom ontploffen.',
  'chat.warn.spectator':
    'Dit bericht noemt een draadnummer ({numbers}). In deze missie mogen toeschouwers er geen noemen: pas het bericht aan.',
  'chat.sendAnyway': 'Toch versturen',
  'chat.edit': 'Aanpassen',
  'chat.takeBack': 'Terugnemen en aanpassen',
  'chat.colour.blue': 'blauw',
  'chat.colour.red': 'rood',
  'chat.colour.yellow': 'geel',
  'chat.silent.host':
    'Vrije chat staat uit aan deze tafel (zo koos de gastheer): stuur in plaats daarvan een signaal.',
  'chat.silent.mission': 'In deze missie wordt niet gepraat: stuur in plaats daarvan een signaal.',
  'chat.signals': 'Signalen',
  'chat.signal.yes': 'Ja',
  'chat.signal.no': 'Nee',
  'chat.signal.wait': 'Wacht',
  'chat.signal.ready': 'Klaar',
  'chat.signal.thanks': 'Bedankt',
  'chat.signal.needOxygen': 'Ik heb zuurstof nodig',
  'chat.spectator': 'toeschouwer',
  'chat.said': '{name}: {text}',
  'chat.said.spectator': '{name} (toeschouwer): {text}',
  'chat.said.numbers':
    '{name} noemde een draadnummer ({numbers}): de ontsteker gaat één stap verder',

  'chat.silent.mime':
    'Mimeronde: er werd een venster gemist, dus tot de volgende controle mogen alleen signalen gestuurd worden.',
};
