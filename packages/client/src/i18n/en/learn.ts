/** The first game (/learn): mission 1 with three bot teammates, one step at a time. */
export const learn = {
  'learn.title': 'First game: learn by playing',
  'learn.documentTitle': 'First game - {title}',
  'learn.count': 'Step {step} of {steps}',
  'learn.next': 'Next',
  'learn.restart': 'Start the lesson again',
  'learn.mission2': 'Play mission 2 with bots',

  'learn.step.welcome':
    'Welcome! This is mission 1, the first training mission, with three bot teammates: Ana, Bob and Cleo. The whole team wins by cutting every wire; mistakes move the detonator towards the skull. Follow the steps: nothing you click here can lose the game.',
  'learn.step.yourStand':
    'This is your stand, outlined. You alone see the numbers of your wires. They are always sorted, smallest on the left. Mission 1 uses only blue wires 1 to 6, four of each.',
  'learn.step.teammates':
    'Here is Ana’s stand: you see only the backs of her wires, and she sees only the backs of yours. Her wires are sorted too, so the ones on the left are small and the ones on the right are big.',
  'learn.step.dial':
    'The detonator. Each wrong cut moves it one notch towards the skull. With four players the team can survive three wrong cuts: the fourth one explodes the bomb.',
  'learn.step.setupToken':
    'Before the first turn, everyone shows one of their own wires with an info token. You are the Captain, so you start: put your token on your 2, the outlined wire (click it, or use the arrow keys and Enter).',
  'learn.step.tokens':
    'Your teammates placed their tokens too: Ana shows a 4, Bob a 3 and Cleo a 5. A token tells everyone the number of the wire behind it. Look at Bob’s second wire: it is a 3.',
  'learn.step.dualCut':
    'Your turn. A dual cut: point at a teammate’s wire and say its number; you must hold that number too. You hold a 3 and Bob’s token says 3, so this cut is safe. Click Bob’s outlined wire, then choose 3.',
  'learn.step.round1':
    'Well done: Bob’s 3 and one of yours are cut, face up. Then each teammate cut a wire shown by a token: Ana cut Cleo’s 5, Bob cut Ana’s 4, and Cleo cut your 2, thanks to your token. The log, outlined, tells every move.',
  'learn.step.miss':
    'No token is left to use, so you must reason. Cleo’s outlined wire sits between her cut 2 and her cut 5: it is a 2, 3, 4 or 5. You hold a 5: point at it and say 5. This one is planned to miss, on purpose, so you see what a mistake does.',
  'learn.step.missed':
    'It was a 3. After a miss, the teammate puts an info token in front of the wire with its true number, so the whole team learns it. And the detonator, outlined, moved one notch: two more mistakes are survivable, a third explodes the bomb. Press Next to watch your teammates play.',
  'learn.step.round2':
    'Ana cut Bob’s 6, Bob cut Cleo’s 3 using the token your miss revealed, and Cleo cut Ana’s 2. When the four wires of a number are all cut, that number is validated: look, 2 and 3 are done.',
  'learn.step.soloCut':
    'Two 6s are cut and the other two are both on your stand. When you hold every wire of a number that is still uncut, you may cut them alone, without pointing at anyone: a solo cut. Choose “Solo cut 6”, outlined.',
  'learn.step.lastCut':
    'Your teammates cut the 4s, your 5 and Ana’s 1. Only 1s are left: every other number is validated. So Bob’s last wire is a 1, like yours. Point at it and say 1 to finish the mission.',
  'learn.step.won':
    'Mission complete: every wire is cut and the bomb is safe! You have used info tokens, a dual cut, a miss and a solo cut. Mission 2 adds yellow wires: play it with bots, or read the full rules.',

  'learn.wrong.setupToken':
    'Not that one for now: in this lesson you show your 2, the outlined wire. Your teammates will use it.',
  'learn.wrong.dualCut':
    'Not that move now. That wire could be anything, while the info token on Bob’s second wire says 3 and you hold a 3: point at that wire and choose 3.',
  'learn.wrong.miss':
    'Not that move now. For this lesson, point at Cleo’s outlined wire (between her cut 2 and her cut 5) and say 5: we want you to see a miss.',
  'learn.wrong.soloCut':
    'Not that move now. You hold both 6s still uncut, so no teammate is needed: use the “Solo cut 6” button.',
  'learn.wrong.lastCut':
    'Not that move now. Only 1s are left, and Bob holds one of them: point at Bob’s last wire and say 1.',
};
