/** Token buckets per address, the address a limit counts, and the stored creator key. */
import { describe, expect, it } from 'vitest';
import {
  AddressBuckets,
  Counter,
  creatorKey,
  limitKey,
  rateLimiter,
  waitLimiter,
} from '../src/limits.js';

describe('AddressBuckets', () => {
  it('lets a burst through, then says how long to wait, and refills at the rate', () => {
    let t = 0;
    const buckets = new AddressBuckets(2, 4, () => t);
    for (let i = 0; i < 4; i++) expect(buckets.take('a')).toBe(0);
    expect(buckets.take('a')).toBe(500);
    // Another address has its own bucket.
    expect(buckets.take('b')).toBe(0);
    t = 500;
    expect(buckets.take('a')).toBe(0);
    expect(buckets.take('a')).toBeGreaterThan(0);
  });

  it('forgets buckets that have refilled', () => {
    let t = 0;
    const buckets = new AddressBuckets(1, 2, () => t);
    buckets.take('a');
    buckets.take('b');
    expect(buckets.size).toBe(2);
    t = 500;
    buckets.take('b');
    t = 1500;
    buckets.prune();
    // 'a' refilled (1 of 2 taken, 1.5 s at 1/s); 'b' took another at 0.5 s and has not.
    expect(buckets.size).toBe(1);
  });

  it('the per-socket limiter is the same bucket', () => {
    let t = 0;
    const allow = rateLimiter(10, 2, () => t);
    expect([allow(), allow(), allow()]).toEqual([true, true, false]);
    t = 100;
    expect(allow()).toBe(true);
  });

  it('the chat limiter says how long to wait', () => {
    let t = 0;
    // 6 a minute, bursts of 3.
    const wait = waitLimiter(0.1, 3, () => t);
    expect([wait(), wait(), wait()]).toEqual([0, 0, 0]);
    expect(wait()).toBe(10_000);
    t = 10_000;
    expect(wait()).toBe(0);
  });
});

describe('limitKey', () => {
  it('counts IPv4 as is, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64', () => {
    expect(limitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(limitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
    expect(limitKey('2001:db8:1:3::1')).not.toBe(limitKey('2001:db8:1:2::1'));
  });
});

describe('creatorKey', () => {
  it('is a keyed hash of the limit key: stable, secret-dependent, never the address', () => {
    const a = creatorKey('secret', '2001:db8:1:2::1');
    expect(a).toBe(creatorKey('secret', '2001:db8:1:2::9'));
    expect(a).not.toBe(creatorKey('other', '2001:db8:1:2::1'));
    expect(creatorKey('secret', '198.51.100.1')).not.toContain('198');
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('Counter', () => {
  it('counts per key and forgets keys back at zero', () => {
    const c = new Counter();
    c.add('a', 1);
    c.add('a', 1);
    c.add('a', -2);
    expect(c.get('a')).toBe(0);
    c.add('b', 3);
    expect(c.get('b')).toBe(3);
  });
});
