import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { EquipmentCard, StandRef, WireRef } from '@bomb-busters/engine';
import { deferred } from '../app/deferred';
import { useI18n } from '../i18n/I18n';
import type { Intent } from '../logic/keys';
import { barredPhrase, handicapProps } from '../logic/captain';
import { coveredCards } from '../logic/equipment-numbers';
import { playingSeat } from '../logic/markers';
import { seatName } from '../logic/words';
import { coffees, ownCardUsable, usableCards } from '../logic/menu';
import { seatNames } from '../logic/names';
import { seatTags } from '../logic/seats';
import { speedNow } from '../logic/speed-rounds';
import { hostTokenOf, readPrefs, writePrefs, type Prefs } from '../state/storage';
import type { Table } from '../state/useTable';
import { useProbabilities } from '../training/useProbabilities';
import { Board, standLabel } from './board/Board';
import { Characters } from './board/Characters';
import { BombState } from './board/BombState';
import { EquipmentCards } from './board/EquipmentCards';
import { EventLog } from './board/EventLog';
import { Reward } from './board/RewardNumberCard';
import { ActionPanel } from './play/ActionPanel';
import { Chat, CHAT_INPUT } from './play/Chat';
import { Drawer, DrawerProvider, DrawerTabs, useDrawers } from './play/Drawers';
import { useFeedback } from './play/feedback';
import { PausedBanner, TableMenu, VoteBox } from './play/HostControls';
import { MissionClock } from './play/MissionClock';
import { useNotifySwitch } from './play/notify';
import { Announcer, FeedbackBanner, PendingNote, Rejection } from './play/Notices';
import { activeCard, question, standMarks, wireMarks } from './play/selection';
import { SnipCard } from './play/Snip';
import { TopBar } from './play/TopBar';
import { feedbackOf, isMyMove } from './play/turn';
import { useCountdown } from './play/useCountdown';
import { usePlay, type Play } from './play/usePlay';
import { useNotes, type Notes } from './notes/useNotes';
import { NotesHint, NotesSwitch } from './notes/NotesSwitch';
import './play/play.css';

// Shown at the end, when asked, or in some missions only: their code and texts come then, not
// with the table.
const quietly = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  deferred(load, { quiet: true });
// Its campaign sheet and mission picker come from the home page.
const GameOver = deferred(() => import('../replay/GameOver').then((m) => m.GameOver), {
  parts: ['replay', 'home', 'campaign'],
});
const MissionPanel = deferred(() => import('./play/MissionPanel').then((m) => m.MissionPanel), {
  parts: ['rules', 'missionRules'],
  quiet: true,
});
const HelpDialog = quietly(() => import('./play/HelpDialog').then((m) => m.HelpDialog));
const NoteEditor = quietly(() => import('./notes/NoteEditor').then((m) => m.NoteEditor));
const MissionSheet = quietly(() => import('./board/MissionSheet').then((m) => m.MissionSheet));
const SpeedRounds = quietly(() => import('./board/SpeedRounds').then((m) => m.SpeedRounds));
// A mission's own cards: their code comes to the tables whose view has their part, once it does.
const RadarTurn = quietly(() => import('./board/RadarTurnCard').then((m) => m.RadarTurn));
const RedNumberCard = quietly(() => import('./board/RedNumberCard').then((m) => m.RedNumberCard));
const SequenceCard = quietly(() => import('./board/SequenceCard').then((m) => m.SequenceCard));
const NumberPickCards = quietly(() =>
  import('./board/MissionCards').then((m) => m.NumberPickCards),
);
const ConstraintCards = quietly(() =>
  import('./board/ConstraintCards').then((m) => m.ConstraintCards),
);
const NumberHandsCard = quietly(() =>
  import('./board/MissionCards').then((m) => m.NumberHandsCard),
);
const TogetherCard = quietly(() => import('./board/MissionCards').then((m) => m.TogetherCard));
const HandoutCard = quietly(() => import('./board/MissionCards').then((m) => m.HandoutCard));

export interface TableScreenProps {
  readonly room: string;
  readonly table: Table;
  readonly token: string | undefined;
}

/** The table: top bar, board, the seat's controls, the log; the result above the reveal. */
export function TableScreen({ room, table, token }: TableScreenProps) {
  const { t } = useI18n();
  const { view, roomInfo, fresh } = table.state;
  const [prefs, setPrefsState] = useState<Prefs>(readPrefs);
  const setPrefs = useCallback((change: Partial<Prefs>) => setPrefsState(writePrefs(change)), []);
  const [help, setHelp] = useState(false);
  const [briefing, setBriefing] = useState(false);
  const trainingAid = roomInfo?.options?.trainingAid === true;
  const probabilities = useProbabilities(view, trainingAid && view?.viewer !== 'spectator');
  const names = useMemo(() => {
    const base = seatNames(roomInfo, view?.players ?? roomInfo?.players ?? 0, t);
    return base.map((name, seat) => {
      const s = roomInfo?.seats[seat];
      return s?.kind === 'bot' ? t('play.seat.bot', { name }) : name;
    });
  }, [roomInfo, view?.players, t]);
  const feedback = feedbackOf(fresh);
  const myMove = view ? isMyMove(view) : false;
  const playing = view?.status === 'playing' || view?.status === 'setup';
  // Paused: the turn clock waits, and runs again in full when the game goes on.
  const clock = useCountdown(
    myMove && playing && !view?.paused ? (roomInfo?.turnClock ?? null) : null,
    view?.version,
  );
  const away = (roomInfo?.seats ?? [])
    .filter((s) => s.kind === 'person' && s.taken && !s.connected && !s.botTakeover)
    .map((s) => ({ name: names[s.seat] ?? '', takeoverInMs: s.takeoverInMs }));
  const hostToken = hostTokenOf(room);
  const notify = useNotifySwitch(prefs.notify === true, (on) => setPrefs({ notify: on }));
  useFeedback(view, myMove, feedback, prefs.muted === true, notify.on);
  const notes = useNotes(table, view);
  // The lobby was scrolled down to its Start button: the table opens at its top all the same.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (!view) return <p className="loading">{t('common.loading')}</p>;
  const over = view.status === 'won' || view.status === 'lost';
  const seated = view.viewer !== 'spectator' && !over;
  // Beside the actions on a wide screen; one tap away on a narrow one (Drawers). The chat's
  // lines are entries of the log, and its input sits under it.
  const log = (
    <Drawer name="log">
      <EventLog
        log={view.log}
        botMoves={table.state.botMoves}
        names={names}
        viewer={view.viewer}
        table={view}
      />
      <Chat table={table} view={view} />
    </Drawer>
  );
  return (
    <div
      className={`play-table${seated ? ' play-table--seated' : ''}${feedback ? ` play-table--${feedback}` : ''}`}
    >
      <TopBar
        banner={<FeedbackBanner feedback={feedback} version={view.version} />}
        view={view}
        names={names}
        connection={table.state.connection}
        pending={table.state.sent !== null}
        trainingAid={trainingAid}
        chosenSeed={roomInfo?.chosenSeed === true}
        prefs={prefs}
        setPrefs={setPrefs}
        notify={notify}
        onHelp={() => setHelp(true)}
        onMission={() => setBriefing(true)}
        away={away}
        awayAt={table.state.roomAt}
        menu={<TableMenu table={table} names={names} hostToken={hostToken} />}
        clock={clock}
        missionClock={
          <MissionClock
            clock={table.state.clock}
            news={table.state.news}
            cueNews={table.state.cueNews}
            names={names}
            mission={view.mission}
            players={view.players}
            voice={prefs.voiceOff !== true}
            setVoice={(on) => setPrefs({ voiceOff: !on })}
          />
        }
      />
      <PausedBanner
        view={view}
        names={names}
        onResume={
          hostToken && !over ? () => table.request({ type: 'host', hostToken, op: 'resume' }) : null
        }
      />
      <VoteBox table={table} names={names} />
      <Rejection
        rejection={table.state.rejection}
        onDismiss={table.dismiss}
        detail={raceLost(table.state.rejection, names, t)}
      />
      {over && <GameOver room={room} table={table} token={token} />}
      <PendingNote view={view} names={names} />
      <DrawerProvider>
        {!seated ? (
          <div className="play-main">
            <Surface
              view={view}
              names={names}
              clock={table.state.clock}
              recent={fresh}
              probabilities={probabilities}
              tags={seatTags(roomInfo?.seats, view.players)}
            />
            <div className="play-dock">
              <DrawerTabs log={view.log} table={view} names={names} usable={0} />
              {log}
            </div>
          </div>
        ) : (
          <Seated
            table={table}
            prefs={prefs}
            names={names}
            probabilities={probabilities}
            onHelp={setHelp}
            onMission={setBriefing}
            log={log}
            notes={notes}
          />
        )}
      </DrawerProvider>
      <Announcer view={view} fresh={fresh} names={names} />
      {help && <HelpDialog open onClose={() => setHelp(false)} />}
      {briefing && (
        <MissionPanel
          open
          onClose={() => setBriefing(false)}
          mission={view.mission}
          players={view.players}
          view={view}
          names={names}
        />
      )}
    </div>
  );
}

type Probabilities = ReturnType<typeof useProbabilities>;

/** A "Snip!" that lost the race (TURN_TAKEN): who said it first, when the log told. */
function raceLost(
  rejection: Table['state']['rejection'],
  names: readonly string[],
  t: ReturnType<typeof useI18n>['t'],
): string | undefined {
  const first = rejection?.first;
  return first === undefined ? undefined : t('snip.lost', { name: seatName(names, first) });
}

/** A seat playing: the board wired to the selection, and the action panel. */
function Seated(props: {
  table: Table;
  prefs: Prefs;
  names: readonly string[];
  probabilities: Probabilities;
  onHelp: (open: boolean) => void;
  onMission: (open: boolean) => void;
  log: ReactNode;
  notes: Notes;
}) {
  const { table, names, onHelp, onMission } = props;
  const { t } = useI18n();
  const view = table.state.view!;
  const { show } = useDrawers();
  const { notes } = props;
  const { noting, setNoting } = notes;
  const onIntent = useCallback(
    (intent: Intent) => {
      if (intent.type === 'mission') onMission(true);
      else if (intent.type === 'help') onHelp(true);
      else if (intent.type === 'chat') show('log', CHAT_INPUT);
      else if (intent.type === 'note') setNoting(!noting);
      else if (intent.type === 'cancel' && noting) setNoting(false);
      else return false;
      return true;
    },
    [onHelp, onMission, show, noting, setNoting],
  );
  const play = usePlay(table, view, table.state.legal, props.prefs.confirmCuts !== false, onIntent);
  return (
    <div className="play-main play-main--seated">
      <Surface
        view={view}
        names={names}
        clock={table.state.clock}
        tags={seatTags(table.state.roomInfo?.seats, view.players)}
        recent={table.state.fresh}
        probabilities={props.probabilities}
        play={play}
        notes={notes}
      />
      {notes.editing && (
        <NoteEditor
          wire={notes.editing}
          stand={standLabel(view, names, notes.editing, t)}
          note={notes.on(notes.editing)}
          onSend={table.note}
          onClose={notes.close}
        />
      )}
      <div className="play-dock">
        <DrawerTabs
          log={view.log}
          table={view}
          names={names}
          usable={usableCards(play.ctx.legal).length}
        />
        <ActionPanel play={play} names={names} />
        {props.log}
      </div>
    </div>
  );
}

/** Everything on the table; interactive when `play` is given. */
function Surface(props: {
  view: NonNullable<Table['state']['view']>;
  names: readonly string[];
  /** The mission's real-time clock (mission 30's countdowns read it). */
  clock: Table['state']['clock'];
  /** Who plays each seat when not its person (see logic/seats). */
  tags: ReturnType<typeof seatTags>;
  recent: Table['state']['fresh'];
  probabilities: Probabilities;
  play?: Play;
  /** A seat's private notes: shown on the wires, and in note mode the wires choose a note. */
  notes?: Notes;
}) {
  const { view, names, play, notes } = props;
  const { t } = useI18n();
  const ctx = play?.ctx;
  const sel = play?.selection;
  const q = ctx && sel ? question(ctx, sel) : null;
  const cards = ctx ? usableCards(ctx.legal) : [];
  const active = sel ? activeCard(sel) : null;
  const interactive = play && ctx && sel;
  const board = notes?.noting
    ? { marks: notes.marks, onWire: notes.open }
    : interactive
      ? {
          marks: (ref: WireRef) => wireMarks(ctx, sel, ref),
          onWire: (ref: WireRef) => play.input({ type: 'wire', ref }),
          standEnabled: (ref: StandRef) => standMarks(ctx, sel, ref),
          onStand: (ref: StandRef) => play.input({ type: 'stand', ref }),
        }
      : {};
  return (
    <section className="play-surface" aria-label={t('play.region.table')} tabIndex={-1}>
      <div className="play-status">
        <BombState view={view} />
        {view.redValues.length > 0 && <RedNumberCard values={view.redValues} />}
        <Reward view={view} />
        {view.radarTurn && <RadarTurn view={view} names={names} />}
        <SnipCard view={view} names={names} button />
        {view.sequence && <SequenceCard sequence={view.sequence} stands={view.stands} />}
        {view.numberPick && <NumberPickCards view={view} names={names} />}
        {view.constraints && <ConstraintCards view={view} names={names} />}
        {view.numberHands && <NumberHandsCard view={view} names={names} />}
        {view.together && <TogetherCard view={view} />}
        {view.handout && <HandoutCard view={view} />}
        {speedNow(view) && <SpeedRounds view={view} names={names} clock={props.clock} />}
      </div>
      {notes?.noting && <NotesHint />}
      <Board
        view={view}
        names={names}
        tags={props.tags}
        recent={props.recent}
        probabilities={props.probabilities}
        {...(notes
          ? {
              notes: notes.notes,
              othersAction: <NotesSwitch on={notes.noting} onChange={notes.setNoting} />,
            }
          : {})}
        {...board}
      />
      {view.grid && (
        <MissionSheet
          grid={view.grid}
          mission={view.mission}
          {...(interactive
            ? {
                enabledCells: q?.field === 'cell' ? q.options : [],
                onCell: (cell: number) =>
                  play.input({ type: 'choice', choice: { field: 'cell', value: cell } }),
                enabledCartouches: q?.field === 'cartouche' ? q.options : [],
                onCartouche: (cartouche: number) =>
                  play.input({ type: 'choice', choice: { field: 'cartouche', value: cartouche } }),
                enabledCoffees: sel.kind === 'idle' ? coffees(ctx.legal) : [],
                onCoffee: (coffee: number) => play.input({ type: 'coffee', coffee }),
              }
            : {})}
        />
      )}
      <Drawer name="equipment">
        <EquipmentCards
          equipment={view.equipment}
          rewardNumber={view.rewardNumber}
          deck={view.equipmentDeck}
          covered={coveredCards(view)}
          barred={(card) => barredPhrase(view, card, names)}
          active={active}
          {...(interactive
            ? {
                enabled: (card) => cards.includes(card),
                onUse: (card) => play.input({ type: 'card', card }),
              }
            : {})}
        />
      </Drawer>
      <Characters
        characters={view.characters}
        names={names}
        activeSeat={playingSeat(view)}
        captain={view.captain}
        {...(interactive && typeof view.viewer === 'number'
          ? {
              mine: view.viewer,
              usable: (card: EquipmentCard) => ownCardUsable(ctx.legal, card),
              onUse: (card: EquipmentCard) => play.input({ type: 'card', card, personal: true }),
            }
          : {})}
        {...handicapProps(view.mission)}
      />
    </section>
  );
}
