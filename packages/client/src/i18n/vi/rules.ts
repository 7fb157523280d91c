import type { rules as en } from '../en/rules';

export const rules: Record<keyof typeof en, string> = {
  'rules.title': 'Cách chơi',
  'rules.documentTitle': 'Cách chơi - {title}',
  'rules.intro':
    'Mọi điều một đội mới cần cho nhiệm vụ đầu tiên, từng luật một. Mỗi nhiệm vụ có thêm luật riêng: chúng hiện ra khi bạn chọn nhiệm vụ và tại bàn chơi.',
  'rules.toc': 'Trên trang này',
  'rules.backToTop': 'Về mục lục',
  'rules.figure.wires': '{stand}, từ trái sang phải: {wires}.',
  'rules.figure.pointed': 'được chỉ vào',

  'rules.goal.title': 'Mục tiêu và cả đội',
  'rules.goal.team':
    'Bomb Busters là trò chơi cùng nhau: từ 2 đến 5 người chơi lập thành một đội chuyên gia gỡ bom đối mặt với một quả bom. Cả đội cùng thắng hoặc cả đội cùng thua.',
  'rules.goal.wires':
    'Các dây của quả bom được chia cho những người chơi. Đội thắng khi đã xử lý xong mọi dây: dây xanh và dây vàng được cắt, dây đỏ được lật ra. Chỉ cần cắt một dây đỏ, hoặc kíp nổ chạm tới đầu lâu, là bom nổ.',
  'rules.goal.captain':
    'Một người chơi là đội trưởng và đi trước; sau đó lượt chơi chuyển lần lượt theo thứ tự chỗ ngồi.',

  'rules.stand.title': 'Giá dây của bạn',
  'rules.stand.hidden':
    'Mỗi người chơi nhận một giá dây xếp các ô dây. Bạn thấy giá trị các dây của mình; đồng đội chỉ thấy mặt sau của chúng, cũng như bạn chỉ thấy mặt sau các dây của họ.',
  'rules.stand.sorted':
    'Giá dây luôn được xếp theo thứ tự, nhỏ nhất bên trái. Dây xanh mang một số từ 1 đến 12, mỗi số bốn dây. Dây vàng và dây đỏ nằm xen giữa các dây xanh theo số thập phân nhỏ in trên chúng (một dây vàng 3,1 đứng ngay sau các dây 3): số thập phân đó chỉ dùng để sắp xếp.',
  'rules.stand.deduce':
    'Thứ tự đó là cốt lõi của trò chơi: một dây bị che nằm giữa một dây 3 và một dây 5 đã biết chỉ có thể là 3, 4 hoặc 5, hoặc một dây vàng hay dây đỏ được xếp vào giữa.',
  'rules.stand.two':
    'Với 2 người chơi, mỗi người giữ hai giá dây; với 3 người chơi, đội trưởng giữ hai. Hai giá dây vẫn là một tay bài: một lượt, một thẻ thông tin lúc chuẩn bị, và khi cắt một mình có thể lấy dây từ cả hai.',
  'rules.figure.ownStand': 'Giá dây của bạn, như bạn nhìn thấy.',
  'rules.figure.otherStand': 'Giá dây của một đồng đội, như bạn nhìn thấy: chỉ có mặt sau.',

  'rules.turn.title': 'Một lượt chơi',
  'rules.turn.one':
    'Đến lượt, bạn làm đúng một trong ba việc: cắt đôi, cắt một mình, hoặc lật các dây đỏ của bạn (chỉ khi trên giá dây không còn gì khác). Rồi người chơi kế tiếp chơi.',
  'rules.turn.empty': 'Người chơi không còn dây nào sẽ bị bỏ qua; những người khác chơi tiếp.',
  'rules.turn.table':
    'Ở bàn này, bạn chỉ bằng chuột, ngón tay hoặc bàn phím, và chỉ những nước đi luật cho phép mới chọn được: bạn không thể lỡ tay phạm luật.',

  'rules.dual.title': 'Cắt đôi',
  'rules.dual.how':
    'Chỉ vào một dây trên giá dây của một đồng đội và nói một giá trị: một số, hoặc vàng. Bản thân bạn phải có một dây chưa cắt mang giá trị đó: cần hai dây, một của đồng đội và một của bạn.',
  'rules.dual.hit':
    'Đúng: dây của đồng đội và một dây của bạn mang giá trị đó đều được cắt. Cả hai nằm nguyên chỗ, lật ngửa, để ai cũng biết chúng là gì.',
  'rules.dual.miss':
    'Sai: kíp nổ tiến một nấc về phía đầu lâu, và đồng đội đặt một thẻ thông tin trước dây bạn đã chỉ, cho thấy giá trị thật của nó. Bạn đã định cắt dây nào của mình vẫn là bí mật của bạn.',
  'rules.dual.red': 'Nếu dây bạn chỉ vào là dây đỏ, bom nổ ngay lập tức.',
  'rules.dual.guess': 'Được phép đoán, miễn là bạn có giá trị mình nói: đoán sai vẫn mất một nấc.',
  'rules.figure.dualHit':
    'Đúng: bạn nói 5 và dây đó là 5. Dây 5 của bạn và của đồng đội được cắt và nằm nguyên chỗ, lật ngửa.',
  'rules.figure.dualMiss':
    'Sai: bạn nói 6 nhưng dây đó là 7. Giờ có một thẻ thông tin 7 nằm trước nó.',

  'rules.solo.title': 'Cắt một mình',
  'rules.solo.how':
    'Khi mọi dây còn trong cuộc của một giá trị đều nằm trên giá dây của bạn, hãy cắt hết chúng cùng lúc, không cần ai giúp: cả bốn, hoặc hai dây cuối khi hai dây kia đã bị cắt.',
  'rules.solo.pairs':
    'Dây luôn rời cuộc theo từng hai hoặc bốn dây. Có ba dây cùng giá trị là chưa đủ: hãy chờ một dây trong số đó ra đi trong một lần cắt đôi, rồi cắt một mình hai dây cuối.',
  'rules.figure.solo':
    'Hai dây 8 trên giá dây của bạn là hai dây cuối: các dây 8 khác đã bị cắt. Hãy cắt cả hai một mình.',

  'rules.info.title': 'Thẻ thông tin',
  'rules.info.what':
    'Thẻ thông tin nằm trước một dây và cho mọi người thấy giá trị thật của dây đó, một số hoặc vàng. Thẻ nằm đó cho tới khi dây ấy bị cắt.',
  'rules.info.setup':
    'Trước lượt đầu tiên, bắt đầu từ đội trưởng, mỗi người chơi đặt một thẻ thông tin trước một dây xanh của chính mình: cả đội khởi đầu với vài manh mối.',
  'rules.info.miss':
    'Sau một lần cắt đôi hụt, chủ của dây bị chỉ vào đặt một thẻ trước dây đó, cho thấy nó thật ra là gì.',
  'rules.info.short':
    'Mỗi số có hai thẻ thông tin. Khi cả hai đã được dùng, giá trị được nói to thay vào đó: bàn chơi ghi nó lên dây.',
  'rules.figure.info':
    'Thẻ thông tin trên giá dây của một đồng đội: một từ lúc chuẩn bị, một sau một lần đoán sai. Bản thân các dây vẫn bị che.',

  'rules.validation.title': 'Giá trị đã hoàn tất',
  'rules.validation.text':
    'Khi cả bốn dây của một số đã bị cắt, số đó hoàn tất: bàn chơi đánh dấu nó, để không ai phải nhớ. Đó chỉ là một lời nhắc.',
  'rules.figure.validation': 'Cả bốn dây 3 và cả bốn dây 7 đã bị cắt: hai giá trị này đã hoàn tất.',
  'rules.figure.validation.alt':
    'Các giá trị đã hoàn tất: 3 và 7 được đánh dấu xong, mọi số khác từ 1 đến 12 vẫn còn.',

  'rules.yellow.title': 'Dây vàng',
  'rules.yellow.value':
    'Dây vàng không có số trong cuộc chơi: tất cả chung một giá trị, vàng. Cắt chúng như dây xanh: nói vàng khi cắt đôi (bạn phải có một dây vàng), hoặc cắt một mình khi mọi dây vàng còn lại đều là của bạn.',
  'rules.yellow.token': 'Cắt đôi hụt vào một dây vàng sẽ khiến dây đó nhận một thẻ thông tin vàng.',
  'rules.yellow.look':
    'Ở bàn này dây vàng có sọc và mang chữ {letter}, để không bao giờ chỉ dựa vào màu sắc.',
  'rules.figure.yellow':
    'Một dây vàng trên giá dây của bạn, và một thẻ thông tin vàng trước một dây bị che của đồng đội.',

  'rules.red.title': 'Dây đỏ',
  'rules.red.never':
    'Dây đỏ không bao giờ được cắt: chỉ vào một dây đỏ khi cắt đôi là bom nổ. Chúng có mặt để người chơi tránh.',
  'rules.red.reveal':
    'Khi trên giá dây của bạn chỉ còn dây đỏ, hãy lật chúng ra trong lượt của bạn: đó là cách an toàn duy nhất để chúng rời cuộc, và giá dây của bạn coi như xong.',
  'rules.red.look': 'Ở bàn này dây đỏ có sọc chéo nhau và chữ {letter}.',
  'rules.figure.red':
    'Trên giá dây của bạn chỉ còn một dây đỏ chưa cắt: đến lượt, hãy lật các dây đỏ của bạn.',

  'rules.candidates.title': 'Dây “x trong y”',
  'rules.candidates.draw':
    'Một số nhiệm vụ rút nhiều số đỏ hoặc vàng hơn số dây được chia. “1 trong 2” nghĩa là hai số được rút và cho mọi người xem, rồi chỉ một trong hai dây đó được xáo vào bộ chia; dây còn lại bị để riêng mà không ai thấy. “2 trong 3” cũng làm như vậy.',
  'rules.candidates.unknown':
    'Không ai biết được dây nào đã bị để riêng, nên phải coi mọi khả năng như thể nó có mặt. Bàn chơi đánh dấu mỗi khả năng bằng một dấu chấm hỏi.',
  'rules.figure.candidates':
    'Các điểm đánh dấu trên bàn: dây vàng 5,1 chắc chắn có mặt; một trong hai dây đỏ 3,5 và 9,5 cũng vậy.',
  'rules.figure.candidates.alt':
    'Điểm đánh dấu: vàng 5,1, chắc chắn; đỏ 3,5 có dấu chấm hỏi; đỏ 9,5 có dấu chấm hỏi.',

  'rules.detonator.title': 'Kíp nổ',
  'rules.detonator.moves':
    'Mỗi lần cắt đôi hụt, kíp nổ tiến một nấc về phía đầu lâu. Khi nó chạm đầu lâu, bom nổ.',
  'rules.detonator.start':
    'Kíp nổ bắt đầu cách đầu lâu số nấc bằng số người chơi, nên một đội chịu được số lần sai ít hơn số người chơi một lần: 1 với 2 người, 2 với 3, 3 với 4 và 4 với 5.',
  'rules.detonator.missions':
    'Một số nhiệm vụ cho nó bắt đầu gần đầu lâu hơn, và Tua ngược hoặc luật của nhiệm vụ có thể lùi nó lại.',
  'rules.figure.detonator':
    'Bốn người chơi: kíp nổ bắt đầu cách đầu lâu 4 nấc. Sau một lần sai, nó còn cách 3 nấc: vẫn được sai thêm hai lần.',
  'rules.figure.detonator.alt':
    'Kíp nổ: một hàng nấc kết thúc ở một đầu lâu. Dấu bắt đầu cách đầu lâu 4 nấc; kim đang cách 3 nấc.',

  'rules.detector.title': 'Máy dò đôi',
  'rules.detector.card':
    'Mỗi người chơi có một thẻ nhân vật với một Máy dò đôi, dùng được một lần mỗi nhiệm vụ. Khi cắt đôi, hãy chỉ vào hai dây trên cùng một giá dây của một đồng đội và nói một số (không bao giờ là vàng): thành công nếu một trong hai dây mang số đó. Nếu cả hai đều mang, đồng đội chọn dây nào bị cắt, không nói một lời.',
  'rules.detector.miss':
    'Nếu không dây nào mang số đó, kíp nổ tiến lên và đồng đội đặt thẻ thông tin trước một trong hai dây. Bom chỉ nổ nếu cả hai dây đều là dây đỏ.',
  'rules.figure.detector':
    'Máy dò đôi chỉ vào hai dây trên một giá dây, cạnh nhau hay không, với một số.',

  'rules.equipment.title': 'Thẻ trang bị',
  'rules.equipment.how':
    'Từ nhiệm vụ thứ ba, trên bàn có số thẻ trang bị bằng số người chơi, rút ngẫu nhiên. Mỗi thẻ bị khóa cho tới khi hai dây mang số của thẻ đã bị cắt, bởi bất kỳ ai và bằng bất kỳ cách nào.',
  'rules.equipment.use':
    'Khi đã mở, ai cũng có thể dùng thẻ, một lần, vào lúc mà nội dung thẻ cho phép. Dùng thẻ không làm mất lượt của bạn, trừ khi nội dung thẻ nói vậy.',
  'rules.equipment.list':
    'Mười hai thẻ cơ bản, và Đáy giả mà nhãn luật A thêm vào, như bàn chơi hiển thị:',

  'rules.end.title': 'Thắng và thua',
  'rules.end.win': 'Đội thắng ngay khi không còn dây nào: tất cả đã cắt, và dây đỏ đã lật.',
  'rules.end.lose': 'Bom nổ, và cả đội thua, ngay khi:',
  'rules.end.red': 'một dây đỏ bị cắt;',
  'rules.end.detonator': 'kíp nổ chạm tới đầu lâu;',
  'rules.end.mission':
    'một luật riêng của nhiệm vụ nói vậy: hết giờ, một người chơi bị kẹt không còn gì để cắt, v.v.',
  'rules.end.again': 'Thua rồi? Chơi lại nhiệm vụ: ván sau được chia bài mới.',

  'rules.talk.title': 'Những gì bạn được nói',
  'rules.talk.why':
    'Nói chuyện là một phần của trò chơi, nhưng không bao giờ về dây của chính mình: điều bạn biết, bạn thể hiện qua các lần cắt và thẻ thông tin của mình.',
  'rules.talk.may':
    'Được: bàn chiến thuật chung, thảo luận nên dùng trang bị nào và khi nào, xem lại luật của nhiệm vụ, nhắc một đồng đội về Máy dò đôi của họ.',
  'rules.talk.mayNot':
    'Không được: nói hay ám chỉ bạn đang giữ giá trị nào, nhắc lại chuyện đã xảy ra ở các lượt trước, hoặc nói to suy luận của mình.',
  'rules.talk.chat':
    'Ở bàn này, phần trò chuyện cảnh báo bạn trước khi gửi một tin nhắn nêu số hoặc màu của dây. Chủ bàn có thể tắt trò chuyện tự do, chỉ để lại vài tín hiệu (có, không, chờ đã…), và có một nhiệm vụ làm kíp nổ tiến lên với mỗi tin nhắn nêu một số.',

  'rules.stickers.title': 'Nhãn luật',
  'rules.stickers.what':
    'Sách luật có ba chỗ trống, A, B và C. Theo tiến trình chiến dịch, các hộp bất ngờ mang đến một nhãn dán cho mỗi chỗ, với một luật cho mọi nhiệm vụ sau đó:',
  'rules.sticker.A':
    'A, từ nhiệm vụ 9: trong các nhiệm vụ có dây vàng, thẻ Đáy giả được thêm vào chồng trang bị.',
  'rules.sticker.B':
    'B, từ nhiệm vụ 31: mỗi người chơi trừ đội trưởng có thể đổi thẻ nhân vật của mình lấy một trong bốn thẻ mới, mỗi thẻ có một trang bị cá nhân khác.',
  'rules.sticker.C':
    'C, từ nhiệm vụ 55: năm thẻ trang bị mang số kép được thêm vào chồng; mỗi thẻ cần cả bốn dây mang số của nó bị cắt.',
  'rules.sticker.inPlay': 'đang dùng ở bàn này',
  'rules.sticker.notYet': 'chưa dùng: bàn này chưa chơi các nhiệm vụ đó',
  'rules.stickers.missions_one':
    'Bàn này chơi các nhiệm vụ {first} đến {last} và {count} Nhiệm vụ mới.',
  'rules.stickers.missions_other':
    'Bàn này chơi các nhiệm vụ {first} đến {last} và {count} Nhiệm vụ mới.',
};
