import { useState } from 'react';
import type { GameEvent, SeatView } from '@bomb-busters/engine';
import { useI18n } from '../../i18n/I18n';
import { describeEvent, pendingChoice, say, seatName } from '../../logic/words';
import type { TableState } from '../../state/table';
import { turnPhrase, type Feedback } from './turn';

/** The refused action's reason in words, until dismissed. */
export function Rejection({
  rejection,
  onDismiss,
  detail,
}: {
  rejection: TableState['rejection'];
  onDismiss: () => void;
  /** Words that say more than the code alone (who said "Snip!" first). */
  detail?: string | undefined;
}) {
  const { t } = useI18n();
  if (!rejection) return null;
  return (
    <div className="play-rejection" role="alert" data-testid="rejection" data-code={rejection.code}>
      <span aria-hidden="true">⚠ </span>
      {detail ?? t(`error.${rejection.code}`)}
      <button type="button" data-action="dismiss" onClick={onDismiss}>
        {t('common.close')}
      </button>
    </div>
  );
}

/** Who decides what now, for everyone but the deciding seat (its prompt is in its panel). */
export function PendingNote({ view, names }: { view: SeatView; names: readonly string[] }) {
  const { t } = useI18n();
  const { pending } = view;
  if (!pending || pending.seat === view.viewer) return null;
  return (
    <p className="play-pending" data-testid="pending" data-kind={pending.kind}>
      <span aria-hidden="true">… </span>
      {t('play.turn.otherChooses', {
        name: seatName(names, pending.seat),
        choice: say(pendingChoice(view, names), t),
      })}
    </p>
  );
}

/**
 * A short-lived banner for a cut, a failure, the explosion or the win. In the top bar's line, no
 * taller than it, so it covers nothing and moves nothing (a control that moved under a finger or
 * a pointer mid-click would take a wrong move); gone once its animation ends (the log and the
 * announcer keep what it said).
 */
export function FeedbackBanner({
  feedback,
  version,
}: {
  feedback: Feedback | null;
  version: number;
}) {
  const { t } = useI18n();
  const [ended, setEnded] = useState<number | null>(null);
  if (!feedback || ended === version) return null;
  return (
    <p
      key={version}
      className={`play-feedback play-feedback--${feedback}`}
      data-testid="feedback"
      aria-hidden="true"
      onAnimationEnd={() => setEnded(version)}
    >
      {t(`play.feedback.${feedback}`)}
    </p>
  );
}

/** For screen readers: the latest events, then whose move it is. */
export function Announcer({
  view,
  fresh,
  names,
}: {
  view: SeatView;
  fresh: readonly GameEvent[];
  names: readonly string[];
}) {
  const { t } = useI18n();
  const lines = fresh
    .filter((e) => e.type !== 'turn' && e.type !== 'pending')
    .map((e) => say(describeEvent(e, names, view), t));
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {[...lines, say(turnPhrase(view, names), t)].join(' ')}
    </div>
  );
}
