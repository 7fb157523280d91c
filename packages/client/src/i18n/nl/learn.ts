import type { learn as en } from '../en/learn';

export const learn: Record<keyof typeof en, string> = {
  'learn.title': 'Eerste spel: leer het door te spelen',
  'learn.documentTitle': 'Eerste spel - {title}',
  'learn.count': 'Stap {step} van {steps}',
  'learn.next': 'Volgende',
  'learn.restart': 'De les opnieuw beginnen',
  'learn.mission2': 'Missie 2 spelen met bots',

  'learn.step.welcome':
    'Welkom! Dit is missie 1, de eerste oefenmissie, met drie bots als teamgenoten: Ana, Bob en Cleo. Het hele team wint door alle draden door te knippen; elke fout brengt de ontsteker dichter bij de doodskop. Volg de stappen: niets wat je hier aanklikt kan het spel laten verliezen.',
  'learn.step.yourStand':
    'Dit is jouw standaard, omlijnd. Alleen jij ziet de nummers van je draden. Ze staan altijd gesorteerd, de kleinste links. Missie 1 gebruikt alleen blauwe draden van 1 tot 6, vier van elk.',
  'learn.step.teammates':
    'Hier is de standaard van Ana: je ziet alleen de achterkant van haar draden, zoals zij alleen de achterkant van de jouwe ziet. Ook haar draden staan gesorteerd: links de kleine, rechts de grote.',
  'learn.step.dial':
    'De ontsteker. Elke mislukte knip zet hem één stap dichter bij de doodskop. Met vier spelers overleeft het team drie mislukte knippen: de vierde laat de bom ontploffen.',
  'learn.step.setupToken':
    'Voor de eerste beurt toont iedereen één van zijn eigen draden met een infofiche. Jij bent de Kapitein, dus jij begint: leg je infofiche bij je 2, de omlijnde draad (klik erop, of gebruik de pijltjestoetsen en Enter).',
  'learn.step.tokens':
    'Je teamgenoten legden ook hun infofiche: Ana toont een 4, Bob een 3 en Cleo een 5. Een infofiche vertelt iedereen het nummer van de draad erachter. Kijk naar de tweede draad van Bob: dat is een 3.',
  'learn.step.dualCut':
    'Jouw beurt. Dubbel knippen: wijs een draad van een teamgenoot aan en noem zijn nummer; je moet dat nummer zelf ook hebben. Jij hebt een 3 en de infofiche van Bob zegt 3, dus deze knip is veilig. Klik op de omlijnde draad van Bob en kies dan 3.',
  'learn.step.round1':
    'Goed gedaan: de 3 van Bob en één van jouw 3’s zijn geknipt, open op tafel. Daarna knipte elke teamgenoot een draad die een infofiche toonde: Ana de 5 van Cleo, Bob de 4 van Ana, en Cleo jouw 2, dankzij jouw infofiche. Het spelverloop, omlijnd, vertelt elke zet.',
  'learn.step.miss':
    'Er is geen infofiche meer om te gebruiken, dus moet je redeneren. De omlijnde draad van Cleo zit tussen haar geknipte 2 en haar geknipte 5: het is een 2, 3, 4 of 5. Jij hebt een 5: wijs hem aan en zeg 5. Deze knip mislukt met opzet, zodat je ziet wat een fout doet.',
  'learn.step.missed':
    'Het was een 3. Na een mislukte knip legt de teamgenoot een infofiche met het echte nummer voor de draad, zodat het hele team het weet. En de ontsteker, omlijnd, schoof één stap op: nog twee fouten kan het team aan, een derde laat de bom ontploffen. Druk op Volgende om je teamgenoten te zien spelen.',
  'learn.step.round2':
    'Ana knipte de 6 van Bob, Bob de 3 van Cleo dankzij de infofiche die jouw fout liet zien, en Cleo de 2 van Ana. Als de vier draden van een nummer allemaal geknipt zijn, is dat nummer afgerond: kijk, 2 en 3 zijn klaar.',
  'learn.step.soloCut':
    'Twee 6’en zijn geknipt en de andere twee staan allebei op jouw standaard. Heb je alle nog niet geknipte draden van een nummer, dan mag je ze alleen knippen, zonder iemand aan te wijzen: solo knippen. Kies „Solo knippen 6”, omlijnd.',
  'learn.step.lastCut':
    'Je teamgenoten knipten de 4’en, jouw 5 en de 1 van Ana. Er zijn alleen nog 1’en: alle andere nummers zijn afgerond. De laatste draad van Bob is dus een 1, net als die van jou. Wijs hem aan en zeg 1 om de missie af te maken.',
  'learn.step.won':
    'Missie geslaagd: alle draden zijn geknipt en de bom is onschadelijk! Je gebruikte infofiches, dubbel knippen, een fout en solo knippen. Missie 2 voegt gele draden toe: speel hem met bots, of lees alle regels.',

  'learn.wrong.setupToken':
    'Nu niet die: in deze les toon je je 2, de omlijnde draad. Je teamgenoten gaan hem gebruiken.',
  'learn.wrong.dualCut':
    'Dat is nu niet de zet. Die draad kan van alles zijn, terwijl de infofiche bij de tweede draad van Bob 3 zegt en jij een 3 hebt: wijs die draad aan en kies 3.',
  'learn.wrong.miss':
    'Dat is nu niet de zet. Wijs voor deze les de omlijnde draad van Cleo aan (tussen haar geknipte 2 en haar geknipte 5) en zeg 5: we willen je een fout laten zien.',
  'learn.wrong.soloCut':
    'Dat is nu niet de zet. Jij hebt beide 6’en die nog niet geknipt zijn, dus je hebt geen teamgenoot nodig: gebruik de knop „Solo knippen 6”.',
  'learn.wrong.lastCut':
    'Dat is nu niet de zet. Er zijn alleen nog 1’en en Bob heeft er één: wijs de laatste draad van Bob aan en zeg 1.',
};
