/**
 * Rule sticker B in the client: the lobby's character choice (every card the mission allows, a
 * taken one listed as such and not choosable, by label), the table's character cards naming the
 * personal equipment and whether it is used, and cuts built from the menu with the seat's own copy.
 */
import {
  createGame,
  legalMenu,
  missionById,
  STICKER_B,
  type Action,
  type Character,
  type DualCutMenu,
  type MissionDef,
} from '@bomb-busters/engine';
import type { RoomInfo } from '@bomb-busters/protocol';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CharacterSelect } from '../src/home/CharacterSelect';
import { I18nProvider } from '../src/i18n/I18n';
import { loadParts } from '../src/i18n/parts';
import { candidates, dualCutAction, ownCardUsable } from '../src/logic/menu';
import { IDLE, step, type Input, type Outcome } from '../src/table/play/selection';
import { Characters } from '../src/table/board/Characters';
import { contextOf, legal, setup, wire } from './play-scenario';

const seatOf = (seat: number, character: RoomInfo['seats'][number]['character']) => ({
  seat,
  kind: 'person' as const,
  connected: true,
  botTakeover: false,
  taken: true,
  character,
});
const info = {
  room: 'abc',
  status: 'open',
  mission: 8,
  players: 3,
  captain: 0,
  seats: [
    seatOf(0, null),
    seatOf(1, 'tripleDetector'),
    seatOf(2, null),
    { ...seatOf(3, 'xOrYRay'), kind: 'bot' as const },
  ],
} as RoomInfo;

// The lobby's texts are a part, loaded with its page.
await loadParts('en', ['home']);

describe('the lobby’s character choice', () => {
  const html = (seat: number) =>
    renderToStaticMarkup(
      createElement(
        I18nProvider,
        null,
        createElement(CharacterSelect, {
          info,
          allowed: ['generalRadar', 'tripleDetector', 'xOrYRay'],
          seat,
          disabled: false,
          onChange: () => undefined,
        }),
      ),
    );

  it('lists the Double Detector and the allowed cards, with a label for screen readers', () => {
    const options = [...html(2).matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
    expect(options).toEqual(['double', 'generalRadar', 'tripleDetector', 'xOrYRay']);
    expect(html(2)).toContain('Character of Seat 3');
  });

  it('says in words that another seat took a card, and does not let it be chosen', () => {
    expect(html(2)).toMatch(/<option value="tripleDetector" disabled="">Triple Detector \(taken\)/);
    // Its holder sees it as its own choice.
    expect(html(1)).toMatch(/<option value="tripleDetector" selected="">Triple Detector</);
    // A bot seat's card is the bots' choice for now: a person may still take it.
    expect(html(2)).toMatch(/<option value="xOrYRay">X or Y Ray</);
  });
});

describe('the table', () => {
  it('shows each new character’s own equipment, ready or used, without relying on colour', () => {
    const characters: Character[] = [
      { card: 'captain', used: false },
      { card: 'expert-1', personal: 'generalRadar', used: true },
      { card: 'expert-2', personal: 'walkieTalkies', used: false },
    ];
    const html = renderToStaticMarkup(
      createElement(Characters, {
        characters,
        names: ['Ann', 'Bob', 'Cleo'],
        activeSeat: 0,
        captain: 0,
        handicap: null,
        detectorBarred: false,
      }),
    );
    expect(html).toContain('Double Detector ready');
    expect(html).toContain('✖ </span>Own General Radar used');
    expect(html).toContain('✔ </span>Own Walkie-Talkies ready');
  });
});

describe('cuts and equipment with the seat’s own copy', () => {
  const mission: MissionDef = { ...(missionById(4) as MissionDef), newCharacters: STICKER_B };
  const created = createGame(
    {
      mission: 4,
      players: 3,
      seed: 'sb',
      // With 3 players the Captain has two stands.
      stands: [
        [1, 3],
        [5, 9],
        [2, 4, 6, 10],
        [3, 5, 8, 11],
      ],
      equipment: [6],
      characters: [null, 'xOrYRay', 'generalRadar'],
    },
    mission,
  );
  if (!created.ok) throw new Error(created.error.message);

  it('marks a cut with two values personal when the menu says the seat’s copy is used', () => {
    const dual: DualCutMenu = {
      seat: 1,
      values: [2, 4],
      xyRay: true,
      targets: [{ seat: 0, stand: 0, wires: [0] }],
      double: null,
      triple: null,
      super: null,
      personal: 10,
    };
    expect(dualCutAction(dual, 'single', { wires: [wire(0, 0, 0)] }, [2, 4])).toEqual({
      type: 'dualCut',
      seat: 1,
      value: [2, 4],
      target: wire(0, 0, 0),
      personal: true,
    });
    expect(dualCutAction(dual, 'single', { wires: [wire(0, 0, 0)] }, [2])).not.toHaveProperty(
      'personal',
    );
  });

  it('the own X or Y Ray beside a usable shared one: the button chooses it for the cut', () => {
    const playing = setup(created.value, [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0)]);
    const both = {
      ...playing,
      activeSeat: 1,
      equipment: [{ card: 10 as const, state: 'available' as const }],
    };
    const ctx = contextOf(both, 1, false);
    expect(ctx.legal.dualCut?.ownCopy).toBe(10);
    expect(ownCardUsable(ctx.legal, 10)).toBe(true);
    const cut = (first: Input) =>
      [
        first,
        { type: 'wire', ref: wire(2, 0, 0) },
        { type: 'value', value: 2 },
        { type: 'value', value: 4 },
      ].reduce((out, input) => step(ctx, out.selection, input as Input), {
        selection: IDLE,
        send: null,
      } as Outcome).send;
    const own = cut({ type: 'card', card: 10, personal: true });
    expect(own).toMatchObject({ type: 'dualCut', value: [2, 4], personal: true });
    expect(legal(both, own)).toBe(true);
    // The shared card's way: no `personal`, the shared card is used.
    expect(cut({ type: 'card', card: 10 })).not.toHaveProperty('personal');
  });

  it('uses the personal General Radar when no shared one is usable, else the shared one', () => {
    const playing = setup(created.value, [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0)]);
    const radar = candidates(legalMenu(playing, 2), { kind: 'equipment', card: 8 });
    expect(radar).toHaveLength(12);
    expect(radar.every((a: Action) => 'personal' in a && a.personal)).toBe(true);
    // With the shared card usable too, the card's button uses the shared one first.
    const both = { ...playing, equipment: [{ card: 8 as const, state: 'available' as const }] };
    const shared = candidates(legalMenu(both, 2), { kind: 'equipment', card: 8 });
    expect(shared.some((a: Action) => 'personal' in a && a.personal)).toBe(false);
  });

  it('the own card’s button on the character card sends the personal copy, even beside the shared one', () => {
    const playing = setup(created.value, [wire(0, 0, 0), wire(1, 0, 0), wire(2, 0, 0)]);
    const both = { ...playing, equipment: [{ card: 8 as const, state: 'available' as const }] };
    const ctx = contextOf(both, 2, false);
    expect(ownCardUsable(ctx.legal, 8)).toBe(true);
    let out = step(ctx, IDLE, { type: 'card', card: 8, personal: true });
    out = step(ctx, out.selection, { type: 'value', value: 5 });
    expect(out.send).toEqual({ type: 'equipment', seat: 2, card: 8, value: 5, personal: true });
    // Once used, the button goes.
    const used = { ...both, characters: both.characters.map((c) => ({ ...c, used: true })) };
    expect(ownCardUsable(contextOf(used, 2).legal, 8)).toBe(false);
  });

  it('shows the use button on the viewer’s own character card only', () => {
    const html = renderToStaticMarkup(
      createElement(Characters, {
        characters: [
          { card: 'captain', used: false },
          { card: 'expert-1', personal: 'xOrYRay', used: false },
          { card: 'expert-2', personal: 'generalRadar', used: false },
        ],
        names: ['Ann', 'Bob', 'Cleo'],
        activeSeat: 0,
        captain: 0,
        handicap: null,
        detectorBarred: false,
        mine: 2,
        usable: () => true,
        onUse: () => undefined,
      }),
    );
    expect([...html.matchAll(/data-action="personal"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual([
      'Use your own General Radar',
    ]);
  });
});
