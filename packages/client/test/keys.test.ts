import { describe, expect, it } from 'vitest';
import { flush, readKey } from '../src/logic/keys';

const press = (key: string, buffer = '', values: (number | 'yellow')[] = [1, 2, 5, 10, 11, 12]) =>
  readKey({ key }, buffer, values);

describe('keys', () => {
  it('maps letters and named keys to intents, in either case', () => {
    expect(press('s').intent).toEqual({ type: 'solo' });
    expect(press('R').intent).toEqual({ type: 'revealRed' });
    expect(press('d').intent).toEqual({ type: 'double' });
    expect(press('x').intent).toEqual({ type: 'pair' });
    expect(press('Enter').intent).toEqual({ type: 'confirm' });
    expect(press('Escape').intent).toEqual({ type: 'cancel' });
    expect(press('Backspace').intent).toEqual({ type: 'back' });
    expect(press('?').intent).toEqual({ type: 'help' });
    expect(press('y').intent).toEqual({ type: 'value', value: 'yellow' });
    expect(press('q')).toEqual({ intent: null, buffer: '' });
  });

  it('ignores shortcuts with a modifier (browser keys stay the browser’s)', () => {
    expect(readKey({ key: 'r', ctrlKey: true }, '', [])).toEqual({ intent: null, buffer: '' });
  });

  it('types a value at once when no longer value starts with it; 0 is 10', () => {
    expect(press('5').intent).toEqual({ type: 'value', value: 5 });
    expect(press('0').intent).toEqual({ type: 'value', value: 10 });
    expect(press('7').intent).toBeNull();
  });

  it('waits after a 1 while 10, 11 or 12 is on offer, then takes the second digit', () => {
    expect(press('1')).toEqual({ intent: null, buffer: '1' });
    expect(press('1', '1').intent).toEqual({ type: 'value', value: 11 });
    expect(press('2', '1').intent).toEqual({ type: 'value', value: 12 });
    expect(press('0', '1').intent).toEqual({ type: 'value', value: 10 });
    expect(flush('1', [1, 11])).toEqual({ intent: { type: 'value', value: 1 }, buffer: '' });
    expect(press('Enter', '1').intent).toEqual({ type: 'value', value: 1 });
  });

  it('a digit that makes no value starts afresh', () => {
    expect(press('5', '1').intent).toEqual({ type: 'value', value: 5 });
    expect(readKey({ key: '1' }, '', [1, 5]).intent).toEqual({ type: 'value', value: 1 });
  });
});
