import {
  createGame,
  gameValueOf,
  viewFor,
  type GameState,
  type Viewer,
} from '@bomb-busters/engine';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Board, type BoardProps } from '../src/table/board/Board';

function game(): GameState {
  const created = createGame({ mission: 8, players: 3, seed: 'board-test' });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

const names = ['Ann', 'Bob', 'Cleo'];
const render = (viewer: Viewer, props: Partial<BoardProps> = {}): string =>
  renderToStaticMarkup(createElement(Board, { view: viewFor(game(), viewer), names, ...props }));

/** Each wire button: its key and its whole markup. */
const wires = (html: string): { key: string; html: string }[] =>
  [...html.matchAll(/<button[^>]*data-wire="([\d-]+)"[^>]*>.*?<\/button>/g)].map((m) => ({
    key: m[1]!,
    html: m[0],
  }));

describe('Board', () => {
  it("shows the viewer's wires face up and no value of a teammate's hidden wire", () => {
    const state = game();
    const html = render(1);
    const all = wires(html);
    expect(all).toHaveLength(state.hands.flat(2).length);
    for (const wire of all) {
      const [seat, stand, index] = wire.key.split('-').map(Number) as [number, number, number];
      const printed = state.hands[seat]![stand]![index]!.printed;
      if (seat === 1) {
        expect(wire.html).toContain(`data-printed="${gameValueOf(printed)}"`);
      } else {
        expect(wire.html).not.toContain('data-printed');
        const label = new RegExp(
          `aria-label="${names[seat]}&#x27;s stand( [AB])?, wire ${index + 1}: hidden"`,
        );
        expect(wire.html).toMatch(label);
        // Nothing but the place: without the address, label and tab index, no digit remains.
        const rest = wire.html
          .replace(/data-wire="[^"]*"/, '')
          .replace(/aria-label="[^"]*"/, '')
          .replace(/tabindex="-1"/, '');
        expect(rest, wire.key).not.toMatch(/\d/);
      }
    }
  });

  it('puts the teammates first in turn order and the viewer last (CSS moves it up on a phone)', () => {
    const seats = [...render(1).matchAll(/data-stand="(\d+)-\d+"/g)].map((m) => Number(m[1]));
    expect([...new Set(seats)]).toEqual([2, 0, 1]);
  });

  it('is read-only without marks: every wire disabled, none in the tab order', () => {
    for (const wire of wires(render('spectator'))) {
      expect(wire.html).toContain('disabled');
      expect(wire.html).toContain('tabindex="-1"');
      expect(wire.html).not.toContain('data-printed');
    }
  });

  it('enables, selects and gives one tab stop to the marked wires', () => {
    const html = render(0, {
      marks: (ref) => ({ enabled: ref.seat === 2, selected: ref.seat === 2 && ref.index === 1 }),
      onWire: () => undefined,
    });
    const all = wires(html);
    const enabled = all.filter((w) => !w.html.includes('disabled'));
    expect(enabled.length).toBeGreaterThan(0);
    expect(enabled.every((w) => w.key.startsWith('2-'))).toBe(true);
    expect(all.filter((w) => w.html.includes('tabindex="0"')).map((w) => w.key)).toEqual(['2-0-0']);
    expect(all.filter((w) => w.html.includes('aria-pressed="true"')).map((w) => w.key)).toEqual([
      '2-0-1',
    ]);
  });

  it('offers a stand choice only where it is enabled', () => {
    const html = render(0, { standEnabled: (ref) => ref.seat === 1, onStand: () => undefined });
    expect(html.match(/data-action="stand"/g)).toHaveLength(1);
    expect(html).toContain('Choose Bob&#x27;s stand');
  });

  it('reveals every wire once the game is over', () => {
    const over: GameState = { ...game(), status: 'lost', lossCause: 'detonator' };
    const html = renderToStaticMarkup(createElement(Board, { view: viewFor(over, 0), names }));
    expect(wires(html).every((w) => w.html.includes('data-printed'))).toBe(true);
  });
});
