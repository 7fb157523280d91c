/** `bomb-busters missions [--json]`: the missions the engine knows, with their wire setup. */
import { parseArgs } from 'node:util';
import {
  drawsFor,
  MISSION_DEFS,
  ruleOf,
  type MissionDef,
  type WireDraw,
} from '@bomb-busters/engine';
import { EXIT, printJson, type Io } from './io.js';
import { MISSIONS_USAGE } from './usage.js';

export interface MissionSummary {
  readonly id: MissionDef['id'];
  /** Blue values in play, four wires each. */
  readonly blue: string;
  /** Red and yellow wires with 3-5 players, and with 2 players where the card differs. */
  readonly red: string;
  readonly yellow: string;
  readonly twoPlayers: { readonly red: string; readonly yellow: string } | null;
  readonly equipment: string;
  readonly sheet: string;
}

export function missions(args: readonly string[], io: Io): number {
  let json: boolean | undefined;
  try {
    ({
      values: { json },
    } = parseArgs({ args: [...args], options: { json: { type: 'boolean' } }, strict: true }));
  } catch (e) {
    io.err(`missions: ${(e as Error).message}\n\n${MISSIONS_USAGE}`);
    return EXIT.badInput;
  }
  const rows = MISSION_DEFS.map(summarize);
  if (json) printJson(io, rows);
  else io.out(table(rows));
  return EXIT.ok;
}

export function summarize(def: MissionDef): MissionSummary {
  const many = drawsFor(def, 3);
  const two = drawsFor(def, 2);
  const pair = (d: typeof many) => ({ red: draw(d.red, 5), yellow: draw(d.yellow, 1) });
  const usual = pair(many);
  const duo = pair(two);
  return {
    id: def.id,
    blue: `${def.blue[0]}-${def.blue[1]}`,
    ...usual,
    twoPlayers: duo.red === usual.red && duo.yellow === usual.yellow ? null : duo,
    equipment: !def.equipment
      ? 'none'
      : def.bannedEquipment.length > 0
        ? `random, never ${def.bannedEquipment.join(', ')}`
        : 'random',
    sheet: ruleOf(def, 'sheet')?.sheet.kind ?? '-',
  };
}

/** "1", "2 of 3", with the candidate range when it is restricted, e.g. "1 (1.5-9.5)". */
function draw(d: WireDraw | null, tenth: 1 | 5): string {
  if (!d) return '-';
  const count = d.of === undefined ? `${d.count}` : `${d.count} of ${d.of}`;
  if (!d.candidates) return count;
  const [lo, hi] = d.candidates;
  return `${count} (${lo}.${tenth}-${hi}.${tenth})`;
}

function table(rows: readonly MissionSummary[]): string {
  const header = ['mission', 'blue', 'red', 'yellow', '2 players', 'equipment', 'sheet'];
  const cells = rows.map((r) => [
    String(r.id),
    r.blue,
    r.red,
    r.yellow,
    r.twoPlayers ? `red ${r.twoPlayers.red}, yellow ${r.twoPlayers.yellow}` : 'same',
    r.equipment,
    r.sheet,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]?.length ?? 0)));
  const line = (c: readonly string[]) =>
    c
      .map((text, i) => text.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const legend =
    '\n"x of y": y candidates are shown on the board, x of them (unseen) are in play.\n' +
    'Sheets (3 New Missions): balance = Balancing on the Wire, rows = Parallel Wires,\n' +
    'liaisons = Dangerous Liaisons.\n';
  return `${[line(header), ...cells.map(line)].join('\n')}\n${legend}`;
}
