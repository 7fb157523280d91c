/** The "create a table" form as plain data, and the createRoom request it makes. */
import {
  MISSION_IDS,
  missionById,
  missionDrawsCaptain,
  type MissionId,
} from '@bomb-busters/engine/data';
import type { CreateRoomRequest, SeatSpec } from '@bomb-busters/protocol';
import { MAX_NAME_LENGTH, MAX_PLAYERS, MIN_PLAYERS } from '@bomb-busters/protocol/constants';

/** What sits on a seat: a person, or a bot of a level (the strongest first, and by default). */
export type SeatChoice = 'person' | 'cautious' | 'expert';
export const SEAT_CHOICES: readonly SeatChoice[] = ['person', 'expert', 'cautious'];
export const TURN_CLOCKS = [null, 60, 120, 300] as const;
export type TurnClock = (typeof TURN_CLOCKS)[number];
export type Stars = 0 | 1 | 2;

export interface TableForm {
  readonly mission: MissionId;
  readonly players: number;
  /** Always MAX_PLAYERS entries: lowering the player count keeps the later seats' choices. */
  readonly seats: readonly SeatChoice[];
  readonly captain: number;
  readonly stars: Stars;
  readonly trainingAid: boolean;
  /** Off: the table's chat takes only the fixed signals (on by default). */
  readonly freeChat: boolean;
  readonly listed: boolean;
  readonly turnClock: TurnClock;
  readonly tableName: string;
  readonly yourName: string;
}

/** You and expert bots (the cautious ones lose far more often): "Create" then "Start" is a game. */
export const defaultForm = (yourName = ''): TableForm => ({
  mission: 1,
  players: 4,
  seats: ['person', ...Array.from({ length: MAX_PLAYERS - 1 }, () => 'expert' as const)],
  captain: 0,
  stars: 0,
  trainingAid: false,
  freeChat: true,
  listed: false,
  turnClock: null,
  tableName: '',
  yourName,
});

/** The mission a link chose (`?mission=2`, from the first game's end); else mission 1. */
export function missionOfQuery(search: string): MissionId {
  const asked = new URLSearchParams(search).get('mission');
  return MISSION_IDS.find((id) => String(id) === asked) ?? 1;
}

/** 2-5 players, at least as many as the mission needs (34: not with two). */
const clampPlayers = (n: number, mission: MissionId) =>
  Math.min(
    MAX_PLAYERS,
    Math.max(MIN_PLAYERS, missionById(mission)?.minPlayers ?? MIN_PLAYERS, Math.trunc(n)),
  );

/** The player count changed: the captain stays a seat of the table. */
export function withPlayers(form: TableForm, players: number): TableForm {
  const n = clampPlayers(players, form.mission);
  return { ...form, players: n, captain: form.captain < n ? form.captain : 0 };
}

/** Another mission: the player count rises to what it needs (34: three). */
export const withMission = (form: TableForm, mission: MissionId): TableForm =>
  withPlayers({ ...form, mission }, form.players);

export function withSeat(form: TableForm, seat: number, choice: SeatChoice): TableForm {
  return { ...form, seats: form.seats.map((c, i) => (i === seat ? choice : c)) };
}

/** A name as the protocol takes it: trimmed, control characters dropped, 1-40 characters. */
export function cleanName(raw: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const name = raw.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  return name ? [...name].slice(0, MAX_NAME_LENGTH).join('') : undefined;
}

const seatSpec = (choice: SeatChoice): SeatSpec =>
  choice === 'person' ? { kind: 'person' } : { kind: 'bot', level: choice };

export function createRequest(form: TableForm): CreateRoomRequest {
  const name = cleanName(form.tableName);
  const stars = form.stars;
  return {
    mission: form.mission,
    players: form.players,
    // Where the mission deals the Captain card at random, the game draws the captain.
    ...(missionDrawsCaptain(form.mission) ? {} : { captain: form.captain }),
    options: {
      stars,
      ...(form.trainingAid ? { trainingAid: true } : {}),
      ...(form.freeChat ? {} : { freeChat: false }),
    },
    seats: form.seats.slice(0, form.players).map(seatSpec),
    public: form.listed,
    turnClock: form.turnClock,
    ...(name ? { name } : {}),
  };
}

/** The seat the creator claims: the first person seat, or null for a table of bots (watch it). */
export function hostSeat(form: TableForm): number | null {
  const seat = form.seats.slice(0, form.players).indexOf('person');
  return seat === -1 ? null : seat;
}
