/**
 * Mission 38's turned wire in the action panel, for its owner: the solo cuts that take it along
 * as a guess (apart from the plain ones, which never risk it), the note on a confirmed guess, and
 * the skip of a teammate with nothing else to point at (the detonator moves).
 */
import type { ReactNode } from 'react';
import {
  missionById,
  ruleOf,
  type Action,
  type Announce,
  type LegalMenu,
  type SeatView,
  type WireRef,
} from '@bomb-busters/engine/data';
import { useI18n } from '../../i18n/I18n';
import { plainAction, soloValues } from '../../logic/menu';
import { say, valuePhrase } from '../../logic/words';
import { SkipButton } from './NumberPick';
import { inStandOrder, type Input } from './selection';

const GUESS_ID = 'play-solo-guesses';

/** Whether `ref` is the viewer's own turned wire, unseen and uncut. */
const isOwnTurned = (view: SeatView, ref: WireRef) => {
  const wire = view.stands.find((s) => s.seat === ref.seat && s.stand === ref.stand)?.wires[
    ref.index
  ];
  return ref.seat === view.viewer && wire?.turned === true && wire.printed === null;
};

/** The value an action guesses the viewer's turned wire is, or null when it guesses nothing. */
export function turnedGuess(view: SeatView, action: Action): Announce | null {
  if (action.type === 'soloCut') return action.turned ? action.value : null;
  if (action.type !== 'dualCut' || Array.isArray(action.value) || !action.own) return null;
  const own: readonly WireRef[] = Array.isArray(action.own) ? action.own : [action.own];
  return own.some((ref) => isOwnTurned(view, ref)) ? (action.value as Announce) : null;
}

/** On the confirmation of a guess: what it names and what a wrong one costs. */
export function TurnedGuessNote({ view, action }: { view: SeatView; action: Action }) {
  const { t } = useI18n();
  const value = turnedGuess(view, action);
  if (value === null) return null;
  return (
    <p className="play-blocked play-warning" data-testid="turned-guess">
      <span aria-hidden="true">⚠ </span>
      {t('play.turned.guess', { value: say(valuePhrase(value), t) })}
    </p>
  );
}

/** The seat's turn: the solo cuts with its turned wire, and the skip when nothing is left. */
export function TurnedIdle({
  view,
  legal,
  input,
  valueButton,
}: {
  view: SeatView;
  legal: LegalMenu;
  input: (input: Input) => void;
  /** A value button said as `label` (the action panel's). */
  valueButton: (value: Announce, label: string) => ReactNode;
}) {
  const { t } = useI18n();
  const mission = missionById(view.mission);
  if (!mission || !ruleOf(mission, 'turnedWires')) return null;
  const guesses = inStandOrder(view, soloValues(legal, true));
  if (plainAction(legal, 'skip'))
    return (
      <div className="play-pick" data-testid="turned-skip">
        <p className="play-prompt">{t('play.turned.skip')}</p>
        <SkipButton input={input} />
      </div>
    );
  if (guesses.length === 0) return null;
  return (
    <div className="play-pick" data-testid="solo-guesses">
      <p className="play-hint" id={GUESS_ID}>
        {t('play.turned.soloHint')}
      </p>
      <div className="play-choices" role="group" aria-labelledby={GUESS_ID}>
        {guesses.map((v) =>
          valueButton(v, t('play.action.soloGuess', { value: say(valuePhrase(v), t) })),
        )}
      </div>
    </div>
  );
}
