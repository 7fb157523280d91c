/**
 * The rules page's plan: one section per rule, in the order a newcomer meets them, each a list of
 * blocks (a paragraph, a list, a drawing, the equipment cards, the stickers). The ids are the
 * page's anchors: /rules#dual-cut opens at the dual cut.
 */
import type { MessageKey } from '../i18n/en';

export type FigureId =
  | 'ownStand'
  | 'otherStand'
  | 'dualHit'
  | 'dualMiss'
  | 'solo'
  | 'info'
  | 'validation'
  | 'yellow'
  | 'red'
  | 'candidates'
  | 'detonator'
  | 'detector';

export type Block =
  /** A paragraph; `letter`: its `{letter}` is the letter yellow or red wires carry. */
  | { readonly text: MessageKey; readonly letter?: 'yellow' | 'red' }
  /** A paragraph leading a bulleted list. */
  | { readonly text: MessageKey; readonly items: readonly MessageKey[] }
  | { readonly figure: FigureId }
  | { readonly equipment: true }
  | { readonly stickers: true };

export interface Section {
  readonly id: string;
  readonly title: MessageKey;
  readonly blocks: readonly Block[];
}

export const SECTIONS: readonly Section[] = [
  {
    id: 'goal',
    title: 'rules.goal.title',
    blocks: [
      { text: 'rules.goal.team' },
      { text: 'rules.goal.wires' },
      { text: 'rules.goal.captain' },
    ],
  },
  {
    id: 'stand',
    title: 'rules.stand.title',
    blocks: [
      { text: 'rules.stand.hidden' },
      { figure: 'ownStand' },
      { figure: 'otherStand' },
      { text: 'rules.stand.sorted' },
      { text: 'rules.stand.deduce' },
      { text: 'rules.stand.two' },
    ],
  },
  {
    id: 'turn',
    title: 'rules.turn.title',
    blocks: [
      { text: 'rules.turn.one' },
      { text: 'rules.turn.empty' },
      { text: 'rules.turn.table' },
    ],
  },
  {
    id: 'dual-cut',
    title: 'rules.dual.title',
    blocks: [
      { text: 'rules.dual.how' },
      { text: 'rules.dual.hit' },
      { figure: 'dualHit' },
      { text: 'rules.dual.miss' },
      { figure: 'dualMiss' },
      { text: 'rules.dual.red' },
      { text: 'rules.dual.guess' },
    ],
  },
  {
    id: 'solo-cut',
    title: 'rules.solo.title',
    blocks: [{ text: 'rules.solo.how' }, { figure: 'solo' }, { text: 'rules.solo.pairs' }],
  },
  {
    id: 'info-tokens',
    title: 'rules.info.title',
    blocks: [
      { text: 'rules.info.what' },
      { text: 'rules.info.setup' },
      { text: 'rules.info.miss' },
      { figure: 'info' },
      { text: 'rules.info.short' },
    ],
  },
  {
    id: 'validation',
    title: 'rules.validation.title',
    blocks: [{ text: 'rules.validation.text' }, { figure: 'validation' }],
  },
  {
    id: 'yellow-wires',
    title: 'rules.yellow.title',
    blocks: [
      { text: 'rules.yellow.value' },
      { text: 'rules.yellow.token' },
      { figure: 'yellow' },
      { text: 'rules.yellow.look', letter: 'yellow' },
    ],
  },
  {
    id: 'red-wires',
    title: 'rules.red.title',
    blocks: [
      { text: 'rules.red.never' },
      { text: 'rules.red.reveal' },
      { figure: 'red' },
      { text: 'rules.red.look', letter: 'red' },
    ],
  },
  {
    id: 'x-of-y',
    title: 'rules.candidates.title',
    blocks: [
      { text: 'rules.candidates.draw' },
      { text: 'rules.candidates.unknown' },
      { figure: 'candidates' },
    ],
  },
  {
    id: 'detonator',
    title: 'rules.detonator.title',
    blocks: [
      { text: 'rules.detonator.moves' },
      { text: 'rules.detonator.start' },
      { figure: 'detonator' },
      { text: 'rules.detonator.missions' },
    ],
  },
  {
    id: 'double-detector',
    title: 'rules.detector.title',
    blocks: [
      { text: 'rules.detector.card' },
      { figure: 'detector' },
      { text: 'rules.detector.miss' },
    ],
  },
  {
    id: 'equipment',
    title: 'rules.equipment.title',
    blocks: [
      { text: 'rules.equipment.how' },
      { text: 'rules.equipment.use' },
      { text: 'rules.equipment.list' },
      { equipment: true },
    ],
  },
  {
    id: 'end',
    title: 'rules.end.title',
    blocks: [
      { text: 'rules.end.win' },
      {
        text: 'rules.end.lose',
        items: ['rules.end.red', 'rules.end.detonator', 'rules.end.mission'],
      },
      { text: 'rules.end.again' },
    ],
  },
  {
    id: 'talking',
    title: 'rules.talk.title',
    blocks: [
      { text: 'rules.talk.why' },
      { text: 'rules.talk.may' },
      { text: 'rules.talk.mayNot' },
      { text: 'rules.talk.chat' },
    ],
  },
  {
    id: 'stickers',
    title: 'rules.stickers.title',
    blocks: [{ text: 'rules.stickers.what' }, { stickers: true }],
  },
];

/** The section a URL hash names ("#dual-cut"), or null. */
export function sectionOf(hash: string): Section | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null; // a mistyped "%" escape
  }
  return SECTIONS.find((s) => s.id === id) ?? null;
}
