import type { campaign as en } from '../en/campaign';

export const campaign: Record<keyof typeof en, string> = {
  'campaign.title': 'Campagne',
  'campaign.belongs':
    'De campagne hoort bij deze tafel: kom terug met de link van je plaats om verder te spelen.',
  'campaign.progress.base': '{won} van {total} missies gewonnen, basisdoos open',
  'campaign.progress.box':
    '{won} van {total} missies gewonnen, verrassingsdoos {first}–{last} open',
  'campaign.progress.unlocked': '{won} van {total} missies gewonnen, alles vrijgegeven',
  'campaign.box.base': 'Basisdoos (missies {first}–{last})',
  'campaign.box.surprise': 'Verrassingsdoos {first}–{last}',
  'campaign.box.new': 'Nieuwe missies',
  'campaign.box.open': 'open',
  'campaign.box.locked': 'op slot: gaat open als missie {mission} gewonnen is',
  'campaign.box.none': 'Geen van haar missies kan hier al gespeeld worden.',
  'campaign.missions': 'Gewonnen en verloren missies',
  'campaign.column.mission': 'Missie',
  'campaign.column.won': 'Gewonnen',
  'campaign.column.lost': 'Verloren',
  'campaign.next': 'Volgende voorgestelde missie: {mission}',
  'campaign.unlocked': 'De gastheer heeft alle dozen voor deze tafel geopend.',
  'campaign.unlock': 'Alles vrijgeven…',
  'campaign.unlockConfirm':
    'Alle dozen voor deze tafel openen? Elke missie wordt meteen speelbaar. Dit kan niet ongedaan worden.',
  'campaign.unlockYes': 'Ja, alles vrijgeven',
  'campaign.unlockNo': 'Annuleren',
  'campaign.export': 'De campagne met alle opnames downloaden',
};
