import type { learn as en } from '../en/learn';

export const learn: Record<keyof typeof en, string> = {
  'learn.title': 'Ván đầu tiên: vừa chơi vừa học',
  'learn.documentTitle': 'Ván đầu tiên - {title}',
  'learn.count': 'Bước {step} / {steps}',
  'learn.next': 'Tiếp',
  'learn.restart': 'Học lại từ đầu',
  'learn.mission2': 'Chơi nhiệm vụ 2 với bot',

  'learn.step.welcome':
    'Chào mừng! Đây là nhiệm vụ 1, nhiệm vụ huấn luyện đầu tiên, cùng ba đồng đội bot: Ana, Bob và Cleo. Cả đội cùng thắng khi cắt hết mọi dây; mỗi lần sai, kíp nổ tiến gần đầu lâu hơn. Hãy làm theo từng bước: ở đây bạn bấm gì cũng không thể làm thua ván.',
  'learn.step.yourStand':
    'Đây là giá dây của bạn, được viền sáng. Chỉ bạn thấy số trên các dây của mình. Chúng luôn được xếp theo thứ tự, nhỏ nhất bên trái. Nhiệm vụ 1 chỉ dùng dây xanh từ 1 đến 6, mỗi số bốn dây.',
  'learn.step.teammates':
    'Đây là giá dây của Ana: bạn chỉ thấy mặt sau các dây của cô ấy, cũng như cô ấy chỉ thấy mặt sau dây của bạn. Dây của cô ấy cũng được xếp thứ tự: bên trái là số nhỏ, bên phải là số lớn.',
  'learn.step.dial':
    'Kíp nổ. Mỗi lần cắt sai, nó tiến một nấc về phía đầu lâu. Với bốn người chơi, cả đội chịu được ba lần cắt sai: lần thứ tư làm bom nổ.',
  'learn.step.setupToken':
    'Trước lượt đầu tiên, mỗi người cho cả đội biết một dây của mình bằng một thẻ thông tin. Bạn là Đội trưởng nên bạn bắt đầu: đặt thẻ vào dây số 2 của bạn, dây được viền sáng (bấm vào nó, hoặc dùng phím mũi tên rồi Enter).',
  'learn.step.tokens':
    'Các đồng đội cũng đã đặt thẻ: Ana cho thấy một số 4, Bob một số 3 và Cleo một số 5. Thẻ cho mọi người biết số của dây phía sau nó. Hãy nhìn dây thứ hai của Bob: đó là số 3.',
  'learn.step.dualCut':
    'Đến lượt bạn. Cắt đôi: chỉ vào một dây của đồng đội và nói số của nó; bạn cũng phải có số đó. Bạn có một số 3 và thẻ của Bob ghi 3, nên lần cắt này an toàn. Bấm vào dây được viền sáng của Bob, rồi chọn 3.',
  'learn.step.round1':
    'Giỏi lắm: số 3 của Bob và một số 3 của bạn đã được cắt, lật ngửa. Sau đó mỗi đồng đội cắt một dây đã có thẻ: Ana cắt số 5 của Cleo, Bob cắt số 4 của Ana, và Cleo cắt số 2 của bạn nhờ thẻ bạn đặt. Nhật ký, được viền sáng, ghi lại mọi nước đi.',
  'learn.step.miss':
    'Không còn thẻ nào để dựa vào, bạn phải suy luận. Dây được viền sáng của Cleo nằm giữa số 2 và số 5 đã cắt của cô ấy: nó là 2, 3, 4 hoặc 5. Bạn có một số 5: hãy chỉ vào dây đó và nói 5. Lần này được sắp đặt để đoán sai, cố ý, để bạn thấy một lỗi gây ra điều gì.',
  'learn.step.missed':
    'Đó là số 3. Sau một lần cắt sai, đồng đội đặt trước dây một thẻ thông tin ghi số thật của nó, để cả đội cùng biết. Và kíp nổ, được viền sáng, đã tiến một nấc: cả đội còn chịu được hai lần sai nữa, lần thứ ba làm bom nổ. Bấm Tiếp để xem các đồng đội chơi.',
  'learn.step.round2':
    'Ana cắt số 6 của Bob, Bob cắt số 3 của Cleo nhờ thẻ mà lần sai của bạn đã lộ ra, và Cleo cắt số 2 của Ana. Khi cả bốn dây của một số đều đã cắt, số đó hoàn tất: nhìn xem, 2 và 3 đã xong.',
  'learn.step.soloCut':
    'Hai dây số 6 đã được cắt và hai dây còn lại đều nằm trên giá dây của bạn. Khi bạn giữ mọi dây chưa cắt của một số, bạn được cắt chúng một mình, không cần chỉ vào ai: cắt một mình. Chọn “Cắt một mình 6”, được viền sáng.',
  'learn.step.lastCut':
    'Các đồng đội đã cắt các số 4, số 5 của bạn và số 1 của Ana. Chỉ còn lại các số 1: mọi số khác đã hoàn tất. Vậy dây cuối cùng của Bob là số 1, giống dây của bạn. Hãy chỉ vào nó và nói 1 để hoàn thành nhiệm vụ.',
  'learn.step.won':
    'Hoàn thành nhiệm vụ: mọi dây đã được cắt, bom an toàn! Bạn đã dùng thẻ thông tin, cắt đôi, một lần sai và cắt một mình. Nhiệm vụ 2 thêm dây vàng: hãy chơi nó với bot, hoặc đọc toàn bộ luật chơi.',

  'learn.wrong.setupToken':
    'Chưa phải dây đó: trong bài học này bạn cho thấy số 2 của mình, dây được viền sáng. Các đồng đội sẽ dùng đến nó.',
  'learn.wrong.dualCut':
    'Đó không phải nước đi lúc này. Dây đó có thể là bất kỳ số nào, còn thẻ thông tin ở dây thứ hai của Bob ghi 3 và bạn có một số 3: hãy chỉ vào dây đó và chọn 3.',
  'learn.wrong.miss':
    'Đó không phải nước đi lúc này. Trong bài học này, hãy chỉ vào dây được viền sáng của Cleo (giữa số 2 và số 5 đã cắt của cô ấy) và nói 5: chúng tôi muốn bạn thấy một lần sai.',
  'learn.wrong.soloCut':
    'Đó không phải nước đi lúc này. Bạn giữ cả hai dây số 6 chưa cắt, nên không cần đồng đội: hãy dùng nút “Cắt một mình 6”.',
  'learn.wrong.lastCut':
    'Đó không phải nước đi lúc này. Chỉ còn các số 1, và Bob có một dây: hãy chỉ vào dây cuối cùng của Bob và nói 1.',
};
