/**
 * Vietnamese wire numbers and colours (docs/chat.md, "Tiếng Việt"). Only words written with their
 * diacritics are read: without them "nam", "sau", "bay", "mot", "chin" are other words in
 * Vietnamese and in the other languages ("mot", "chin"); "hai" and "ba" have none.
 */
import type { Vocabulary } from './vocabulary.js';

export const VI: Vocabulary = {
  numbers: {
    một: 1,
    hai: 2,
    ba: 3,
    bốn: 4,
    năm: 5,
    sáu: 6,
    bảy: 7,
    bẩy: 7,
    tám: 8,
    chín: 9,
    mười: 10,
  },
  // mười một (11), mười hai (12), mười ba (13)...
  teens: { word: 'mười', units: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
  // Tens (hai mươi), multipliers, and the units written only inside a number: mốt (hai mươi
  // mốt), lăm and nhăm (mười lăm), tư (hai mươi tư).
  compound: [
    'mươi',
    'trăm',
    'nghìn',
    'ngàn',
    'vạn',
    'triệu',
    'tỷ',
    'tỉ',
    'chục',
    'mốt',
    'lăm',
    'nhăm',
    'tư',
  ],
  joiners: ['linh', 'lẻ'],
  between: ['và', 'hoặc', 'hay', 'đến', 'tới'],
  markers: ['số'],
  ordinals: ['thứ'],
  colours: { xanh: 'blue', đỏ: 'red', vàng: 'yellow' },
  falseFriends: {
    // The article: "một dây" (a wire), "một chút" (a little).
    một: { article: true },
    // Dad: "ba mẹ" (parents), "ba ơi" (dad!).
    ba: { notBefore: ['mẹ', 'má', 'ơi'] },
    // Year: "năm nay" (this year), "năm mới" (new year), "mỗi năm" (every year).
    năm: {
      notBefore: ['nay', 'ngoái', 'sau', 'tới', 'trước', 'mới', 'học', 'nào', 'ấy', 'đó'],
      notAfter: ['mỗi', 'hàng', 'cả', 'những', 'các', 'nhiều', 'vài', 'mấy'],
    },
    // "tám chuyện": to chat.
    tám: { notBefore: ['chuyện'] },
    // "xanh lá", "xanh lục": green.
    xanh: { notBefore: ['lá', 'lục'] },
  },
};
