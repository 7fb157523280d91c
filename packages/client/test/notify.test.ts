import { describe, expect, it } from 'vitest';
import { shouldNotify } from '../src/table/play/notify';

describe('the turn notification', () => {
  it('only when switched on, allowed by the browser and the tab hidden', () => {
    expect(shouldNotify(true, 'granted', 'hidden')).toBe(true);
    expect(shouldNotify(true, 'granted', 'visible')).toBe(false);
    expect(shouldNotify(false, 'granted', 'hidden')).toBe(false);
    expect(shouldNotify(true, 'denied', 'hidden')).toBe(false);
    expect(shouldNotify(true, 'default', 'hidden')).toBe(false);
    expect(shouldNotify(true, 'unsupported', 'hidden')).toBe(false);
  });
});
