import type { campaign as en } from '../en/campaign';

export const campaign: Record<keyof typeof en, string> = {
  'campaign.title': 'Campagne',
  'campaign.belongs':
    'La campagne appartient à cette table : revenez avec le lien de votre place pour la poursuivre.',
  'campaign.progress.base': '{won} missions réussies sur {total}, boîte de base ouverte',
  'campaign.progress.box':
    '{won} missions réussies sur {total}, boîte surprise {first}–{last} ouverte',
  'campaign.progress.unlocked': '{won} missions réussies sur {total}, tout est débloqué',
  'campaign.box.base': 'Boîte de base (missions {first}–{last})',
  'campaign.box.surprise': 'Boîte surprise {first}–{last}',
  'campaign.box.new': 'Nouvelles missions',
  'campaign.box.open': 'ouverte',
  'campaign.box.locked': 'fermée : s’ouvre quand la mission {mission} est réussie',
  'campaign.box.none': 'Aucune de ses missions ne se joue encore ici.',
  'campaign.missions': 'Missions gagnées et perdues',
  'campaign.column.mission': 'Mission',
  'campaign.column.won': 'Réussies',
  'campaign.column.lost': 'Perdues',
  'campaign.next': 'Mission proposée ensuite : {mission}',
  'campaign.unlocked': 'L’hôte a ouvert toutes les boîtes pour cette table.',
  'campaign.unlock': 'Tout débloquer…',
  'campaign.unlockConfirm':
    'Ouvrir toutes les boîtes pour cette table ? Toutes les missions deviennent jouables d’un coup. C’est définitif.',
  'campaign.unlockYes': 'Oui, tout débloquer',
  'campaign.unlockNo': 'Annuler',
  'campaign.export': 'Télécharger la campagne avec tous les enregistrements',
};
