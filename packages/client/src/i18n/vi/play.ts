import type { play as en } from '../en/play';

export const play: Record<keyof typeof en, string> = {
  'play.region.table': 'Bàn chơi',
  'play.region.actions': 'Hành động của bạn',
  'play.turn.you': 'Đến lượt bạn',
  'play.turn.other': 'Lượt của {name}',
  'play.turn.youChoose': 'Bạn cần quyết định: {choice}',
  'play.turn.otherChooses': '{name} đang chọn {choice}',
  'play.turn.over': 'Ván chơi đã kết thúc',
  'play.seat.bot': '{name} (máy)',
  'play.spectator': 'Bạn đang xem',
  'play.sound.on': 'Bật âm thanh',
  'play.sound.off': 'Tắt âm thanh',
  'play.notify.on': 'Bật báo lượt chơi',
  'play.notify.off': 'Tắt báo lượt chơi',
  'play.notify.refused': 'Trình duyệt đã chặn báo lượt chơi',
  'play.notify.turn': 'Đến lượt bạn: cả bàn đang chờ bạn.',
  'play.confirmCuts': 'Xác nhận trước khi cắt',
  'play.help.open': 'Phím tắt và trợ giúp',
  'play.trainingAid': 'Đang bật hỗ trợ luyện tập',
  'play.titleBadge': '● Đến lượt bạn - {title}',
  'play.prompt.cut': 'Chỉ vào một dây của đồng đội để cắt, hoặc chọn hành động khác bên dưới.',
  'play.prompt.wait': 'Đang chờ {name}.',
  'play.prompt.anyTime': 'Bạn có thể dùng thẻ trang bị đang sẵn sàng bất cứ lúc nào.',
  'play.prompt.wires_one': 'Chỉ thêm {count} dây trên cùng một giá dây.',
  'play.prompt.wires_other': 'Chỉ thêm {count} dây trên cùng một giá dây.',
  'play.prompt.stand': 'Chỉ vào giá dây của một đồng đội.',
  'play.prompt.value': 'Bạn công bố giá trị nào?',
  'play.prompt.pair': 'Công bố hai giá trị: hãy chọn giá trị thứ hai.',
  'play.prompt.solo': 'Cắt một mình: giá trị nào?',
  'play.prompt.using': 'Đang dùng {card}.',
  'play.prompt.coffee': 'Nghỉ uống cà phê.',
  'play.ask.wire': 'Chỉ vào một trong các dây được đánh dấu.',
  'play.ask.wireOnly': 'Chỉ vào dây được đánh dấu.',
  'play.ask.teammate': 'Đồng đội nào?',
  'play.ask.next': 'Ai chơi tiếp theo?',
  'play.ask.seats': 'Ai được lấy lại Máy dò đôi?',
  'play.ask.value': 'Giá trị nào?',
  'play.ask.cell': 'Ô nào trên tờ nhiệm vụ?',
  'play.ask.cartouche': 'Ô khung nào?',
  'play.ask.coffee': 'Ly cà phê nào?',
  'play.seats.pair': '{a} và {b}',
  'play.sheet.cell': '{group}: {value}',
  'play.sheet.option': 'Lựa chọn {n}',
  'play.mode.double': 'Máy dò đôi',
  'play.mode.pair': 'Hai giá trị (Tia X hoặc Y)',
  'play.action.solo': 'Cắt một mình {value}',
  'play.action.revealRed': 'Lật các dây đỏ của bạn',
  'play.action.stuck': 'Tôi bị kẹt',
  'play.confirm.dualCut': 'Cắt dây {wire} của {name} và nói {value}?',
  'play.confirm.detector': 'Dùng {detector} lên các dây {wires} của {name} và nói {value}?',
  'play.confirm.super': 'Dùng {detector} lên giá dây của {name} và nói {value}?',
  'play.clock': 'Bot sẽ chơi thay bạn sau {seconds} giây',
  'play.away': '{name} đang vắng mặt',
  'play.confirm.own':
    'Nếu thành công, dây {wire} của bạn được lật lên; hãy chỉ vào một dây khác cùng giá trị của bạn để lật dây đó thay thế.',
  'play.confirm.soloCut': 'Cắt mọi dây mang giá trị {value} còn lại của bạn?',
  'play.confirm.equipment': 'Dùng {card}?',
  'play.confirm.coffee': 'Lấy cà phê {coffee}; {name} chơi tiếp theo?',
  'play.feedback.cut': 'Đã cắt!',
  'play.feedback.failure': 'Sai dây: kíp nổ tiến thêm một nấc.',
  'play.feedback.won': 'Đã gỡ bom thành công!',
  'play.feedback.lost': 'Bùm! Quả bom đã nổ.',
  'play.help.title': 'Phím tắt và trợ giúp',
  'play.help.intro':
    'Mọi thao tác đều làm được bằng chuột, chạm màn hình hoặc chỉ bằng bàn phím. Chỉ những nước đi luật cho phép lúc này mới chọn được.',
  'play.help.board':
    'Phím Tab đưa bạn tới các giá dây; phím mũi tên di chuyển giữa các dây có thể chỉ vào, Home và End nhảy tới hai đầu, Enter hoặc phím cách để chỉ vào dây.',
  'play.help.cut':
    'Cắt đôi: chỉ vào một dây của đồng đội, chọn giá trị rồi xác nhận (có thể tắt bước xác nhận).',
  'play.help.detectors':
    'Máy dò: nhấn D (hoặc nút trên thẻ máy dò), chỉ vào các dây trên cùng một giá dây (hoặc chính giá dây đó với Siêu máy dò), rồi chọn giá trị.',
  'play.help.equipment':
    'Trang bị: bấm nút trên thẻ, rồi chỉ vào thứ được hỏi, lần lượt từng câu một.',
  'play.help.keys': 'Phím tắt',
  'play.help.key.digits': 'Chọn giá trị: 1 đến 9, 0 là 10, gõ 11 hoặc 12',
  'play.help.key.yellow': 'Chọn màu vàng',
  'play.help.key.solo': 'Cắt một mình',
  'play.help.key.red': 'Lật các dây đỏ của bạn',
  'play.help.key.double': 'Bật hoặc tắt Máy dò đôi',
  'play.help.key.pair': 'Tia X hoặc Y: công bố hai giá trị',
  'play.help.key.confirm': 'Xác nhận',
  'play.help.key.back': 'Lùi lại một bước',
  'play.help.key.cancel': 'Hủy toàn bộ lựa chọn',
  'play.help.key.help': 'Mở trợ giúp này',
  'play.key.enter': 'Enter',
  'play.key.backspace': 'Backspace',
  'play.key.escape': 'Esc',
  'play.sheet.pair': '{a} và {b}',
  'play.action.together': 'Chỉ cùng lúc vào các dây đỏ',
  'play.together.prompt_one': 'Chỉ thêm {count} dây của đồng đội mà bạn nghĩ là đỏ.',
  'play.together.prompt_other': 'Chỉ thêm {count} dây của đồng đội mà bạn nghĩ là đỏ.',
  'play.together.own_one': 'Dây đỏ {wires} của bạn tự được tính: đừng chỉ vào nó.',
  'play.together.own_other': 'Các dây đỏ {wires} của bạn tự được tính: đừng chỉ vào chúng.',
  'play.together.warning':
    'Chỉ cần một dây được chỉ không phải đỏ là bom nổ: Bộ ổn định không giúp được.',
  'play.together.must':
    'Trên giá dây của bạn chỉ còn dây đỏ. Trong nhiệm vụ này chúng không bao giờ được lật ra: hãy chỉ cùng lúc vào mọi dây đỏ còn trong ván.',
  'play.together.notHolding':
    'Bạn không giữ dây đỏ nào: với ít hơn {from} người chơi, chỉ người giữ dây đỏ mới được chỉ cùng lúc vào các dây đỏ.',
  'play.rookie.warning': 'Bạn là lính mới: nếu bạn cắt đôi hụt, bom nổ.',
  'play.setup.random':
    'Thẻ thông tin đầu ván của bạn được rút ngẫu nhiên: {value}. Hãy chỉ vào dây mang giá trị {value} sẽ nhận nó.',
  'play.confirm.together': 'Chỉ vào {wires} như các dây đỏ?',
  'play.ask.slot': 'Thẻ úp xuống nào?',
  'play.flip.blind':
    'Chọn mù: không ai biết thẻ nào nằm dưới mặt lưng nào. Thẻ bạn lật dùng được ngay, bất kể số của nó.',
  'play.false.setup':
    'Thẻ thông tin của bạn nói dối: mỗi thẻ trên dây của bạn có nghĩa là "KHÔNG phải giá trị này". Hãy chỉ vào một dây của bạn, rồi chọn một giá trị mà dây đó không mang. Thẻ thông tin sai {n}/{total}.',
  'play.false.failure':
    'Một lượt cắt vào dây của bạn bị hụt: một thẻ thông tin sai mang giá trị đã nêu được đặt lên một dây. Hãy chọn dây, và chọn giá trị nếu có hai giá trị được nêu (thẻ nói dây KHÔNG mang giá trị đó).',
  'play.false.notOwn': 'Bất kỳ giá trị nào trừ {value}, giá trị của chính dây: thẻ phải sai.',
  'play.ask.designee': 'Ai cắt giá trị của lượt này?',
  'play.designate.why':
    'Chỉ người chơi có giá dây trả lời có với Radar tổng mới có dây {value} chưa cắt: chọn một người trong số đó, kể cả bạn. Lượt sau vẫn là của người bên trái bạn.',
  'play.designate.no_one':
    '{names} đã trả lời không (không có dây {value} chưa cắt), nên không thể được chọn.',
  'play.designate.no_other':
    '{names} đã trả lời không (không có dây {value} chưa cắt), nên không thể được chọn.',
  'play.designate.self': '{name} (bạn)',
  'play.designated.mine':
    'Cắt một dây {value} trong lượt này: cắt đôi, cắt một mình hoặc Máy dò đôi, miễn là giá trị {value}. Không được cắt giá trị khác.',
  'play.designated.by': '{name} đã chỉ định bạn.',
  'play.prompt.waitCut': 'Đang chờ {name}, người phải cắt một dây {value} (lượt của {turn}).',
  'play.turn.designee.yours': 'Đến lượt bạn: {name} cắt một dây {value}',
  'play.turn.designee.you': 'Lượt của {turn}: bạn cắt một dây {value}',
  'play.turn.designee.other': 'Lượt của {turn}: {name} cắt một dây {value}',
  'play.certainMiss':
    'Chắc chắn hụt: thẻ trước dây {wire} của {name} ghi {token}, nên dây đó không thể là {value}.',
  'play.careless.warning':
    'Bạn là Đội trưởng Cẩu thả: nếu lần cắt đôi của bạn hụt, bom nổ. Thẻ nhân vật của bạn đã được cất đi (không có Máy dò đôi) và bạn không dùng thẻ trang bị nào.',
  'play.xWire.note':
    'Không thiết bị nào tác động lên dây X: máy dò và thẻ trang bị bỏ qua các dây X (Siêu máy dò chỉ tính các dây khác của giá dây). Chỉ cắt dây X bằng một lần cắt đôi thông thường.',
  'play.xWire.ray': 'Dây bạn chỉ là dây X: Tia X hoặc Y không tác động lên nó được.',
  'play.countPair.hint':
    'Cả bốn dây {value} đều trên giá dây của bạn, nên hai thẻ x2 được đặt cùng nhau lên hai dây trong số đó: thẻ đầu tiên ở dây {wire}. Hãy chỉ vào một dây {value} khác cho thẻ thứ hai (dây đã cắt cũng được).',

  'play.pick.prompt':
    'Trước hết, hãy lật úp một thẻ số đang ngửa: lượt này bạn phải cắt giá trị đó.',
  'play.pick.card': 'Lật úp thẻ số {number}',
  'play.pick.notHeld_one': 'Bạn không còn dây {values} chưa cắt: không thể lật úp thẻ số đó.',
  'play.pick.notHeld_other': 'Bạn không còn dây {values} chưa cắt: không thể lật úp các thẻ số đó.',
  'play.action.skip': 'Bỏ lượt',
  'play.skip.must': 'Bạn không có dây nào của thẻ số đang lật ngửa: hãy bỏ lượt (kíp nổ đứng yên).',
  'play.skip.barred':
    'Chỉ người không có dây nào của thẻ số đang lật ngửa mới được bỏ lượt: hãy lật úp một thẻ.',
  'play.picked.mine':
    'Bạn đã lật úp thẻ số {value}: hãy cắt một dây {value} trong lượt này, bằng cắt đôi hoặc cắt một mình. Không được cắt giá trị khác.',
  'play.turn.picked.you': 'Lượt của bạn: cắt một dây {value}',
  'play.turn.picked.other': 'Lượt của {name}: {name} cắt một dây {value}',
  'play.action.togetherNumber': 'Chỉ cùng lúc vào mọi dây {value}',
  'play.together.promptNumber_one': 'Chỉ thêm {count} dây của đồng đội mà bạn nghĩ là {value}.',
  'play.together.promptNumber_other': 'Chỉ thêm {count} dây của đồng đội mà bạn nghĩ là {value}.',
  'play.together.ownNumber_one': 'Dây {wires} ({value}) của bạn tự được tính: đừng chỉ vào nó.',
  'play.together.ownNumber_other':
    'Các dây {wires} ({value}) của bạn tự được tính: đừng chỉ vào chúng.',
  'play.together.warningNumber':
    'Chỉ cần một dây được chỉ không phải {value} là bom nổ: không trang bị nào giúp được.',
  'play.together.mustNumber':
    'Ngoài dây đỏ, trên giá dây của bạn chỉ còn dây {value}, và chúng chỉ được cắt cùng nhau: hãy chỉ một lần vào mọi dây {value} còn trong ván.',
  'play.confirm.togetherNumber': 'Chỉ vào {wires} như các dây {value}?',
  'play.confirm.togetherOwn': 'Cả bốn dây {value} đều là của bạn: cắt chúng cùng lúc?',
  'play.beside.hint':
    'Thay cho thẻ thông tin đầu ván, hãy đặt bên cạnh giá dây các thẻ thông tin mang giá trị bạn không có: đồng đội biết bạn không có dây nào như thế. Thẻ {n}/{total}.',
  'play.beside.stand': 'Thẻ này đặt bên cạnh giá dây {letter} của bạn.',
  'play.give.hint':
    'Lần lượt từ đội trưởng, mỗi người lấy một thẻ thông tin trong kho thẻ và đưa cho người bên trái. {name} đặt thẻ của bạn trước một dây mang giá trị đó, hoặc bên cạnh giá dây nếu không có.',
  'play.take.hint':
    'Hãy lấy một thẻ thông tin đã rút lật ngửa, rồi đặt trước một dây của bạn mang giá trị đó (bên cạnh giá dây nếu bạn không có).',
  'play.place.given':
    '{name} đưa cho bạn thẻ thông tin {value}: hãy chỉ vào một dây {value} của bạn để đặt nó.',
  'play.place.taken':
    'Hãy chỉ vào một dây {value} của bạn để đặt thẻ thông tin {value} bạn đã lấy.',

  'play.ask.number': 'Bạn đặt thẻ nào úp xuống?',
  'play.ask.constraint': 'Bạn lấy thẻ ràng buộc nào?',
  'play.ask.replace': 'Giữ thẻ ràng buộc, hay thay nó?',
  'play.lay.card': 'Đặt thẻ số {number} úp xuống',
  'play.lay.hint':
    'Đặt một thẻ số của bạn úp xuống cho lượt của {name}; người đó không thấy thẻ. Nếu trong lượt này người đó cắt một dây mang giá trị của thẻ, kíp nổ tiến một nấc, và sau lượt người đó lấy thẻ. Hãy đặt một giá trị mà bạn nghĩ người đó sẽ không cắt.',
  'play.lay.waitYou':
    'Đang chờ {name} đặt một thẻ số úp xuống cho lượt của bạn: bạn cắt khi thẻ đã nằm trên bàn. Nếu trong lượt này bạn cắt một dây mang giá trị của thẻ, kíp nổ tiến một nấc.',
  'play.lay.wait': 'Đang chờ {name} đặt một thẻ số úp xuống cho lượt của {active}.',
  'play.laid.mine':
    '{name} đã đặt một thẻ số úp xuống cho lượt của bạn: nếu bạn cắt một dây mang giá trị của thẻ, kíp nổ tiến một nấc. Bạn lấy thẻ sau lượt của mình.',

  'play.action.togetherYellow': 'Chỉ cùng lúc vào mọi dây vàng',
  'play.together.promptYellow_one': 'Chỉ thêm {count} dây của đồng đội mà bạn nghĩ là vàng.',
  'play.together.promptYellow_other': 'Chỉ thêm {count} dây của đồng đội mà bạn nghĩ là vàng.',
  'play.together.ownYellow_one': 'Dây vàng {wires} của bạn tự được tính: đừng chỉ vào nó.',
  'play.together.ownYellow_other': 'Các dây vàng {wires} của bạn tự được tính: đừng chỉ vào chúng.',
  'play.together.warningYellow':
    'Nếu có dây nào bạn chỉ không phải dây vàng, bom sẽ nổ: không trang bị nào giúp được.',
  'play.sweep.must':
    'Lệnh quét dây vàng đã được gọi: trước mọi việc khác, hãy chỉ cùng lúc vào mọi dây vàng còn lại trên giá dây của đồng đội.',
  'play.confirm.togetherYellow': 'Chỉ vào {wires} như mọi dây vàng còn lại?',
  'play.confirm.togetherYellowOwn': 'Mọi dây vàng còn lại đều là của bạn: cắt chúng cùng lúc?',
  'play.action.tripwire': 'Chỉ vào một dây bẫy',
  'play.tripwire.prompt': 'Hãy chỉ vào dây của một đồng đội mà bạn cho là dây bẫy.',
  'play.tripwire.warning':
    'Dây vàng thì được cắt và kíp nổ lùi một nấc; dây xanh thì nhận thẻ thông tin của nó và kíp nổ tiến một nấc; dây đỏ thì bom nổ.',
  'play.tripwire.skip':
    'Bạn chỉ còn dây bẫy của chính mình và dây đỏ, và không đồng đội nào còn dây bẫy: hãy bỏ lượt (kíp nổ đứng yên).',
  'play.confirm.tripwire': 'Chỉ vào {wire} như một dây bẫy?',
  'play.dealt.token':
    'Hãy đặt một thẻ thông tin trước một dây của bạn mang số của thẻ số bạn được chia (xem phần thẻ quý tộc).',
  'play.skip.three':
    'Bạn không có dây nào của ba giá trị ({values}): hãy bỏ lượt (kíp nổ đứng yên).',
  'play.value.heldBack': '{value}, bị nhiệm vụ chặn',
  'play.xWire.closed':
    'Dây X đang đóng cho đến khi mọi dây vàng đã được cắt: chưa lần cắt nào được lấy dây X, kể cả dây của bạn.',
  'play.ask.end': 'Thẻ trình tự được đặt ở đầu nào của hàng?',
  'play.sequence.left': 'Đầu bên trái, cạnh {value}',
  'play.sequence.right': 'Đầu bên phải, cạnh {value}',
  'play.constraint.pick': 'Lấy một thẻ ràng buộc: bạn sẽ tuân theo nó suốt nhiệm vụ.',
  'play.constraint.replace': 'Lật thẻ kế tiếp',
  'play.constraint.keep': 'Giữ thẻ này',
  'play.constraint.replacePrompt':
    'Một lượt mới bắt đầu: giữ thẻ ràng buộc {card}, hay thay bằng thẻ kế tiếp trong chồng?',
  'play.constraint.cannotObey': 'Tôi không thể tuân theo thẻ',
  'play.constraint.cannotObeyHint': 'Không có lần cắt nào tuân theo thẻ ràng buộc: hãy nói ra.',
  'play.accuse.title': 'Tố mắt xích yếu',
  'play.accuse.hint':
    'Đầu lượt, bạn có thể chỉ ra đồng đội mà bạn nghĩ đang giữ thẻ Đội trưởng, và thẻ ràng buộc của họ. Đúng: các thẻ nhân vật được lật ngửa và các thẻ ràng buộc bị bỏ. Sai: kíp nổ tiến một nấc. Dù thế nào, sau đó bạn vẫn chơi lượt của mình.',
  'play.accuse.who': 'Đồng đội',
  'play.accuse.card': 'Thẻ của họ',
  'play.accuse.button': 'Tố…',
  'play.confirm.accuse':
    'Tố {name} giữ thẻ Đội trưởng với thẻ ràng buộc {card}? Nếu sai, kíp nổ tiến một nấc.',
  'play.constraint.cannotObeySecret':
    'Không có lần cắt nào tuân theo thẻ ràng buộc bí mật của bạn: hãy nói ra. Kíp nổ tiến hai nấc và mọi thẻ ràng buộc và thẻ nhân vật bị bỏ.',
  'play.action.soloGuess': 'Cắt một mình {value} cùng dây bị lật của bạn',
  'play.turned.soloHint':
    'Cắt một mình cùng dây bị lật của bạn, đoán rằng nó cũng mang giá trị đó (đoán sai thì bom nổ):',
  'play.turned.guess':
    'Một lần đoán: bạn gọi dây bị lật mà bạn không thấy là {value}. Nếu sai, bom nổ.',
  'play.turned.skip':
    'Đồng đội chỉ còn dây bị lật của đội trưởng, chỉ người đó được cắt: bỏ lượt (kíp nổ tiến một nấc).',
  'play.constraint.obeyed': 'Bạn tuân theo thẻ ràng buộc {card}: {text}.',
};
