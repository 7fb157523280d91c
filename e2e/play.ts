/**
 * Plays a seat through the UI only: reads what is enabled from the DOM, activates it by mouse or
 * by keyboard, and uses the WebSocket frames only to know when an action was answered.
 */
import {
  EMPTY_MENU,
  followView,
  type LegalMenu,
  type SeatView,
  type ViewUpdate,
} from '@bomb-busters/engine';
import type { Page } from 'playwright-core';
import { until, type Frame, type Player } from './browser';
import { focused, isFocused, snapshot, type Snapshot } from './dom';

export interface Move {
  readonly kind: 'wire' | 'value' | 'action';
  readonly selector: string;
  readonly value?: string;
  /** The button's data-action (a value button may be a solo cut). */
  readonly action?: string | null;
}

interface Latest {
  readonly view: SeatView | null;
  readonly legal: LegalMenu;
  /** Every view held so far, in order: whole ones and those built from updates' changes. */
  readonly views: readonly SeatView[];
}

/** What `latest` made of the first `read` frames of a page (tests poll it every 50 ms). */
const readSoFar = new WeakMap<readonly Frame[], Latest & { readonly read: number }>();

/**
 * The latest view and legal menu this page received: a whole view replaces the held one, an
 * update's changes apply to it (as the client does, with the engine's `followView`).
 */
export function latest(frames: readonly Frame[]): Latest {
  const known = readSoFar.get(frames);
  let view: SeatView | null = known?.view ?? null;
  let legal: LegalMenu = known?.legal ?? EMPTY_MENU;
  const views = [...(known?.views ?? [])];
  for (const f of frames.slice(known?.read ?? 0)) {
    if (f.type !== 'joined' && f.type !== 'update') continue;
    if (f.type === 'joined') view = (f.view as SeatView | null) ?? null;
    // A gap leaves the held view: the page asks for a whole view (resync), in a later frame.
    else view = followView(view, f as unknown as ViewUpdate) ?? view;
    legal = (f.legal as LegalMenu | undefined) ?? EMPTY_MENU;
    if (view && views.at(-1) !== view) views.push(view);
  }
  readSoFar.set(frames, { view, legal, views, read: frames.length });
  return { view, legal, views };
}

export const hasLegal = (legal: LegalMenu) =>
  legal.actions.length > 0 || legal.dualCut !== null || legal.cutTogether !== null;

/**
 * The menu asks something of the seat: an equipment card alone does not (some may be used at
 * any time, mission 18's General Radar all game long, while the seat waits for the others).
 */
export const owesMove = (legal: LegalMenu) =>
  legal.actions.some((a) => a.type !== 'equipment') ||
  legal.dualCut !== null ||
  legal.cutTogether !== null;

// "Snip!" first: while nobody holds the turn (mission 10) it is the only move, and a race; so is
// "Ta-da!" (42) while a cut waits for it. The skip (missions 26, 30, 38, 41) and "I cannot obey
// my card" (31, 32, 34, 37) are offered only when nothing else is allowed.
const PRIORITY = ['snip', 'taDa', 'soloCut', 'revealRed', 'cannotObey', 'skip'];
const NEVER = new Set([
  'cancel',
  'mute',
  'notify',
  'voice',
  'help',
  'download-record',
  'play-again',
]);

/** What a simple player does next with what the UI offers, or null when nothing is offered. */
export function nextMove(snap: Snapshot, me: number): Move | null {
  const on = <T extends { enabled: boolean }>(xs: readonly T[]) => xs.filter((x) => x.enabled);
  const actions = on(snap.actions);
  const confirm = actions.find((a) => a.action === 'confirm');
  if (confirm) return { kind: 'action', selector: confirm.selector };
  // A solo guess at one's turned wire (mission 38) is a gamble the simple player never takes.
  const value = on(snap.values).find((v) => v.action !== 'soloGuess');
  if (value)
    return {
      kind: 'value',
      selector: value.selector,
      value: value.value ?? '',
      action: value.action,
    };
  const prompt = actions.find((a) => a.inPending && !NEVER.has(a.action ?? ''));
  if (prompt) return { kind: 'action', selector: prompt.selector };
  for (const name of PRIORITY) {
    const a = actions.find((x) => x.action === name);
    if (a) return { kind: 'action', selector: a.selector };
  }
  const enabled = snap.wires.filter((w) => w.enabled);
  const wires = enabled.filter((w) => !w.cut);
  // A cut wire only when nothing else is offered (a second x2 token may go on one, mission 24).
  const wire = wires.find((w) => w.seat !== me) ?? wires[0] ?? enabled[0];
  if (wire) return { kind: 'wire', selector: `[data-wire="${wire.key}"]` };
  // Last, when nothing else is offered: "I am stuck", a cut together (mission 30's yellow sweep
  // leaves no other move), or pointing at a tripwire (41: a seat with no blue wire must).
  const last = LAST.map((name) => actions.find((a) => a.action === name)).find(Boolean);
  return last ? { kind: 'action', selector: last.selector } : null;
}

const LAST = ['stuck', 'cutTogether', 'tripwire'];

export type Activate = (page: Page, move: Move) => Promise<void>;

export const byMouse: Activate = async (page, move) => {
  await page.click(move.selector, { timeout: 5000 });
};

/** Moves the focus to `selector` with Tab, and arrow keys inside the board; false if not found. */
export async function reach(page: Page, selector: string, maxTabs = 120): Promise<boolean> {
  let explored = false;
  for (let i = 0; i < maxTabs; i++) {
    if (await isFocused(page, selector)) return true;
    const here = await focused(page);
    if (!explored && here.startsWith('wire:') && selector.startsWith('[data-wire')) {
      explored = true;
      if (await exploreBoard(page, selector)) return true;
    }
    await page.keyboard.press('Tab');
  }
  return false;
}

/** Roving focus: every stand (Up/Down), every wire of it (Home, then Right). */
async function exploreBoard(page: Page, selector: string): Promise<boolean> {
  const press = async (key: string) => {
    const before = await focused(page);
    await page.keyboard.press(key);
    return (await focused(page)) !== before;
  };
  for (let i = 0; i < 8 && (await press('ArrowUp')); i++);
  for (let stand = 0; stand < 10; stand++) {
    await press('Home');
    for (let w = 0; w < 16; w++) {
      if (await isFocused(page, selector)) return true;
      if (!(await press('ArrowRight'))) break;
    }
    if (await isFocused(page, selector)) return true;
    if (!(await press('ArrowDown'))) break;
  }
  return false;
}

const valueKeys = (value: string): string[] | null => {
  if (value === 'yellow') return ['y'];
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  if (n >= 1 && n <= 9) return [String(n)];
  if (n === 10) return ['0'];
  return [...String(n)];
};

/** Keyboard only: digit keys for values, otherwise Tab / arrows to the control and Enter. */
export function byKeyboard(notes: string[]): Activate {
  return async (page, move) => {
    const digits = move.kind === 'value' ? valueKeys(move.value ?? '') : null;
    // A solo cut's value: S (solo cut mode), then the value.
    const keys = digits && (move.action === 'soloCut' ? ['s', ...digits] : digits);
    if (keys) {
      const before = JSON.stringify(await snapshot(page));
      for (const k of keys) await page.keyboard.press(k);
      const moved = await until(
        async () => JSON.stringify(await snapshot(page)) !== before,
        'a change',
        1500,
      ).catch(() => false);
      if (moved) return;
      notes.push(`digit key(s) ${keys.join('')} did not pick value ${move.value}`);
    }
    if (!(await reach(page, move.selector)))
      throw new Error(`keyboard cannot reach ${move.selector} (focus at ${await focused(page)})`);
    await page.keyboard.press('Enter');
  };
}

const answers = (frames: readonly Frame[]) =>
  frames.filter((f) => f.type === 'ack' || f.type === 'rejected');
const actionsSent = (sent: readonly Frame[]) => sent.filter((f) => f.type === 'action');

export interface PlayLog {
  moves: number;
  actions: number;
  rejections: string[];
  notes: string[];
}

export const newLog = (): PlayLog => ({ moves: 0, actions: 0, rejections: [], notes: [] });

/** A seat played through the UI, one step at a time. */
export class SeatDriver {
  private idleSince = Date.now();

  constructor(
    readonly player: Player,
    readonly me: number,
    private readonly activate: Activate,
    readonly log: PlayLog = newLog(),
  ) {}

  /**
   * One activation. 'over': the result banner shows (its value in `result`); 'idle': nothing to
   * do; 'acted': an action was sent and acknowledged (the update is in); 'step': a selection
   * step. Fails when the UI offers nothing for 10 s while the legal menu has moves, or when the
   * server rejects 3 actions.
   */
  async step(): Promise<'over' | 'idle' | 'acted' | 'step'> {
    const { page, frames, sent } = this.player;
    const snap = await snapshot(page);
    if (snap.result) {
      this.result = snap.result;
      return 'over';
    }
    const { legal } = latest(frames);
    const move = owesMove(legal) ? nextMove(snap, this.me) : null;
    if (!move) {
      if (!owesMove(legal)) this.idleSince = Date.now();
      else if (Date.now() - this.idleSince > 10_000)
        throw new Error(
          `seat ${this.me}: the UI offers no enabled control, but the legal menu is ` +
            JSON.stringify(legal).slice(0, 400),
        );
      return 'idle';
    }
    this.idleSince = Date.now();
    const before = JSON.stringify(snap);
    const sentBefore = actionsSent(sent).length;
    try {
      await this.activate(page, move);
    } catch (error) {
      // The table moved on under the click (another seat's move, a timed window closing): plan
      // again. A control that stays on a table that does not change is a failure.
      if (JSON.stringify(await snapshot(page)) === before) throw error;
      this.log.notes.push(`${move.selector} changed before it was activated`);
      return 'step';
    }
    this.log.moves++;
    await until(
      async () =>
        actionsSent(sent).length > sentBefore || JSON.stringify(await snapshot(page)) !== before,
      `seat ${this.me}: a reaction to ${move.selector}`,
      5000,
    );
    if (actionsSent(sent).length === sentBefore) return 'step';
    this.log.actions++;
    const id = actionsSent(sent).at(-1)?.id;
    const answer = await until(
      () => answers(frames).find((f) => f.id === id),
      `seat ${this.me}: the server to answer the action`,
    );
    if (answer.type === 'rejected') {
      this.log.rejections.push(String(answer.code));
      if (this.log.rejections.length >= 3)
        throw new Error(`seat ${this.me}: rejected ${this.log.rejections.join(', ')}`);
      return 'step';
    }
    const version = answer.version as number;
    await until(
      () => (latest(frames).view?.version ?? -1) >= version,
      `seat ${this.me}: the update after the ack`,
    );
    await page.waitForTimeout(100);
    return 'acted';
  }

  result: string | null = null;
}

/**
 * Plays seat 0 by clicking until the game is over, calling `check` before every step (to look at
 * a pending choice before it is answered, or at the board after any seat's move). Returns the
 * driver: its `result` and its log of moves and rejections.
 */
export async function playOn(
  player: Player,
  check: () => Promise<void>,
  timeoutMs = 170_000,
): Promise<SeatDriver> {
  const driver = new SeatDriver(player, 0, byMouse);
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (Date.now() > end) throw new Error('game not over');
    await check();
    const done = await driver.step();
    if (done === 'over') return driver;
    if (done === 'idle') await player.page.waitForTimeout(50);
  }
}

/**
 * Plays the drivers' seats until every page shows the result banner; `after` runs after every
 * acknowledged action. Returns the result.
 */
export async function playAll(
  drivers: readonly SeatDriver[],
  after?: (driver: SeatDriver) => Promise<void>,
  timeoutMs = 150_000,
): Promise<string> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (Date.now() > end) throw new Error(`game not over after ${timeoutMs} ms`);
    let busy = false;
    for (const d of drivers) {
      const done = await d.step();
      if (done === 'acted') await after?.(d);
      busy ||= done === 'acted' || done === 'step';
    }
    const results = drivers.map((d) => d.result);
    if (results.every((r) => r !== null)) return results[0]!;
    if (!busy) await drivers[0]!.player.page.waitForTimeout(100);
  }
}

/** Plays seat 0's setup (the info token) through the UI until the seat may cut; its view then. */
export async function untilDualCut(player: Player): Promise<SeatView> {
  const driver = new SeatDriver(player, 0, byMouse);
  return until(async () => {
    const { view, legal } = latest(player.frames);
    if (view?.status === 'playing' && legal.dualCut) return view;
    if (legal.actions.length > 0 && view?.status === 'setup') await driver.step();
    return null;
  }, 'the first turn with a dual cut');
}
