/**
 * The mission choice of a new table: a search by number or name, then the missions under their
 * boxes, each box folded but the chosen mission's, so 66 missions stay a short list. Each mission
 * is one line (its name and its wires); its rules and full setup open under it.
 */
import { useState, type KeyboardEvent } from 'react';
import { MISSION_IDS, type MissionId } from '@bomb-busters/engine/data';
import type { Campaign, CampaignBox } from '@bomb-busters/protocol/campaign';
import { LockIcon } from '../app/icons';
import { useI18n } from '../i18n/I18n';
import { missionTitle } from '../logic/briefing';
import { boxName, missionBoxes } from '../logic/campaign';
import { matchesSearch, missionState, type MissionState } from '../logic/mission-picker';
import { headlinePhrases, missionNameKey, summaryOf } from '../logic/missions';
import { MissionRules, MissionSetup, say } from './MissionText';

export interface MissionPickerProps {
  readonly mission: MissionId;
  readonly players: number;
  readonly onChoose: (mission: MissionId) => void;
  /** The table's campaign, when it has one: each mission says won, lost, locked or next. */
  readonly campaign?: Campaign | null;
}

const BOXES = missionBoxes(MISSION_IDS);
const boxKey = (box: CampaignBox | null) => box?.first ?? 'new';
const boxOfMission = (id: MissionId) => BOXES.find((g) => g.missions.includes(id))?.box ?? null;

/** Not colour alone: each campaign state has its word and a mark. */
const STATE_MARK: Record<Exclude<MissionState, 'open' | 'locked'>, string> = {
  next: '➜',
  won: '✔',
  lost: '✖',
};

export function MissionPicker({ mission, players, onChoose, campaign = null }: MissionPickerProps) {
  const { t, tn } = useI18n();
  const [query, setQuery] = useState('');
  // The chosen mission's box starts open; the player folds and unfolds the others.
  const [opened, setOpened] = useState(() => new Set([boxKey(boxOfMission(mission))]));
  const searching = query.trim() !== '';
  const found = (id: MissionId) => matchesSearch(query, id, t(missionNameKey(id)));
  const groups = BOXES.map((g) => ({ ...g, missions: g.missions.filter(found) })).filter(
    (g) => !searching || g.missions.length > 0,
  );
  const results = groups.flatMap((g) => g.missions);
  const playable = results.filter((id) => missionState(campaign, id) !== 'locked');

  const toggle = (key: string | number, open: boolean) =>
    setOpened((keys) => {
      const next = new Set(keys);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
  // Enter in the search picks the first mission found instead of creating the table.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const [first] = playable;
    if (first !== undefined) onChoose(first);
  };

  return (
    <fieldset className="mission-picker">
      <legend>{t('home.create.mission')}</legend>
      <label className="field mission-search">
        <span>{t('home.picker.search')}</span>
        <input
          type="search"
          data-testid="mission-search"
          value={query}
          aria-describedby="mission-search-hint"
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
        />
      </label>
      <p id="mission-search-hint" className="hint">
        {t('home.picker.searchHint')}
      </p>
      <p role="status" className="mission-found" data-testid="mission-found">
        {searching &&
          (results.length > 0
            ? tn('home.picker.found', results.length)
            : t('home.picker.none', { query: query.trim() }))}
      </p>
      {groups.map(({ box, missions }) => {
        const key = boxKey(box);
        const name = box ? boxName(box) : null;
        const title = name ? t(name.key, name.params) : t('campaign.box.new');
        if (missions.length === 0)
          return (
            <p key={key} className="mission-box coming" data-box={key}>
              {title} · {t('home.picker.coming')}
            </p>
          );
        return (
          <details
            key={key}
            className="mission-box"
            data-box={key}
            open={searching || opened.has(key)}
            onToggle={(e) => {
              if (!searching) toggle(key, e.currentTarget.open);
            }}
          >
            <summary>
              <span className="mission-box-name">{title}</span>{' '}
              <span className="hint">{tn('home.picker.count', missions.length)}</span>
            </summary>
            <div className="mission-options">
              {missions.map((id) => (
                <MissionOption
                  key={id}
                  id={id}
                  players={players}
                  chosen={id === mission}
                  state={missionState(campaign, id)}
                  onChoose={() => onChoose(id)}
                />
              ))}
            </div>
          </details>
        );
      })}
    </fieldset>
  );
}

function MissionOption(props: {
  id: MissionId;
  players: number;
  chosen: boolean;
  state: MissionState;
  onChoose: () => void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const { id, chosen, state } = props;
  const summary = summaryOf(id, props.players);
  return (
    <div
      className={`mission-option${chosen ? ' chosen' : ''}`}
      data-testid={`mission-${id}`}
      data-state={state}
    >
      <label className="mission-head">
        <input
          type="radio"
          name="mission"
          value={String(id)}
          checked={chosen}
          disabled={state === 'locked'}
          onChange={props.onChoose}
        />
        <span className="mission-name">{missionTitle(t, id)}</span>
        {state !== 'open' && (
          <span className={`mission-state ${state}`}>
            {state === 'locked' ? (
              <LockIcon />
            ) : (
              <span aria-hidden="true">{STATE_MARK[state]}</span>
            )}{' '}
            {t(`home.picker.state.${state}`)}
          </span>
        )}
        {chosen && (
          <span className="chosen-mark" aria-hidden="true">
            ✔
          </span>
        )}
      </label>
      {summary && (
        <p className="mission-line">
          {headlinePhrases(summary)
            .map((p) => say(i18n, p))
            .join(' · ')}
        </p>
      )}
      <details className="mission-more">
        <summary>{t('home.picker.more')}</summary>
        <MissionRules mission={id} />
        <MissionSetup mission={id} players={props.players} />
      </details>
    </div>
  );
}
