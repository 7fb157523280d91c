import type { drawer as en } from '../en/drawer';

export const drawer: Record<keyof typeof en, string> = {
  'drawer.tabs': 'Nhật ký, trò chuyện và trang bị',
  'drawer.usable_one': '{count} dùng được ngay',
  'drawer.usable_other': '{count} dùng được ngay',
};
