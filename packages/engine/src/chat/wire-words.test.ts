/**
 * How chat messages name wire numbers and colours, on real sentences in the four languages of
 * the table. Each `describe` is one decision of docs/chat.md.
 */
import { describe, expect, it } from 'vitest';
import { VOCABULARIES, wireWordsIn } from './wire-words.js';

const numbersIn = (text: string) => wireWordsIn(text).numbers;
type Case = readonly [string, readonly number[]];
const check = (cases: readonly Case[]) =>
  it.each(cases)('%j names %j', (text, numbers) => expect(numbersIn(text)).toEqual(numbers));

describe('digits 1-12 are wire numbers, alone or in a list, with their plural', () => {
  check([
    ['I have a 7', [7]],
    ['two 5s and one 8', [1, 2, 5, 8]],
    ["anyone got 5's?", [5]],
    ["j'ai un 3 et un 9", [3, 9]],
    ['ik heb de 12 en de 4', [4, 12]],
    ['tôi có dây 4', [4]],
    ['1, 2, 3', [1, 2, 3]],
    ['1,2,3', [1, 2, 3]],
    ['5-6?', [5, 6]],
    ['n°5', [5]],
    ['07', [7]],
    ['+1', [1]],
  ]);
});

describe('digits in any script or dress read as digits (NFKC), keycap emoji too', () => {
  check([
    ['７', [7]],
    ['①', [1]],
    ['7️⃣', [7]],
  ]);
});

describe('inside a larger number, digits and words do not count', () => {
  check([
    ['13 and 100', []],
    ['mission 25', []],
    ['10:30', []],
    ['1.5', []],
    ['3,5', []],
    ['12/05', []],
    ['1,000,000', []],
    ['5 hundred', []],
    ['twenty-one', []],
    ['a hundred and two', []],
    ['two dozen', []],
    ['dix-sept', []],
    ['dix sept', []],
    ['vingt et un', []],
    ['quatre-vingts', []],
    ['soixante-dix', []],
    ['deux cents', []],
    ['eenentwintig', []],
    ['twee honderd', []],
    ['hai mươi', []],
    ['hai mươi mốt', []],
    ['mười ba', []],
    ['mười lăm', []],
    ['một trăm linh năm', []],
  ]);
  it('while Vietnamese 11 and 12 are two words', () => {
    expect(numbersIn('mười một')).toEqual([11]);
    expect(numbersIn('tôi có mười hai')).toEqual([12]);
    expect(numbersIn('mười')).toEqual([10]);
  });
});

describe('ordinals name positions, not values; digits glued to letters are not numbers', () => {
  check([
    ['the 5th wire', []],
    ['my 2nd stand', []],
    ['le 5e fil', []],
    ['la 3ème', []],
    ['de 5de draad', []],
    ['de 1ste', []],
    ['x2 token', []],
    ['2x', []],
    ['à 10h', []],
    ['thứ hai', []],
    ['thứ 2', []],
    ['fifth, cinquième, vijfde', []],
  ]);
});

describe('the article "a" is not the number one (un, une, een, một)', () => {
  check([
    ["j'ai un fil bleu", []],
    ["j'ai une bonne idée", []],
    ["l'un des deux", [2]],
    ["j'ai un cinq", [5]],
    ['il en reste un', [1]],
    ['un ou deux ?', [1, 2]],
    ['le un', [1]],
    ['ik heb een rode draad', []],
    ['ik heb een vijf', [5]],
    ['de een of de ander', []],
    ['ik heb er nog een', [1]],
    ['een of twee', [1, 2]],
    ['nummer een', [1]],
    ['ik heb één gele', [1]],
    ['tôi có một dây màu vàng', []],
    ['đợi một chút', []],
    ['còn một', [1]],
    ['một hoặc hai', [1, 2]],
    ['số một', [1]],
  ]);
});

describe('English "one" as a pronoun is no number', () => {
  check([
    ['this one', []],
    ['the one on the left', []],
    ['no one knows', []],
    ['no-one knows', []],
    ['which one?', []],
    ['cut the red one', []],
    ['help one another', []],
    ['someone cut it', []],
    ['one of them is red', [1]],
    ['I have one', [1]],
  ]);
});

describe('false friends: words that are also other words', () => {
  check([
    // French "neuf": new.
    ['quoi de neuf ?', []],
    ['un fil tout neuf', []],
    ['il me reste un neuf', [9]],
    // Dutch "vier" (to celebrate), "acht" (attention, to deem), Dutch "ten" (a preposition).
    ['ik vier feest', []],
    ['vier draden', [4]],
    ['je moet de regels in acht nemen', []],
    ['acht geven', []],
    ['ik acht het mogelijk', []],
    ['ik heb acht', [8]],
    ['ten minste twee', [2]],
    ['ten eerste', []],
    ['ten wires', [10]],
    // "elf" is eleven at this table, even after the article: "een elf" is an eleven.
    ['ik heb een elf', [11]],
    // Vietnamese "năm" (year), "ba" (dad), "tám" (to chat).
    ['năm nay', []],
    ['chúc mừng năm mới', []],
    ['mỗi năm', []],
    ['năm dây', [5]],
    ['ba mẹ tôi', []],
    ['ba ơi', []],
    ['ba dây đỏ', [3]],
    ['tám chuyện', []],
    ['tám dây', [8]],
  ]);
});

describe('the Dutch plurals that are verbs or elves are left out', () => {
  check([
    ['wij vieren', []],
    ['wij achten hem', []],
    ['elven', []],
    ['twee vijven', [2, 5]],
    ['heb jij zessen?', [6]],
  ]);
});

describe('Vietnamese words are read only with their diacritics', () => {
  check([
    ['nam sau bay mot chin', []],
    ['năm, sáu, bảy, một, chín', [1, 5, 6, 7, 9]],
    // "hai" and "ba" have none: a greeting "hai" counts as two (docs/chat.md).
    ['hai allemaal', [2]],
  ]);
});

describe('quantities are numbers too: the filter cannot tell them from values', () => {
  check([
    ['two more turns', [2]],
    ['encore deux tours', [2]],
    ['nog twee beurten', [2]],
    ['còn hai lượt', [2]],
  ]);
});

describe('spelling, fingers and descriptions are allowed by the card and not recognised', () => {
  check([
    ['s-e-v-e-n', []],
    ['s e v e n', []],
    ['✋✌️', []],
    ['VII', []],
    ['the lucky number after six', [6]],
    ['the lucky number', []],
  ]);
});

describe('colours', () => {
  it.each([
    ['blue, red and yellow', ['blue', 'red', 'yellow']],
    ['deux rouges et une bleue', ['blue', 'red']],
    ['de gele draad', ['yellow']],
    ['rood', ['red']],
    ['dây đỏ', ['red']],
    ['dây vàng', ['yellow']],
    ['xanh dương', ['blue']],
    ['xanh lá', []],
    ['read the rules', []],
  ])('%j names %j', (text, colours) => expect(wireWordsIn(text).colours).toEqual(colours));
});

describe('the vocabularies', () => {
  it('never give one word two values, in any pair of languages', () => {
    const seen = new Map<string, number>();
    for (const v of VOCABULARIES)
      for (const [word, value] of Object.entries(v.numbers)) {
        expect(seen.get(word) ?? value, word).toBe(value);
        seen.set(word, value);
      }
  });

  it('are written as the matcher reads them: lower case, NFKC', () => {
    for (const v of VOCABULARIES)
      for (const word of [...Object.keys(v.numbers), ...Object.keys(v.colours), ...v.compound])
        expect(word.normalize('NFKC').toLowerCase()).toBe(word);
  });

  it('mix in one message', () => {
    expect(wireWordsIn('I have un rouge, twee blauwe en một dây vàng')).toEqual({
      numbers: [2],
      colours: ['blue', 'red', 'yellow'],
    });
  });
});
