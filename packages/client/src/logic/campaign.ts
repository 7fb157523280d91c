/** The table's campaign in words: missions grouped by box, and a one-line progress for the home page. */
// The campaign module alone: the protocol's root would bring its schemas (zod) into the bundle.
import {
  boxOf,
  CAMPAIGN_BOXES,
  type Campaign,
  type CampaignBox,
  type CampaignMission,
} from '@bomb-busters/protocol/campaign';
import type { MissionId } from '@bomb-busters/engine';
import type { MessageKey } from '../i18n/en';
import type { Params } from '../i18n/translate';

export type CampaignBoxState = Campaign['boxes'][number];

/** One box and the missions of it the server plays; `box` null: the New Missions. */
export interface BoxGroup {
  readonly box: CampaignBoxState | null;
  readonly missions: readonly CampaignMission[];
}

/** Every box in order (even one with nothing in it), then the New Missions (`box` null). */
export function byBox<B extends CampaignBox, T>(
  boxes: readonly B[],
  items: readonly T[],
  missionOf: (item: T) => MissionId,
): { box: B | null; missions: T[] }[] {
  const inBox = (first: number | null) =>
    items.filter((item) => (boxOf(missionOf(item))?.first ?? null) === first);
  return [
    ...boxes.map((box) => ({ box, missions: inBox(box.first) })),
    { box: null, missions: inBox(null) },
  ];
}

/** Every box (shown even when no mission of it is played yet, so its lock is seen), then the New Missions. */
export const campaignGroups = (campaign: Campaign): BoxGroup[] =>
  byBox(campaign.boxes, campaign.missions, (m) => m.mission);

/** The missions of `ids` under the boxes of the game, for a table that has no campaign yet. */
export const missionBoxes = (ids: readonly MissionId[]) => byBox(CAMPAIGN_BOXES, ids, (id) => id);

/** A box's name: "Base box (missions 1–8)", "Surprise box 9–19". */
export function boxName(box: CampaignBox): { key: MessageKey; params: Params } {
  const params = { first: box.first, last: box.last };
  return box.opensWith === null
    ? { key: 'campaign.box.base', params }
    : { key: 'campaign.box.surprise', params };
}

/** "8 of 13 missions won, surprise box 9–19 open": the furthest open box, or everything. */
export function progressPhrase(campaign: Campaign): { key: MessageKey; params: Params } {
  const counts = { won: campaign.won, total: campaign.missions.length };
  if (campaign.unlocked) return { key: 'campaign.progress.unlocked', params: counts };
  const furthest = campaign.boxes.filter((b) => b.open).at(-1);
  if (!furthest || furthest.opensWith === null)
    return { key: 'campaign.progress.base', params: counts };
  return {
    key: 'campaign.progress.box',
    params: { ...counts, first: furthest.first, last: furthest.last },
  };
}
