/** Limits on what a client may cost the server: token buckets, per socket and per address. */
import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';

/** A token bucket: `rate` per second, up to `burst`; each call takes a token: 0, or the ms to wait. */
export function waitLimiter(rate: number, burst: number, now = () => Date.now()) {
  const bucket = new Bucket(rate, burst, now());
  return (): number => bucket.take(now());
}

/** A token bucket: `rate` per second, up to `burst`; each call takes a token if there is one. */
export function rateLimiter(rate: number, burst: number, now = () => Date.now()) {
  const wait = waitLimiter(rate, burst, now);
  return (): boolean => wait() === 0;
}

class Bucket {
  private tokens: number;
  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private last: number,
  ) {
    this.tokens = burst;
  }

  /** Take one token: 0 if there was one, else how many ms until there is. */
  take(t: number): number {
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.rate);
    this.last = t;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 0;
    }
    return Math.ceil(((1 - this.tokens) / this.rate) * 1000);
  }

  /** Whether the bucket has refilled to its burst by `t` (then it can be forgotten). */
  full(t: number): boolean {
    return this.tokens + ((t - this.last) / 1000) * this.rate >= this.burst;
  }
}

/** Past this many addresses a map of buckets forgets the full ones, then the oldest. */
const MAX_ADDRESSES = 100_000;

/**
 * One token bucket per client address: `rate` per second, bursts of `burst`. Memory is bounded:
 * buckets that have refilled are forgotten (a new one is full too), and past MAX_ADDRESSES the
 * oldest go first.
 */
export class AddressBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Take one token for `address`: 0 if allowed, else the ms to wait before retrying. */
  take(address: string): number {
    const t = this.now();
    let bucket = this.buckets.get(address);
    if (!bucket) {
      if (this.buckets.size >= MAX_ADDRESSES) this.prune(t);
      bucket = new Bucket(this.rate, this.burst, t);
      this.buckets.set(address, bucket);
    }
    return bucket.take(t);
  }

  get size(): number {
    return this.buckets.size;
  }

  /** Forget refilled buckets; if still too many, the oldest half. */
  prune(t = this.now()): void {
    for (const [address, bucket] of this.buckets) if (bucket.full(t)) this.buckets.delete(address);
    if (this.buckets.size < MAX_ADDRESSES) return;
    let drop = this.buckets.size / 2;
    for (const address of this.buckets.keys()) {
      if (drop-- <= 0) break;
      this.buckets.delete(address);
    }
  }
}

/** Counts per key (sockets per address, errors per code), forgetting keys that fall to zero. */
export class Counter {
  private readonly counts = new Map<string, number>();
  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  /** Every count, by key. */
  all(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }
  add(key: string, n: number): void {
    const next = this.get(key) + n;
    if (next <= 0) this.counts.delete(key);
    else this.counts.set(key, next);
  }
}

/**
 * The address a limit counts: an IPv4 address as is (IPv4-mapped IPv6 too), an IPv6 address by
 * its /64 prefix, which one subscriber usually holds whole.
 */
export function limitKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...(tail !== undefined ? zeros : []), ...right].map((g) =>
    g.toLowerCase().replace(/^0+(?=.)/, ''),
  );
}

/** The creator of a room as stored: a keyed hash of its limit key, never the address itself. */
export const creatorKey = (secret: string, ip: string): string =>
  createHmac('sha256', secret).update(limitKey(ip)).digest('base64url').slice(0, 22);
