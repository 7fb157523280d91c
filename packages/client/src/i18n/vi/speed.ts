import type { speed as en } from '../en/speed';

export const speed: Record<keyof typeof en, string> = {
  'speed.title': 'Các vòng tốc độ',
  'speed.rule':
    'Mốc thời gian riêng của chúng tôi lần lượt lật ngửa các thẻ số: mỗi lần, hãy cắt ít nhất hai dây mang giá trị đó trước lúc kiểm tra.',
  'speed.window': 'Vòng: thẻ số {number}',
  'speed.window.goal':
    'Cắt ít nhất {needed} dây {number}, trên giá dây nào cũng được, trước lúc kiểm tra. Các dây đã cắt từ trước cũng được tính.',
  'speed.window.cut': 'Đã cắt {cut} trên {needed}',
  'speed.window.made': 'Đạt',
  'speed.window.madeText': 'Đã cắt {cut} dây {number}: vòng này đã đạt.',
  'speed.window.checkIn_one': 'Kiểm tra sau {count} giây',
  'speed.window.checkIn_other': 'Kiểm tra sau {count} giây',
  'speed.window.checking': 'Đang kiểm tra…',
  'speed.window.ifMissed': 'Nếu trượt: {cost}.',
  'speed.window.ifMade': 'Nếu đạt: {gain}.',
  'speed.window.none': 'Hiện không có vòng nào đang mở.',
  'speed.miss.dial': 'kíp nổ tiến một nấc',
  'speed.miss.nothing': 'không có gì xảy ra',
  'speed.miss.discard': 'thẻ trang bị có số nhỏ nhất trên bàn, {card}, bị bỏ',
  'speed.miss.discardNone':
    'thẻ trang bị có số nhỏ nhất trên bàn sẽ bị bỏ, nhưng không còn thẻ nào',
  'speed.miss.mime':
    'một giai đoạn diễn câm, chỉ được gửi tín hiệu trong phần trò chuyện cho đến lần kiểm tra sau',
  'speed.hit.nothing': 'không có gì thêm',
  'speed.hit.holds':
    'người đang đến lượt rút một thẻ số và nói thật xem mình có giá trị đó hay không',
  'speed.rounds': 'Các vòng đã qua',
  'speed.round.made': 'Thẻ số {number}: đạt',
  'speed.round.missed': 'Thẻ số {number}: trượt',
  'speed.tag.made': 'đạt',
  'speed.tag.missed': 'trượt',
  'speed.mime':
    'Giai đoạn diễn câm: một vòng đã bị trượt, nên cho đến lần kiểm tra sau chỉ được gửi tín hiệu.',
  'speed.three.title': 'Ba giá trị',
  'speed.three.rule':
    'Cho đến khi cả bốn dây của mỗi giá trị đều bị cắt, chỉ được cắt {values}. Người không có giá trị nào trong số đó thì bỏ lượt.',
  'speed.three.checkIn_one':
    'Sau {count} giây, bất kỳ dây nào của chúng còn trong ván sẽ làm bom nổ.',
  'speed.three.checkIn_other':
    'Sau {count} giây, bất kỳ dây nào của chúng còn trong ván sẽ làm bom nổ.',
  'speed.three.checking': 'Hết thời gian của chúng: đang kiểm tra…',
  'speed.three.done': 'Mọi dây của ba giá trị đã bị cắt: lại được cắt bất kỳ giá trị nào.',
  'speed.three.card': 'Thẻ số {number}: đã cắt {cut} trên {all} dây',
  'speed.three.tag': '{cut} trên {all}',
  'speed.sweep.title': 'Quét dây vàng',
  'speed.sweep.you':
    'Hành động lượt này của bạn: chỉ cùng lúc vào mọi dây vàng còn lại trên giá dây của đồng đội; dây của bạn tự được tính. Chỉ sai một dây là bom nổ.',
  'speed.sweep.other':
    '{name} phải chỉ cùng lúc vào mọi dây vàng còn lại, trước khi cắt bất cứ dây nào khác. Chỉ sai một dây là bom nổ.',
  'speed.next': 'Tiếp theo, sau {time}: {what}.',
  'speed.next.soon': 'Tiếp theo, ngay bây giờ: {what}.',
  'speed.next.draw': 'một vòng mới mở ra',
  'speed.next.check': 'vòng được kiểm tra',
  'speed.next.yellowCount': 'mọi người nói mình còn bao nhiêu dây vàng',
  'speed.next.threeValues': 'ba thẻ số được lật ngửa',
  'speed.next.threeValuesCheck': 'ba giá trị được kiểm tra',
  'speed.next.yellowSweep': 'lệnh quét dây vàng được gọi',
  'speed.next.end': 'Không còn sự kiện hẹn giờ nào: hãy hoàn thành trước khi hết giờ.',
  'speed.say.window': 'Thẻ số {number}: cắt hai dây {number} trong {seconds} giây.',
  'speed.say.missed': 'Vòng của thẻ số {number} bị trượt: {cost}.',
};
