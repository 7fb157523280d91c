/** The log and the replay name a ticked cell as the sheet shows it: its value and its row. */
import { describe, expect, it } from 'vitest';
import { parseRecord, replayRecord, type GridState } from '@bomb-busters/engine';
import new1 from '../../../examples/new-1.json';
import new3 from '../../../examples/new-3.json';
import type { Messages } from '../src/i18n/en';
import { en, fr } from './catalogs';
import { translator } from '../src/i18n/translator';
import { describeEvent, say } from '../src/logic/words';
import { actionPhrase } from '../src/replay/words';

const names = ['Ann', 'Bob', 'Cleo', 'Dan'];
const t = (messages: Messages, language: 'en' | 'fr' = 'en') => translator(language, messages).t;

const rows: GridState = {
  kind: 'rows',
  cells: [
    { value: 1, group: 0, checked: true },
    { value: 7, group: 0, checked: false },
    { value: 'yellow', group: 1, checked: false },
    { value: 12, group: 2, checked: false },
  ],
  groups: [
    { action: 0, connected: true },
    { action: 0, connected: true },
    { action: 0, connected: true },
  ],
  icons: [],
};

describe('a ticked cell in words', () => {
  it('says the value and the row, line or cartouche, in each language', () => {
    const event = { type: 'cellChecked', seat: 1, cell: 1 } as const;
    expect(say(describeEvent(event, names, { grid: rows }), t(en))).toBe(
      'Bob ticks 7 on the mission sheet (Row 1)',
    );
    expect(say(describeEvent(event, names, { grid: rows }), t(fr, 'fr'))).toBe(
      'Bob coche 7 sur la feuille de mission (Rangée 1)',
    );
    const yellow = { type: 'cellChecked', seat: 0, cell: 2 } as const;
    expect(say(describeEvent(yellow, names, { grid: { ...rows, kind: 'liaisons' } }), t(en))).toBe(
      'Ann ticks yellow on the mission sheet (Cartouche 2)',
    );
    const action = { type: 'checkCell', seat: 2, cell: 3 } as const;
    expect(say(actionPhrase(action, names, { grid: { ...rows, kind: 'balance' } }), t(en))).toBe(
      'Cleo ticks 12 on the mission sheet (Line 3).',
    );
  });

  it('names every cell ticked in real games by a value and a group of the sheet, never a number', () => {
    for (const json of [new1, new3]) {
      const parsed = parseRecord(json);
      if (!parsed.ok) throw new Error('record');
      const replayed = replayRecord(parsed.value);
      if (!replayed.ok) throw new Error('replay');
      const { log, grid } = replayed.value;
      const ticked = log.filter((e) => e.type === 'cellChecked');
      expect(ticked.length).toBeGreaterThan(0);
      for (const event of ticked) {
        const cell = grid?.cells[event.cell];
        const text = say(describeEvent(event, names, { grid }), t(en));
        expect(text).toMatch(
          /^\w+ ticks (\d+|yellow) on the mission sheet \((Line|Cartouche) \d+\)$/,
        );
        expect(text).toContain(`${cell?.group === undefined ? '?' : cell.group + 1})`);
        expect(text).not.toContain('#');
      }
    }
  });
});
