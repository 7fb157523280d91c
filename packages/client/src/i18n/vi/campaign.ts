import type { campaign as en } from '../en/campaign';

export const campaign: Record<keyof typeof en, string> = {
  'campaign.title': 'Chiến dịch',
  'campaign.belongs':
    'Chiến dịch thuộc về bàn này: hãy quay lại bằng đường dẫn chỗ ngồi của bạn để chơi tiếp.',
  'campaign.progress.base': 'Đã thắng {won}/{total} nhiệm vụ, hộp cơ bản đang mở',
  'campaign.progress.box': 'Đã thắng {won}/{total} nhiệm vụ, hộp bất ngờ {first}–{last} đang mở',
  'campaign.progress.unlocked': 'Đã thắng {won}/{total} nhiệm vụ, đã mở khóa tất cả',
  'campaign.box.base': 'Hộp cơ bản (nhiệm vụ {first}–{last})',
  'campaign.box.surprise': 'Hộp bất ngờ {first}–{last}',
  'campaign.box.new': 'Nhiệm vụ mới',
  'campaign.box.open': 'đang mở',
  'campaign.box.locked': 'đang khóa: mở khi thắng nhiệm vụ {mission}',
  'campaign.box.none': 'Chưa có nhiệm vụ nào của hộp này chơi được ở đây.',
  'campaign.missions': 'Nhiệm vụ thắng và thua',
  'campaign.column.mission': 'Nhiệm vụ',
  'campaign.column.won': 'Thắng',
  'campaign.column.lost': 'Thua',
  'campaign.next': 'Nhiệm vụ đề xuất tiếp theo: {mission}',
  'campaign.unlocked': 'Chủ bàn đã mở khóa mọi hộp cho bàn này.',
  'campaign.unlock': 'Mở khóa tất cả…',
  'campaign.unlockConfirm':
    'Mở mọi hộp cho bàn này? Mọi nhiệm vụ đều chơi được ngay. Không thể hoàn tác.',
  'campaign.unlockYes': 'Đồng ý, mở khóa tất cả',
  'campaign.unlockNo': 'Hủy',
  'campaign.export': 'Tải chiến dịch cùng mọi bản ghi',
};
