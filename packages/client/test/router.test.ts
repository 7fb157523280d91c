import { describe, expect, it } from 'vitest';
import { parseRoute, replayPath, roomPath, rulesPath } from '../src/app/router';

describe('routes', () => {
  it('reads every page from its path and query', () => {
    expect(parseRoute('/', '')).toEqual({ page: 'home' });
    expect(parseRoute('/room/Xb3_k9', '')).toEqual({ page: 'room', room: 'Xb3_k9', watch: false });
    expect(parseRoute('/room/Xb3_k9', '?watch')).toMatchObject({ watch: true });
    expect(parseRoute('/replay/r1', '?game=2&seat=spectator&step=7')).toEqual({
      page: 'replay',
      room: 'r1',
      game: 2,
      seat: 'spectator',
      step: 7,
    });
    expect(parseRoute('/replay/r1', '?seat=x&step=-1')).toMatchObject({ seat: null, step: null });
    expect(parseRoute('/nothing/here', '')).toEqual({ page: 'notFound' });
    expect(parseRoute('/room/a/b', '')).toEqual({ page: 'notFound' });
    expect(parseRoute('/rules', '')).toEqual({ page: 'rules' });
    expect(parseRoute('/rules/', '')).toEqual({ page: 'rules' });
    expect(parseRoute('/rules/more', '')).toEqual({ page: 'notFound' });
    expect(parseRoute('/rulesx', '')).toEqual({ page: 'notFound' });
    expect(parseRoute('/learn', '')).toEqual({ page: 'learn' });
    expect(parseRoute('/learn/more', '')).toEqual({ page: 'notFound' });
  });

  it('writes paths the parser reads back', () => {
    const path = replayPath('a b', { game: 3, seat: 1, step: 4 });
    const url = new URL(path, 'http://x');
    expect(parseRoute(url.pathname, url.search)).toEqual({
      page: 'replay',
      room: 'a b',
      game: 3,
      seat: 1,
      step: 4,
    });
    expect(roomPath('r/1')).toBe('/room/r%2F1');
    // A section of the rules is the URL's hash, which the page reads.
    const rules = new URL(rulesPath('dual-cut'), 'http://x');
    expect(parseRoute(rules.pathname, rules.search)).toEqual({ page: 'rules' });
    expect(rules.hash).toBe('#dual-cut');
    expect(rulesPath()).toBe('/rules');
  });
});
