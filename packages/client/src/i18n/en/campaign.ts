/** The campaign of a table: missions won and lost, the boxes, the mission offered next. */
export const campaign = {
  'campaign.title': 'Campaign',
  'campaign.belongs':
    'The campaign belongs to this table: come back with your seat link to carry it on.',
  'campaign.progress.base': '{won} of {total} missions won, base box open',
  'campaign.progress.box': '{won} of {total} missions won, surprise box {first}–{last} open',
  'campaign.progress.unlocked': '{won} of {total} missions won, everything unlocked',
  'campaign.box.base': 'Base box (missions {first}–{last})',
  'campaign.box.surprise': 'Surprise box {first}–{last}',
  'campaign.box.new': 'New Missions',
  'campaign.box.open': 'open',
  'campaign.box.locked': 'locked: opens when mission {mission} is won',
  'campaign.box.none': 'No mission of it can be played here yet.',
  'campaign.missions': 'Missions won and lost',
  'campaign.column.mission': 'Mission',
  'campaign.column.won': 'Won',
  'campaign.column.lost': 'Lost',
  'campaign.next': 'Mission offered next: {mission}',
  'campaign.unlocked': 'The host unlocked every surprise box for this table.',
  'campaign.unlock': 'Unlock everything…',
  'campaign.unlockConfirm':
    'Open every surprise box for this table? Every mission becomes playable at once. This cannot be undone.',
  'campaign.unlockYes': 'Yes, unlock everything',
  'campaign.unlockNo': 'Cancel',
  'campaign.export': 'Download the campaign with every record',
} as const;
