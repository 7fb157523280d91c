/**
 * The action being built at the table, step by step, as a pure reducer: pointing at wires,
 * stands, values and seats narrows the legal menu until one action is left, then (if the player
 * wants it) a confirmation step. Every step can be undone; nothing is sent that the menu lacks.
 */
import {
  matches,
  type Action,
  type Announce,
  type ConstraintCard,
  type EquipmentCard,
  type LegalMenu,
  type Seat,
  type SeatView,
  type StandRef,
  type WireRef,
} from '@bomb-busters/engine/data';
import type { Intent } from '../../logic/keys';
import {
  DETECTOR_CARD,
  XY_RAY_CARD,
  candidates,
  cutModes,
  cutValues,
  dualCutAction,
  isOption,
  narrow,
  plainAction,
  plainOnly,
  soloAction,
  soloValues,
  standEnabled,
  targetEnabled,
  togetherAction,
  togetherEnabled,
  wiresFor,
  type Choice,
  type CutMode,
  type Group,
  type Question,
  type Step,
} from '../../logic/menu';
import { pickAction, pickStep } from '../../logic/number-pick';
import { ownOfSet } from '../../logic/reds';
import { sameWire } from '../../logic/refs';

export type Selection =
  | { readonly kind: 'idle' }
  | {
      readonly kind: 'cut';
      readonly mode: CutMode;
      readonly wires: readonly WireRef[];
      readonly stand: StandRef | null;
      /** Values announced so far (two with the X or Y Ray). */
      readonly values: readonly Announce[];
      /** Announce two values (X or Y Ray). */
      readonly pair: boolean;
      /** The player chose their character's own copy (rule sticker B) over the shared card. */
      readonly own?: true;
    }
  | { readonly kind: 'solo' }
  /** Pointing at teammates' wires to cut the red wires together (mission 13). */
  | { readonly kind: 'together'; readonly wires: readonly WireRef[] }
  /** Pointing at a teammate wire taken for a tripwire (mission 41). */
  | { readonly kind: 'tripwire' }
  | { readonly kind: 'use'; readonly group: Group; readonly choices: readonly Choice[] }
  | { readonly kind: 'confirm'; readonly action: Action; readonly back: Selection };

export const IDLE: Selection = { kind: 'idle' };

export interface Context {
  readonly view: SeatView;
  readonly legal: LegalMenu;
  /** Ask before sending a cut or an equipment card. */
  readonly confirm: boolean;
}

export type Input =
  | Intent
  | { readonly type: 'wire'; readonly ref: WireRef }
  | { readonly type: 'stand'; readonly ref: StandRef }
  | { readonly type: 'mode'; readonly mode: CutMode }
  /** `personal`: the seat's own copy of the card (rule sticker B). */
  | { readonly type: 'card'; readonly card: EquipmentCard; readonly personal?: true }
  | { readonly type: 'coffee'; readonly coffee: number }
  | { readonly type: 'choice'; readonly choice: Choice }
  /** `guess`: with the seat's turned wire, a guess that it is `value` too (mission 38). */
  | { readonly type: 'soloValue'; readonly value: Announce; readonly guess?: true }
  | { readonly type: 'stuck' }
  | { readonly type: 'together' }
  /** Point at a teammate wire taken for a tripwire (mission 41). */
  | { readonly type: 'tripwire' }
  /** Turn a face-up Number card down, the turn's first step (mission 26). */
  | { readonly type: 'pick'; readonly number: number }
  /** Pass the turn holding none of the face-up values (mission 26). */
  | { readonly type: 'skip' }
  /** No cut obeys the seat's constraint card: say so (missions 31, 32, 37). */
  | { readonly type: 'cannotObey' }
  /** Name the teammate holding the Captain card and its secret card (mission 34). */
  | { readonly type: 'accuse'; readonly accused: Seat; readonly card: ConstraintCard }
  /** "Ta-da!" after a successful cut in a ta-da round, so that play goes on (mission 42). */
  | { readonly type: 'taDa' };

export interface Outcome {
  readonly selection: Selection;
  /** An action to send now. */
  readonly send: Action | null;
}

const stay = (selection: Selection): Outcome => ({ selection, send: null });

/** A choice is pending for this seat: every input answers it. */
export const answering = (view: SeatView): boolean =>
  view.pending !== null && view.pending.seat === view.viewer;

/** The selection in force: a pending choice of this seat overrides anything being built. */
export function current(ctx: Context, selection: Selection): Selection {
  if (!answering(ctx.view)) return selection;
  return selection.kind === 'use' && selection.group.kind === 'answer'
    ? selection
    : { kind: 'use', group: { kind: 'answer' }, choices: [] };
}

/** The question a narrowing selection asks now. */
export function question(ctx: Context, selection: Selection): Question | null {
  if (selection.kind !== 'use') return null;
  const step = narrow(candidates(ctx.legal, selection.group), selection.choices);
  return step.kind === 'ask' ? step.question : null;
}

/** The values a picker offers now (for the value buttons and the typed digits), in stand order. */
export function valuesOnOffer(ctx: Context, selection: Selection): readonly Announce[] {
  const sel = current(ctx, selection);
  const dual = ctx.legal.dualCut;
  if (sel.kind === 'cut' && dual && targetsReady(sel)) {
    return inStandOrder(
      ctx.view,
      cutValues(dual, sel.mode).filter((v) => !sel.values.includes(v)),
    );
  }
  if (sel.kind === 'solo') return inStandOrder(ctx.view, soloValues(ctx.legal));
  // Mission 26: the turn begins with a Number card to turn down, typed like a value.
  if (sel.kind === 'idle') return pickStep(ctx.view, ctx.legal)?.offered ?? [];
  const q = question(ctx, sel);
  // Mission 29: the Number card to lay face down; 36: the end card for the sequence card. Typed
  // like a value.
  return q?.field === 'value' || q?.field === 'number' || q?.field === 'end' ? q.options : [];
}

/**
 * Values sorted as the wires sit on a stand: by number, yellow where the seat's own yellow wire
 * sits (a 4.1 between 4 and 5), star wires at their ends (0 and 13). The menu lists values stand
 * by stand, so with two stands it would read "3 4 5 7 2 6 8".
 */
export function inStandOrder(view: SeatView, values: readonly Announce[]): Announce[] {
  const own = view.stands
    .filter((s) => s.seat === view.viewer)
    .flatMap((s) => s.wires.flatMap((w) => (w.cut || w.printed === null ? [] : [w.printed])));
  const place = (value: Announce): number => {
    if (typeof value === 'number') return value;
    const mine = own.filter((p) => matches(p, value));
    return mine.length > 0 ? Math.min(...mine) : value === 'yellow' ? 12.1 : 13;
  };
  return [...values].sort((a, b) => place(a) - place(b));
}

export const targetsReady = (sel: Extract<Selection, { kind: 'cut' }>): boolean =>
  sel.mode === 'super' ? sel.stand !== null : sel.wires.length === wiresFor(sel.mode);

/** How a wire is marked on the board: may it be pointed at, is it part of the selection. */
export function wireMarks(
  ctx: Context,
  selection: Selection,
  ref: WireRef,
): { enabled: boolean; selected: boolean } {
  const sel = current(ctx, selection);
  const dual = ctx.legal.dualCut;
  switch (sel.kind) {
    case 'idle':
      return { enabled: !!dual && targetEnabled(dual, 'single', [], ref), selected: false };
    case 'cut': {
      const selected = sel.wires.some((w) => sameWire(w, ref));
      const more =
        !!dual && !targetsReady(sel) && targetEnabled(dual, sel.mode, sel.wires, ref, sel.pair);
      return { enabled: selected || more, selected };
    }
    case 'use': {
      const q = question(ctx, sel);
      const picked = sel.choices.some((c) => c.field === 'wire' && sameWire(c.value, ref));
      return { enabled: q?.field === 'wire' && isOption(q, ref), selected: picked };
    }
    case 'confirm': {
      const own = ownChoices(ctx.view, sel.action);
      const mine = own.length > 1 && own.some((w) => sameWire(w, ref));
      const revealed = mine && sameWire(ownRevealed(sel.action, own) ?? ref, ref);
      // Pointing at a set together: the seat's own wires of the set go too.
      const along =
        sel.action.type === 'cutTogether' && ownOfSet(ctx.view).some((w) => sameWire(w, ref));
      return {
        enabled: mine,
        selected: revealed || along || wiresOf(sel.action).some((w) => sameWire(w, ref)),
      };
    }
    case 'together': {
      // The seat's own wires of the set come along: shown picked, never pointed at.
      const own = ownOfSet(ctx.view).some((w) => sameWire(w, ref));
      const picked = sel.wires.some((w) => sameWire(w, ref));
      const enabled = picked || togetherEnabled(ctx.legal, sel.wires, ref);
      return { enabled, selected: picked || own };
    }
    case 'tripwire':
      return { enabled: tripwireAction(ctx.legal, ref) !== undefined, selected: false };
    case 'solo':
      return { enabled: false, selected: false };
  }
}

/** The legal tripwire action pointing at `ref`, if any (mission 41). */
const tripwireAction = (legal: LegalMenu, ref: WireRef): Action | undefined =>
  legal.actions.find((a) => a.type === 'tripwire' && sameWire(a.wire, ref));

/**
 * The player's own uncut wires a one-value dual cut may reveal when it succeeds. With more than
 * one, the player may pick which (where it sits tells the table something); the leftmost is the
 * default, as in the engine.
 */
export function ownChoices(view: SeatView, action: Action): WireRef[] {
  if (action.type !== 'dualCut' || Array.isArray(action.value)) return [];
  const value = action.value as Announce;
  // The seat's turned wire (mission 38), unseen, may be named in a plain cut as a guess.
  const plain = 'target' in action && action.target !== undefined;
  return view.stands
    .filter((s) => s.seat === view.viewer)
    .flatMap((s) =>
      s.wires.flatMap((w, index) =>
        !w.cut &&
        ((w.printed !== null && matches(w.printed, value)) || (plain && w.turned === true))
          ? [{ seat: s.seat, stand: s.stand, index }]
          : [],
      ),
    );
}

/** Which own wire a dual cut reveals: the chosen one, else the leftmost. */
export function ownRevealed(action: Action, own: readonly WireRef[]): WireRef | undefined {
  if (action.type === 'dualCut' && action.own && !Array.isArray(action.own))
    return action.own as WireRef;
  return own[0];
}

/** The wires an action points at (to keep them marked while it is confirmed). */
function wiresOf(action: Action): WireRef[] {
  if (action.type === 'cutTogether') return [...action.wires];
  if (action.type === 'dualCut')
    return 'target' in action && action.target
      ? [action.target]
      : 'targets' in action
        ? [...action.targets]
        : [];
  return 'wire' in action ? [action.wire] : [];
}

export function standMarks(ctx: Context, selection: Selection, ref: StandRef): boolean {
  const sel = current(ctx, selection);
  const dual = ctx.legal.dualCut;
  return sel.kind === 'cut' && !!dual && sel.stand === null && standEnabled(dual, sel.mode, ref);
}

/** The action is ready: confirm it first when the player wants that. */
function finish(ctx: Context, action: Action | null, back: Selection): Outcome {
  if (!action) return stay(back);
  const asks = ctx.confirm && action.type !== 'info' && action.type !== 'choose';
  return asks ? stay({ kind: 'confirm', action, back }) : { selection: IDLE, send: action };
}

/** Narrow a group by one more choice; an answer to a pending choice is sent at once. */
function choose(ctx: Context, group: Group, choices: readonly Choice[]): Outcome {
  const step: Step = narrow(candidates(ctx.legal, group), choices);
  const sel: Selection = { kind: 'use', group, choices };
  if (step.kind === 'none') return stay(IDLE);
  if (step.kind === 'ask') return stay(sel);
  if (group.kind === 'answer') return { selection: IDLE, send: step.action };
  return finish(ctx, step.action, choices.length > 0 ? sel : IDLE);
}

/** Apply one input to the selection. Inputs the menu does not allow leave it unchanged. */
export function step(ctx: Context, selection: Selection, input: Input): Outcome {
  const sel = current(ctx, selection);
  if (input.type === 'cancel') return stay(IDLE);
  if (input.type === 'back') return stay(undo(sel));
  if (input.type === 'help' || input.type === 'mission' || input.type === 'chat') return stay(sel);
  // "Snip!" is a race: sent at once, never confirmed, whatever was being built.
  if (input.type === 'snip') return finishPlain(plainAction(ctx.legal, 'snip'), sel);
  if (sel.kind === 'confirm') return onConfirm(ctx, sel, input);
  if (sel.kind === 'use') return onUse(ctx, sel, input);
  if (sel.kind === 'together') return onTogether(ctx, sel, input);
  if (sel.kind === 'tripwire') return onTripwire(ctx, input);
  switch (input.type) {
    case 'revealRed':
    case 'stuck':
    case 'skip':
    case 'cannotObey':
    case 'taDa':
      return finishPlain(plainAction(ctx.legal, input.type), sel);
    case 'pick':
      return finishPlain(pickAction(ctx.legal, input.number), sel);
    case 'accuse': {
      // A wrong accusation costs a notch: always asked again before it goes.
      const action = ctx.legal.actions.find(
        (a) => a.type === 'accuse' && a.accused === input.accused && a.card === input.card,
      );
      return action ? stay({ kind: 'confirm', action, back: sel }) : stay(sel);
    }
    case 'value':
      // Mission 26: a typed value turns its Number card down when that is the step.
      if (sel.kind === 'idle' && typeof input.value === 'number') {
        const pick = pickAction(ctx.legal, input.value);
        if (pick) return finishPlain(pick, sel);
      }
      break;
    case 'solo':
      return onSolo(ctx, sel);
    case 'together':
      return pointTogether(ctx, []);
    case 'tripwire':
      return ctx.legal.actions.some((a) => a.type === 'tripwire')
        ? stay({ kind: 'tripwire' })
        : stay(sel);
    case 'soloValue':
      return finish(ctx, soloAction(ctx.legal, input.value, input.guess), sel);
    case 'double':
      return startMode(ctx, sel, 'double');
    case 'mode':
      return startMode(ctx, sel, input.mode);
    case 'card':
      return onCard(ctx, sel, input.card, input.personal);
    case 'coffee':
      return choose(ctx, { kind: 'coffee' }, [{ field: 'coffee', value: input.coffee }]);
    case 'pair':
      return sel.kind === 'cut' && rayUsable(ctx, sel)
        ? stay({ ...sel, pair: !sel.pair, values: [] })
        : stay(sel);
    default:
      break;
  }
  if (sel.kind === 'solo')
    return input.type === 'value'
      ? finish(ctx, soloAction(ctx.legal, input.value), sel)
      : stay(sel);
  return onCut(ctx, sel, input);
}

function onConfirm(
  ctx: Context,
  sel: Extract<Selection, { kind: 'confirm' }>,
  input: Input,
): Outcome {
  if (input.type === 'confirm') return { selection: IDLE, send: sel.action };
  if (input.type !== 'wire') return stay(sel);
  const own = ownChoices(ctx.view, sel.action);
  return own.length > 1 && own.some((w) => sameWire(w, input.ref))
    ? stay({ ...sel, action: { ...sel.action, own: input.ref } as Action })
    : stay(sel);
}

const finishPlain = (action: Action | null, sel: Selection): Outcome =>
  action ? { selection: IDLE, send: action } : stay(sel);

function onSolo(ctx: Context, sel: Selection): Outcome {
  const values = soloValues(ctx.legal);
  if (values.length === 0) return stay(sel);
  if (values.length === 1) return finish(ctx, soloAction(ctx.legal, values[0] as Announce), IDLE);
  return stay(sel.kind === 'solo' ? IDLE : { kind: 'solo' });
}

function startMode(ctx: Context, sel: Selection, mode: CutMode, own?: true): Outcome {
  if (!cutModes(ctx.legal).includes(mode)) return stay(sel);
  if (sel.kind === 'cut' && sel.mode === mode && sel.own === own) return stay(IDLE);
  const pair = sel.kind === 'cut' && sel.pair;
  const chosen = own ?? (sel.kind === 'cut' ? sel.own : undefined);
  return stay({
    kind: 'cut',
    mode,
    wires: [],
    stand: null,
    values: [],
    pair,
    ...ownChosen(chosen),
  });
}

const ownChosen = (own: true | undefined) => (own ? { own } : {});

function onCard(ctx: Context, sel: Selection, card: EquipmentCard, personal?: true): Outcome {
  // `personal`: the seat's own copy (rule sticker B), chosen over a shared card still usable.
  if (card === DETECTOR_CARD.triple) return startMode(ctx, sel, 'triple', personal);
  if (card === DETECTOR_CARD.super) return startMode(ctx, sel, 'super');
  if (card === XY_RAY_CARD) {
    if (!rayUsable(ctx, sel)) return stay(sel);
    return stay(
      sel.kind === 'cut'
        ? { ...sel, pair: !sel.pair, values: [], ...ownChosen(personal ?? sel.own) }
        : {
            kind: 'cut',
            mode: 'single',
            wires: [],
            stand: null,
            values: [],
            pair: true,
            ...ownChosen(personal),
          },
    );
  }
  return choose(ctx, { kind: 'equipment', card, ...(personal ? { personal } : {}) }, []);
}

function onCut(ctx: Context, sel: Selection, input: Input): Outcome {
  const dual = ctx.legal.dualCut;
  if (!dual) return stay(sel);
  const cut: Extract<Selection, { kind: 'cut' }> =
    sel.kind === 'cut'
      ? sel
      : { kind: 'cut', mode: 'single', wires: [], stand: null, values: [], pair: false };
  switch (input.type) {
    case 'wire': {
      if (cut.wires.some((w) => sameWire(w, input.ref))) return stay(dropWire(cut, input.ref));
      if (
        cut.mode === 'single' &&
        cut.wires.length === 1 &&
        targetEnabled(dual, 'single', [], input.ref, cut.pair)
      )
        return stay({ ...cut, wires: [input.ref], values: [] });
      return targetEnabled(dual, cut.mode, cut.wires, input.ref, cut.pair)
        ? stay({ ...cut, wires: [...cut.wires, input.ref] })
        : stay(sel);
    }
    case 'stand':
      return standEnabled(dual, cut.mode, input.ref)
        ? stay({ ...cut, stand: input.ref })
        : stay(sel);
    case 'value': {
      if (
        sel.kind !== 'cut' ||
        !targetsReady(cut) ||
        !cutValues(dual, cut.mode).includes(input.value)
      )
        return stay(sel);
      if (cut.values.includes(input.value)) return stay(cut);
      const values = [...cut.values, input.value];
      if (cut.pair && values.length < 2) return stay({ ...cut, values });
      const targets = cut.stand ? { stand: cut.stand } : { wires: cut.wires };
      return finish(ctx, dualCutAction(dual, cut.mode, targets, values, cut.own), {
        ...cut,
        values: [],
      });
    }
    default:
      return stay(sel);
  }
}

/**
 * Pointing at the red wires together, with `wires` picked so far: once they are as many as the
 * action needs, it is always confirmed (a wrong wire explodes the bomb), whatever the setting.
 */
function pointTogether(ctx: Context, wires: readonly WireRef[]): Outcome {
  if (!ctx.legal.cutTogether) return stay(IDLE);
  const action = togetherAction(ctx.legal, wires);
  if (!action) return stay({ kind: 'together', wires });
  const back: Selection = wires.length > 0 ? { kind: 'together', wires: wires.slice(0, -1) } : IDLE;
  return stay({ kind: 'confirm', action, back });
}

function onTogether(
  ctx: Context,
  sel: Extract<Selection, { kind: 'together' }>,
  input: Input,
): Outcome {
  if (input.type === 'together') return stay(IDLE);
  if (input.type !== 'wire') return stay(sel);
  const { ref } = input;
  if (sel.wires.some((w) => sameWire(w, ref)))
    return stay({ kind: 'together', wires: sel.wires.filter((w) => !sameWire(w, ref)) });
  return togetherEnabled(ctx.legal, sel.wires, ref)
    ? pointTogether(ctx, [...sel.wires, ref])
    : stay(sel);
}

/** A wire pointed at as a tripwire: always confirmed, since a wrong one may explode the bomb. */
function onTripwire(ctx: Context, input: Input): Outcome {
  if (input.type === 'tripwire') return stay(IDLE);
  if (input.type !== 'wire') return stay({ kind: 'tripwire' });
  const action = tripwireAction(ctx.legal, input.ref);
  return action
    ? stay({ kind: 'confirm', action, back: { kind: 'tripwire' } })
    : stay({ kind: 'tripwire' });
}

function dropWire(cut: Extract<Selection, { kind: 'cut' }>, ref: WireRef): Selection {
  const wires = cut.wires.filter((w) => !sameWire(w, ref));
  return cut.mode === 'single' && wires.length === 0 ? IDLE : { ...cut, wires, values: [] };
}

function onUse(ctx: Context, sel: Extract<Selection, { kind: 'use' }>, input: Input): Outcome {
  const q = question(ctx, sel);
  const pick = (choice: Choice): Outcome =>
    q && q.field === choice.field && isOption(q, choice.value)
      ? choose(ctx, sel.group, [...sel.choices, choice])
      : stay(sel);
  switch (input.type) {
    case 'wire':
      return pick({ field: 'wire', value: input.ref });
    case 'value':
      if (q?.field === 'number' || q?.field === 'end')
        return typeof input.value === 'number'
          ? pick({ field: q.field, value: input.value })
          : stay(sel);
      return input.value !== 'star' ? pick({ field: 'value', value: input.value }) : stay(sel);
    case 'choice':
      return pick(input.choice);
    case 'card':
      // The same card again puts it back; another card replaces it (a pending choice stays).
      if (answering(ctx.view)) return stay(sel);
      return sel.group.kind === 'equipment' &&
        sel.group.card === input.card &&
        !sel.group.personal === !input.personal
        ? stay(IDLE)
        : onCard(ctx, IDLE, input.card, input.personal);
    default:
      return stay(sel);
  }
}

/**
 * Whether the X or Y Ray may be turned on or off now: the menu allows it, and no wire pointed at
 * is an X wire (mission 20), which no equipment acts on.
 */
export function rayUsable(ctx: Context, sel: Selection): boolean {
  const dual = ctx.legal.dualCut;
  if (!dual?.xyRay) return false;
  return sel.kind !== 'cut' || !sel.wires.some((w) => plainOnly(dual, w));
}

/** The equipment card the selection is using, if any (a detector or X or Y Ray in a cut). */
export function activeCard(sel: Selection): EquipmentCard | null {
  if (sel.kind === 'use') return sel.group.kind === 'equipment' ? sel.group.card : null;
  if (sel.kind !== 'cut') return null;
  if (sel.mode === 'triple' || sel.mode === 'super') return DETECTOR_CARD[sel.mode];
  return sel.pair ? XY_RAY_CARD : null;
}

/** One step back. */
export function undo(sel: Selection): Selection {
  switch (sel.kind) {
    case 'confirm':
      return sel.back;
    case 'cut':
      if (sel.values.length > 0) return { ...sel, values: sel.values.slice(0, -1) };
      if (sel.stand) return { ...sel, stand: null };
      if (sel.wires.length > 0) return dropWire(sel, sel.wires[sel.wires.length - 1] as WireRef);
      return IDLE;
    case 'use':
      return sel.choices.length > 0 ? { ...sel, choices: sel.choices.slice(0, -1) } : IDLE;
    case 'together':
      return sel.wires.length > 0 ? { ...sel, wires: sel.wires.slice(0, -1) } : IDLE;
    default:
      return IDLE;
  }
}
