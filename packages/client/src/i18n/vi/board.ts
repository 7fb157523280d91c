import type { board as en } from '../en/board';

export const board: Record<keyof typeof en, string> = {
  'board.label': 'Bàn chơi',
  'board.stand.own': 'Giá dây của bạn',
  'board.stand.ownLettered': 'Giá dây {letter} của bạn',
  'board.stand.other': 'Giá dây của {name}',
  'board.stand.otherLettered': 'Giá dây {letter} của {name}',
  'board.stand.choose': 'Chọn {stand}',
  'board.stand.captain': 'Đội trưởng',
  'board.stand.turn': 'Đang đến lượt',
  'board.stand.empty': 'Hết dây',
  'board.wire.label': '{stand}, dây {wire}: {value}',
  'board.wire.hidden': 'đang úp',
  'board.wire.cut': 'đã cắt',
  'board.wire.info': 'thẻ thông tin {value}',
  'board.wire.infoOral': 'đã nói to: {value}',
  'board.wire.labelRight': 'nhãn {label} với dây kế bên',
  'board.wire.chances': 'có thể là {chances}',
  'board.wire.selected': 'đã chọn',
  'board.printed.blue': '{value}',
  'board.printed.yellow': 'vàng {value}',
  'board.printed.red': 'đỏ {value}',
  'board.printed.star': 'sao',
  'board.value.yellow': 'vàng',
  'board.value.star': 'sao',
  'board.value.either': '{a} hoặc {b}',
  'board.short.yellow': 'V',
  'board.short.red': 'Đ',
  'board.short.star': '★',
  'board.detector.double': 'Máy dò đôi',
  'board.detector.triple': 'Máy dò ba',
  'board.dial.title': 'Kíp nổ',
  'board.dial.left_one': 'Còn được sai {count} lần',
  'board.dial.left_other': 'Còn được sai {count} lần',
  'board.dial.last': 'Không được sai nữa: lần sai tới bom sẽ nổ',
  'board.dial.exploded': 'Bom đã nổ',
  'board.dial.start': 'bắt đầu',
  'board.markers.title': 'Dây đỏ và dây vàng',
  'board.markers.none': 'Nhiệm vụ này không có dây đỏ hay dây vàng',
  'board.marker.red': 'đỏ {value}',
  'board.marker.yellow': 'vàng {value}',
  'board.marker.maybe': '{marker}, có thể',
  'board.validation.title': 'Giá trị đã hoàn tất',
  'board.validation.done': '{value}: đã cắt đủ bốn dây',
  'board.validation.open': '{value}: vẫn còn',
  'board.equipment.title': 'Trang bị',
  'board.equipment.none': 'Nhiệm vụ này không có trang bị',
  'board.equipment.locked': 'Bị khóa cho tới khi cắt được hai dây mang giá trị {value}',
  'board.equipment.lockedYellow': 'Bị khóa cho tới khi cắt được hai dây vàng',
  'board.equipment.lockedPairs': 'Bị khóa cho tới khi cắt đủ cả hai cặp:',
  'board.equipment.lockedPair': 'Bị khóa cho tới khi cắt đủ cặp này:',
  'board.equipment.pair': 'hai dây mang giá trị {value}',
  'board.equipment.pair.yellow': 'hai dây vàng',
  'board.equipment.lock.own': 'Giá trị của chính nó',
  'board.equipment.lock.number': 'Thẻ số nằm trên nó',
  'board.equipment.lock.both': 'Giá trị của chính nó và thẻ số nằm trên nó',
  'board.equipment.lock.done': '{whose}: {pair}, xong',
  'board.equipment.lock.waiting': '{whose}: {pair}, chưa cắt',
  'board.equipment.numberCard': 'Thẻ số {number} nằm trên thẻ này',
  'board.equipment.available': 'Sẵn sàng dùng',
  'board.equipment.used': 'Đã dùng',
  'board.equipment.inUse': 'Đang dùng',
  'board.equipment.use': 'Dùng {card}',
  'board.equipment.1.name': 'Nhãn ≠',
  'board.equipment.1.text':
    'Bất cứ lúc nào: đặt thẻ ≠ giữa hai dây cạnh nhau có giá trị khác nhau (một trong hai có thể đã bị cắt).',
  'board.equipment.2.name': 'Bộ đàm',
  'board.equipment.2.text':
    'Bất cứ lúc nào: đổi úp một dây chưa cắt của bạn lấy một dây của đồng đội; mỗi người cắm dây mới vào đúng chỗ theo thứ tự.',
  'board.equipment.3.name': 'Máy dò ba',
  'board.equipment.3.text':
    'Trong lượt của bạn: nói một số và chỉ vào ba dây trên cùng một giá dây của đồng đội; thành công nếu một dây mang số đó.',
  'board.equipment.4.name': 'Giấy ghi chú',
  'board.equipment.4.text':
    'Bất cứ lúc nào: đặt một thẻ thông tin ghi đúng giá trị trước một dây xanh của chính bạn.',
  'board.equipment.5.name': 'Siêu máy dò',
  'board.equipment.5.text':
    'Trong lượt của bạn: nói một số và chỉ vào cả một giá dây của đồng đội; thành công nếu có dây nào trên đó mang số ấy.',
  'board.equipment.6.name': 'Tua ngược',
  'board.equipment.6.text': 'Bất cứ lúc nào: lùi kíp nổ lại một nấc.',
  'board.equipment.7.name': 'Pin dự phòng',
  'board.equipment.7.text':
    'Bất cứ lúc nào: lật ngửa lại một hoặc hai thẻ nhân vật đã dùng để Máy dò đôi của họ dùng được thêm lần nữa.',
  'board.equipment.8.name': 'Radar tổng',
  'board.equipment.8.text':
    'Bất cứ lúc nào: nói một số; mọi người (cả bạn) cho biết mình còn dây xanh chưa cắt mang số đó hay không.',
  'board.equipment.9.name': 'Bộ ổn định',
  'board.equipment.9.text':
    'Đầu lượt của bạn: trong lượt này, cắt hụt không làm kíp nổ tiến lên và dây đỏ không gây nổ.',
  'board.equipment.10.name': 'Tia X hoặc Y',
  'board.equipment.10.text':
    'Trong lượt của bạn: nói hai giá trị bạn đang có cho cùng một dây; cắt thành công nếu dây là một trong hai.',
  'board.equipment.11.name': 'Cốc cà phê',
  'board.equipment.11.text':
    'Trong lượt của bạn: bỏ lượt và tự chọn người chơi tiếp theo; ván chơi tiếp tục từ người đó.',
  'board.equipment.12.name': 'Nhãn =',
  'board.equipment.12.text':
    'Bất cứ lúc nào: đặt thẻ = giữa hai dây cạnh nhau của bạn có cùng giá trị.',
  'board.equipment.falseBottom.name': 'Đáy giả',
  'board.equipment.falseBottom.text':
    'Tự hoạt động: khi đã cắt hai dây vàng, nó lật lại và hai thẻ kế tiếp của chồng trang bị được đặt lên bàn.',
  'board.equipment.flipped': 'Đã lật: nó đã thêm hai thẻ lên bàn',
  'board.characters.title': 'Nhân vật',
  'board.character.captain': 'Đội trưởng',
  'board.character.expert-1': 'Chuyên gia 1',
  'board.character.expert-2': 'Chuyên gia 2',
  'board.character.expert-3': 'Chuyên gia 3',
  'board.character.expert-4': 'Chuyên gia 4',
  'board.character.of': '{name}: {card}',
  'board.character.detectorReady': 'Máy dò đôi sẵn sàng',
  'board.character.detectorUsed': 'Máy dò đôi đã dùng',
  'board.character.useOwn': 'Dùng {card} riêng của bạn',
  'board.character.personalReady': '{card} riêng sẵn sàng',
  'board.character.personalUsed': '{card} riêng đã dùng',
  'board.character.active': 'đang đến lượt',
  'board.sheet.title': 'Tờ nhiệm vụ',
  'board.sheet.line': 'Dòng {n}',
  'board.sheet.row': 'Hàng {n}',
  'board.sheet.cartouche': 'Ô khung {n}',
  'board.sheet.cell': 'Ô {value}, {state}',
  'board.sheet.checked': 'đã đánh dấu',
  'board.sheet.open': 'còn trống',
  'board.sheet.dialUp': 'khi đủ: kíp nổ +1',
  'board.sheet.dialDown': 'khi đủ: kíp nổ −1',
  'board.sheet.linked': 'đã nối với START',
  'board.sheet.notLinked': 'chưa được nối',
  'board.sheet.coffee': 'Cà phê',
  'board.sheet.bonus': 'Đường nối thêm',
  'board.sheet.iconFree': 'dùng được từ đầu',
  'board.sheet.iconAfter': 'mở sau {groups}',
  'board.sheet.iconUsed': 'đã dùng',
  'board.sheet.takeCoffee': 'Lấy cà phê này',
  'board.log.title': 'Nhật ký ván chơi',
  'board.log.empty': 'Chưa có gì xảy ra.',
  'board.pending.setupInfo': 'dây nào của mình nhận thẻ thông tin đầu ván',
  'board.pending.detectorCut': 'dây nào trong các dây được chỉ sẽ bị cắt',
  'board.pending.detectorToken': 'dây được chỉ nào nhận thẻ thông tin',
  'board.pending.walkieTalkie': 'dây nào để đưa lại',
  'board.pending.countPair': 'dây nào khác cùng giá trị nhận thẻ x2 thứ hai',
  'board.pending.checkCell': 'ô nào được đánh dấu trên tờ nhiệm vụ',
  'board.pending.drawLine': 'ô khung nào được nối với START',
  'board.pending.own.setupInfo': 'dây nào của bạn nhận thẻ thông tin đầu ván',
  'board.pending.own.detectorToken': 'dây nào của bạn trong các dây được chỉ nhận thẻ thông tin',
  'board.pending.own.walkieTalkie': 'dây nào của bạn để đưa lại',
  'board.pending.walkieTalkieTo': 'dây nào để đưa lại cho {name}',
  'board.pending.walkieTalkieToYou': 'dây nào để đưa lại cho bạn',
  'board.pending.own.walkieTalkieTo': 'dây nào của bạn để đưa lại cho {name}',
  'board.event.infoPlaced.setup': '{owner} đặt thẻ thông tin {value} trước dây {wire}',
  'board.event.infoPlaced.failure': '{owner} đặt thẻ thông tin {value} trước dây {wire}',
  'board.event.infoPlaced.postIt':
    '{owner} dùng Giấy ghi chú: thẻ thông tin {value} trước dây {wire}',
  'board.event.infoPlaced.oral':
    'Hết thẻ thông tin {value}: {owner} nói to rằng dây {wire} là {value}',
  'board.event.dualCut.one.success': '{name} chỉ vào dây {wires} của {owner} và nói {value}: trúng',
  'board.event.dualCut.one.failure': '{name} chỉ vào dây {wires} của {owner} và nói {value}: trượt',
  'board.event.dualCut.many.success':
    '{name} dùng {detector} trên các dây {wires} của {owner} và nói {value}: trúng',
  'board.event.dualCut.many.failure':
    '{name} dùng {detector} trên các dây {wires} của {owner} và nói {value}: trượt',
  'board.event.dualCut.stand.success':
    '{name} dùng Siêu máy dò trên giá dây của {owner} và nói {value}: trúng',
  'board.event.dualCut.stand.failure':
    '{name} dùng Siêu máy dò trên giá dây của {owner} và nói {value}: trượt',
  'board.event.soloCut': 'Cắt một mình: {name} cắt mọi dây mang giá trị {value} còn lại',
  'board.event.wireCut': 'Dây {wire} của {owner} đã bị cắt: {printed}',
  'board.event.redRevealed': '{name} lật ngửa các dây đỏ của mình',
  'board.event.dialMoved.forward': 'Kíp nổ tiến lên (còn {steps} nấc tới đầu lâu)',
  'board.event.dialMoved.back': 'Kíp nổ lùi lại (còn {steps} nấc tới đầu lâu)',
  'board.event.validated': 'Đã cắt đủ bốn dây mang giá trị {value}',
  'board.event.equipmentUnlocked': 'Mở khóa trang bị: {card}',
  'board.event.equipmentAdded': '{card}: thêm {cards} lên bàn',
  'board.event.equipmentAdded.none': '{card}: chồng trang bị đã hết, không có thẻ nào được thêm',
  'board.list.and': '{a} và {b}',
  'board.event.sequenceMoved': 'Thẻ trình tự dời sang {value}: giờ có thể cắt {value}',
  'board.event.sequencePassed': 'Thẻ trình tự đi qua thẻ số cuối cùng',
  'board.event.numberCovered': 'Thẻ số {number} được đặt lên {card}',
  'board.event.numberDiscarded':
    'Thẻ số {number} rời khỏi {card}: đã cắt hai dây mang giá trị {number}',
  'board.event.equipmentUsed': '{name} dùng {card}',
  'board.event.characterUsed': '{name} dùng Máy dò đôi của mình',
  'board.event.personalUsed': '{name} dùng {card} riêng của mình (thẻ nhân vật)',
  'board.event.charactersRefreshed': 'Pin dự phòng: {names} lại được dùng Máy dò đôi',
  'board.event.labelPlaced': 'Nhãn {label} được đặt giữa dây {wire} và {next} của {owner}',
  'board.event.radar.yes': 'Radar tổng với số {value}: {yes} trả lời có',
  'board.event.radar.none': 'Radar tổng với số {value}: không ai có',
  'board.event.wireMoved.hidden':
    'Dây {wire} của {from} chuyển sang giá dây của {to}, vị trí {position}',
  'board.event.wireMoved.seen':
    'Dây {wire} của {from} ({printed}) chuyển sang giá dây của {to}, vị trí {position}',
  'board.event.pending': '{name} chọn {choice}',
  'board.event.cellChecked': '{name} đánh dấu {value} trên tờ nhiệm vụ ({group})',
  'board.event.lineDrawn': '{name} nối ô khung {cartouche} với START',
  'board.event.lineCompleted.forward': 'Dòng {line} đã đủ: kíp nổ tiến lên',
  'board.event.lineCompleted.back': 'Dòng {line} đã đủ: kíp nổ lùi lại',
  'board.event.lineCompleted.still': 'Dòng {line} đã đủ',
  'board.event.coffee': '{name} lấy một cà phê: {next} chơi tiếp',
  'board.event.coffeeMug': '{name} dùng Cốc cà phê: {next} chơi tiếp',
  'board.event.stuck': '{name} bị kẹt: kíp nổ tiến lên',
  'board.event.turn': 'Lượt của {name}',
  'board.event.turnOpen.start': 'Không có thứ tự lượt: ai hô Snip! trước sẽ lấy lượt đầu tiên',
  'board.event.turnOpen': 'Lượt của {name} đã xong: ai hô Snip! trước sẽ lấy lượt tiếp theo',
  'board.event.snip': '{name} hô Snip! và lấy lượt',
  'board.event.playStarted': 'Nhiệm vụ bắt đầu',
  'board.event.won': 'Đã gỡ bom: nhiệm vụ thành công!',
  'board.event.lost.redWire': 'Một dây đỏ đã bị cắt: bom đã nổ',
  'board.event.lost.detonator': 'Kíp nổ đã tới đầu lâu: bom đã nổ',
  'board.event.lost.starWire': 'Nói sai giá trị của dây ngôi sao: bom đã nổ',
  'board.event.lost.dialPastStart': 'Kíp nổ bị lùi quá vị trí bắt đầu: bom đã nổ',
  'board.event.lost.blockedValues':
    'Một lượt bắt đầu khi chỉ còn giá trị bị đóng hoặc dây X đang đóng và dây đỏ: bom đã nổ',
  'board.marker.notDealt': 'không được chia',
  'board.marker.dealt': '{marker}: đã được chia',
  'board.marker.setAside': '{marker}: không được chia',
  'board.sheet.linkable': 'có thể nối ngay',
  'board.sequence.title': 'Thẻ trình tự',
  'board.sequence.passed': 'Thẻ số {value}: đã qua, đã mở',
  'board.sequence.current':
    'Thẻ số {value}: nằm dưới thẻ trình tự, đã mở, đã cắt {cut} trên {needed} dây',
  'board.sequence.closed': 'Thẻ số {value}: bị đóng',
  'board.sequence.tag.passed': 'đã qua',
  'board.sequence.tag.current': 'cắt {cut}/{needed}',
  'board.sequence.tag.closed': 'bị đóng',
  'board.sequence.moves':
    'Khi đã cắt {needed} dây mang giá trị {value}, thẻ trình tự sẽ dời sang {next}.',
  'board.sequence.last': 'Thẻ trình tự đang ở thẻ số cuối cùng: không còn giá trị nào bị đóng.',
  'board.sequence.done': 'Đã qua hết các thẻ số: không còn giá trị nào bị đóng.',
  'board.stand.rookie': 'Lính mới',
  'board.stand.rookieTitle': 'Lính mới: người này cắt đôi hụt thì bom nổ',
  'board.beside.own':
    'Thẻ thông tin {value} bên cạnh giá dây của bạn: đầu ván bạn không có {value}',
  'board.beside.other':
    'Thẻ thông tin {value} bên cạnh giá dây của {name}: đầu ván không có {value}',
  'board.beside.note': 'đầu ván không có',
  'board.wire.actsRed': 'Được tính là dây đỏ: thẻ số {value} nằm trên thẻ nhiệm vụ',
  'board.redNumber.title': 'Thẻ số đỏ',
  'board.redNumber.text':
    'Bốn dây mang giá trị {value} được tính là dây đỏ: đừng bao giờ nói giá trị này; cắt một dây là bom nổ.',
  'board.validation.red': '{value}: được tính là đỏ, không bao giờ được xác nhận',
  'board.printed.actsRed': '{value}, tính là đỏ',
  'board.equipment.barred.mine': 'Không dành cho bạn: lính mới không được dùng thẻ này',
  'board.equipment.barred.other': 'Ai cũng được dùng thẻ này, trừ lính mới ({name})',
  'board.event.lost.cutTogetherFailed':
    'Một dây được chỉ cùng các dây đỏ lại không phải dây đỏ: bom đã nổ',
  'board.event.lost.captainFailedCut': 'Đội trưởng cắt đôi hụt: bom đã nổ',
  'board.event.lost.timeUp': 'Hết giờ: bom đã nổ',
  'board.event.infoBeside':
    '{name} rút được thẻ thông tin {value} nhưng không có {value}: thẻ được lật ngửa bên cạnh giá dây',
  'board.event.cutTogether.success': '{name} chỉ cùng lúc vào các dây đỏ ({wires}): đều là đỏ',
  'board.event.cutTogether.failure':
    '{name} chỉ cùng lúc vào các dây đỏ ({wires}); không phải đỏ: {wrong}',
  'board.stand.rhett': 'Rhett',
  'board.stand.rhettTitle':
    'Rhett: mọi thẻ thông tin trên dây của anh ấy đều có nghĩa là dây KHÔNG mang giá trị đó; anh ấy không dùng thẻ trang bị nào và cũng không dùng Máy dò đôi',
  'board.wire.infoNot': 'thẻ thông tin sai: không phải {value}',
  'board.wire.infoNotTitle': 'Thẻ thông tin sai: dây này KHÔNG phải {value}',
  'board.token.not': '≠{value}',
  'board.equipment.faceDownName': 'Thẻ úp xuống số {n}',
  'board.equipment.faceDown':
    'Úp xuống: thẻ số {number} sẽ lật một thẻ khi cả bốn dây {number} đã bị cắt',
  'board.equipment.faceDownNoNumber': 'Úp xuống: không còn thẻ số nào để lật nó',
  'board.equipment.neverFlipped': 'Chưa từng được lật',
  'board.equipment.barred.rhettMine': 'Không dành cho bạn: Rhett không dùng thẻ trang bị nào',
  'board.equipment.barred.rhettOther': 'Ai cũng được dùng thẻ này, trừ Rhett ({name})',
  'board.character.detectorBarred': 'Máy dò đôi: Rhett không được dùng',
  'board.reward.title': 'Thẻ số (trang bị)',
  'board.reward.text':
    'Cắt cả bốn dây {value} để lật một thẻ trang bị đang úp xuống: đã cắt {cut}/{needed}.',
  'board.reward.none': 'Không còn thẻ số nào: các thẻ trang bị úp xuống vẫn úp xuống.',
  'board.reward.left_one': 'Còn {count} thẻ úp xuống.',
  'board.reward.left_other': 'Còn {count} thẻ úp xuống.',
  'board.pending.falseInfo': 'thẻ thông tin sai đặt ở đâu và ghi gì',
  'board.pending.own.falseInfo': 'dây nào của bạn nhận thẻ thông tin sai, và giá trị của nó',
  'board.pending.flipEquipment': 'lật thẻ trang bị úp xuống nào',
  'board.event.infoPlaced.not.setup':
    '{owner} đặt thẻ thông tin sai trước dây {wire}: dây này KHÔNG phải {value}',
  'board.event.infoPlaced.not.failure':
    'Một thẻ thông tin sai được đặt trước dây {wire} của {owner}: dây này KHÔNG phải {value}',
  'board.event.numberTurned':
    'Thẻ số {number} được lật ngửa: cắt cả bốn dây {number} sẽ lật một thẻ trang bị úp xuống',
  'board.event.numberTurned.cut':
    'Thẻ số {number} được lật ngửa, nhưng cả bốn dây {number} đã bị cắt: thẻ bị bỏ đi',
  'board.event.equipmentFlipped': '{name} lật một thẻ trang bị úp xuống: {card}, dùng được ngay',
  'board.event.numberTurned.radar': 'Thẻ số {number} được lật ngửa: giá trị cần cắt trong lượt này',
  'board.event.numberTurned.radar.cut':
    'Thẻ số {number} được lật ngửa, nhưng cả bốn dây {number} đã bị cắt: thẻ rời khỏi ván và thẻ tiếp theo được lật',
  'board.event.designated': '{name} chỉ định {designee} cắt một dây {value} trong lượt này',
  'board.event.designated.self': '{name} tự chỉ định mình cắt một dây {value} trong lượt này',
  'board.pending.designate': 'ai cắt giá trị của thẻ số lượt này',
  'board.equipment.unlimited':
    'Lật ngửa suốt nhiệm vụ, không bao giờ hết: ai cũng có thể dùng bất cứ lúc nào, bao nhiêu lần tùy ý',
  'board.stand.cuts': 'Cắt một dây {value}',
  'board.radarTurn.title': 'Thẻ số của lượt này',
  'board.radarTurn.question': 'Radar tổng: mỗi giá dây có dây {value} chưa cắt không?',
  'board.radarTurn.yes': 'có',
  'board.radarTurn.no': 'không',
  'board.radarTurn.you': 'Bạn',
  'board.radarTurn.answer': '{name}: {answer}',
  'board.radarTurn.stand': '{answer} (giá dây {letter})',
  'board.radarTurn.choosing': '{name} chọn ai cắt dây {value}: chỉ một người chơi đã trả lời có.',
  'board.radarTurn.choosingYou':
    'Chọn ai cắt dây {value}: một người chơi đã trả lời có, kể cả bạn.',
  'board.radarTurn.must': '{name} phải cắt một dây {value} trong lượt này.',
  'board.radarTurn.mustYou': 'Bạn phải cắt một dây {value} trong lượt này.',
  'board.radarTurn.noCard': 'Không còn thẻ số nào để lật: đây là một lượt bình thường.',
  'board.radarTurn.reveal': 'Không có thẻ số lượt này: {name} chỉ còn dây đỏ và lật chúng ra.',
  'board.radarTurn.discard': 'Đã lật trước đó: {values}. Chúng được xáo lại khi chồng thẻ hết.',
  'board.token.even': 'chẵn',
  'board.token.odd': 'lẻ',
  'board.token.count': 'x{count}',
  'board.wire.parity': 'thẻ chẵn/lẻ: {parity}',
  'board.wire.count.1': 'thẻ x1: dây duy nhất mang giá trị này trên giá dây (tính cả dây đã cắt)',
  'board.wire.count.2': 'thẻ x2: 2 dây mang giá trị này trên giá dây (tính cả dây đã cắt)',
  'board.wire.count.3': 'thẻ x3: 3 dây mang giá trị này trên giá dây (tính cả dây đã cắt)',
  'board.wire.count.4':
    'hai thẻ x2: cả 4 dây mang giá trị này đều trên giá dây (tính cả dây đã cắt)',
  'board.event.infoPlaced.parity': '{owner} đặt thẻ chẵn/lẻ trước dây {wire}: {parity}',
  'board.event.infoPlaced.count.1':
    '{owner} đặt thẻ x1 trước dây {wire}: không có dây nào khác cùng giá trị trên giá dây đó',
  'board.event.infoPlaced.count.2':
    '{owner} đặt thẻ x2 trước dây {wire}: 2 dây cùng giá trị trên giá dây đó',
  'board.event.infoPlaced.count.3':
    '{owner} đặt thẻ x3 trước dây {wire}: 3 dây cùng giá trị trên giá dây đó',
  'board.event.infoPlaced.count.4':
    '{owner} đặt thẻ x2 trước dây {wire}, một trong một cặp: cả 4 dây cùng giá trị đều trên giá dây đó',
  'board.stand.careless': 'Cẩu thả',
  'board.stand.carelessTitle':
    'Đội trưởng Cẩu thả: không có thẻ nhân vật (nên không có Máy dò đôi) và không dùng thẻ trang bị; một lần cắt đôi hụt của người chơi này làm bom nổ',
  'board.equipment.barred.carelessMine':
    'Không dành cho bạn: Đội trưởng Cẩu thả không dùng thẻ trang bị nào',
  'board.equipment.barred.carelessOther':
    'Mọi người trừ Đội trưởng Cẩu thả ({name}) đều dùng được thẻ này',
  'board.character.removed': 'Không có thẻ nhân vật',
  'board.token.x': 'X',
  'board.wire.x': 'dây X: nằm ngoài thứ tự, không thiết bị nào tác động lên nó',
  'board.wire.xTitle':
    'Đây là dây X, để ngoài thứ tự ở tận cùng bên phải giá dây này. Không thiết bị nào tác động lên nó: chỉ cắt nó bằng một lần cắt đôi thông thường nêu một giá trị.',
  'board.wire.countPartner': 'đặt cùng với dây {wire}',
  'board.pending.own.countPair': 'dây nào khác của bạn cùng giá trị nhận thẻ x2 thứ hai',

  'board.pending.besideToken': 'thẻ thông tin nào đặt bên cạnh giá dây của mình',
  'board.pending.own.besideToken':
    'thẻ thông tin nào đặt bên cạnh giá dây của bạn: một giá trị bạn không có',
  'board.pending.takeToken': 'lấy thẻ thông tin nào',
  'board.pending.own.takeToken': 'bạn lấy thẻ thông tin nào trong số thẻ đã rút',
  'board.pending.giveToken': 'thẻ thông tin nào trong kho thẻ được đưa cho {name}',
  'board.pending.giveTokenYou': 'thẻ thông tin nào trong kho thẻ được đưa cho bạn',
  'board.pending.own.giveToken': 'bạn đưa cho {name} thẻ thông tin nào trong kho thẻ',
  'board.pending.placeToken': 'dây nào của mình nhận thẻ thông tin mới',
  'board.pending.placeTokenOf': 'dây {value} nào của mình nhận thẻ thông tin {value}',
  'board.pending.own.placeTokenOf': 'dây {value} nào của bạn nhận thẻ thông tin {value}',
  'board.event.infoPlaced.given': '{owner} đặt thẻ thông tin {value} trước dây {wire}',
  'board.event.infoBeside.chosen':
    '{name} đặt thẻ thông tin {value} bên cạnh giá dây: không có dây {value} nào',
  'board.event.infoBeside.chosenStand':
    '{name} đặt thẻ thông tin {value} bên cạnh giá dây {letter}: không có dây {value} nào',
  'board.event.infoBeside.given':
    '{name} không có dây {value}: thẻ thông tin {value} được lật ngửa bên cạnh giá dây',
  'board.event.cutTogether.numberSuccess':
    '{name} chỉ cùng lúc vào các dây {value} ({wires}): đều là {value}',
  'board.event.cutTogether.numberFailure':
    '{name} chỉ cùng lúc vào các dây {value} ({wires}); không phải {value}: {wrong}',
  'board.event.lost.cutTogetherFailedNumber':
    'Một dây được chỉ cùng các dây {value} lại không phải {value}: bom đã nổ',
  'board.event.numberPicked':
    '{name} lật úp xuống thẻ số {number} và phải cắt một dây {number} trong lượt này',
  'board.event.numbersTurnedUp': 'Không còn thẻ số nào lật ngửa: lật ngửa lại {numbers}',
  'board.event.skipped.tripwire':
    '{name} chỉ còn dây bẫy của chính mình và dây đỏ, không còn dây bẫy nào để chỉ, nên bỏ lượt: kíp nổ đứng yên',
  'board.event.skipped': '{name} bỏ lượt',
  'board.event.skipped.three':
    '{name} không có giá trị nào trong ba giá trị đang lật ngửa nên bỏ lượt: kíp nổ đứng yên',
  'board.event.skipped.turned':
    '{name} không còn gì để chỉ ngoài dây bị lật của đội trưởng nên bỏ lượt: kíp nổ tiến một nấc',
  'board.event.skipped.numberPick':
    '{name} không có dây nào của thẻ số đang lật ngửa nên bỏ lượt: kíp nổ đứng yên',
  'board.event.deckDiscarded.numbers':
    'Hết vòng: thẻ trên cùng của xấp thẻ số bị bỏ đi mà không ai xem (còn {left})',
  'board.event.numbersDealt':
    'Bốn dây quý tộc đã được cắt: {count} thẻ số còn lại được chia úp xuống bắt đầu từ đội trưởng, và mỗi người đánh dấu một dây mang số mình nhận được',
  'board.event.tripwire.success':
    '{name} chỉ vào {wire}: đúng là dây bẫy! Dây được cắt và kíp nổ lùi lại một nấc',
  'board.event.tripwire.failure': '{name} chỉ vào {wire}: không phải dây bẫy',
  'board.event.deckDiscarded':
    'Hết vòng: thẻ trên cùng của xấp trang bị bị bỏ đi mà không ai xem (còn {left})',
  'board.event.deckRevealed': 'Xấp trang bị được lật ngửa: {cards}, dùng được ngay',
  'board.event.deckRevealed.none': 'Xấp trang bị đã hết: không có thẻ nào được lật ngửa',
  'board.event.tokensDrawn': 'Rút thẻ thông tin lật ngửa thành một hàng: {values}',
  'board.event.tokensDrawn.none': 'Kho thẻ đã hết: không rút được thẻ thông tin nào',
  'board.event.tokenTaken.line': '{name} lấy thẻ thông tin {value} từ hàng',
  'board.event.tokenTaken.give': '{name} lấy thẻ thông tin {value} trong kho thẻ và đưa cho {to}',
  'board.event.tokenReturned':
    'Mọi dây {value} của {name} đều đã có thẻ thông tin: thẻ này trở về kho thẻ',
  'board.beside.ownLater':
    'Thẻ thông tin {value} bên cạnh giá dây của bạn: khi nhận thẻ, bạn không có {value}',
  'board.beside.otherLater':
    'Thẻ thông tin {value} bên cạnh giá dây của {name}: khi nhận thẻ không có {value}',
  'board.beside.noteLater': 'lúc đó không có',
  'board.character.flipped': 'Đã lật: không có Máy dò đôi',
  'board.numberPick.title': 'Thẻ số',
  'board.numberPick.up': 'Thẻ số {number}: lật ngửa',
  'board.numberPick.down': 'Thẻ số {number}: úp xuống',
  'board.numberPick.picked': 'Thẻ số {number}: bị lật úp xuống trong lượt này',
  'board.numberPick.gone': 'Thẻ số {number}: đã cắt cả bốn dây, rời khỏi ván',
  'board.numberPick.tag.up': 'ngửa',
  'board.numberPick.tag.down': 'úp',
  'board.numberPick.tag.picked': 'lượt này',
  'board.numberPick.tag.gone': 'xong',
  'board.numberPick.choosing': '{name} lật úp một thẻ số đang ngửa, rồi cắt giá trị đó.',
  'board.numberPick.choosingYou': 'Hãy lật úp một thẻ số đang ngửa, rồi cắt giá trị đó.',
  'board.numberPick.must':
    '{name} đã lật úp thẻ {number}: {name} phải cắt một dây {number} trong lượt này.',
  'board.numberPick.mustYou':
    'Bạn đã lật úp thẻ {number}: hãy cắt một dây {number} trong lượt này.',
  'board.numberPick.rule':
    'Khi đầu lượt không còn thẻ nào lật ngửa, tất cả được lật ngửa lại. Một thẻ rời khỏi ván khi cả bốn dây của nó đã bị cắt.',
  'board.together.title': 'Thẻ số: cắt cùng lúc',
  'board.together.text':
    'Bốn dây {value} chỉ được cắt cùng nhau: đến lượt, hãy chỉ một lần vào mọi dây {value} còn trong ván. Sai một dây là bom nổ.',
  'board.together.done': 'Xong: bốn dây {value} đã được cắt cùng lúc.',
  'board.numberDeck.title': 'Xấp thẻ số',
  'board.numberDeck.left_one': '{count} thẻ số đang úp xuống chờ.',
  'board.numberDeck.left_other': '{count} thẻ số đang úp xuống chờ.',
  'board.numberDeck.rule':
    'Cuối mỗi vòng bỏ đi một thẻ mà không ai xem, cho đến khi bốn dây {value} được cắt; sau đó phần còn lại được chia, và mỗi người đánh dấu một dây mang số đã nhận.',
  'board.numberDeck.mine':
    'Thẻ số của bạn: {numbers}. Hãy đánh dấu một dây của bạn mang một trong các số này (số nào bạn không còn giữ thì bỏ qua).',
  'board.numberDeck.dealt': 'Các thẻ số còn lại đã được chia úp xuống.',
  'board.deck.title': 'Xấp trang bị',
  'board.deck.left_one': '{count} thẻ trang bị đang úp xuống chờ.',
  'board.deck.left_other': '{count} thẻ trang bị đang úp xuống chờ.',
  'board.deck.rule':
    'Cho tới khi các dây {value} được cắt cùng lúc, cuối mỗi vòng, trước lượt của đội trưởng, thẻ trên cùng bị bỏ đi mà không ai xem. Sau đó mọi thẻ còn lại được lật ngửa, dùng được ngay.',
  'board.deck.empty': 'Xấp đã hết.',
  'board.deck.revealed': 'Các thẻ còn trong xấp đã lật ngửa trên bàn, dùng được ngay.',
  'board.equipment.noneYet':
    'Chưa có thẻ trang bị nào trên bàn: chúng đang úp xuống trong xấp trang bị',
  'board.handout.title': 'Chia thẻ thông tin',
  'board.handout.when': 'Bắt đầu khi hai dây vàng đầu tiên bị cắt: hiện {cut}/2.',
  'board.handout.give':
    'Lần lượt từ đội trưởng, mỗi người lấy một thẻ thông tin trong kho thẻ và đưa cho người bên trái, người này đặt nó trước một dây mang giá trị đó.',
  'board.handout.draft':
    'Khi đó rút {count} thẻ thông tin lật ngửa thành một hàng; lần lượt từ đội trưởng, mỗi người lấy một thẻ và đặt trước một dây của mình mang giá trị đó.',
  'board.handout.running':
    'Hai dây vàng đầu tiên đã bị cắt: lần lượt từ đội trưởng, mỗi người đưa một thẻ thông tin trong kho thẻ cho người bên trái.',
  'board.handout.line': 'Thẻ thông tin đã rút còn trong hàng:',
  'board.handout.token': 'Thẻ thông tin {value}',

  'board.pending.layNumber': 'úp xuống thẻ số nào',
  'board.pending.own.layNumber': 'úp xuống thẻ số nào của bạn cho lượt của {name}',
  'board.pending.layNumberFor': 'úp xuống thẻ số nào cho lượt của {name}',
  'board.pending.layNumberForYou': 'úp xuống thẻ số nào cho lượt của bạn',
  'board.event.numberLaid': '{name} đặt một thẻ số úp xuống',
  'board.event.numberLaid.seen': '{name} đặt thẻ số {number} úp xuống',
  'board.event.numberRevealed.notch':
    'Thẻ số {name} đã đặt được lật ra: {number}. Lượt này có một dây {number} bị cắt: kíp nổ tiến một nấc',
  'board.event.numberRevealed.still':
    'Thẻ số {name} đã đặt được lật ra: {number}. Lượt này không có dây {number} nào bị cắt: kíp nổ đứng yên',
  'board.event.numberTaken': '{name} lấy thẻ số {number} vào tay',
  'board.event.numberTaken.unrevealed':
    'Sau Cốc cà phê, thẻ không được lật ra: {name} lấy thẻ số do {from} đặt, vẫn úp xuống',
  'board.event.numberTaken.unrevealed.seen':
    'Sau Cốc cà phê, thẻ không được lật ra: {name} lấy thẻ số {number} do {from} đặt, vẫn úp xuống',
  'board.event.numberDrawn': '{name} rút một thẻ số từ xấp',
  'board.event.numberDrawn.seen': '{name} rút thẻ số {number} từ xấp',
  'board.event.numberCardsDiscarded.one': 'Thẻ số {numbers} bị bỏ, lật ngửa: nó rời khỏi ván',
  'board.event.numberCardsDiscarded.many':
    'Các thẻ số {numbers} bị bỏ, lật ngửa: chúng rời khỏi ván',
  'board.event.numbersReturned.one':
    '{name} không còn dây nào: thẻ số của họ được úp xuống dưới đáy xấp',
  'board.event.numbersReturned.many':
    '{name} không còn dây nào: {count} thẻ số của họ được úp xuống dưới đáy xấp',
  'board.numberHands.title': 'Thẻ số trên tay',
  'board.numberHands.you': 'Thẻ của bạn',
  'board.numberHands.revealed': 'Vừa lật',
  'board.numberHands.own': 'Thẻ số của bạn, chỉ bạn thấy: {numbers}',
  'board.numberHands.ownNone': 'Bạn không có thẻ số nào',
  'board.numberHands.other_one': '{name} cầm {count} thẻ số úp xuống',
  'board.numberHands.other_other': '{name} cầm {count} thẻ số úp xuống',
  'board.numberHands.shown': 'Thẻ số của {name}: {numbers}',
  'board.numberHands.slot': 'Thẻ đã đặt',
  'board.numberHands.slotEmpty': 'Chưa có thẻ nào được đặt',
  'board.numberHands.slotSeen': 'Thẻ số {number}, do bạn đặt úp xuống: chỉ bạn thấy',
  'board.numberHands.slotHidden': 'Một thẻ số do {name} đặt úp xuống',
  'board.numberHands.slotShown': 'Thẻ số {number}, do {name} đặt úp xuống',
  'board.numberHands.layingYou': 'Bạn đặt một thẻ úp xuống cho lượt của {name}.',
  'board.numberHands.layingForYou': '{layer} đang đặt một thẻ úp xuống cho lượt của bạn.',
  'board.numberHands.laying': '{layer} đang đặt một thẻ úp xuống cho lượt của {name}.',
  'board.numberHands.laidYou':
    'Bạn đã đặt thẻ {number} úp xuống cho lượt của {name}: chỉ bạn thấy.',
  'board.numberHands.laidForYou': '{layer} đã đặt một thẻ úp xuống cho lượt của bạn.',
  'board.numberHands.laid': '{layer} đã đặt một thẻ úp xuống cho lượt của {name}.',
  'board.numberHands.rule':
    'Nếu người đến lượt cắt một dây mang giá trị của thẻ đã đặt, kíp nổ tiến một nấc; sau lượt, người đó lấy thẻ.',
  'board.numberHands.deck': 'Xấp',
  'board.numberHands.deckLeft_one': '{count} thẻ số úp xuống trong xấp',
  'board.numberHands.deckLeft_other': '{count} thẻ số úp xuống trong xấp',
  'board.numberHands.discards': 'Đã bỏ',
  'board.numberHands.discarded': 'Thẻ số đã bỏ, rời khỏi ván: {numbers}',
  'board.numberHands.reveal.notch':
    'Thẻ vừa lật: thẻ {number} của {name}. Đã có dây {number} bị cắt: kíp nổ đã tiến một nấc.',
  'board.numberHands.reveal.still':
    'Thẻ vừa lật: thẻ {number} của {name}. Không có dây {number} nào bị cắt: kíp nổ đứng yên.',

  'board.event.windowOpened.none':
    'Thẻ số {number} được lật ngửa: cắt hai dây {number} trước lúc kiểm tra',
  'board.event.windowOpened.one':
    'Thẻ số {number} được lật ngửa: đã cắt một dây {number}, cần thêm một dây trước lúc kiểm tra',
  'board.event.windowOpened.made': 'Thẻ số {number} được lật ngửa: đã cắt sẵn hai dây {number}',
  'board.event.windowClosed.made': 'Vòng của thẻ số {number} đạt: đã cắt {cut} dây',
  'board.event.windowClosed.missed':
    'Vòng của thẻ số {number} bị trượt: mới cắt {cut} trên hai dây',
  'board.event.mimeRound':
    'Bắt đầu giai đoạn diễn câm: cho đến khi vòng kế tiếp đóng, chỉ được gửi tín hiệu',
  'board.event.equipmentDiscarded': 'Vòng bị trượt khiến {card} bị bỏ khỏi bàn',
  'board.event.numberHeld.yes':
    '{name} rút thẻ số {number} và có một dây {number}; thẻ được đặt xuống dưới xấp',
  'board.event.numberHeld.no':
    '{name} rút thẻ số {number} và không có dây {number} nào; thẻ được đặt xuống dưới xấp',
  'board.event.yellowCounts': 'Số dây vàng mỗi người còn giữ: {counts}',
  'board.event.threeValues':
    'Ba thẻ số được lật ngửa: {numbers}. Chỉ được cắt các giá trị này cho đến khi mọi dây của chúng đều bị cắt',
  'board.event.threeValuesCut': 'Mọi dây của ba giá trị đã bị cắt: lại được cắt bất kỳ giá trị nào',
  'board.event.yellowSweep':
    'Lệnh quét dây vàng được gọi: {name} phải chỉ cùng lúc vào mọi dây vàng còn lại',
  'board.event.yellowSweep.none': 'Lệnh quét dây vàng được gọi, nhưng không còn dây vàng nào',
  'board.event.lost.threeValuesLeft':
    'Vẫn còn dây của ba giá trị trong ván lúc kiểm tra: bom đã nổ',
  'board.event.lost.cutTogetherFailedYellow':
    'Một dây được chỉ khi quét dây vàng lại không phải dây vàng: bom đã nổ',
  'board.event.cutTogether.yellowSuccess':
    '{name} chỉ cùng lúc vào các dây vàng ({wires}): đều là vàng',
  'board.event.cutTogether.yellowFailure':
    '{name} chỉ cùng lúc vào các dây vàng ({wires}); không phải vàng: {wrong}',
  'board.reward.earned':
    'Cả bốn dây {value} đã bị cắt: giờ lật một thẻ trang bị đang úp xuống, rồi đến thẻ số tiếp theo.',
  'board.wire.xClosed': 'đóng cho đến khi mọi dây vàng đã được cắt',
  'board.wire.xClosedTitle':
    'Đây là dây X đang đóng: không ai được cắt nó trước khi mọi dây vàng đã được cắt.',
  'board.pending.placeSequence': 'đặt thẻ trình tự ở đầu nào của hàng',
  'board.sequence.placing':
    'Thẻ trình tự đang được đặt ở một đầu của hàng: trong lúc đó mọi giá trị của hàng đều bị đóng.',
  'board.sequence.movesEither':
    'Khi đã cắt {needed} dây mang giá trị {value}, thẻ số đó bị bỏ đi và người vừa cắt đặt thẻ trình tự ở một trong hai đầu của hàng.',
  'board.event.constraintPicked': '{name} lấy thẻ ràng buộc {card}',
  'board.event.constraintFlipped':
    '{name} không thể tuân theo thẻ ràng buộc {card} nữa và úp xuống nó vĩnh viễn',
  'board.event.constraintReplaced':
    'Thẻ ràng buộc {card} được lật ngửa (còn {left} thẻ trong chồng)',
  'board.event.constraintReplaced.none': 'Chồng thẻ ràng buộc đã hết: không còn ràng buộc nào',
  'board.event.skipped.constraint':
    '{name} không thể cắt theo thẻ ràng buộc và bỏ lượt: kíp nổ đứng yên',
  'board.pending.pickConstraint': 'lấy thẻ ràng buộc nào',
  'board.pending.replaceConstraint': 'có thay thẻ ràng buộc bằng thẻ kế tiếp không',
  'board.constraints.title': 'Thẻ ràng buộc',
  'board.constraints.shared': 'Mọi người tuân theo',
  'board.constraints.none': 'Không có thẻ ràng buộc nào',
  'board.constraints.deck': 'Số thẻ còn trong chồng: {count}',
  'board.constraints.offered': 'Còn để lấy:',
  'board.constraints.flipped': '{card}, đã úp xuống: không còn hiệu lực',
  'board.constraints.card': '{card}: {text}',
  'board.constraints.advice':
    'Lời khuyên khi chơi hai người: tránh lấy cùng lúc A và B, hoặc C và D.',
  'board.constraint.A': 'chỉ cắt giá trị chẵn',
  'board.constraint.B': 'chỉ cắt giá trị lẻ',
  'board.constraint.C': 'chỉ cắt giá trị 1 đến 6',
  'board.constraint.D': 'chỉ cắt giá trị 7 đến 12',
  'board.constraint.E': 'chỉ cắt giá trị 4 đến 9',
  'board.constraint.F': 'không bao giờ cắt giá trị 4 đến 9',
  'board.constraint.G': 'không thẻ trang bị, không trang bị cá nhân',
  'board.constraint.H':
    'lần cắt hỏng của bạn hoặc trên dây của bạn không đặt thẻ thông tin; không bao giờ cắt dây có thẻ; không dùng Giấy ghi chú',
  'board.constraint.I': 'không bao giờ cắt dây ngoài cùng bên phải trên giá dây của đồng đội',
  'board.constraint.J': 'không bao giờ cắt dây ngoài cùng bên trái trên giá dây của đồng đội',
  'board.constraint.K': 'không cắt một mình',
  'board.constraint.L': 'lần cắt hỏng của bạn đẩy kíp nổ hai nấc',
  'board.event.lost.turnedWire': 'Đội trưởng đoán sai dây bị lật của mình: bom đã nổ',
  'board.token.turned': '↻',
  'board.wire.turnedTitle':
    'Dây bị lật: mọi người đều thấy giá trị của nó trừ chủ của nó, người duy nhất được cắt nó, bằng cách đoán.',
  'board.wire.turnedOwnTitle':
    'Dây bị lật của bạn: mọi người trừ bạn đều thấy giá trị của nó. Chỉ bạn được cắt nó, bằng một lần cắt thông thường nêu giá trị mình đoán; đoán sai thì bom nổ.',
  'board.wire.turned': 'bị lật',
  'board.wire.turnedOwn': 'bị lật: bạn không thấy nó',
  'board.secret': 'bí mật: chỉ bạn thấy',
  'board.character.faceDown': '{name}: thẻ nhân vật úp xuống',
  'board.character.hidden': 'Đang úp xuống: chưa có trang bị cá nhân',
  'board.constraints.faceDown': '{name}: một thẻ ràng buộc úp xuống',
  'board.constraints.secretRule':
    'Chỉ người giữ thẻ nhân vật Đội trưởng, mắt xích yếu, phải tuân theo thẻ của mình.',
  'board.constraints.secretGone':
    'Các thẻ ràng buộc bí mật đã rời cuộc chơi: không ai phải tuân theo nữa.',
  'board.event.accused.right': '{name} tố {accused} là mắt xích yếu với thẻ {card}: đúng!',
  'board.event.accused.wrong': '{name} tố {accused} là mắt xích yếu với thẻ {card}: sai',
  'board.event.secretCardsDiscarded.revealed':
    'Các thẻ nhân vật được lật ngửa, từ giờ có thể dùng trang bị cá nhân; các thẻ ràng buộc bị bỏ',
  'board.event.secretCardsDiscarded.removed':
    'Mọi thẻ ràng buộc và thẻ nhân vật bị bỏ: không còn trang bị cá nhân đến hết nhiệm vụ',
};
