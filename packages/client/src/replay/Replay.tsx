/** The replay page: a finished game step by step, from any seat or as a spectator. */
import { useEffect, useMemo, useState } from 'react';
import { parseRecord, viewFor, type Viewer } from '@bomb-busters/engine';
import type { RoomInfo } from '@bomb-busters/protocol';
import { ChosenSeed } from '../app/ChosenSeed';
import { navigate, replayPath, roomPath } from '../app/router';
import { useI18n } from '../i18n/I18n';
import type { MessageKey } from '../i18n/en';
import { handicapProps } from '../logic/captain';
import { coveredCards } from '../logic/equipment-numbers';
import { playingSeat } from '../logic/markers';
import { SnipCard } from '../table/play/Snip';
import { say } from '../logic/words';
import { api } from '../net/api';
import { Board } from '../table/board/Board';
import { useReplayNotes } from '../table/notes/useReplayNotes';
import { notesAt } from '../logic/notes';
import { Characters } from '../table/board/Characters';
import { BombState } from '../table/board/BombState';
import { EquipmentCards } from '../table/board/EquipmentCards';
import { EventLog } from '../table/board/EventLog';
import { ConstraintCards } from '../table/board/ConstraintCards';
import {
  HandoutCard,
  NumberHandsCard,
  NumberPickCards,
  TogetherCard,
} from '../table/board/MissionCards';
import { MissionSheet } from '../table/board/MissionSheet';
import { RedNumberCard } from '../table/board/RedNumberCard';
import { Reward } from '../table/board/RewardNumberCard';
import { SequenceCard } from '../table/board/SequenceCard';
import { SpeedRounds } from '../table/board/SpeedRounds';
import { ResultBanner } from './GameOver';
import { seatNames } from '../logic/names';
import {
  actionAt,
  clampStep,
  lastStep,
  parseViewer,
  replaySteps,
  stepLogStart,
  type ReplaySteps,
} from './steps';
import { stepPhrases } from './words';
import './replay.css';

export interface ReplayProps {
  readonly room: string;
  readonly game: number | null;
  readonly seat: number | 'spectator' | null;
  readonly step: number | null;
}

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly message: MessageKey; readonly roomExists: boolean }
  | { readonly kind: 'ready'; readonly steps: ReplaySteps; readonly roomInfo: RoomInfo | null };

/** Fetch the record and the room (for names), and rebuild every step with the engine. */
function useReplay(room: string, game: number | null): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    void Promise.all([api.record(room, game ?? undefined), api.room(room)]).then(
      ([record, info]) => {
        if (!live) return;
        const roomExists = info.ok;
        if (!record.ok)
          return setLoaded({ kind: 'error', message: `error.${record.code}`, roomExists });
        const parsed = parseRecord(record.value);
        const steps = parsed.ok ? replaySteps(parsed.value) : parsed;
        setLoaded(
          steps.ok
            ? { kind: 'ready', steps: steps.value, roomInfo: info.ok ? info.value : null }
            : { kind: 'error', message: 'replay.invalid', roomExists },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [room, game]);
  return loaded;
}

export function Replay({ room, game, seat, step }: ReplayProps) {
  const { t } = useI18n();
  const loaded = useReplay(room, game);
  if (loaded.kind === 'loading') return <p className="loading">{t('replay.loading')}</p>;
  if (loaded.kind === 'error')
    return (
      <section className="replay">
        <p role="alert" data-testid="replay-error">
          {t(loaded.message)}
        </p>
        {/* Back to the table only when there is one; else home. */}
        {loaded.roomExists ? <BackToRoom room={room} /> : <BackHome />}
      </section>
    );
  return (
    <ReplayPlayer
      room={room}
      game={game}
      steps={loaded.steps}
      roomInfo={loaded.roomInfo}
      initialStep={step}
      initialSeat={seat}
    />
  );
}

function BackToRoom({ room }: { room: string }) {
  const { t } = useI18n();
  return (
    <a
      href={roomPath(room)}
      onClick={(e) => {
        e.preventDefault();
        navigate(roomPath(room));
      }}
    >
      {t('replay.backToRoom')}
    </a>
  );
}

function BackHome() {
  const { t } = useI18n();
  return (
    <a
      href="/"
      data-action="back-home"
      onClick={(e) => {
        e.preventDefault();
        navigate('/');
      }}
    >
      {t('replay.backHome')}
    </a>
  );
}

const PLAY_MS = 1200;

function ReplayPlayer({
  room,
  game,
  steps,
  roomInfo,
  initialStep,
  initialSeat,
}: {
  room: string;
  game: number | null;
  steps: ReplaySteps;
  roomInfo: RoomInfo | null;
  initialStep: number | null;
  initialSeat: number | 'spectator' | null;
}) {
  const { t } = useI18n();
  const last = lastStep(steps);
  const players = steps.states[0]?.players ?? 0;
  const [step, setStepRaw] = useState(() => clampStep(initialStep, last));
  const [viewer, setViewer] = useState<Viewer>(() => parseViewer(initialSeat, players));
  const [playing, setPlaying] = useState(false);
  const setStep = (next: number) => setStepRaw(clampStep(next, last));

  // The address shares the exact step and viewer.
  useEffect(() => {
    const path = replayPath(room, { ...(game === null ? {} : { game }), seat: viewer, step });
    history.replaceState(null, '', path);
  }, [room, game, viewer, step]);

  useEffect(() => {
    if (!playing) return;
    if (step >= last) return setPlaying(false);
    const timer = setTimeout(() => setStepRaw((s) => Math.min(s + 1, last)), PLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, step, last]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // Form controls (the slider, the viewer select) keep their own arrow keys.
      if (e.target instanceof HTMLElement && e.target.closest('input, select, textarea')) return;
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const delta = e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0;
      if (delta === 0) return;
      e.preventDefault();
      setStepRaw((s) => clampStep(s + delta, last));
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [last]);

  const state = steps.states[step];
  const view = useMemo(() => (state ? viewFor(state, viewer) : null), [state, viewer]);
  // The seat this browser holds sees its own notes as they stood at the step; no one else does.
  const mine = useReplayNotes(room, game, roomInfo);
  const notes = useMemo(
    () => (mine && state && mine.seat === viewer ? notesAt(mine.notes, state.version) : undefined),
    [mine, state, viewer],
  );
  const names = seatNames(roomInfo, players, t);
  if (!view) return null;
  const gameNumber = game ?? roomInfo?.game;
  const action = actionAt(steps, step);
  const from = stepLogStart(steps, step);
  // The viewer may see a hidden card the action names: their own, or every card once over.
  const shown = action?.seat === viewer || view.status !== 'playing';
  const told = stepPhrases(view.log, from, names, view, action, shown);
  const table = roomInfo?.name ?? room;
  const control = (action: string, label: MessageKey, target: number, icon: string) => (
    <button
      type="button"
      data-action={`replay-${action}`}
      aria-label={t(label)}
      title={t(label)}
      disabled={target === step}
      onClick={() => setStep(target)}
    >
      <span aria-hidden="true">{icon}</span>
    </button>
  );

  return (
    <section className="replay" aria-labelledby="replay-title">
      <header className="replay-head">
        <h1 id="replay-title">
          {gameNumber === undefined
            ? t('replay.titleLatest', { room: table })
            : t('replay.title', { room: table, game: gameNumber })}
        </h1>
        <BackToRoom room={room} />
        <a
          className="button"
          href={api.recordUrl(room, game ?? undefined)}
          download={`bomb-busters-${room}-${gameNumber ?? 'last'}.json`}
          data-action="download-record"
        >
          {t('replay.download')}
        </a>
      </header>
      {steps.chosenSeed && <ChosenSeed />}

      <div className="replay-controls" role="group" aria-label={t('replay.controls')}>
        <label className="replay-viewer">
          {t('replay.viewer')}{' '}
          <select
            data-testid="replay-viewer"
            value={String(viewer)}
            onChange={(e) => setViewer(parseViewer(viewerOf(e.target.value), players))}
          >
            {names.map((name, seat) => (
              <option key={seat} value={String(seat)}>
                {name}
              </option>
            ))}
            <option value="spectator">{t('replay.spectator')}</option>
          </select>
        </label>
        <div className="replay-buttons">
          {control('first', 'replay.first', 0, '⇤')}
          {control('previous', 'replay.previous', Math.max(0, step - 1), '←')}
          <button
            type="button"
            data-action={playing ? 'replay-pause' : 'replay-play'}
            aria-label={t(playing ? 'replay.pause' : 'replay.play')}
            title={t(playing ? 'replay.pause' : 'replay.play')}
            aria-pressed={playing}
            disabled={!playing && step >= last}
            onClick={() => setPlaying(!playing)}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
          {control('next', 'replay.next', Math.min(last, step + 1), '→')}
          {control('last', 'replay.last', last, '⇥')}
        </div>
        <input
          type="range"
          className="replay-slider"
          min={0}
          max={last}
          value={step}
          aria-label={t('replay.slider')}
          aria-valuetext={t('replay.step', { step, last })}
          data-action="replay-slider"
          onChange={(e) => setStep(Number(e.target.value))}
        />
        <p className="replay-step" data-testid="replay-step" data-step={step} aria-live="polite">
          <strong>{t('replay.step', { step, last })}</strong>{' '}
          {told.map((line, i) => (
            <span key={i} className="replay-step-line" data-testid="replay-step-line">
              {say(line, t)}
            </span>
          ))}
        </p>
        <p className="replay-keys">{t('replay.keys')}</p>
      </div>

      <ResultBanner view={view} names={names} />
      <div className="replay-table">
        <Board view={view} names={names} {...(notes ? { notes } : {})} />
        {/* The log's column (room for a seat's own notes too): beside the table on a desktop,
            under it on a phone, where the step controls stay in view. */}
        <div className="replay-log">
          <EventLog log={view.log} names={names} viewer={view.viewer} table={view} from={from} />
        </div>
        <aside className="replay-side">
          <BombState view={view} />
          {view.redValues.length > 0 && <RedNumberCard values={view.redValues} />}
          <Reward view={view} />
          <SnipCard view={view} names={names} />
          {view.sequence && <SequenceCard sequence={view.sequence} stands={view.stands} />}
          <NumberPickCards view={view} names={names} />
          <ConstraintCards view={view} names={names} />
          <NumberHandsCard view={view} names={names} />
          <TogetherCard view={view} />
          <HandoutCard view={view} />
          <SpeedRounds view={view} names={names} clock={null} />
          {view.grid && <MissionSheet grid={view.grid} mission={view.mission} />}
          {view.equipment.length > 0 && (
            <EquipmentCards
              equipment={view.equipment}
              rewardNumber={view.rewardNumber}
              covered={coveredCards(view)}
            />
          )}
          <Characters
            characters={view.characters}
            names={names}
            activeSeat={playingSeat(view)}
            captain={view.captain}
            {...handicapProps(view.mission)}
          />
        </aside>
      </div>
    </section>
  );
}

const viewerOf = (value: string): number | 'spectator' =>
  value === 'spectator' ? 'spectator' : Number(value);
