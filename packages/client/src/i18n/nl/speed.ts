import type { speed as en } from '../en/speed';

export const speed: Record<keyof typeof en, string> = {
  'speed.title': 'Snelle rondes',
  'speed.rule':
    'Onze eigen tijdlijn legt nummerkaarten open: knip telkens minstens twee draden van die waarde vóór de controle.',
  'speed.window': 'Venster: nummerkaart {number}',
  'speed.window.goal':
    'Knip minstens {needed} draden {number}, op welke standaarden ook, vóór de controle. Eerder geknipte draden tellen mee.',
  'speed.window.cut': '{cut} van {needed} geknipt',
  'speed.window.made': 'Gehaald',
  'speed.window.madeText': '{cut} draden {number} zijn geknipt: dit venster is gehaald.',
  'speed.window.checkIn_one': 'Controle over {count} seconde',
  'speed.window.checkIn_other': 'Controle over {count} seconden',
  'speed.window.checking': 'Wordt nu gecontroleerd…',
  'speed.window.ifMissed': 'Gemist: {cost}.',
  'speed.window.ifMade': 'Gehaald: {gain}.',
  'speed.window.none': 'Er staat nu geen venster open.',
  'speed.miss.dial': 'de ontsteker gaat één stap vooruit',
  'speed.miss.nothing': 'er gebeurt niets',
  'speed.miss.discard': 'de laagste uitrustingskaart op tafel, {card}, wordt afgelegd',
  'speed.miss.discardNone':
    'de laagste uitrustingskaart op tafel zou weggaan, maar er is er geen meer',
  'speed.miss.mime': 'een mimeronde, met alleen signalen in de chat tot de volgende controle',
  'speed.hit.nothing': 'verder gebeurt er niets',
  'speed.hit.holds':
    'wie aan de beurt is, trekt een nummerkaart en zegt eerlijk of hij die waarde heeft',
  'speed.rounds': 'Vensters tot nu toe',
  'speed.round.made': 'Nummerkaart {number}: gehaald',
  'speed.round.missed': 'Nummerkaart {number}: gemist',
  'speed.tag.made': 'gehaald',
  'speed.tag.missed': 'gemist',
  'speed.mime':
    'Mimeronde: er werd een venster gemist, dus de chat is alleen signalen tot de volgende controle.',
  'speed.three.title': 'De drie waarden',
  'speed.three.rule':
    'Tot alle vier draden van elk geknipt zijn, mogen alleen {values} geknipt worden. Wie er geen van heeft, slaat zijn beurt over.',
  'speed.three.checkIn_one':
    'Over {count} seconde doet elke draad van hen die nog in het spel is de bom ontploffen.',
  'speed.three.checkIn_other':
    'Over {count} seconden doet elke draad van hen die nog in het spel is de bom ontploffen.',
  'speed.three.checking': 'Hun tijd is op: wordt nu gecontroleerd…',
  'speed.three.done':
    'Elke draad van de drie waarden is geknipt: elke waarde mag weer geknipt worden.',
  'speed.three.card': 'Nummerkaart {number}: {cut} van {all} draden geknipt',
  'speed.three.tag': '{cut} van {all}',
  'speed.sweep.title': 'Gele veegactie',
  'speed.sweep.you':
    'Jouw actie deze beurt: wijs elke gele draad die nog op de standaarden van je teamgenoten staat in één keer aan; die van jou gaan vanzelf mee. Eén verkeerde draad doet de bom ontploffen.',
  'speed.sweep.other':
    '{name} moet elke overgebleven gele draad in één keer aanwijzen, voordat er iets anders geknipt wordt. Eén verkeerde draad doet de bom ontploffen.',
  'speed.next': 'Hierna, over {time}: {what}.',
  'speed.next.soon': 'Hierna, elk moment nu: {what}.',
  'speed.next.draw': 'een nieuw venster gaat open',
  'speed.next.check': 'het venster wordt gecontroleerd',
  'speed.next.yellowCount': 'iedereen zegt hoeveel gele draden hij heeft',
  'speed.next.threeValues': 'drie nummerkaarten worden opengelegd',
  'speed.next.threeValuesCheck': 'de drie waarden worden gecontroleerd',
  'speed.next.yellowSweep': 'de gele veegactie wordt afgeroepen',
  'speed.next.end': 'Geen getimede gebeurtenissen meer: maak het af voordat de tijd op is.',
  'speed.say.window': 'Nummerkaart {number}: knip twee draden {number} binnen {seconds} seconden.',
  'speed.say.missed': 'Venster van nummerkaart {number} gemist: {cost}.',
};
