import type { briefing as en } from '../en/briefing';

/** Nhiệm vụ tại bàn chơi: bảng và phím của nó, số nhiệm vụ, và luật nào đang chặn một giá trị. */
export const briefing: Record<keyof typeof en, string> = {
  'briefing.open': 'Nhiệm vụ',
  'briefing.openTitle': 'Nhiệm vụ: chuẩn bị và luật đặc biệt (M)',
  'briefing.number': 'Nhiệm vụ {n}',
  'briefing.number.new': 'Nhiệm vụ mới {n}',
  'briefing.title': '{number} — {name}',
  'briefing.setup': 'Chuẩn bị',
  'briefing.rules': 'Luật đặc biệt',
  'briefing.sheet': 'Tờ nhiệm vụ lúc này',
  'briefing.sheet.values': 'Các giá trị được phép cắt lúc này: {values}.',
  'briefing.sheet.none': 'Lúc này tờ nhiệm vụ không cho cắt giá trị nào.',
  'briefing.rule.rows': 'Chỉ được cắt giá trị ở ô chưa đánh dấu đầu tiên của mỗi hàng.',
  'briefing.rule.liaisons': 'Chỉ được cắt các giá trị trong những ô khung đã nối với START.',
  'briefing.blocked_one': '{values} chưa mở trên tờ nhiệm vụ.',
  'briefing.blocked_other': '{values} chưa mở trên tờ nhiệm vụ.',
  'briefing.stuck':
    'Không giá trị nào của bạn được mở trên tờ nhiệm vụ nên bạn không thể cắt: bấm “{stuck}” để đẩy kíp nổ lên một nấc, hoặc uống một tách cà phê đang mở.',
  'briefing.sequence': 'Thẻ trình tự lúc này',
  'briefing.rule.sequence':
    'Không được nói hay cắt một mình một giá trị bị đóng cho tới khi thẻ trình tự tới thẻ số của nó.',
  'briefing.closed_one': '{values} đang bị đóng: thẻ trình tự chưa tới thẻ số của nó.',
  'briefing.closed_other': '{values} đang bị đóng: thẻ trình tự chưa tới các thẻ số của chúng.',
  'briefing.numbers': 'Các thẻ số lúc này',
  'briefing.numbers.card': '{card} đang chờ thẻ số {number}',
  'briefing.numbers.none':
    'Không còn thẻ số nào trên trang bị: mỗi thẻ được mở bằng cặp dây của chính nó.',
  'briefing.numbers.falseBottom': 'Các thẻ mà Đáy giả sẽ thêm vào sẽ nhận các thẻ số tiếp theo.',
  'briefing.rule.numbers':
    'Thẻ số rời khỏi thẻ của nó ngay khi đã cắt hai dây mang giá trị của nó; một cặp dây được tính cho mọi thẻ đang chờ giá trị đó.',
  'briefing.key': 'Xem nhiệm vụ: số, phần chuẩn bị và luật đặc biệt',
  'briefing.help':
    'Nhiệm vụ: nút Nhiệm vụ (hoặc phím M) luôn cho xem số và tên nhiệm vụ, phần chuẩn bị, các luật đặc biệt và những gì tờ nhiệm vụ hoặc thẻ trình tự cho phép lúc này, và thẻ trang bị nào đang chờ thẻ số.',
  'briefing.redNumber': 'Thẻ số đỏ',
  'briefing.redNumber.text':
    'Thẻ số {value} nằm trên thẻ nhiệm vụ: bốn dây mang giá trị {value} được tính là dây đỏ.',
  'briefing.rule.redNumber':
    'Đừng bao giờ nói giá trị này và đừng cắt dây nào; hãy lật chúng ra cùng các dây đỏ khi trên giá dây của bạn không còn gì khác. Lật chúng ra không được xác nhận gì.',
  'briefing.red_one': '{values} được tính là đỏ trong nhiệm vụ này: không bao giờ được nói.',
  'briefing.red_other': '{values} được tính là đỏ trong nhiệm vụ này: không bao giờ được nói.',
  'briefing.rookie': 'Lính mới',
  'briefing.rookie.text':
    '{name} nhận thẻ Đội trưởng và là lính mới: nếu {name} cắt đôi hụt, bom nổ, và {name} không được dùng {card}.',
  'briefing.rhett': 'Rhett',
  'briefing.rhett.text':
    '{name} nhận thẻ Đội trưởng và là Rhett: mọi thẻ thông tin trên dây của {name} đều có nghĩa là dây KHÔNG mang giá trị đó. {name} không dùng thẻ trang bị nào và không dùng Máy dò đôi.',
  'briefing.rule.faceDown':
    'Các thẻ trang bị đều úp xuống: ai cắt dây cuối cùng trong bốn dây của thẻ số đang ngửa sẽ lật một thẻ, chọn mù, dùng được ngay. Sau đó thẻ số kế tiếp được lật ngửa.',
  'briefing.designated_one':
    '{values} không phải thẻ số của lượt này: chỉ được cắt dây {value} trong lượt này.',
  'briefing.designated_other':
    '{values} không phải thẻ số của lượt này: chỉ được cắt dây {value} trong lượt này.',
  'briefing.careless': 'Đội trưởng Cẩu thả',
  'briefing.careless.text':
    '{name} là đội trưởng và là Đội trưởng Cẩu thả: thẻ nhân vật của {name} được cất đi trong nhiệm vụ này (không có Máy dò đôi), {name} không dùng thẻ trang bị nào, và một lần cắt đôi hụt của {name} làm bom nổ. {name} vẫn tham gia khi một đồng đội dùng Bộ đàm hoặc Radar tổng.',

  'briefing.picked_one': '{values} không phải thẻ số bạn đã lật úp: lượt này chỉ được cắt {value}.',
  'briefing.picked_other':
    '{values} không phải thẻ số bạn đã lật úp: lượt này chỉ được cắt {value}.',
  'briefing.together':
    'Các dây {value} chỉ được cắt cùng nhau: hãy chỉ một lần vào tất cả bằng “{action}”.',
  'briefing.numberPick.text': 'Lật ngửa: {up}. Úp xuống: {down}. Đã rời ván: {gone}.',
  'briefing.none': 'không có',
  'briefing.handout': 'Chia thẻ thông tin',

  'briefing.numberHands.mine': 'Thẻ của bạn: {cards}.',
  'briefing.numberHands.others': 'Úp xuống trên tay người khác: {hands}.',
  'briefing.numberHands.hand': '{name}: {count}',
  'briefing.numberHands.pile': 'Xấp: {deck}. Đã bỏ: {discards}.',

  'briefing.threeValues_one':
    'Lúc này bạn không được cắt {values}: cho đến khi mọi dây của {three} đều bị cắt, chỉ được cắt các giá trị đó.',
  'briefing.threeValues_other':
    'Lúc này bạn không được cắt {values}: cho đến khi mọi dây của {three} đều bị cắt, chỉ được cắt các giá trị đó.',
  'briefing.rulesUsed': 'Các luật nhiệm vụ này dùng',
  'briefing.constraint_one': 'Thẻ ràng buộc {card} ({text}): không được cắt {values}.',
  'briefing.constraint_other': 'Thẻ ràng buộc {card} ({text}): không được cắt {values}.',
  'briefing.tripwire':
    'Dây vàng của bạn là dây bẫy: không lần cắt nào được nói vàng. Chỉ đồng đội cắt được nó, bằng “{action}”.',
};
