import { CHAT_MAX_LENGTH, parseRecord, viewFor, type SeatView } from '@bomb-busters/engine';
import mission25 from '../../../examples/mission-25.json';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../src/i18n/en';
import { en, fr, nl, vi } from './catalogs';
import { format, type Params } from '../src/i18n/translate';
import { createRequest, defaultForm } from '../src/home/form';
import {
  chatContext,
  chatCount,
  chatRule,
  chatWarning,
  mayOverride,
  NEAR_LIMIT,
  numbersPhrase,
  saidPhrase,
  sayText,
  saySignal,
  silentReason,
  type ChatContext,
  type SaidEvent,
} from '../src/logic/chat';
import { readKey, SHORTCUTS } from '../src/logic/keys';
import { summaryOf, summaryPhrases } from '../src/logic/missions';
import { say } from '../src/logic/words';
import { actionAt, replaySteps } from '../src/replay/steps';
import { actionPhrase } from '../src/replay/words';

const names = ['Ann', 'Bob'];
const translator =
  (catalog: Readonly<Record<MessageKey, string>>) =>
  (key: MessageKey, params?: Params): string =>
    format(catalog[key], params);
const t = translator(en);

const free: ChatContext = { policy: 'free', speaker: 'seat', running: true, stepsToSkull: 4 };
const noNumbers: ChatContext = { ...free, policy: 'noNumbers' };

describe('the chat policy at the table', () => {
  it('says why free text is off: the host’s choice or the mission’s', () => {
    expect(silentReason({ options: { stars: 0, chat: 'signals' } })).toBe('chat.silent.host');
    expect(silentReason({ options: { stars: 0 } })).toBe('chat.silent.mission');
  });

  it('reads who writes and whether the game runs from the view', () => {
    const view = (viewer: SeatView['viewer'], status: SeatView['status']) =>
      ({
        viewer,
        status,
        mission: 25,
        options: { stars: 0 },
        dial: { stepsToSkull: 1, start: 3, max: 3 },
      }) as SeatView;
    expect(chatContext(view(0, 'playing'))).toEqual({
      policy: 'noNumbers',
      speaker: 'seat',
      running: true,
      stepsToSkull: 1,
    });
    expect(chatContext(view('spectator', 'setup'))).toMatchObject({
      speaker: 'spectator',
      running: true,
    });
    expect(chatContext(view(1, 'won'))).toMatchObject({ policy: 'free', running: false });
    const off = { ...view(0, 'playing'), options: { stars: 0, chat: 'signals' } } as const;
    expect(chatContext(off).policy).toBe('silent');
  });
});

describe('the length bound', () => {
  it('stays hidden until the message nears the bound, then counts down and past it', () => {
    expect(chatCount('')).toEqual({ left: CHAT_MAX_LENGTH, shown: false, sendable: false });
    expect(chatCount('   ').sendable).toBe(false);
    expect(chatCount('hello')).toMatchObject({ shown: false, sendable: true });
    const near = 'a'.repeat(CHAT_MAX_LENGTH - NEAR_LIMIT);
    expect(chatCount(near)).toEqual({ left: NEAR_LIMIT, shown: true, sendable: true });
    expect(chatCount('a'.repeat(CHAT_MAX_LENGTH))).toMatchObject({ left: 0, sendable: true });
    expect(chatCount('a'.repeat(CHAT_MAX_LENGTH + 3))).toEqual({
      left: -3,
      shown: true,
      sendable: false,
    });
  });

  it('counts characters, not UTF-16 units, and not the spaces around the text', () => {
    expect(chatCount('✂'.repeat(CHAT_MAX_LENGTH)).sendable).toBe(true);
    expect(chatCount('😀'.repeat(CHAT_MAX_LENGTH)).left).toBe(0);
    expect(chatCount(`  ${'a'.repeat(CHAT_MAX_LENGTH)}  `).left).toBe(0);
  });
});

describe('the warning before sending', () => {
  it('under free chat: a wire value or colour, once, with a way to send anyway', () => {
    const warning = chatWarning('I have two 5s and a yellow', free);
    expect(warning).toEqual({ kind: 'rules', numbers: [2, 5], colours: ['yellow'] });
    expect(mayOverride(warning!)).toBe(true);
    expect(chatWarning('Let us use the Rewinder next', free)).toBeNull();
    expect(chatWarning('Tu as le fil rouge ?', free)).toMatchObject({ colours: ['red'] });
    // A spectator holds no wires: nothing to warn of.
    expect(chatWarning('try the 5', { ...free, speaker: 'spectator' })).toBeNull();
  });

  it('in mission 25: a wire number costs a notch of the detonator, said before', () => {
    expect(chatWarning('je pense que c’est un sept', noNumbers)).toEqual({
      kind: 'dial',
      numbers: [7],
      explodes: false,
    });
    expect(chatWarning('nine or 10?', { ...noNumbers, stepsToSkull: 1 })).toEqual({
      kind: 'dial',
      numbers: [9, 10],
      explodes: true,
    });
    // Colours cost nothing there, but the rules still frown on talking about your own wires.
    expect(chatWarning('my red one', noNumbers)).toMatchObject({ kind: 'rules', numbers: [] });
    expect(chatWarning('careful now', noNumbers)).toBeNull();
  });

  it('in mission 25: a spectator may not name a number at all (no sending anyway)', () => {
    const warning = chatWarning('try the 3', { ...noNumbers, speaker: 'spectator' });
    expect(warning).toEqual({ kind: 'spectator', numbers: [3] });
    expect(mayOverride(warning!)).toBe(false);
  });

  it('stays quiet after the game (talk is free) and with signals only', () => {
    expect(chatWarning('I had three 5s!', { ...noNumbers, running: false })).toBeNull();
    expect(chatWarning('5', { ...free, policy: 'silent' })).toBeNull();
  });
});

describe('the line under the input', () => {
  it('says what the chat costs or forbids this writer, and that talk is free after the game', () => {
    expect(chatRule(free)).toBe('chat.rule.free');
    expect(chatRule({ ...free, speaker: 'spectator' })).toBe('chat.rule.watching');
    expect(chatRule(noNumbers)).toBe('chat.rule.noNumbers');
    expect(chatRule({ ...noNumbers, speaker: 'spectator' })).toBe('chat.rule.spectator');
    expect(chatRule({ ...noNumbers, running: false })).toBe('chat.rule.over');
  });
});

describe('chat lines in words', () => {
  const said = (event: Omit<SaidEvent, 'type'>): SaidEvent => ({ type: 'said', ...event });

  it('names the speaker, a spectator as one, and a signal in the reader’s language', () => {
    expect(say(saidPhrase(said({ seat: 0, text: 'Hello <b>team</b>' }), names), t)).toBe(
      'Ann: Hello <b>team</b>',
    );
    const eve = said({ seat: 'spectator', name: 'Eve', signal: 'needOxygen' });
    expect(say(saidPhrase(eve, names), t)).toBe('Eve (spectator): I need oxygen');
    expect(say(saidPhrase(eve, names), translator(fr))).toBe(
      'Eve (spectateur) : J’ai besoin d’oxygène',
    );
    expect(say(saidPhrase(eve, names), translator(nl))).toBe(
      'Eve (toeschouwer): Ik heb zuurstof nodig',
    );
    expect(say(saidPhrase(eve, names), translator(vi))).toBe('Eve (người xem): Tôi cần dưỡng khí');
  });

  it('leaves a placeholder in the text alone', () => {
    expect(say(saidPhrase(said({ seat: 1, text: '{name} {text}' }), names), t)).toBe(
      'Bob: {name} {text}',
    );
  });

  it('says that a message in mission 25 moved the detonator, and only such a message', () => {
    const named = said({ seat: 1, text: 'a seven and a 9', numbers: [7, 9] });
    expect(say(numbersPhrase(named, names)!, t)).toBe(
      'Bob named a wire number (7, 9): the detonator moves one notch',
    );
    expect(numbersPhrase(said({ seat: 1, text: 'hi' }), names)).toBeNull();
  });

  it('words a replay step of a chat message as the log does', () => {
    const action = sayText(0, '  well played  ');
    expect(action).toEqual({ type: 'say', seat: 0, text: 'well played' });
    expect(say(actionPhrase(action, names), t)).toBe('In the chat: Ann: well played');
    const signal = { ...saySignal('spectator', 'ready'), name: 'Eve' };
    expect(say(actionPhrase(signal, names), t)).toBe('In the chat: Eve (spectator): Ready');
  });
});

describe('the table options and the keys', () => {
  it('asks the server for signals only when the host turns free chat off', () => {
    expect(createRequest(defaultForm('Ann')).options).toEqual({ stars: 0 });
    expect(createRequest({ ...defaultForm('Ann'), freeChat: false }).options).toEqual({
      stars: 0,
      freeChat: false,
    });
  });

  it('C writes in the chat, and the help lists it', () => {
    expect(readKey({ key: 'c' }, '', []).intent).toEqual({ type: 'chat' });
    expect(SHORTCUTS.some((s) => s.help === 'chat.key')).toBe(true);
  });

  it('mission 25’s setup says what naming a wire number costs', () => {
    const summary = summaryOf(25, 3)!;
    expect(summary.chat).toBe('noNumbers');
    const keys = summaryPhrases(summary, 3).setup.map((p) => ('key' in p ? p.key : p.plural));
    expect(keys).toContain('mission.summary.chat.noNumbers');
    expect(summaryOf(1, 3)!.chat).toBe('free');
  });
});

describe('a replay of mission 25 with chat (examples/mission-25.json)', () => {
  const parsed = parseRecord(mission25);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const built = replaySteps(parsed.value);
  if (!built.ok) throw new Error(built.error.message);
  const steps = built.value;
  const players = ['Ann', 'Bob', 'Cleo'];

  it('shows the lines said up to the step, and the cost of a number named', () => {
    const said = (step: number) =>
      viewFor(steps.states[step]!, 'spectator')
        .log.filter((e): e is SaidEvent => e.type === 'said')
        .map((e) => say(saidPhrase(e, players), t));
    const first = steps.actions.findIndex((a) => a.type === 'say') + 1;
    expect(said(first - 1)).toEqual([]);
    expect(said(first)).toEqual(['Bob: Bonne chance, l’équipe !']);
    const last = said(steps.states.length - 1);
    expect(last).toContain('Eve (spectator): Go team, no numbers!');
    expect(last).toContain('Cleo: Wait');
    const costs = viewFor(steps.states.at(-1)!, 0)
      .log.filter((e): e is SaidEvent => e.type === 'said')
      .flatMap((e) => numbersPhrase(e, players) ?? [])
      .map((p) => say(p, t));
    expect(costs).toContain('Ann named a wire number (7): the detonator moves one notch');
    expect(say(actionPhrase(actionAt(steps, first), players), t)).toBe(
      'In the chat: Bob: Bonne chance, l’équipe !',
    );
  });
});
