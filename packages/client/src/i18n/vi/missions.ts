import type { missions as en } from '../en/missions';

export const missions: Record<keyof typeof en, string> = {
  'mission.1.name': 'Huấn luyện, ngày 1',
  'mission.1.rules':
    'Chỉ có dây xanh từ 1 đến 6. Học hai cách cắt: chỉ vào một dây của đồng đội và nói một giá trị bạn đang có, hoặc cắt một mình hết các dây còn lại của một giá trị khi tất cả đều nằm trên giá dây của bạn.',
  'mission.2.name': 'Huấn luyện, ngày 2',
  'mission.2.rules':
    'Thêm hai dây vàng vào các dây xanh. Màu vàng được tính như một giá trị riêng: nói “vàng” để cắt một dây; đoán sai trên một dây vàng sẽ đánh dấu nó là dây vàng.',
  'mission.3.name': 'Huấn luyện, ngày 3',
  'mission.3.rules':
    'Một dây đỏ nấp giữa các dây xanh: cắt nó là bom nổ. Nếu trên giá dây của bạn chỉ còn dây đỏ, bạn phải lật chúng ra. Thẻ trang bị được mở khi các cặp dây mang số của thẻ đã bị cắt.',
  'mission.4.name': 'Ngày đầu tiên ngoài thực địa',
  'mission.4.rules': 'Đủ 48 dây xanh, một dây đỏ và hai dây vàng: mọi thứ đã học, gộp lại.',
  'mission.5.name': 'Ngày thứ hai ngoài thực địa',
  'mission.5.rules':
    'Ba số vàng được rút nhưng chỉ hai dây trong số đó được chia: bạn biết ba khả năng, nhưng không bao giờ biết dây nào bị bỏ ra.',
  'mission.6.name': 'Ngày thứ ba ngoài thực địa',
  'mission.6.rules':
    'Bốn dây vàng: cắt từng hai dây một như mọi giá trị khác, hoặc cắt một mình hết số còn lại nếu tất cả đều nằm trên giá dây của bạn.',
  'mission.7.name': 'Buổi học cuối cùng',
  'mission.7.rules':
    'Hai số đỏ được rút nhưng chỉ một dây đỏ được chia: số nào cũng có thể là dây thật, nên hãy cẩn thận với cả hai.',
  'mission.8.name': 'Bài thi cuối khóa',
  'mission.8.rules': 'Không có luật mới: cả đội hãy cho thấy mình đã học được tất cả.',
  'mission.9.name': 'Biết ưu tiên',
  'mission.9.rules':
    'Ba thẻ số được lật ngửa thành một hàng, thẻ trình tự đặt trên thẻ đầu tiên. Giá trị của các thẻ số nằm bên phải nó bị đóng: không ai được nói chúng hay cắt một mình chúng. Khi đã cắt hai dây mang giá trị nằm dưới thẻ trình tự, thẻ này dời sang phải một thẻ và giá trị đó được mở. Các giá trị không có trên thẻ số nào được cắt như bình thường. Nếu lượt của bạn bắt đầu mà bạn chỉ còn giá trị bị đóng và dây đỏ, bạn không thể chơi và bom nổ. Đáy giả nằm trong chồng trang bị: khi đã cắt hai dây vàng, nó thêm hai thẻ trang bị nữa.',
  'mission.12.name': 'Vướng thủ tục giấy tờ',
  'mission.12.rules':
    'Mỗi thẻ trang bị có một thẻ số lật ngửa đặt lên trên. Một thẻ chỉ được mở khi đã cắt hai dây mang giá trị của chính nó và hai dây mang giá trị của thẻ số trên nó. Thẻ số bị bỏ đi ngay khi đã cắt hai dây mang giá trị của nó. Một cặp dây có thể được tính hai lần: hai dây mang giá trị 9 được tính cho giá trị của thẻ 9 và cho thẻ số 9, dù thẻ số đó nằm ở đâu. Đáy giả nằm trong chồng trang bị và cũng nhận một thẻ số như các thẻ khác; hai thẻ nó thêm vào nhận các thẻ số kế tiếp, thẻ số nào đã có cặp dây bị cắt thì bị bỏ đi ngay.',
  'mission.16.name': 'Đến lúc đổi ưu tiên',
  'mission.16.rules':
    'Ba thẻ số được lật ngửa thành một hàng, thẻ trình tự đặt trên thẻ đầu tiên. Giá trị của các thẻ số nằm bên phải nó bị đóng: không ai được nói chúng hay cắt một mình chúng. Thẻ trình tự chỉ dời sang phải một thẻ khi cả bốn dây mang giá trị nằm dưới nó đã bị cắt. Các giá trị không có trên thẻ số nào được cắt như bình thường. Nếu lượt của bạn bắt đầu mà bạn chỉ còn giá trị bị đóng và dây đỏ, bạn không thể chơi và bom nổ. Đáy giả nằm trong chồng trang bị: khi đã cắt hai dây vàng, nó thêm hai thẻ trang bị nữa.',
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
  'mission.11.rules':
    'Rút một thẻ số và đặt ngửa trên thẻ nhiệm vụ. Bốn dây xanh mang giá trị đó hoạt động y như dây đỏ: không ai được nói giá trị đó hay đặt thẻ thông tin lên chúng, cắt một dây là bom nổ, và Radar tổng không bao giờ tính chúng. Giữ chúng lại cho tới khi chỉ còn chúng và dây đỏ của bạn, rồi lật chúng ra. Thẻ trang bị mang số đó bị loại ra. Đáy giả nằm trong chồng trang bị: khi đã cắt hai dây vàng, nó thêm hai thẻ trang bị nữa.',
  'mission.13.name': 'Báo động đỏ!',
  'mission.13.rules':
    'Ba dây đỏ được chia trước: mỗi người một dây, lần lượt từ đội trưởng (khi chơi hai người, đội trưởng nhận hai dây, mỗi giá dây một dây). Mỗi thẻ thông tin đầu ván được rút ngẫu nhiên: nó được đặt cạnh một dây mang giá trị đó, hoặc lật ngửa bên cạnh giá dây nếu không có. Ở đây dây đỏ không bao giờ được lật ra: đến lượt, bạn có thể chỉ cùng lúc vào mọi dây đỏ còn trong ván (dây đỏ của bạn tự được tính). Đều là đỏ: chúng được cắt. Sai một dây: bom nổ, dù có trang bị gì. Với hai hoặc ba người chơi, chỉ người đang giữ dây đỏ mới được làm vậy; với bốn hoặc năm người, ai cũng được. Người chỉ còn dây đỏ bắt buộc phải làm vậy.',
  'mission.14.name': 'Chuyên gia gỡ bom rủi ro cao',
  'mission.14.rules':
    'Thẻ Đội trưởng được chia ngẫu nhiên: ai nhận được là đội trưởng và là lính mới. Nếu lính mới cắt đôi hụt, bom nổ ngay, và lính mới không được dùng Bộ ổn định. Những người khác chơi như thường. Đáy giả nằm trong chồng trang bị: khi đã cắt hai dây vàng, nó thêm hai thẻ trang bị nữa.',
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
  'mission.15.rules':
    'Các thẻ trang bị được chia úp xuống: không ai biết thẻ nào là thẻ nào, và chúng không bao giờ mở khóa theo số của mình. Một thẻ số nằm ngửa. Ai cắt dây cuối cùng trong bốn dây của số đó sẽ lật một thẻ úp xuống, chọn mù; thẻ dùng được ngay, bất kể số của nó. Sau đó thẻ số kế tiếp được lật ngửa; nếu bốn dây của nó đã bị cắt hết, thẻ bị bỏ đi và lật thẻ kế tiếp.',
  'mission.17.name': 'Rhett đánh lạc hướng',
  'mission.17.rules':
    'Các thẻ nhân vật được chia ngẫu nhiên, ai nhận thẻ Đội trưởng là đội trưởng và là Rhett. Mọi thẻ thông tin trên dây của Rhett đều nói dối: nó có nghĩa là dây KHÔNG mang giá trị đó. Khi chuẩn bị, Rhett đặt hai thẻ thông tin sai, mỗi thẻ trên một dây của mình với giá trị khác giá trị của dây, không bao giờ trên dây đỏ. Khi một lượt cắt đôi vào dây của Rhett bị hụt, thẻ ghi giá trị đã nêu, không phải giá trị của dây. Rhett không dùng thẻ trang bị nào và không dùng Máy dò đôi của mình.',
  'mission.summary.captain.noEquipmentAll': 'Đội trưởng không dùng thẻ trang bị nào',
  'mission.summary.captain.noDetector': 'Đội trưởng không được dùng Máy dò đôi',
  'mission.summary.falseTokens':
    'Đội trưởng đặt {count} thẻ thông tin sai lúc chuẩn bị: mọi thẻ thông tin trên dây của đội trưởng có nghĩa là "không phải giá trị này"',
  'mission.summary.faceDownEquipment':
    'Thẻ trang bị được chia úp xuống; một thẻ số ngửa sẽ lật một thẻ khi bốn dây của nó bị cắt',
  'mission.18.name': 'Giúp một tay',
  'mission.18.rules':
    'Không có thẻ thông tin lúc chuẩn bị. Thẻ trang bị duy nhất là Radar tổng: lật ngửa suốt nhiệm vụ, không bao giờ hết, ai cũng có thể dùng bất cứ lúc nào. Mỗi lượt bắt đầu bằng việc lật ngửa một thẻ số và dùng Radar tổng với giá trị đó: mỗi giá dây trả lời có hoặc không. Người đến lượt chọn một người chơi đã trả lời có, có thể là chính mình, và người đó cắt một dây có giá trị ấy trong lượt này (cắt đôi, cắt một mình hoặc bằng Máy dò đôi). Lượt sau vẫn là của người bên trái người đến lượt. Thẻ số có cả bốn dây đã bị cắt thì rời khỏi ván; các thẻ đã lật được xáo lại khi chồng thẻ hết. Người chơi chỉ còn dây đỏ khi bắt đầu lượt thì lật chúng ra, và không lật thẻ nào.',
  'mission.summary.setupInfo.none': 'Không có thẻ thông tin lúc chuẩn bị',
  'mission.summary.designatedCutter':
    'Chỉ có Radar tổng, lật ngửa và không bao giờ hết; mỗi lượt lật một thẻ số và người đến lượt chọn ai cắt giá trị đó',
  'mission.10.name': 'Giai đoạn khó khăn',
  'mission.10.rules':
    'Không có thứ tự lượt. Khi ván bắt đầu và sau mỗi lượt, chưa ai giữ lượt: người chơi nào còn dây đều có thể hô Snip! để lấy lượt, và ai hô trước thì chơi lượt đó. Không ai chơi hai lượt liền nhau, trừ khi chơi hai người hoặc chỉ còn một người chơi còn dây; khi chỉ một người chơi được lấy lượt, lượt đó bắt đầu ngay. Cả đội chơi đua với thời gian, 15 phút (12 phút khi chơi hai người): bộ đếm giờ chạy khi các thẻ thông tin lúc chuẩn bị đã được đặt xong, không bao giờ dừng, và khi hết giờ thì bom nổ. Không dùng Cốc cà phê, vì không có người chơi kế tiếp nào để chỉ định.',
  'mission.19.name': 'Trong bụng quái thú',
  'mission.19.rules':
    'Các lượt diễn ra như thường lệ, đua với một bộ đếm giờ đọc to, chạy khi các thẻ thông tin lúc chuẩn bị đã được đặt xong và không bao giờ dừng. Bàn chơi thông báo 15 phút, nhắc khi thời gian trôi qua, và giữa chừng thời gian còn lại đột ngột bị rút xuống 5 phút. Sau đó có cảnh báo lúc còn 2 phút và 30 giây, rồi đếm ngược 10 giây; khi hết giờ thì bom nổ. Mốc thời gian đọc to và các mốc giờ là của riêng chúng tôi và chỉ gần đúng: chúng thay cho bản ghi âm của nhà phát hành, vốn không có trong trò chơi này.',
  'mission.summary.snip':
    'Không có thứ tự lượt: mỗi lượt thuộc về người chơi đầu tiên hô Snip!, không bao giờ hai lần liền cho cùng một người',
  'mission.summary.timer_one': 'Giới hạn thời gian thực: {count} phút, sau đó bom nổ',
  'mission.summary.timer_other': 'Giới hạn thời gian thực: {count} phút, sau đó bom nổ',
  'mission.summary.timeline_one':
    'Bộ đếm giờ đọc to theo mốc thời gian gần đúng của riêng chúng tôi: báo {count} phút, sau đó bị rút ngắn',
  'mission.summary.timeline_other':
    'Bộ đếm giờ đọc to theo mốc thời gian gần đúng của riêng chúng tôi: báo {count} phút, sau đó bị rút ngắn',
  'mission.20.name': 'Con sói to xấu xa',
  'mission.20.rules':
    'Dây cuối cùng được chia cho mỗi giá dây không được xếp: nó nằm ở tận cùng bên phải giá dây dưới một thẻ X, dù giá trị hay màu của nó là gì. Không thiết bị nào tác động lên dây X: không máy dò nào chỉ vào nó (Siêu máy dò chỉ tính các dây khác của giá dây), Tia X hoặc Y, Giấy ghi chú hay nhãn cũng không; Radar tổng không đếm nó, và Bộ ổn định không bảo vệ một lần cắt nhắm vào nó. Dây X của đồng đội chỉ được cắt bằng một lần cắt đôi thông thường nêu một giá trị. Dây X không nhận thẻ thông tin đầu ván, nhưng một lần cắt hụt vẫn đánh dấu nó như thường. Bộ đàm bị loại khỏi nhiệm vụ. Đáy giả nằm trong chồng trang bị: khi đã cắt hai dây vàng, nó thêm hai thẻ trang bị nữa.',
  'mission.21.name': 'Chết vì món haggis',
  'mission.21.rules':
    'Mọi thẻ thông tin trong nhiệm vụ này là thẻ chẵn/lẻ: nó cho biết số của dây là chẵn hay lẻ, không bao giờ cho biết chính con số. Thẻ đầu ván, thẻ để lại sau một lần cắt đôi hụt và thẻ của Giấy ghi chú đều là thẻ chẵn/lẻ. Dây đỏ không bao giờ nhận thẻ.',
  'mission.24.name': 'Điểm danh!',
  'mission.24.rules':
    'Mọi thẻ thông tin trong nhiệm vụ này là thẻ đếm: x1, x2 hoặc x3 cho biết giá dây của dây được đánh dấu có bao nhiêu dây mang giá trị đó, tính cả dây đã cắt. Thẻ đầu ván, thẻ để lại sau một lần cắt đôi hụt và thẻ của Giấy ghi chú đều là thẻ đếm, và Giấy ghi chú còn có thể đánh dấu một dây đã cắt của bạn. Khi một giá dây có cả bốn dây của một giá trị, hai thẻ x2 được đặt cùng nhau lên hai dây trong số đó: chủ giá dây chọn dây thứ hai. Khi Bộ đàm di chuyển một dây, thẻ đếm của dây đó bị bỏ đi. Dây đỏ không bao giờ nhận thẻ.',
  'mission.28.name': 'Đội trưởng Cẩu thả',
  'mission.28.rules':
    'Đội trưởng là Đội trưởng Cẩu thả. Thẻ nhân vật của đội trưởng được cất đi trong nhiệm vụ này: không có Máy dò đôi để dùng, và Pin dự phòng không mang nó trở lại; đội trưởng cũng không dùng thẻ trang bị nào. Một lần cắt đôi hụt của đội trưởng làm bom nổ ngay. Đội trưởng vẫn tham gia khi một đồng đội dùng Bộ đàm hoặc Radar tổng. Đáy giả nằm trong chồng trang bị: khi đã cắt hai dây vàng, nó thêm hai thẻ trang bị nữa.',
  'mission.summary.xWires':
    'Dây cuối cùng được chia cho mỗi giá dây không được xếp, nằm tận cùng bên phải với dấu X: không thiết bị nào tác động lên nó',
  'mission.summary.tokens.parity':
    'Mọi thẻ thông tin là thẻ chẵn/lẻ: lúc đầu ván, sau một lần cắt hụt và với Giấy ghi chú',
  'mission.summary.tokens.count':
    'Mọi thẻ thông tin là thẻ đếm (x1, x2, x3: giá dây có bao nhiêu dây mang giá trị đó): lúc đầu ván, sau một lần cắt hụt và với Giấy ghi chú',
  'mission.summary.captain.characterRemoved':
    'Thẻ nhân vật của đội trưởng được cất đi: không có Máy dò đôi',

  'mission.22.name': 'Ấn tượng tiêu cực',
  'mission.22.rules':
    'Không có thẻ thông tin đầu ván nào đặt trước dây. Thay vào đó, mỗi người đặt bên cạnh giá dây hai thẻ thông tin mang giá trị mình không có (màu vàng cũng tính là một giá trị): người có hai giá dây đặt mỗi bên một thẻ, và người thiếu ít giá trị hơn thì đặt ít hơn. Thẻ như vậy báo cho cả bàn: ở đây không có dây nào mang giá trị này. Khi hai dây vàng đầu tiên bị cắt, lần lượt từ đội trưởng, mỗi người lấy một thẻ thông tin trong kho thẻ và đưa cho người bên trái, người này đặt nó trước một dây của mình mang giá trị đó; nếu không có, người đó lật ngửa nó bên cạnh giá dây, và nếu mọi dây mang giá trị đó đã có thẻ thì thẻ trở về kho thẻ. Đáy giả nằm trong chồng trang bị: khi đã cắt hai dây vàng, nó thêm hai thẻ trang bị.',
  'mission.23.name': 'Gỡ bom ở Fordwich',
  'mission.23.rules':
    'Lúc chuẩn bị, một thẻ số được lật ngửa. Bốn dây của nó không bao giờ được cắt theo cặp: đến lượt, bất kỳ ai cũng có thể chỉ một lần vào mọi dây mang giá trị đó còn trong ván (dây của mình tự được tính). Đúng hết: tất cả bị cắt. Sai một dây: bom nổ, và không trang bị hay Máy dò đôi nào giúp được. Lúc đầu không có thẻ trang bị nào trên bàn: bảy thẻ rút ngẫu nhiên nằm úp xuống thành một xấp. Cuối mỗi vòng, trước lượt của đội trưởng, thẻ trên cùng bị bỏ đi mà không ai xem, cho tới khi lần cắt đặc biệt ấy xong; sau đó mọi thẻ còn trong xấp được lật ngửa và dùng được ngay, bất kể đã cắt những gì.',
  'mission.26.name': 'Nhắc sói, sói đến…',
  'mission.26.rules':
    'Mười hai thẻ số nằm lật ngửa. Mỗi lượt bắt đầu bằng việc lật úp xuống một thẻ đang ngửa, mang giá trị bạn có; sau đó bạn phải cắt giá trị đó, bằng cắt đôi hoặc cắt một mình, và không giá trị nào khác. Khi đầu lượt không còn thẻ nào lật ngửa, tất cả được lật ngửa lại. Một thẻ rời khỏi ván khi cả bốn dây của nó đã bị cắt. Người không có dây nào mang giá trị đang lật ngửa thì bỏ lượt, và kíp nổ đứng yên. Bỏ ra Tia X hoặc Y.',
  'mission.27.name': 'Đùa với dây',
  'mission.27.rules':
    'Mọi thẻ nhân vật đều bị lật từ đầu: không ai có Máy dò đôi, và bỏ ra Pin dự phòng. Khi chơi hai người, đội trưởng không đặt thẻ thông tin đầu ván. Khi hai dây vàng đầu tiên bị cắt, rút ngẫu nhiên trong kho thẻ số thẻ thông tin bằng số người chơi và xếp lật ngửa thành một hàng. Lần lượt từ đội trưởng, mỗi người lấy một thẻ và đặt trước một dây của mình mang giá trị đó; nếu không có, người đó lật ngửa nó bên cạnh giá dây, và nếu mọi dây mang giá trị đó đã có thẻ thì thẻ trở về kho thẻ. Đáy giả nằm trong chồng trang bị: khi đã cắt hai dây vàng, nó thêm hai thẻ trang bị.',
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
  'mission.25.rules':
    'Trong nhiệm vụ này không ai được nêu số của dây. Mỗi tin nhắn trò chuyện nêu một số dây từ 1 đến 12, bằng chữ số hay bằng chữ (tiếng Việt, tiếng Anh, tiếng Pháp hay tiếng Hà Lan), làm kíp nổ tiến thêm một nấc: mỗi tin nhắn một lần, dù nêu bao nhiêu số. Trước khi một tin nhắn như vậy được gửi, bàn chơi sẽ cảnh báo và bạn có thể rút lại. Người xem hoàn toàn không được nêu số dây.',
  'mission.summary.chat.noNumbers':
    'Trò chuyện: mỗi tin nhắn nêu một số dây làm kíp nổ tiến thêm một nấc',
  'mission.summary.chat.silent': 'Không trò chuyện tự do: chỉ có tín hiệu (có, không, chờ…)',

  'mission.29.name': 'Trò đoán số',
  'mission.29.rules':
    'Mỗi người chơi cầm các thẻ số úp xuống trên tay, chỉ mình thấy: mỗi người hai thẻ, người ngồi bên phải đội trưởng ba thẻ; số còn lại thành một xấp úp xuống. Khi mỗi lượt bắt đầu, người ngồi bên phải người đến lượt đặt một thẻ của mình úp xuống (nếu người đó không còn thẻ nào, người kế tiếp xa hơn về bên phải đặt thay). Sau đó lượt được chơi như thường. Rồi thẻ được lật ra: nếu trong lượt người đến lượt đã cắt một dây mang giá trị của thẻ, kíp nổ tiến một nấc (với máy dò, chỉ dây thực sự bị cắt mới tính). Người đó sau đó lấy thẻ vào tay. Sau Cốc cà phê, thẻ không được lật ra: nó được lấy khi vẫn úp xuống. Thẻ có cả bốn dây đã bị cắt thì bị bỏ, lật ngửa, và khi chỉ còn một giá trị phải cắt, thẻ của giá trị đó cũng bị bỏ. Người chơi còn ít hơn hai thẻ thì rút từ xấp; người không còn dây nào thì úp xuống các thẻ của mình dưới đáy xấp. Với hai người chơi, đội trưởng không đặt thẻ thông tin đầu ván.',
  'mission.summary.numberHands':
    'Thẻ số trên tay, mỗi người hai thẻ (người bên phải đội trưởng ba thẻ), số còn lại thành xấp: mỗi lượt một thẻ được đặt úp xuống, và cắt giá trị của nó làm kíp nổ tiến lên',

  'mission.30.name': 'Nhiệm vụ tốc độ!',
  'mission.30.rules':
    'Ván chơi đua với một bộ đếm giờ đọc to dài 11 phút 30 giây, chạy khi các thẻ thông tin lúc chuẩn bị đã được đặt xong và không bao giờ dừng; khi hết giờ thì bom nổ. Các lượt diễn ra như thường lệ trong khi mốc thời gian lần lượt gọi các sự kiện. Hết lần này đến lần khác, thẻ số trên cùng được lật ngửa và một vòng mở ra: trước lúc kiểm tra, lúc đầu là 20 giây sau rồi về sau là 15 giây, phải cắt ít nhất hai dây mang giá trị đó (các dây đã cắt từ trước cũng được tính). Mỗi lần kiểm tra nói rõ hậu quả của việc trượt: kíp nổ tiến một nấc, không có gì, thẻ trang bị có số nhỏ nhất trên bàn bị bỏ, hoặc một giai đoạn diễn câm chỉ được gửi tín hiệu trong phần trò chuyện cho đến lần kiểm tra sau. Sau một số lần kiểm tra, vòng đạt cho phép người đang đến lượt rút một thẻ số và nói thật xem mình có giá trị đó hay không. Có một lần, mọi người nói mình còn bao nhiêu dây vàng. Sau đó ba thẻ số được lật ngửa: cho đến khi mọi dây của chúng đều bị cắt, chỉ được cắt các giá trị đó, người không có giá trị nào trong số đó thì bỏ lượt, và bất kỳ dây nào của chúng còn trong ván hai phút sau sẽ làm bom nổ. Rồi lệnh quét dây vàng được gọi: hành động của lượt kế tiếp là chỉ cùng lúc vào mọi dây vàng còn lại trên giá dây của đồng đội (dây của mình tự được tính), và chỉ sai một dây là bom nổ. Còn khoảng hai phút để hoàn thành. Mốc thời gian và các mốc giờ là của riêng chúng tôi và chỉ gần đúng: chúng thay cho bản ghi âm của nhà phát hành, vốn không có trong trò chơi này.',
  'mission.summary.speedRounds':
    'Mốc thời gian riêng của chúng tôi lần lượt lật ngửa từng thẻ số: cắt hai dây của mỗi giá trị trước lúc kiểm tra, nếu không thì chịu hậu quả mà lần kiểm tra nêu ra; sau đó là ba giá trị phải cắt hết, rồi lệnh quét dây vàng',
  'mission.summary.cutTogether.yellow':
    'Quét dây vàng: khi mốc thời gian gọi lệnh này, người đang đến lượt chỉ cùng lúc vào mọi dây vàng còn lại',
  'mission.summary.timelineOwn':
    'Một bộ đếm giờ đọc to theo mốc thời gian gần đúng của riêng chúng tôi: {minutes} phút {seconds} giây, rồi bom nổ',
  'mission.33.name': 'Chuyện ở Vegas…',
  'mission.33.rules':
    'Như nhiệm vụ 21, mọi thẻ thông tin trong nhiệm vụ này là thẻ chẵn/lẻ: thẻ đầu ván, thẻ để lại sau một lần cắt đôi hụt và thẻ của Giấy ghi chú chỉ cho biết số của dây là chẵn hay lẻ. Dây đỏ không bao giờ nhận thẻ.',
  'mission.35.name': 'Không liên kết, một dây',
  'mission.35.rules':
    'Trước khi trộn dây đỏ và dây vàng vào, mỗi giá dây được chia trước một dây xanh: dây này không được xếp, nằm tận cùng bên phải giá dây dưới một thẻ X, và chủ của nó vẫn nhìn thấy nó như thường. Không ai được cắt dây X cho đến khi cả bốn dây vàng đã được cắt: trước đó không lần cắt đôi nào được chỉ vào nó, bạn không được nêu một giá trị mà bạn chỉ có trên dây X của mình, và không lần cắt một mình nào được lấy nó. Sau đó dây X được cắt như mọi dây khác, nhưng không thiết bị nào tác động lên nó (máy dò, Tia X hoặc Y, Giấy ghi chú, nhãn, Radar tổng hay Bộ ổn định), và nó không nhận thẻ thông tin đầu ván. Người chơi bắt đầu lượt khi chỉ còn dây X đang đóng và dây đỏ thì không thể chơi: bom nổ. Bộ đàm bị loại, cả thẻ trang bị lẫn nhân vật mới. Đáy giả nằm trong chồng trang bị.',
  'mission.40.name': 'Khó chết (Truyện Noel)',
  'mission.40.rules':
    'Như nhiệm vụ 24, mọi thẻ thông tin trong nhiệm vụ này là thẻ đếm: x1, x2 hoặc x3 cho biết giá dây của dây được đánh dấu có bao nhiêu dây mang giá trị đó, tính cả dây đã cắt. Thẻ đầu ván, thẻ để lại sau một lần cắt đôi hụt và thẻ của Giấy ghi chú đều là thẻ đếm, và Giấy ghi chú còn có thể đánh dấu một dây đã cắt của bạn. Khi một giá dây có đủ bốn dây của một giá trị, hai thẻ x2 cùng được đặt lên hai dây trong số đó. Khi Bộ đàm di chuyển một dây, thẻ đếm của nó bị bỏ đi. Dây đỏ không bao giờ nhận thẻ. Với hai người chơi, Đội trưởng không đặt thẻ đầu ván.',
  'mission.summary.xWires.blueFirst':
    'Trước khi thêm dây đỏ và dây vàng, mỗi giá dây được chia một dây xanh, để ngoài thứ tự ở tận cùng bên phải với dấu X: không thiết bị nào tác động lên nó',
  'mission.summary.xWires.closed': 'Chỉ được cắt dây X khi mọi dây vàng đã được cắt',
  'mission.36.name': 'Hoảng loạn dưới rặng dừa',
  'mission.36.rules':
    'Năm thẻ số được lật ngửa thành một hàng, theo thứ tự rút. Trước khi đặt thẻ đầu ván, Đội trưởng đặt thẻ trình tự ở một trong hai đầu của hàng, mũi tên hướng vào trong. Trong các giá trị của hàng, chỉ giá trị cạnh thẻ trình tự được cắt (nêu ra, có hoặc không có trang bị, hoặc cắt một mình); các giá trị khác bị đóng, còn giá trị ngoài hàng thì tự do. Khi đã cắt 2 dây mang giá trị đó, thẻ số của nó bị bỏ đi và người vừa cắt đặt thẻ trình tự ở một trong hai đầu của phần còn lại. Người chơi bắt đầu lượt khi chỉ còn giá trị bị đóng và dây đỏ thì không thể chơi: bom nổ. Đáy giả nằm trong chồng trang bị.',
  'mission.summary.sequenceEither':
    'Thẻ trình tự mặt {side}, ở một trong hai đầu của hàng {cards} thẻ số rút ngẫu nhiên: khi đã cắt {wires} dây mang giá trị của nó, thẻ số đó bị bỏ đi và thẻ trình tự lại được đặt ở một trong hai đầu',
  'mission.31.name': 'Một tay bị trói sau lưng',
  'mission.31.rules':
    'Các thẻ ràng buộc A đến E được lật ngửa. Trước khi đặt thẻ thông tin khởi đầu, lần lượt từ Đội trưởng, mỗi người lấy một thẻ và phải tuân theo suốt nhiệm vụ; các thẻ còn lại bị bỏ. Nếu đến lượt bạn mà không có lần cắt nào tuân theo thẻ, hãy nói ra: bạn úp xuống thẻ vĩnh viễn và từ đó chơi bình thường, kể cả khi sau này nhận được một dây mà thẻ cho phép. Khi chơi hai người, tránh lấy cùng lúc A và B, hoặc C và D.',
  'mission.32.name': 'Trò đùa tinh nghịch',
  'mission.32.rules':
    'Mười hai thẻ ràng buộc được xáo thành một chồng; thẻ trên cùng được lật ngửa và mọi người đều tuân theo. Đầu mỗi lượt, Đội trưởng, sau khi bàn bạc, có thể thay nó bằng thẻ kế tiếp. Người chơi không có lần cắt nào tuân theo thẻ thì nói ra và bỏ lượt; kíp nổ không di chuyển. Luôn được phép lộ dây đỏ. Khi chồng thẻ hết, không còn ràng buộc nào.',
  'mission.37.name': 'Joker nổi loạn',
  'mission.37.rules':
    'Mười hai thẻ ràng buộc được xáo thành một chồng; thẻ trên cùng được lật ngửa và mọi người đều tuân theo. Mỗi khi cả bốn dây của một giá trị đã bị cắt, thẻ kế tiếp thay thế nó. Người chơi không có lần cắt nào tuân theo thẻ thì bỏ lượt, kíp nổ đứng yên; nếu suốt một vòng không ai chơi được, kíp nổ tiến một nấc và thẻ kế tiếp được lật. Luôn được phép lộ dây đỏ. Khi chồng thẻ hết, không còn ràng buộc nào.',
  'mission.38.name': 'Đan xuôi một dây, đan ngược một dây…',
  'mission.38.rules':
    'Khi dây đã được chia, đội trưởng lật ngược một dây của mình mà không nhìn (trò chơi chọn ngẫu nhiên) và đặt nó ở tận cùng bên phải giá dây: đồng đội thấy giá trị của nó, đội trưởng thì không bao giờ. Chỉ đội trưởng được cắt nó, và chỉ bằng một lần cắt thông thường, không thiết bị, không máy dò đôi: nêu nó làm dây của mình trong một lần cắt đôi, hoặc cùng các dây của một giá trị trong một lần cắt một mình, mỗi lần là một lần đoán giá trị của nó; đoán sai thì bom nổ. Đồng đội không được chỉ vào nó. Người chơi không còn dây nào khác để chỉ thì bỏ lượt và kíp nổ tiến một nấc. Nếu dây bị lật là dây đỏ, đội trưởng lộ nó bằng hành động lộ dây đỏ khi mọi dây mình thấy đều đỏ; lộ khi nó không đỏ thì bom nổ.',
  'mission.summary.turnedWires':
    'Đội trưởng lật ngược một dây mà không nhìn: những người khác thấy nó, chỉ đội trưởng được cắt nó, bằng cách đoán',

  'mission.39.name': 'Bốn dây quý tộc',
  'mission.39.rules':
    'Không có thẻ trang bị, nên cũng không có Đáy giả. Lúc chuẩn bị, một thẻ số được lật ngửa ở chỗ của thẻ trang bị đầu tiên: giá trị của nó là số quý tộc. Tám thẻ số khác, rút ngẫu nhiên, nằm úp xuống thành một xấp. Thẻ thông tin lúc chuẩn bị được rút ngẫu nhiên (rút phải thẻ vàng thì rút lại): mỗi thẻ đặt trước một dây mang giá trị đó, hoặc lật ngửa cạnh giá dây nếu người chơi không có dây nào như vậy. Bốn dây quý tộc không bao giờ được cắt theo cặp: đến lượt, bất kỳ ai cũng có thể chỉ một lần vào mọi dây quý tộc còn trong ván, dù có giữ dây nào hay không (dây của mình tự được tính). Đúng hết: tất cả bị cắt. Sai một dây: bom nổ, và không trang bị cá nhân nào giúp được. Trước đó, cuối mỗi vòng, trước lượt của đội trưởng, thẻ trên cùng của xấp bị bỏ đi mà không ai xem. Khi các dây quý tộc đã được cắt, những thẻ còn lại được chia úp xuống từng thẻ một bắt đầu từ đội trưởng, chỉ người nhận được xem; sau đó, lần lượt từ đội trưởng, mỗi người đặt một thẻ thông tin trước một dây của mình mang số đã nhận. Số nào bạn không còn giữ, hoặc đã dùng hết hai thẻ thông tin của số đó, thì bỏ qua; không còn gì thì bạn không đặt thẻ.',
  'mission.41.name': 'Quả bom Latin',
  'mission.41.rules':
    'Dây vàng là dây bẫy. Chúng không được xáo chung: chúng được chia trước, mỗi người một dây úp xuống (chơi năm người thì đội trưởng không nhận), rồi xếp vào giá dây như mọi dây vàng. Kíp nổ bắt đầu ở nấc trống cạnh đầu lâu: sai lần đầu là bom nổ. Không có Đáy giả. Thẻ thông tin lúc chuẩn bị được rút ngẫu nhiên (rút phải thẻ vàng thì rút lại). Không lần cắt nào được gọi màu vàng, dù có trang bị hay không. Thay vào đó, đến lượt, người chơi có thể chỉ vào một dây của một đồng đội mà mình cho là dây bẫy: dây vàng thì được cắt và kíp nổ lùi một nấc (không bao giờ quá nấc năm người); dây xanh thì nhận thẻ thông tin của nó và kíp nổ tiến một nấc; dây đỏ thì bom nổ. Người chơi chỉ còn dây bẫy của chính mình và dây đỏ, khi không đồng đội nào còn dây bẫy, thì bỏ lượt và kíp nổ đứng yên. Người chơi đã hết dây vẫn được chơi lượt của mình khi một đồng đội còn dây bẫy, để chỉ vào nó.',
  'mission.summary.numberDeck':
    'Một thẻ số lật ngửa: bốn dây quý tộc của nó chỉ được cắt cùng lúc. {count} thẻ số nằm úp xuống thành một xấp, trước đó cứ cuối mỗi vòng bỏ một thẻ; phần còn lại sau đó được chia, và mỗi người đánh dấu một dây mang số đã nhận',
  'mission.summary.tripwires':
    'Dây vàng là dây bẫy: không lần cắt nào gọi màu vàng; thay vào đó chỉ vào một dây của đồng đội (dây bẫy thì được cắt và kíp nổ lùi, dây xanh tốn một nấc, dây đỏ thì nổ)',
  'mission.summary.yellowsFirst':
    'Dây vàng được chia trước, mỗi người một dây (chơi năm người thì đội trưởng không nhận)',
  'mission.summary.dialNextToSkull': 'Kíp nổ bắt đầu cạnh đầu lâu: sai lần đầu là bom nổ',
  'mission.34.name': 'Mắt xích yếu',
  'mission.34.rules':
    'Không chơi với hai người. Khi đã biết Đội trưởng, các thẻ nhân vật, kể cả thẻ Đội trưởng, được chia úp xuống ngẫu nhiên, và mỗi người cũng nhận úp xuống một trong các thẻ ràng buộc A đến E; mỗi người chỉ thấy thẻ của mình. Người giữ thẻ Đội trưởng là mắt xích yếu: chỉ họ phải tuân theo thẻ ràng buộc của mình (thẻ của người khác không có tác dụng nhưng vẫn bí mật). Khi các thẻ nhân vật còn úp xuống, không ai có trang bị cá nhân. Nếu mắt xích yếu không thể cắt lần nào mà thẻ cho phép, họ nói ra: kíp nổ tiến hai nấc và mọi thẻ ràng buộc và thẻ nhân vật bị bỏ, nên không ai còn trang bị cá nhân đến hết nhiệm vụ (Pin dự phòng không thể lấy lại). Đầu lượt của mình, bất kỳ người chơi nào khác có thể tố một đồng đội là mắt xích yếu, kèm tên thẻ ràng buộc của họ: sai, kíp nổ tiến một nấc; đúng, các thẻ nhân vật được lật ngửa, từ đó có thể dùng trang bị cá nhân, và các thẻ ràng buộc bị bỏ. Dù thế nào, người tố sau đó vẫn chơi lượt của mình. Đội trưởng vẫn đi trước. Không có nhân vật mới của nhãn dán B: các nhân vật là những thẻ đã chia.',
  'mission.summary.constraints.secret':
    'Thẻ nhân vật và thẻ ràng buộc A đến E chia úp xuống: chỉ người giữ thẻ Đội trưởng tuân theo thẻ của mình; đồng đội có thể tố họ',
  'mission.summary.minPlayers': 'Chỉ chơi với {count} đến 5 người',
  'mission.42.name': 'Đến lúc bỏ trốn theo gánh xiếc',
  'mission.42.rules':
    'Không có giới hạn thời gian chung: các lượt diễn ra như thường trong khi dòng thời gian đọc to của riêng chúng tôi, bắt đầu khi các thẻ thông tin ban đầu đã đặt xong, thông báo các sự kiện từ khoảng phút thứ hai. Mỗi sự kiện đến giữa hai tiếng hiệu: trong lúc đó không ai cắt dây hay dùng trang bị, mọi người lắng nghe. Một cặp dây đã cắt quay lại: hai dây cắt sau cùng của giá trị cao nhất có một cặp đã cắt trở về chỗ cũ, chưa cắt và úp xuống, bỏ thẻ thông tin, và giá trị đó mất thẻ xác nhận. Mọi người dời chỗ: mỗi người chơi từ giờ chơi các giá dây của người ngồi bên trái, còn nhân vật, Đội trưởng và lượt chơi ở lại với người. Hai dây đã cắt đổi chỗ: các dây đã cắt ngoài cùng bên phải của hai giá dây đầu tiên có dây đã cắt, tính từ người đang tới lượt rồi lần lượt sang trái. Các dây đã cắt của người đang tới lượt bị lấy khỏi bàn. Các thẻ xác nhận trở về hộp: một giá trị chỉ được thẻ lại khi dây thứ tư của nó được cắt lại. Trong vòng ta-da, sau mỗi lần cắt thành công người cắt nói “Ta-da!” rồi mới chơi tiếp; nếu vòng kết thúc trước, kíp nổ tiến một nấc. Vòng boing không thay đổi gì. Các sự kiện và thời điểm là của chúng tôi: chúng thay cho bản ghi âm của nhà phát hành, không có trong trò chơi này.',
  'mission.summary.tableEvents':
    'Không giới hạn thời gian: dòng thời gian đọc to của chúng tôi thay đổi bàn chơi giữa các tiếng hiệu (một cặp dây cắt trở lại giá dây, mọi người dời chỗ, dây đã cắt bị đổi chỗ hoặc lấy đi, thẻ xác nhận bị thu lại, một vòng ta-da)',
};
