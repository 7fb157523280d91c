import { describe, expect, it } from 'vitest';
import { secondsLeft } from '../src/logic/clock';

describe('the turn clock', () => {
  it('counts whole seconds down from the last change and stops at zero', () => {
    expect(secondsLeft(90, 1000, 1000)).toBe(90);
    expect(secondsLeft(90, 1000, 1001)).toBe(90);
    expect(secondsLeft(90, 1000, 2000)).toBe(89);
    expect(secondsLeft(90, 1000, 90_999)).toBe(1);
    expect(secondsLeft(90, 1000, 91_000)).toBe(0);
    expect(secondsLeft(90, 1000, 500_000)).toBe(0);
  });
});
