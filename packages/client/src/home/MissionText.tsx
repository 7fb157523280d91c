import { useEffect } from 'react';
import type { MissionId } from '@bomb-busters/engine';
import { useI18n, type I18n } from '../i18n/I18n';
import { haveParts } from '../i18n/parts';
import { missionRulesKey, summaryOf, summaryPhrases, type Phrase } from '../logic/missions';

export const say = ({ t, tn }: I18n, phrase: Phrase): string =>
  'key' in phrase ? t(phrase.key, phrase.params) : tn(phrase.plural, phrase.count, phrase.params);

/**
 * A mission's setup for a player count, as a list; `compact` runs it on one line; `dealt` leaves
 * out what another player count would change (at the table the count is settled).
 */
export function MissionSetup({
  mission,
  players,
  compact = false,
  dealt = false,
}: {
  mission: MissionId;
  players: number;
  compact?: boolean;
  dealt?: boolean;
}) {
  const i18n = useI18n();
  const summary = summaryOf(mission, players);
  if (!summary) return null;
  const { setup, twoPlayer } = summaryPhrases(summary, players);
  const variant = !dealt && twoPlayer && (
    <>
      {i18n.t('mission.summary.twoPlayer')} {twoPlayer.map((p) => say(i18n, p)).join(' · ')}
    </>
  );
  if (compact)
    return (
      <p className="mission-setup compact">
        {setup.map((p) => say(i18n, p)).join(' · ')}
        {variant && <> · {variant}</>}
      </p>
    );
  return (
    <ul className="mission-setup">
      {setup.map((p, i) => (
        <li key={i}>{say(i18n, p)}</li>
      ))}
      {variant && <li>{variant}</li>}
    </ul>
  );
}

/** The mission's own rules; the page shows before their texts arrive, and they fill in. */
export function MissionRules({ mission }: { mission: MissionId }) {
  const i18n = useI18n();
  const ready = haveParts(i18n.language, ['missionRules']);
  useEffect(() => {
    if (!ready) void i18n.loadParts(['missionRules']);
  }, [ready, i18n]);
  return <p className="mission-rules">{ready && i18n.t(missionRulesKey(mission))}</p>;
}
