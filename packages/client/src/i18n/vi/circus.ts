import type { circus as en } from '../en/circus';

export const circus: Record<keyof typeof en, string> = {
  'circus.event.listening.open': 'Tiếng hiệu: mọi người ngừng cắt và lắng nghe',
  'circus.event.listening.closed': 'Tiếng hiệu: tiếp tục chơi',
  'circus.event.pairRestored':
    'Một cặp dây {value} đã cắt trở lại chỗ cũ, chưa cắt và úp xuống, trên giá dây của {names}',
  'circus.event.pairRestored.none':
    'Lẽ ra một cặp dây đã cắt trở lại giá dây, nhưng chưa có cặp nào bị cắt',
  'circus.event.seatsChanged':
    'Mọi người dời sang một chỗ, các giá dây giữ nguyên: từ giờ mỗi người chơi các giá dây của người ngồi bên trái',
  'circus.event.cutSwapped': 'Hai dây đã cắt đổi chỗ cho nhau: dây của {first} và dây của {second}',
  'circus.event.cutSwapped.none':
    'Lẽ ra hai dây đã cắt đổi chỗ, nhưng chưa đến hai giá dây có dây đã cắt',
  'circus.event.cutRemoved': 'Các dây đã cắt của {name} bị lấy khỏi bàn: {count}',
  'circus.event.validationReturned': 'Các thẻ xác nhận trở về hộp: {values}',
  'circus.event.validationReturned.none': 'Các thẻ xác nhận trở về hộp: chưa có thẻ nào được đặt',
  'circus.event.taDaRound.open':
    'Vòng ta-da: sau mỗi lần cắt thành công, người cắt nói “Ta-da!” rồi mới chơi tiếp',
  'circus.event.taDaRound.closed': 'Vòng ta-da kết thúc',
  'circus.event.taDaOwed': '{name} phải nói “Ta-da!” rồi mới chơi tiếp',
  'circus.event.taDa': '{name}: “Ta-da!”',
  'circus.event.taDaMissed': '{name} chưa nói “Ta-da!”: kíp nổ tiến một nấc',
  'circus.event.boing': 'Boing! Không có gì thay đổi',
  'circus.event.cueSkipped': 'Một sự kiện theo giờ bị bỏ qua: vẫn đang có một lựa chọn về các dây',
  'circus.taDa': 'Ta-da!',
  'circus.taDa.hint': 'Bạn đã cắt đúng: hãy nói “Ta-da!” để tiếp tục chơi.',
  'circus.taDa.other': '{name} phải nói “Ta-da!” rồi mới chơi tiếp.',
  'circus.listening':
    'Đang lắng nghe: không ai cắt dây hay dùng trang bị cho đến tiếng hiệu thứ hai.',
  'circus.clock.none': 'Không giới hạn thời gian',
  'circus.wire.gone': 'đã bị lấy khỏi bàn',
  'circus.wire.moved': 'được đổi sang từ giá dây khác',
  'circus.replay.taDa': '{seat} nói “Ta-da!”.',
};
