import type { missions as en } from '../en/missions';

export const missions: Record<keyof typeof en, string> = {
  'mission.1.name': 'Huấn luyện, ngày 1',
  'mission.2.name': 'Huấn luyện, ngày 2',
  'mission.3.name': 'Huấn luyện, ngày 3',
  'mission.4.name': 'Ngày đầu tiên ngoài thực địa',
  'mission.5.name': 'Ngày thứ hai ngoài thực địa',
  'mission.6.name': 'Ngày thứ ba ngoài thực địa',
  'mission.7.name': 'Buổi học cuối cùng',
  'mission.8.name': 'Bài thi cuối khóa',
  'mission.9.name': 'Biết ưu tiên',
  'mission.12.name': 'Vướng thủ tục giấy tờ',
  'mission.16.name': 'Đến lúc đổi ưu tiên',
  'mission.new-1.name': 'Thăng bằng trên dây',
  'mission.new-1.rules':
    'Mỗi cặp dây đã cắt được đánh dấu trên tờ nhiệm vụ. Hoàn thành một dòng sẽ đẩy kíp nổ tiến hoặc lùi; lùi quá vạch xuất phát là bom nổ.',
  'mission.new-2.name': 'Dây song song',
  'mission.new-2.rules':
    'Bạn chỉ được cắt giá trị ghi ở ô chưa đánh dấu đầu tiên của một hàng. Hoàn thành một hàng được một tách cà phê: nó cho bạn bỏ lượt và chọn người đi tiếp theo. Nếu không cắt được giá trị nào, hãy đẩy kíp nổ lên một nấc hoặc uống một tách cà phê.',
  'mission.new-3.name': 'Liên kết nguy hiểm',
  'mission.new-3.rules':
    'Bạn chỉ được cắt các giá trị trong những ô khung nối với START; ba đường nối được vẽ lúc đầu và mỗi ô khung hoàn thành cho thêm một đường mới. Cà phê và đường nối thưởng mở ra khi các ô khung được hoàn thành. Nếu không cắt được giá trị nào, hãy đẩy kíp nổ lên một nấc hoặc uống một tách cà phê.',
  'mission.summary.blue': 'Dây xanh từ {from} đến {to} ({count} dây)',
  'mission.summary.red_one': '{count} dây đỏ',
  'mission.summary.red_other': '{count} dây đỏ',
  'mission.summary.red.of_one': '{count} dây đỏ trong {of} số được rút',
  'mission.summary.red.of_other': '{count} dây đỏ trong {of} số được rút',
  'mission.summary.red.none': 'Không có dây đỏ',
  'mission.summary.red.range': 'Số đỏ từ {from} đến {to}',
  'mission.summary.yellow_one': '{count} dây vàng',
  'mission.summary.yellow_other': '{count} dây vàng',
  'mission.summary.yellow.of_one': '{count} dây vàng trong {of} số được rút',
  'mission.summary.yellow.of_other': '{count} dây vàng trong {of} số được rút',
  'mission.summary.yellow.none': 'Không có dây vàng',
  'mission.summary.yellow.range': 'Số vàng từ {from} đến {to}',
  'mission.summary.twoPlayer': 'Khi chơi hai người:',
  'mission.summary.twoPlayerApplied': 'Cách chuẩn bị cho hai người chơi',
  'mission.summary.equipment': 'Thẻ trang bị, mỗi người một thẻ',
  'mission.summary.noEquipment': 'Không có thẻ trang bị',
  'mission.summary.banned_one': 'Bỏ ra thẻ trang bị {cards}',
  'mission.summary.banned_other': 'Bỏ ra các thẻ trang bị {cards}',
  'mission.summary.dial.cap': 'Kíp nổ không bao giờ lùi xa quá năm nấc tính từ đầu lâu',
  'mission.summary.dial.explode': 'Lùi kíp nổ quá vạch xuất phát là bom nổ',
  'mission.summary.grid.balance': 'Tờ nhiệm vụ: các dòng làm kíp nổ dịch chuyển khi hoàn thành',
  'mission.summary.grid.rows': 'Tờ nhiệm vụ: năm hàng đánh dấu từ trái sang phải',
  'mission.summary.grid.liaisons': 'Tờ nhiệm vụ: các ô khung nối với START',
  'mission.summary.sequence':
    'Thẻ trình tự mặt {side}, đặt trên {cards} thẻ số rút ngẫu nhiên: nó dời đi khi đã cắt {wires} dây mang giá trị của nó',
  'mission.summary.falseBottom': 'Đáy giả được xáo vào chồng trang bị',
  'mission.summary.equipmentNumbers': 'Mỗi thẻ trang bị có một thẻ số rút ngẫu nhiên',
  'mission.11.name': 'Xanh hóa đỏ, coi như xong',
  'mission.13.name': 'Báo động đỏ!',
  'mission.14.name': 'Chuyên gia gỡ bom rủi ro cao',
  'mission.summary.redNumber':
    'Một thẻ số rút ngẫu nhiên trên thẻ nhiệm vụ: bốn dây xanh của nó được tính là dây đỏ, và thẻ trang bị cùng số bị loại',
  'mission.summary.redsFirst': 'Dây đỏ được chia trước, mỗi người một dây từ đội trưởng',
  'mission.summary.setupInfo.random':
    'Thẻ thông tin đầu ván rút ngẫu nhiên: cạnh một dây mang giá trị đó, nếu không thì bên cạnh giá dây',
  'mission.summary.noCaptainSetupInfo': 'Đội trưởng không đặt thẻ thông tin đầu ván',
  'mission.summary.cutTogether':
    'Hành động mới: chỉ vào mọi dây đỏ cùng lúc (từ {from} người chơi, kể cả khi không giữ dây đỏ nào)',
  'mission.summary.captain.drawn': 'Thẻ Đội trưởng được chia ngẫu nhiên',
  'mission.summary.captain.failedCut': 'Đội trưởng cắt đôi hụt thì bom nổ',
  'mission.summary.captain.noEquipment_one': 'Đội trưởng không được dùng thẻ trang bị {cards}',
  'mission.summary.captain.noEquipment_other':
    'Đội trưởng không được dùng các thẻ trang bị {cards}',
  'mission.15.name': 'Nhiệm vụ ở Новосибирск',
  'mission.17.name': 'Rhett đánh lạc hướng',
  'mission.summary.captain.noEquipmentAll': 'Đội trưởng không dùng thẻ trang bị nào',
  'mission.summary.captain.noDetector': 'Đội trưởng không được dùng Máy dò đôi',
  'mission.summary.falseTokens':
    'Đội trưởng đặt {count} thẻ thông tin sai lúc chuẩn bị: mọi thẻ thông tin trên dây của đội trưởng có nghĩa là "không phải giá trị này"',
  'mission.summary.faceDownEquipment':
    'Thẻ trang bị được chia úp xuống; một thẻ số ngửa sẽ lật một thẻ khi bốn dây của nó bị cắt',
  'mission.18.name': 'Giúp một tay',
  'mission.summary.setupInfo.none': 'Không có thẻ thông tin lúc chuẩn bị',
  'mission.summary.designatedCutter':
    'Chỉ có Radar tổng, lật ngửa và không bao giờ hết; mỗi lượt lật một thẻ số và người đến lượt chọn ai cắt giá trị đó',
  'mission.10.name': 'Giai đoạn khó khăn',
  'mission.19.name': 'Trong bụng quái thú',
  'mission.summary.snip':
    'Không có thứ tự lượt: mỗi lượt thuộc về người chơi đầu tiên hô Snip!, không bao giờ hai lần liền cho cùng một người',
  'mission.summary.timer_one': 'Giới hạn thời gian thực: {count} phút, sau đó bom nổ',
  'mission.summary.timer_other': 'Giới hạn thời gian thực: {count} phút, sau đó bom nổ',
  'mission.summary.timeline_one':
    'Bộ đếm giờ đọc to theo mốc thời gian gần đúng của riêng chúng tôi: báo {count} phút, sau đó bị rút ngắn',
  'mission.summary.timeline_other':
    'Bộ đếm giờ đọc to theo mốc thời gian gần đúng của riêng chúng tôi: báo {count} phút, sau đó bị rút ngắn',
  'mission.20.name': 'Con sói to xấu xa',
  'mission.21.name': 'Chết vì món haggis',
  'mission.24.name': 'Điểm danh!',
  'mission.28.name': 'Đội trưởng Cẩu thả',
  'mission.summary.xWires':
    'Dây cuối cùng được chia cho mỗi giá dây không được xếp, nằm tận cùng bên phải với dấu X: không thiết bị nào tác động lên nó',
  'mission.summary.tokens.parity':
    'Mọi thẻ thông tin là thẻ chẵn/lẻ: lúc đầu ván, sau một lần cắt hụt và với Giấy ghi chú',
  'mission.summary.tokens.count':
    'Mọi thẻ thông tin là thẻ đếm (x1, x2, x3: giá dây có bao nhiêu dây mang giá trị đó): lúc đầu ván, sau một lần cắt hụt và với Giấy ghi chú',
  'mission.summary.captain.characterRemoved':
    'Thẻ nhân vật của đội trưởng được cất đi: không có Máy dò đôi',

  'mission.22.name': 'Ấn tượng tiêu cực',
  'mission.23.name': 'Gỡ bom ở Fordwich',
  'mission.26.name': 'Nhắc sói, sói đến…',
  'mission.27.name': 'Đùa với dây',
  'mission.summary.negativeTokens':
    'Không có thẻ thông tin đầu ván trước dây: mỗi người đặt tối đa {count} thẻ thông tin mang giá trị mình không có bên cạnh giá dây (mỗi bên một thẻ nếu có hai giá dây)',
  'mission.summary.handout.give':
    'Khi hai dây vàng đầu tiên bị cắt, mỗi người đưa một thẻ thông tin trong kho thẻ cho người bên trái',
  'mission.summary.handout.draft':
    'Khi hai dây vàng đầu tiên bị cắt, rút số thẻ thông tin bằng số người chơi và lật ngửa, mỗi người lấy một thẻ',
  'mission.summary.cutTogether.number':
    'Một thẻ số lật ngửa lúc chuẩn bị: bốn dây của nó chỉ được cắt cùng nhau, khi một người chỉ một lần vào tất cả',
  'mission.summary.equipmentDeck':
    'Không có thẻ trang bị trên bàn: {count} thẻ nằm úp xuống thành một xấp, cuối mỗi vòng bỏ đi một thẻ cho tới khi các dây của thẻ số được cắt cùng lúc; sau đó các thẻ còn lại được lật ngửa',
  'mission.summary.constraints.pick':
    'Thẻ ràng buộc A đến E: mỗi người lấy một thẻ trước khi đặt thẻ thông tin khởi đầu',
  'mission.summary.constraints.deck': 'Một thẻ ràng buộc chung, từ chồng mười hai thẻ đã xáo',
  'mission.summary.numberPick':
    'Mười hai thẻ số lật ngửa: mỗi lượt bắt đầu bằng việc lật úp xuống một thẻ, và phải cắt giá trị của nó',
  'mission.summary.charactersFlipped': 'Mọi thẻ nhân vật đều bị lật từ đầu: không có Máy dò đôi',
  'mission.25.name': 'Để bà nghe cháu rõ hơn…',
  'mission.summary.chat.noNumbers':
    'Trò chuyện: mỗi tin nhắn nêu một số dây làm kíp nổ tiến thêm một nấc',
  'mission.summary.chat.silent': 'Không trò chuyện tự do: chỉ có tín hiệu (có, không, chờ…)',

  'mission.29.name': 'Trò đoán số',
  'mission.summary.numberHands':
    'Thẻ số trên tay, mỗi người hai thẻ (người bên phải đội trưởng ba thẻ), số còn lại thành xấp: mỗi lượt một thẻ được đặt úp xuống, và cắt giá trị của nó làm kíp nổ tiến lên',

  'mission.30.name': 'Nhiệm vụ tốc độ!',
  'mission.summary.speedRounds':
    'Mốc thời gian riêng của chúng tôi lần lượt lật ngửa từng thẻ số: cắt hai dây của mỗi giá trị trước lúc kiểm tra, nếu không thì chịu hậu quả mà lần kiểm tra nêu ra; sau đó là ba giá trị phải cắt hết, rồi lệnh quét dây vàng',
  'mission.summary.cutTogether.yellow':
    'Quét dây vàng: khi mốc thời gian gọi lệnh này, người đang đến lượt chỉ cùng lúc vào mọi dây vàng còn lại',
  'mission.summary.timelineOwn':
    'Một bộ đếm giờ đọc to theo mốc thời gian gần đúng của riêng chúng tôi: {minutes} phút {seconds} giây, rồi bom nổ',
  'mission.33.name': 'Chuyện ở Vegas…',
  'mission.35.name': 'Không liên kết, một dây',
  'mission.40.name': 'Khó chết (Truyện Noel)',
  'mission.summary.xWires.blueFirst':
    'Trước khi thêm dây đỏ và dây vàng, mỗi giá dây được chia một dây xanh, để ngoài thứ tự ở tận cùng bên phải với dấu X: không thiết bị nào tác động lên nó',
  'mission.summary.xWires.closed': 'Chỉ được cắt dây X khi mọi dây vàng đã được cắt',
  'mission.36.name': 'Hoảng loạn dưới rặng dừa',
  'mission.summary.sequenceEither':
    'Thẻ trình tự mặt {side}, ở một trong hai đầu của hàng {cards} thẻ số rút ngẫu nhiên: khi đã cắt {wires} dây mang giá trị của nó, thẻ số đó bị bỏ đi và thẻ trình tự lại được đặt ở một trong hai đầu',
  'mission.31.name': 'Một tay bị trói sau lưng',
  'mission.32.name': 'Trò đùa tinh nghịch',
  'mission.37.name': 'Joker nổi loạn',
  'mission.38.name': 'Đan xuôi một dây, đan ngược một dây…',
  'mission.summary.turnedWires':
    'Đội trưởng lật ngược một dây mà không nhìn: những người khác thấy nó, chỉ đội trưởng được cắt nó, bằng cách đoán',

  'mission.39.name': 'Bốn dây quý tộc',
  'mission.41.name': 'Quả bom Latin',
  'mission.summary.numberDeck':
    'Một thẻ số lật ngửa: bốn dây quý tộc của nó chỉ được cắt cùng lúc. {count} thẻ số nằm úp xuống thành một xấp, trước đó cứ cuối mỗi vòng bỏ một thẻ; phần còn lại sau đó được chia, và mỗi người đánh dấu một dây mang số đã nhận',
  'mission.summary.tripwires':
    'Dây vàng là dây bẫy: không lần cắt nào gọi màu vàng; thay vào đó chỉ vào một dây của đồng đội (dây bẫy thì được cắt và kíp nổ lùi, dây xanh tốn một nấc, dây đỏ thì nổ)',
  'mission.summary.yellowsFirst':
    'Dây vàng được chia trước, mỗi người một dây (chơi năm người thì đội trưởng không nhận)',
  'mission.summary.dialNextToSkull': 'Kíp nổ bắt đầu cạnh đầu lâu: sai lần đầu là bom nổ',
  'mission.34.name': 'Mắt xích yếu',
  'mission.summary.constraints.secret':
    'Thẻ nhân vật và thẻ ràng buộc A đến E chia úp xuống: chỉ người giữ thẻ Đội trưởng tuân theo thẻ của mình; đồng đội có thể tố họ',
  'mission.summary.minPlayers': 'Chỉ chơi với {count} đến 5 người',
  'mission.42.name': 'Đến lúc bỏ trốn theo gánh xiếc',
  'mission.summary.tableEvents':
    'Không giới hạn thời gian: dòng thời gian đọc to của chúng tôi thay đổi bàn chơi giữa các tiếng hiệu (một cặp dây cắt trở lại giá dây, mọi người dời chỗ, dây đã cắt bị đổi chỗ hoặc lấy đi, thẻ xác nhận bị thu lại, một vòng ta-da)',
};
