/**
 * A table's campaign, as on the back of the box: the missions won and lost, which boxes are open,
 * the mission to offer next and the next captain. Pure: the server computes it from a room's
 * games and sends it with the room; the client only shows it (RULES.md §2.1, §6.2).
 */
import { MISSION_IDS, missionById, type MissionId, type Seat } from '@bomb-busters/engine';

export interface CampaignBox {
  /** The box's missions, `first` to `last` (numbers as printed on the cards). */
  readonly first: number;
  readonly last: number;
  /** Winning this mission opens the box; null: always open (the base box). */
  readonly opensWith: number | null;
}

/** The base box and the five surprise boxes (RULES.md §1: opened by winning 8, 19, 30, 42, 54). */
export const CAMPAIGN_BOXES: readonly CampaignBox[] = [
  { first: 1, last: 8, opensWith: null },
  { first: 9, last: 19, opensWith: 8 },
  { first: 20, last: 30, opensWith: 19 },
  { first: 31, last: 42, opensWith: 30 },
  { first: 43, last: 54, opensWith: 42 },
  { first: 55, last: 66, opensWith: 54 },
];

/** One game of the table, in the order played; `result` null while it is played. */
export interface CampaignGame {
  readonly mission: MissionId;
  readonly captain: Seat;
  readonly result: 'won' | 'lost' | null;
}

export interface CampaignInput {
  readonly players: number;
  /** The host unlocked every box for this table. */
  readonly unlocked: boolean;
  /**
   * The table's first mission. A table may start anywhere (a group that has played on paper):
   * its box and the boxes before it count as open.
   */
  readonly start: MissionId;
  readonly games: readonly CampaignGame[];
}

export interface CampaignMission {
  readonly mission: MissionId;
  readonly won: number;
  readonly lost: number;
  /** May be played at this table now: its box open, and not too few players (34: not with two). */
  readonly open: boolean;
}

export interface Campaign {
  readonly unlocked: boolean;
  /** Every mission the engine plays, in campaign order (numbers, then the New Missions). */
  readonly missions: readonly CampaignMission[];
  readonly boxes: readonly (CampaignBox & { readonly open: boolean })[];
  /** Missions won at least once. */
  readonly won: number;
  /** After a finished game: the mission offered (the next open one after a win, else the same). */
  readonly next: MissionId | null;
  /** After a finished game: the seat to the last captain's left (RULES.md §2.1 step 2). */
  readonly nextCaptain: Seat | null;
}

/** The box of a numbered mission; null for the New Missions (always open, in no box). */
export const boxOf = (mission: MissionId): CampaignBox | null =>
  typeof mission === 'number'
    ? (CAMPAIGN_BOXES.find((b) => mission >= b.first && mission <= b.last) ?? null)
    : null;

/** Numbered missions in order, then the New Missions in order. */
const campaignRank = (id: MissionId): number =>
  typeof id === 'number' ? id : 1000 + Number(id.slice('new-'.length));
const CAMPAIGN_ORDER: readonly MissionId[] = [...MISSION_IDS].sort(
  (a, b) => campaignRank(a) - campaignRank(b),
);

export function campaignOf(input: CampaignInput): Campaign {
  const count = (mission: MissionId, result: 'won' | 'lost') =>
    input.games.filter((g) => g.mission === mission && g.result === result).length;
  const startBox = boxOf(input.start);
  const boxes = CAMPAIGN_BOXES.map((box) => ({
    ...box,
    open:
      input.unlocked ||
      box.opensWith === null ||
      (startBox !== null && box.first <= startBox.first) ||
      count(box.opensWith, 'won') > 0,
  }));
  const isOpen = (mission: MissionId) => {
    const box = boxOf(mission);
    return box === null || boxes.some((b) => b.first === box.first && b.open);
  };
  const missions = CAMPAIGN_ORDER.map((mission) => ({
    mission,
    won: count(mission, 'won'),
    lost: count(mission, 'lost'),
    open: isOpen(mission) && input.players >= (missionById(mission)?.minPlayers ?? 2),
  }));
  const last = input.games.at(-1);
  const finished = last && last.result !== null ? last : null;
  return {
    unlocked: input.unlocked,
    missions,
    boxes,
    won: missions.filter((m) => m.won > 0).length,
    next: finished && offerAfter(finished.mission, finished.result === 'won', missions),
    nextCaptain: finished && (finished.captain + 1) % input.players,
  };
}

/** After a loss the same mission; after a win the next open one, or the same if none is left. */
function offerAfter(
  mission: MissionId,
  won: boolean,
  missions: readonly CampaignMission[],
): MissionId {
  if (!won) return mission;
  const at = missions.findIndex((m) => m.mission === mission);
  return missions.slice(at + 1).find((m) => m.open)?.mission ?? mission;
}

/** May `mission` be played at this table now? */
export const missionOpen = (campaign: Campaign, mission: MissionId): boolean =>
  campaign.missions.some((m) => m.mission === mission && m.open);
