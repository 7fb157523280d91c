import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/home/ApiError';
import { api, type ApiFailure } from '../src/net/api';

const answer = (body: string, status: number, headers: Record<string, string> = {}) =>
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(body, { status, headers })));

describe('a failed HTTP call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the server’s wait from the body, else from the Retry-After header', async () => {
    const limited = { code: 'RATE_LIMITED', message: 'x', retryAfterMs: 1500 };
    answer(JSON.stringify(limited), 429, { 'retry-after': '2' });
    expect(await api.lobby()).toEqual({ ok: false, code: 'RATE_LIMITED', retryAfterMs: 1500 });
    answer('busy', 503, { 'retry-after': '7' });
    expect(await api.lobby()).toEqual({ ok: false, code: 'INTERNAL', retryAfterMs: 7000 });
    answer(JSON.stringify({ code: 'NOT_FOUND', message: 'x' }), 404);
    expect(await api.lobby()).toEqual({ ok: false, code: 'NOT_FOUND' });
  });
});

describe('ApiError', () => {
  const render = (error: ApiFailure | null) =>
    renderToStaticMarkup(createElement(ApiError, { error }));

  it('says when to retry, in whole seconds, when the server said', () => {
    expect(render({ code: 'SERVER_BUSY', retryAfterMs: 10_000 })).toContain(
      'The server is too busy right now; please wait a moment. Try again in 10 seconds.',
    );
    expect(render({ code: 'RATE_LIMITED', retryAfterMs: 200 })).toContain('Try again in 1 second.');
    expect(render({ code: 'TOO_MANY_ROOMS' })).not.toContain('Try again');
    expect(render(null)).toBe('');
  });
});
