import type { seats as en } from '../en/seats';

/** Ai chơi mỗi ghế: mức của máy, máy chơi thay người vắng mặt hoặc hết giờ. */
export const seats: Record<keyof typeof en, string> = {
  'seats.bot.expert': 'Máy · mức giỏi',
  'seats.bot.cautious': 'Máy · mức thận trọng',
  'seats.tag.away': 'Máy chơi thay (vắng mặt)',
  'seats.tag.clock': 'Hết giờ: máy chơi thay',
  'seats.move.away': 'Máy chơi thay {name} (vắng mặt)',
  'seats.move.clock': 'Hết giờ: máy đã chơi thay {name}',
  'seats.history.botFinished': 'Máy đã chơi nốt ván này thay bạn',
  'seats.levels.hint':
    'Máy chơi giỏi chơi mạnh nhất. Máy chơi thận trọng ít mạo hiểm hơn nhưng thua nhiều hơn hẳn.',
};
