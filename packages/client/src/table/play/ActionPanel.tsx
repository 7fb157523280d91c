import { Fragment, useEffect, useRef } from 'react';
import type { Announce, Seat, SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import {
  cutModes,
  plainAction,
  soloValues,
  usableCards,
  wiresFor,
  type Choice,
  type Question,
} from '../../logic/menu';
import {
  equipmentName,
  pendingChoice,
  say,
  seatName,
  valuePhrase,
  wireNumber,
} from '../../logic/words';
import { drawnToken, heldBack, restricting, valueList, type HeldBack } from '../../logic/briefing';
import { explodingCaptain } from '../../logic/captain';
import { sequencePhrase } from '../../logic/sequence';
import { pickStep } from '../../logic/number-pick';
import { togetherSet } from '../../logic/reds';
import { openTurn } from '../../logic/snip';
import { threeValuesNow } from '../../logic/speed-rounds';
import {
  answering,
  inStandOrder,
  ownChoices,
  ownRevealed,
  question,
  rayUsable,
  targetsReady,
  valuesOnOffer,
  type Selection,
} from './selection';
import { DesignatedNote, DesignateHint, DesigneeOptions, useWaitText } from './Designation';
import { LaidNote, LayHint, LayOptions, useLayWait } from './NumberHands';
import { SequenceEnds } from './SequenceEnds';
import {
  Accusation,
  CannotObey,
  ConstraintOptions,
  ObeyedCard,
  ReplaceOptions,
} from './ConstraintChoices';
import { PickControls, PickedNote, ThreeSkip } from './NumberPick';
import { PendingHints } from './PendingHints';
import { SnipControl } from './Snip';
import { TogetherIdle, TogetherNotes, TogetherStep } from './Together';
import { TripwireIdle, TripwireStep, TripwireWarning } from './Tripwire';
import { TurnedGuessNote, TurnedIdle } from './TurnedWire';
import { RAY_BARRED_ID, XWireNote } from './XWires';
import { confirmPhrase, isMyMove, sheetChoice } from './turn';
import { CERTAIN_MISS_ID, CertainMiss } from './CertainMiss';
import { certainMiss } from '../../logic/certain-miss';
import type { Play } from './usePlay';
import './briefing.css';

/** A value to announce: its number, or a letter and a pattern for yellow and star. */
export function ValueButton(props: {
  value: Announce;
  action?: string;
  onPick: () => void;
  label?: string;
  /** Said to screen readers instead of the value, with no visible label (a compact button). */
  spoken?: string;
  /**
   * Held back by a mission rule: shown crossed out, disabled, named as held back and described by
   * that rule's reason (the element of this id).
   */
  blockedBy?: string;
}) {
  const { t } = useI18n();
  const { value } = props;
  const spoken = say(valuePhrase(value), t);
  // Yellow shows the language's letter, the key that picks it (J in French, G in Dutch...).
  const face =
    typeof value === 'number'
      ? value
      : t(value === 'yellow' ? 'board.short.yellow' : 'board.short.star');
  return (
    <button
      type="button"
      className={`play-value play-value--${typeof value === 'number' ? 'blue' : value}${props.blockedBy ? ' play-value--blocked' : ''}`}
      data-value={value}
      data-action={props.action}
      aria-label={
        props.label ??
        props.spoken ??
        (props.blockedBy ? t('play.value.heldBack', { value: spoken }) : spoken)
      }
      onClick={props.onPick}
      {...(props.blockedBy ? { disabled: true, 'aria-describedby': props.blockedBy } : {})}
    >
      <span aria-hidden="true">{face}</span>
      {props.label && <span className="play-value-label">{props.label}</span>}
    </button>
  );
}

/** A word for where the selection stands, to move the focus when it changes. */
const stageOf = (sel: Selection): string =>
  sel.kind === 'cut'
    ? `cut:${targetsReady(sel)}:${sel.values.length}:${sel.pair}`
    : sel.kind === 'use'
      ? `use:${sel.choices.length}`
      : sel.kind === 'together'
        ? `together:${sel.wires.length}`
        : sel.kind;

/** The controls of the seat at the table: what may be done now, step by step. */
export function ActionPanel({ play, names }: { play: Play; names: readonly string[] }) {
  const { t } = useI18n();
  const { ctx, selection: sel, input } = play;
  const panel = useRef<HTMLElement>(null);
  const stage = stageOf(sel);
  useEffect(() => {
    // After a wire, a value picker or a question: focus its first choice.
    panel.current?.querySelector<HTMLElement>('.play-choices button:not(:disabled)')?.focus();
  }, [stage]);
  useEffect(() => {
    if (play.sentCount === 0) return;
    // After an action, back to the table (its region: the wires change with the update), without
    // scrolling the top bar (whose turn it is) out of view.
    document.querySelector<HTMLElement>('.play-surface')?.focus({ preventScroll: true });
  }, [play.sentCount]);

  const back = (
    <div className="play-row">
      <button type="button" data-action="back" onClick={() => input({ type: 'back' })}>
        <span aria-hidden="true">↶ </span>
        {t('common.back')}
      </button>
      <button type="button" data-action="cancel" onClick={() => input({ type: 'cancel' })}>
        <span aria-hidden="true">✕ </span>
        {t('common.cancel')}
      </button>
    </div>
  );

  return (
    <aside className="play-panel" ref={panel} aria-label={t('play.region.actions')}>
      <Step sel={sel} play={play} names={names} />
      {sel.kind !== 'idle' &&
        !(answering(ctx.view) && sel.kind === 'use' && sel.choices.length === 0) &&
        back}
    </aside>
  );
}

function Step({ sel, play, names }: { sel: Selection; play: Play; names: readonly string[] }) {
  const { t, tn } = useI18n();
  const { ctx, input } = play;
  const { legal, view } = ctx;
  const values = valuesOnOffer(ctx, sel);
  const own = sel.kind === 'confirm' ? ownChoices(view, sel.action) : [];
  const picker = (action?: string, held: readonly HeldBack[] = []) => {
    const blocked = held.flatMap((h) => h.values);
    const rule = (v: Announce) => held.find((h) => h.values.includes(v))?.rule;
    return (
      <>
        <div className="play-choices" role="group" aria-label={t('play.prompt.value')}>
          {inStandOrder(view, [...values, ...blocked]).map((v) => (
            <ValueButton
              key={String(v)}
              value={v}
              action={action}
              onPick={() => input({ type: 'value', value: v })}
              {...(blocked.includes(v) ? { blockedBy: blockedId(rule(v)) } : {})}
            />
          ))}
        </div>
        <Blocked view={view} held={held} />
      </>
    );
  };
  switch (sel.kind) {
    case 'confirm':
      return (
        <div className="play-confirm">
          <p className="play-prompt">{say(confirmPhrase(sel.action, names, setNumber(view)), t)}</p>
          {own.length > 1 && (
            <p className="play-hint">
              {t('play.confirm.own', { wire: wireNumber(ownRevealed(sel.action, own) ?? own[0]!) })}
            </p>
          )}
          {sel.action.type === 'cutTogether' && <TogetherNotes view={view} />}
          {sel.action.type === 'tripwire' && <TripwireWarning />}
          {sel.action.type === 'dualCut' && <CaptainWarning view={view} />}
          <TurnedGuessNote view={view} action={sel.action} />
          <CertainMiss view={view} action={sel.action} names={names} />
          <div className="play-choices">
            <button
              type="button"
              className="primary"
              data-action="confirm"
              aria-describedby={certainMiss(view, sel.action) ? CERTAIN_MISS_ID : undefined}
              onClick={() => input({ type: 'confirm' })}
            >
              <span aria-hidden="true">✔ </span>
              {t('common.confirm')}
            </button>
          </div>
        </div>
      );
    case 'solo':
      return (
        <>
          <p className="play-prompt">{t('play.prompt.solo')}</p>
          {picker('soloCut')}
        </>
      );
    case 'cut': {
      const ready = targetsReady(sel);
      // An X wire pointed at (mission 20) keeps the X or Y Ray off, and says why.
      const rayOff = !!legal.dualCut?.xyRay && !rayUsable(ctx, sel);
      const left = wiresFor(sel.mode) - sel.wires.length;
      const prompt = ready
        ? t(sel.pair && sel.values.length === 1 ? 'play.prompt.pair' : 'play.prompt.value')
        : sel.mode === 'super'
          ? t('play.prompt.stand')
          : tn('play.prompt.wires', left);
      return (
        <>
          {sel.mode === 'double' && (
            <button
              type="button"
              aria-pressed={true}
              data-action="double"
              onClick={() => input({ type: 'double' })}
            >
              <span aria-hidden="true">⊕ </span>
              {t('play.mode.double')}
            </button>
          )}
          <p className="play-prompt">{prompt}</p>
          {legal.dualCut?.xyRay && (
            <button
              type="button"
              aria-pressed={sel.pair}
              data-action="pair"
              onClick={() => input({ type: 'pair' })}
              {...(rayOff ? { disabled: true, 'aria-describedby': RAY_BARRED_ID } : {})}
            >
              <span aria-hidden="true">{sel.pair ? '☑ ' : '☐ '}</span>
              {t('play.mode.pair')}
            </button>
          )}
          <XWireNote view={view} sel={sel} rayBarred={rayOff} />
          {ready && picker(undefined, heldBack(view, values))}
        </>
      );
    }
    case 'together':
      return <TogetherStep play={play} picked={sel.wires.length} />;
    case 'tripwire':
      return <TripwireStep />;
    case 'use':
      return <Ask sel={sel} play={play} names={names} />;
    case 'idle':
      return <Idle view={view} play={play} names={names} />;
  }
  return null;
}

function Ask({
  sel,
  play,
  names,
}: {
  sel: Extract<Selection, { kind: 'use' }>;
  play: Play;
  names: readonly string[];
}) {
  const { t } = useI18n();
  const { input, ctx } = play;
  const q = question(ctx, sel);
  const { pending } = ctx.view;
  const drawn = drawnToken(ctx.view);
  const asked = q && (
    <>
      <p className="play-prompt">
        {t(
          q.field === 'wire' && q.options.length === 1
            ? 'play.ask.wireOnly'
            : `play.ask.${q.field}`,
        )}
      </p>
      <Options
        q={q}
        names={names}
        view={ctx.view}
        pick={(choice) => input({ type: 'choice', choice })}
      />
    </>
  );
  if (sel.group.kind === 'answer' && pending)
    return (
      <div
        className="play-pending play-pending--mine"
        data-testid="pending"
        data-kind={pending.kind}
      >
        <p className="play-prompt">
          <span aria-hidden="true">➜ </span>
          {t('play.turn.youChoose', { choice: say(pendingChoice(ctx.view, names), t) })}
        </p>
        {drawn !== null && <p className="play-hint">{t('play.setup.random', { value: drawn })}</p>}
        {pending.kind === 'setupInfo' && ctx.view.dealtNumbers && (
          <p className="play-hint" data-testid="dealt-token">
            {t('play.dealt.token')}
          </p>
        )}
        <PendingHints view={ctx.view} choices={sel.choices} names={names} />
        {asked}
        <LayHint view={ctx.view} names={names} />
        {/* After the buttons: on a phone's sheet they stay in view. */}
        <DesignateHint view={ctx.view} names={names} />
      </div>
    );
  const heading =
    sel.group.kind === 'equipment'
      ? t('play.prompt.using', { card: say(equipmentName(sel.group.card), t) })
      : t('play.prompt.coffee');
  return (
    <>
      <p className="play-prompt">{heading}</p>
      {asked}
      {q?.field === 'wire' && <XWireNote view={ctx.view} sel={sel} />}
    </>
  );
}

type Pick = (choice: Choice) => void;

/** The options of a question that are not wires (wires are pointed at on the board). */
function Options({
  q,
  names,
  view,
  pick,
}: {
  q: Question;
  names: readonly string[];
  view: SeatView;
  pick: Pick;
}) {
  const { t } = useI18n();
  const seat = (s: Seat) => seatName(names, s);
  switch (q.field) {
    case 'wire':
      return null;
    case 'teammate':
    case 'next':
      return (
        <div className="play-choices">
          {q.options.map((s) => (
            <button
              key={s}
              type="button"
              data-action={q.field}
              data-seat={s}
              onClick={() => pick({ field: q.field, value: s })}
            >
              {seat(s)}
            </button>
          ))}
        </div>
      );
    case 'seats':
      return (
        <div className="play-choices">
          {q.options.map((seats) => (
            <button
              key={seats.join('-')}
              type="button"
              data-action="seats"
              data-seats={seats.join('-')}
              onClick={() => pick({ field: 'seats', value: seats })}
            >
              {seats.length === 2
                ? t('play.seats.pair', { a: seat(seats[0] ?? 0), b: seat(seats[1] ?? 0) })
                : seat(seats[0] ?? 0)}
            </button>
          ))}
        </div>
      );
    case 'value':
      return (
        <div className="play-choices">
          {q.options.map((v) => (
            <ValueButton key={v} value={v} onPick={() => pick({ field: 'value', value: v })} />
          ))}
        </div>
      );
    case 'designee':
      return <DesigneeOptions options={q.options} viewer={view.viewer} names={names} pick={pick} />;
    case 'number':
      return <LayOptions options={q.options} pick={pick} />;
    case 'end':
      return <SequenceEnds options={q.options} view={view} pick={pick} />;
    case 'constraint':
      return <ConstraintOptions options={q.options} pick={pick} />;
    case 'replace':
      return <ReplaceOptions view={view} pick={pick} />;
    case 'slot':
      // A blind pick: the backs are told apart by their place only.
      return (
        <div className="play-choices">
          {q.options.map((n) => (
            <button
              key={n}
              type="button"
              data-action="slot"
              data-choice={n}
              onClick={() => pick({ field: 'slot', value: n })}
            >
              <span aria-hidden="true">? </span>
              {t('board.equipment.faceDownName', { n: n + 1 })}
            </button>
          ))}
        </div>
      );
    default:
      return (
        <div className="play-choices">
          {q.options.map((n) => (
            <button
              key={n}
              type="button"
              data-action={q.field}
              data-choice={n}
              onClick={() => pick({ field: q.field, value: n })}
            >
              {say(sheetChoice(q.field, n, view.grid), t)}
            </button>
          ))}
        </div>
      );
  }
}

function Idle({ view, play, names }: { view: SeatView; play: Play; names: readonly string[] }) {
  const { t } = useI18n();
  const { input, ctx } = play;
  const { legal } = ctx;
  const modes = cutModes(legal);
  const solos = inStandOrder(view, soloValues(legal));
  const red = plainAction(legal, 'revealRed');
  const stuck = plainAction(legal, 'stuck');
  const mine = isMyMove(view);
  const waitCut = useWaitText(view, names);
  const waitLay = useLayWait(view, names);
  const cards = usableCards(legal);
  // Closed and red values rule out solo cuts too, which have no picker to cross them out in.
  const closed = mine ? heldBack(view, []).filter((h) => SOLO_BARS.has(h.rule)) : [];
  // Mission 42: a successful cut in a ta-da round waits for its "Ta-da!".
  const taDa = view.timeline?.usual !== null ? (view.timeline?.owed ?? null) : null;
  if (taDa !== null)
    return taDa === view.viewer && plainAction(legal, 'taDa') ? (
      <div className="play-pick" data-testid="ta-da">
        <p className="play-prompt">{t('circus.taDa.hint')}</p>
        <button type="button" data-action="taDa" onClick={() => input({ type: 'taDa' })}>
          {t('circus.taDa')}
        </button>
      </div>
    ) : (
      <p className="play-prompt" data-testid="ta-da-wait">
        {t('circus.taDa.other', { name: seatName(names, taDa) })}
      </p>
    );
  const listening = view.timeline?.listening && view.status === 'playing';
  const open = openTurn(view, legal);
  if (open)
    return (
      <>
        <SnipControl open={open} onSnip={() => input({ type: 'snip' })} />
        {cards.length > 0 && <p className="play-hint">{t('play.prompt.anyTime')}</p>}
      </>
    );
  // Mission 26: the turn begins by turning a Number card down (or skipping); 30: a seat holding
  // none of the three values skips.
  const pick = mine ? pickStep(view, legal) : null;
  const three = threeValuesNow(view);
  return (
    <>
      {pick ? (
        <PickControls step={pick} input={input} />
      ) : mine && three && plainAction(legal, 'skip') ? (
        <ThreeSkip three={three} input={input} />
      ) : (
        <p className="play-prompt" {...(waitLay && !mine ? { 'data-testid': 'lay-wait' } : {})}>
          {mine
            ? t('play.prompt.cut')
            : view.paused
              ? t('host.turn.paused')
              : (waitCut ??
                waitLay ??
                t('play.prompt.wait', {
                  name: seatName(names, view.pending?.seat ?? view.activeSeat),
                }))}
        </p>
      )}
      {listening && (
        <p className="play-hint" data-testid="listening">
          {t('circus.listening')}
        </p>
      )}
      {mine && <DesignatedNote view={view} names={names} />}
      {mine && <PickedNote view={view} />}
      {mine && <CannotObey view={view} legal={legal} input={input} />}
      {mine && <Accusation legal={legal} names={names} input={input} />}
      {mine && <ObeyedCard view={view} named={closed.some((h) => h.rule === 'constraint')} />}
      <LaidNote view={view} names={names} />
      {!mine && cards.length > 0 && <p className="play-hint">{t('play.prompt.anyTime')}</p>}
      {mine && <CaptainWarning view={view} />}
      <TogetherIdle view={view} legal={legal} onPoint={() => input({ type: 'together' })} />
      {mine && <TripwireIdle view={view} legal={legal} input={input} />}
      <div className="play-row">
        {modes.includes('double') && (
          <button
            type="button"
            data-action="double"
            aria-pressed={false}
            onClick={() => input({ type: 'double' })}
          >
            <span aria-hidden="true">⊕ </span>
            {t('play.mode.double')}
          </button>
        )}
        {red && (
          <button
            type="button"
            className="danger"
            data-action="revealRed"
            onClick={() => input({ type: 'revealRed' })}
          >
            <span aria-hidden="true">⚡ </span>
            {t('play.action.revealRed')}
          </button>
        )}
        {stuck && (
          <button type="button" data-action="stuck" onClick={() => input({ type: 'stuck' })}>
            {t('play.action.stuck')}
          </button>
        )}
      </div>
      {stuck && <Stuck view={view} />}
      <Blocked view={view} held={closed} brief />
      {solos.length > 0 && (
        <div className="play-row">
          {solos.map((v) => (
            <ValueButton
              key={String(v)}
              value={v}
              action="soloCut"
              label={t('play.action.solo', { value: say(valuePhrase(v), t) })}
              onPick={() => input({ type: 'soloValue', value: v })}
            />
          ))}
        </div>
      )}
      {mine && (
        <TurnedIdle
          view={view}
          legal={legal}
          input={input}
          valueButton={(v, label) => (
            <ValueButton
              key={String(v)}
              value={v}
              action="soloGuess"
              spoken={label}
              onPick={() => input({ type: 'soloValue', value: v, guess: true })}
            />
          )}
        />
      )}
    </>
  );
}

/**
 * The rules that bar solo cuts too, said before any picker (the sheet's rules leave "I am
 * stuck" to explain; the designated value has its own note).
 */
const SOLO_BARS = new Set<HeldBack['rule']>([
  'sequence',
  'redNumber',
  'together',
  'threeValues',
  'constraint',
  'tripwire',
]);

/** The Number card whose wires are pointed at together (23), the yellows (30); null: the reds. */
const setNumber = (view: SeatView): number | 'yellow' | null => {
  const set = togetherSet(view);
  return set === 'red' ? null : set;
};

const BLOCKED_ID = 'play-blocked';
/** The reason of one rule, which describes the values it holds back. */
const blockedId = (rule: HeldBack['rule'] | undefined) => `${BLOCKED_ID}-${rule}`;

/**
 * Why the crossed-out values cannot be announced: each mission rule that holds some back, in
 * words; the sequence card's also says what moves it on, unless `brief` (the table shows it).
 */
function Blocked({
  view,
  held,
  brief = false,
}: {
  view: SeatView;
  held: readonly HeldBack[];
  brief?: boolean;
}) {
  const { t, tn, language } = useI18n();
  if (held.length === 0) return null;
  const reason = (h: HeldBack): string => {
    const values = valueList(t, language, inStandOrder(view, h.values));
    const count = h.values.length;
    if (h.rule === 'redNumber') return tn('briefing.red', count, { values });
    if (h.rule === 'designated')
      return tn('briefing.designated', count, { values, value: h.value });
    if (h.rule === 'picked') return tn('briefing.picked', count, { values, value: h.value });
    if (h.rule === 'threeValues')
      return tn('briefing.threeValues', count, { values, three: valueList(t, language, h.three) });
    if (h.rule === 'tripwire') return t('briefing.tripwire', { action: t('play.action.tripwire') });
    if (h.rule === 'constraint')
      return tn('briefing.constraint', count, {
        values,
        card: h.card,
        text: t(`board.constraint.${h.card}`),
      });
    if (h.rule === 'together')
      return t('briefing.together', {
        value: h.value,
        action: t('play.action.togetherNumber', { value: h.value }),
      });
    if (h.rule !== 'sequence')
      return `${tn('briefing.blocked', count, { values })} ${t(`briefing.rule.${h.rule}`)}`;
    const closed = tn('briefing.closed', count, { values });
    return brief ? closed : `${closed} ${say(sequencePhrase(h.now), t)}`;
  };
  return (
    <p className="play-blocked" id={BLOCKED_ID} data-testid="blocked-reason">
      {held.map((h, i) => (
        <Fragment key={h.rule}>
          {i > 0 && ' '}
          <span id={blockedId(h.rule)}>{reason(h)}</span>
        </Fragment>
      ))}
    </p>
  );
}

/**
 * On the turn of a Captain whose failed dual cut explodes the bomb (mission 14's rookie, 28's
 * Captain Careless, who also says why the Double Detector and equipment are not offered).
 */
function CaptainWarning({ view }: { view: SeatView }) {
  const { t } = useI18n();
  const handicap = explodingCaptain(view);
  if (handicap !== 'rookie' && handicap !== 'careless') return null;
  return (
    <p className="play-blocked play-warning" data-testid={`${handicap}-warning`}>
      <span aria-hidden="true">⚠ </span>
      {t(`play.${handicap}.warning`)}
    </p>
  );
}

/** Why the only move left is "I am stuck": none of the seat's values is on the sheet now. */
function Stuck({ view }: { view: SeatView }) {
  const { t } = useI18n();
  const kind = restricting(view.grid);
  if (!kind) return null;
  return (
    <p className="play-blocked" data-testid="blocked-reason">
      {t('briefing.stuck', { stuck: t('play.action.stuck') })} {t(`briefing.rule.${kind}`)}
    </p>
  );
}
