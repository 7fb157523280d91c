import type { outcome as en } from '../en/outcome';

export const outcome: Record<keyof typeof en, string> = {
  'home.lobby.players_one': '{count} người chơi',
  'home.lobby.players_other': '{count} người chơi',
  'replay.result.won': 'Đã gỡ bom! Cả đội chiến thắng.',
  'replay.result.lost': 'Bùm! Quả bom đã nổ: {cause}',
  'replay.cause.redWire': 'một dây đỏ đã bị cắt.',
  'replay.cause.detonator': 'kim kíp nổ đã chạm đầu lâu.',
  'replay.cause.starWire': 'một dây ngôi sao đã bị cắt.',
  'replay.cause.dialPastStart': 'kim kíp nổ bị vặn lùi quá nấc xuất phát.',
  'replay.cause.blockedValues':
    'một lượt bắt đầu khi chỉ còn giá trị bị đóng hoặc dây X đang đóng và dây đỏ.',
  'replay.viewer': 'Góc nhìn của',
  'replay.spectator': 'Người xem (không thấy bài của ai)',
  'replay.cause.cutTogetherFailed': 'một dây được chỉ cùng các dây đỏ lại không phải dây đỏ.',
  'replay.cause.captainFailedCut': 'đội trưởng cắt đôi hụt.',
  'replay.cause.timeUp': 'đã hết giờ.',
  'replay.cause.cutTogetherFailedNumber':
    'một dây được chỉ cùng các dây {value} lại không phải {value}.',
  'replay.cause.threeValuesLeft': 'vẫn còn dây của ba giá trị trong ván lúc kiểm tra.',
  'replay.cause.cutTogetherFailedYellow':
    'một dây được chỉ khi quét dây vàng lại không phải dây vàng.',
  'replay.cause.cutTogetherFailed.wires':
    'một dây được chỉ cùng các dây đỏ lại không phải dây đỏ ({wires}).',
  'replay.cause.cutTogetherFailedNumber.wires':
    'một dây được chỉ cùng các dây {value} lại không phải {value} ({wires}).',
  'replay.cause.cutTogetherFailedYellow.wires':
    'một dây được chỉ khi quét dây vàng lại không phải dây vàng ({wires}).',
  'replay.cause.turnedWire': 'đội trưởng đoán sai dây bị lật của mình.',
};
