/**
 * The mission picker in plain data: a mission's place in a table's campaign, and the search by
 * number or by name in the player's language.
 */
import type { MissionId } from '@bomb-busters/engine';
import type { Campaign } from '@bomb-busters/protocol/campaign';

/** What the campaign says of a mission; `open` is all a table without a campaign knows. */
export type MissionState = 'next' | 'won' | 'lost' | 'locked' | 'open';

/** Locked first (it cannot be chosen), then the offer, then the best result so far. */
export function missionState(campaign: Campaign | null, id: MissionId): MissionState {
  const mission = campaign?.missions.find((m) => m.mission === id);
  if (!campaign || !mission) return 'open';
  if (!mission.open) return 'locked';
  if (campaign.next === id) return 'next';
  if (mission.won > 0) return 'won';
  return mission.lost > 0 ? 'lost' : 'open';
}

/** The number printed on the card: 18 for mission 18, 2 for New Mission 2. */
export const printedNumber = (id: MissionId): number =>
  typeof id === 'number' ? id : Number(id.slice('new-'.length));

/** Lower case without accents (é, ự) and with đ as d: "hanh" finds "Hành". */
const folded = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/giu, 'd').toLocaleLowerCase();

/**
 * Does a search find a mission? A number finds the mission printed with it ("18", "#18"); any
 * text finds the missions whose name (in the language shown) holds it. Empty finds everything.
 */
export function matchesSearch(query: string, id: MissionId, name: string): boolean {
  const wanted = folded(query.trim());
  if (wanted === '') return true;
  const number = /^#?(\d+)$/.exec(wanted)?.[1];
  if (number !== undefined && Number(number) === printedNumber(id)) return true;
  return folded(name).includes(wanted);
}
