import type { chat as en } from '../en/chat';

export const chat: Record<keyof typeof en, string> = {
  'chat.title': 'Trò chuyện',
  'chat.label': 'Tin nhắn gửi cả bàn',
  'chat.placeholder': 'Viết cho cả bàn…',
  'chat.send': 'Gửi',
  'chat.sending': 'Đang gửi…',
  'chat.key': 'Viết vào phần trò chuyện',
  'chat.tab': 'Nhật ký và trò chuyện',
  'chat.left_one': 'Còn {count} ký tự',
  'chat.left_other': 'Còn {count} ký tự',
  'chat.over_one': 'Thừa {count} ký tự: hãy rút ngắn tin nhắn để gửi',
  'chat.over_other': 'Thừa {count} ký tự: hãy rút ngắn tin nhắn để gửi',
  'chat.rule.free':
    'Hãy bàn chiến thuật, trang bị và luật của nhiệm vụ: luật chơi cấm nói về dây của chính mình.',
  'chat.rule.noNumbers': 'Nhiệm vụ này: mỗi tin nhắn nêu một số dây làm kíp nổ tiến thêm một nấc.',
  'chat.rule.spectator': 'Trong nhiệm vụ này người xem không được nêu số dây nào.',
  'chat.rule.watching':
    'Bạn đang xem: người chơi thấy tin nhắn của bạn được đánh dấu là của người xem.',
  'chat.rule.over': 'Ván chơi đã kết thúc: cứ nói thoải mái.',
  'chat.warn.rules':
    'Tin nhắn này nêu {words}. Luật chơi cấm nói về dây của chính mình. Vẫn gửi chứ?',
  'chat.warn.dial':
    'Tin nhắn này nêu một số dây ({numbers}). Gửi đi sẽ làm kíp nổ tiến thêm một nấc.',
  'chat.warn.dialExplodes':
    'Tin nhắn này nêu một số dây ({numbers}). Kíp nổ chỉ còn một nấc tới đầu lâu: gửi đi sẽ làm bom nổ.',
  'chat.warn.spectator':
    'Tin nhắn này nêu một số dây ({numbers}). Trong nhiệm vụ này người xem không được nêu số nào: hãy sửa tin nhắn.',
  'chat.sendAnyway': 'Vẫn gửi',
  'chat.edit': 'Sửa',
  'chat.takeBack': 'Rút lại và sửa',
  'chat.colour.blue': 'xanh',
  'chat.colour.red': 'đỏ',
  'chat.colour.yellow': 'vàng',
  'chat.silent.host': 'Bàn này đã tắt trò chuyện tự do (chủ bàn chọn vậy): hãy gửi một tín hiệu.',
  'chat.silent.mission': 'Nhiệm vụ này không được nói chuyện: hãy gửi một tín hiệu.',
  'chat.signals': 'Tín hiệu',
  'chat.signal.yes': 'Có',
  'chat.signal.no': 'Không',
  'chat.signal.wait': 'Chờ đã',
  'chat.signal.ready': 'Sẵn sàng',
  'chat.signal.thanks': 'Cảm ơn',
  'chat.signal.needOxygen': 'Tôi cần dưỡng khí',
  'chat.spectator': 'người xem',
  'chat.said': '{name}: {text}',
  'chat.said.spectator': '{name} (người xem): {text}',
  'chat.said.numbers': '{name} đã nêu một số dây ({numbers}): kíp nổ tiến thêm một nấc',

  'chat.silent.mime':
    'Giai đoạn diễn câm: một vòng đã bị trượt, nên cho đến lần kiểm tra sau chỉ được gửi tín hiệu.',
};
