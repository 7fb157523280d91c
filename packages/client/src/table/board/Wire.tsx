import type { WireRef, WireView } from '@bomb-busters/engine';
import { colourOf, gameValueWith } from '@bomb-busters/engine/data';
import type { Ref } from 'react';
import { LockIcon } from '../../app/icons';
import { useI18n } from '../../i18n/I18n';
import { numberIn } from '../../i18n/translate';
import type { PairSpan } from '../../logic/count-tokens';
import type { WireAnimation } from '../../logic/layout';
import { actsRed } from '../../logic/reds';
import { wireKey } from '../../logic/refs';
import {
  chancesText,
  infoPhrase,
  say,
  shortPhrase,
  tokenPhrase,
  wireLabel,
} from '../../logic/words';
import type { WireChance } from '../../training/types';
import { noteBadge, noteWords, type ShownNote } from '../../logic/notes';
import type { WireMarks } from './Board';

export interface WireProps {
  readonly wireRef: WireRef;
  readonly wire: WireView;
  /** The stand's name, e.g. "Ann's stand". */
  readonly stand: string;
  readonly marks: WireMarks | null;
  readonly tabbable: boolean;
  readonly chances: readonly WireChance[] | undefined;
  readonly animation: WireAnimation | undefined;
  readonly onWire: ((ref: WireRef) => void) | undefined;
  readonly buttonRef: Ref<HTMLButtonElement>;
  /** Blue values acting as red (mission 11): such a wire carries a red mark. */
  readonly redValues: readonly number[];
  /** The wire the other x2 token of this wire's pair lies on (mission 24). */
  readonly partner?: WireRef | undefined;
  /** Where this wire sits along the line drawn between a pair of x2 tokens. */
  readonly pairSpan?: PairSpan | undefined;
  /** The viewer's private note on this wire. */
  readonly note?: ShownNote | undefined;
}

/** Any red wire: its short letter marks a blue wire that acts as red. */
const RED = 1.5;

/**
 * One wire tile. Face down it carries nothing but its place (and public tokens). A blue wire
 * acting as red (mission 11) keeps its number and carries the red letter, not just a colour. An
 * X wire (mission 20) carries its square X token, apart from the round info token.
 */
export function Wire(props: WireProps) {
  const { wire, wireRef, marks, chances, animation } = props;
  const { t, language } = useI18n();
  const colour = wire.printed === null ? 'hidden' : colourOf(wire.printed);
  // Training aid: the likeliest value and its chance on the face, all of them in the title.
  const guess = wire.printed === null ? chances?.[0] : undefined;
  const red = wire.printed !== null && actsRed(wire.printed, props.redValues);
  // A false token (mission 17): told in the title as well as drawn with "≠".
  const falseToken = wire.info?.kind === 'not' ? wire.info : null;
  // A turned wire (mission 38): face up to all but its owner, who sees only its back.
  const turnedOwn = wire.turned === true && wire.printed === null && !wire.cut;
  const titles = [
    guess && t('board.wire.chances', { chances: chancesText(chances ?? [], t) }),
    red && t('board.wire.actsRed', { value: wire.printed ?? '' }),
    falseToken && t('board.wire.infoNotTitle', { value: say(tokenPhrase(falseToken.value), t) }),
    wire.x && t('board.wire.xTitle'),
    wire.closed && t('board.wire.xClosedTitle'),
    wire.turned && t(turnedOwn ? 'board.wire.turnedOwnTitle' : 'board.wire.turnedTitle'),
    props.note && noteWords(props.note, t),
  ].filter(Boolean);
  const classes = [
    'wire',
    `wire--${colour}`,
    guess && 'wire--aid',
    red && 'wire--acts-red',
    wire.cut && 'wire--cut',
    wire.x && 'wire--x',
    wire.closed && 'wire--closed',
    wire.turned && 'wire--turned',
    wire.gone && 'wire--gone',
    wire.moved && 'wire--moved',
    props.pairSpan && `wire--pair-${props.pairSpan}`,
    marks?.enabled && 'is-enabled',
    marks?.selected && 'is-selected',
    animation && `anim-${animation}`,
  ];
  return (
    <button
      type="button"
      ref={props.buttonRef}
      className={classes.filter(Boolean).join(' ')}
      data-wire={wireKey(wireRef)}
      data-printed={
        wire.printed === null ? undefined : gameValueWith(wire.printed, props.redValues)
      }
      data-cut={wire.cut ? 'true' : undefined}
      data-x={wire.x ? 'true' : undefined}
      data-turned={wire.turned ? (turnedOwn ? 'own' : 'true') : undefined}
      data-gone={wire.gone ? 'true' : undefined}
      aria-label={[
        wireLabel(wire, wireRef, props.stand, chances, t, props.redValues, props.partner),
        ...(wire.turned ? [t(turnedOwn ? 'board.wire.turnedOwn' : 'board.wire.turned')] : []),
        ...(props.note ? [noteWords(props.note, t)] : []),
      ].join('. ')}
      aria-pressed={marks ? marks.selected : undefined}
      title={titles.length > 0 ? titles.join(' ') : undefined}
      disabled={!marks?.enabled}
      tabIndex={props.tabbable ? 0 : -1}
      onClick={() => props.onWire?.(wireRef)}
    >
      <span className="wire-face" aria-hidden="true">
        {/* Mission 42: a cut wire taken off the table leaves its slot empty. */}
        {wire.printed !== null && !wire.gone && (
          <>
            <span className="wire-value">{say(shortPhrase(wire.printed), t)}</span>
            {colour !== 'blue' && (
              <span className="wire-sort">{numberIn(wire.printed, language)}</span>
            )}
            {red && <span className="wire-red-mark">{say(shortPhrase(RED), t)}</span>}
          </>
        )}
        {guess && (
          <>
            <span className="wire-guess">{say(shortPhrase(guess.printed), t)}</span>
            <span className="wire-chances">{Math.round(guess.p * 100)}%</span>
          </>
        )}
        {props.note && (
          <span className="wire-note" data-testid="wire-note">
            {noteBadge(props.note)}
          </span>
        )}
        {wire.cut && !wire.gone && <span className="wire-cutmark">✂</span>}
        {marks?.selected && <span className="wire-check">✓</span>}
      </span>
      {wire.x && (
        <span className="wire-x x-token" aria-hidden="true">
          {t('board.token.x')}
          {wire.closed && <LockIcon />}
        </span>
      )}
      {wire.turned && (
        <span className="wire-turned" aria-hidden="true">
          {t('board.token.turned')}
        </span>
      )}
      {wire.info && (
        <span
          className={`wire-info wire-info--${wire.info.kind}${props.partner ? ' wire-info--paired' : ''}`}
          aria-hidden="true"
        >
          {say(infoPhrase(wire.info), t)}
        </span>
      )}
    </button>
  );
}
