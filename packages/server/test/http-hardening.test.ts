/**
 * The HTTP surface against hostile requests: security headers on every response (pages, static
 * files, the API, errors), and every error in the protocol's `{ code, message }` shape with a
 * fixed text that never echoes the request. Raw sockets where fetch cannot send the case.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpErrorBodySchema, PROTOCOL_ERROR_CODES } from '@bomb-busters/protocol';
import { CSP_DIRECTIVES, httpErrorOf, SECURITY_HEADERS } from '../src/http.js';
import { startTestServer, tempDir, type TestServer } from './helpers.js';

/** Put into every probe's URL, header or body: no answer may contain it. */
const MARKER = 'zq-probe-marker-41';
const TIMEOUT_MS = 500;

let server: TestServer;
let clientDir = '';

beforeAll(async () => {
  clientDir = await tempDir();
  await mkdir(join(clientDir, 'assets'));
  await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>client</title>');
  await writeFile(join(clientDir, 'assets', 'x.js'), 'console.log(1)');
  server = await startTestServer({ CLIENT_DIR: clientDir, HTTP_TIMEOUT_MS: String(TIMEOUT_MS) });
});

afterAll(async () => {
  await server?.close();
  await rm(clientDir, { recursive: true, force: true });
});

interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

const lower = (headers: Headers): Record<string, string> =>
  Object.fromEntries([...headers.entries()].map(([k, v]) => [k.toLowerCase(), v]));

async function request(path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(server.base + path, init);
  return { status: res.status, headers: lower(res.headers), body: await res.text() };
}

/**
 * Writes `data` on a fresh connection and reads until the server closes it. Resolves with the
 * parsed answer and how long the connection stayed open.
 */
function rawRequest(data: string): Promise<Answer & { readonly closedAfterMs: number }> {
  const { hostname, port } = new URL(server.base);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no HTTP answer: ${JSON.stringify(text)}`));
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: text.slice(split + 4),
        closedAfterMs: Date.now() - started,
      });
    };
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server did not close the connection within 10 s'));
    }, 10_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', finish);
    // The server may close while we still write (an oversized header): keep what it answered.
    socket.on('error', () => undefined);
    socket.write(data);
  });
}

/** The header every response carries, and the CSP directives the web client needs. */
function expectSecurityHeaders(headers: Readonly<Record<string, string>>): void {
  const csp = headers['content-security-policy'];
  expect(csp, 'content-security-policy').toBeDefined();
  const directives = new Map(
    (csp ?? '').split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
  expect(Object.fromEntries(directives)).toEqual(
    Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([k, v]) => [k, v.join(' ')])),
  );
  expect(directives.get('script-src')).toBe("'self'");
  expect(directives.get('style-src')).toBe("'self'");
  expect(directives.get('frame-ancestors')).toBe("'none'");
  expect(directives.get('object-src')).toBe("'none'");
  expect(directives.has('upgrade-insecure-requests')).toBe(false);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** The protocol's error body, with a known code and the given status, echoing nothing. */
function expectError(answer: Answer, status: number, code: string, message?: string): void {
  expect(answer.status, answer.body.slice(0, 300)).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = HttpErrorBodySchema.strict().parse(JSON.parse(answer.body));
  expect(body.code).toBe(code);
  expect(PROTOCOL_ERROR_CODES).toContain(body.code);
  if (message !== undefined) expect(body.message).toBe(message);
  // Fixed texts, or the schema's summary of a body (field paths, never values; at most 200).
  expect(body.message.length).toBeLessThanOrEqual(200);
  expect(answer.body).not.toContain(MARKER);
  expect(JSON.stringify(answer.headers)).not.toContain(MARKER);
  expectSecurityHeaders(answer.headers);
}

describe('security headers', () => {
  it('on the page, a static file, page routes and the JSON API', async () => {
    const page = await request('/');
    expect(page.body).toContain('<title>client</title>');
    expectSecurityHeaders(page.headers);
    // What the raw error responses send is what helmet sends.
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(page.headers[name], name).toBe(value);
    const asset = await request('/assets/x.js');
    expect(asset.body).toBe('console.log(1)');
    expectSecurityHeaders(asset.headers);
    const route = await request('/room/abcdefgh');
    expect(route.body).toContain('<title>client</title>');
    expectSecurityHeaders(route.headers);
    const lobby = await request('/api/rooms');
    expect(JSON.parse(lobby.body)).toEqual({ rooms: [] });
    expectSecurityHeaders(lobby.headers);
    expectSecurityHeaders((await request('/healthz')).headers);
  });

  it('on errors: a JSON 404, a protocol error, a file and a page that do not exist', async () => {
    expectError(await request('/api/nothing'), 404, 'NOT_FOUND');
    expectError(await request('/api/rooms/abcdefgh'), 404, 'UNKNOWN_ROOM');
    expectError(await request(`/assets/${MARKER}.js`), 404, 'NOT_FOUND');
    expectError(await request(`/${MARKER}.png`), 404, 'NOT_FOUND');
    // A page that does not exist is the app (its own "not found" page), with a 404.
    const page = await request(`/other/${MARKER}`);
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>client</title>');
    expect(page.body).not.toContain(MARKER);
    expectSecurityHeaders(page.headers);
  });
});

describe('errors keep the protocol shape and echo nothing', () => {
  it('a 10,000-character path parameter', async () => {
    const long = `${MARKER}${'a'.repeat(10_000)}`;
    expectError(await request(`/api/rooms/${long}`), 414, 'TOO_LARGE', 'The URL is too long.');
    expectError(await request(`/api/rooms/${long}/games`), 414, 'TOO_LARGE');
  });

  it('a malformed percent-encoding in the path', async () => {
    expectError(await request(`/api/rooms/${MARKER}%E0%A4%A`), 400, 'BAD_MESSAGE');
  });

  it('an unknown route and a wrong method', async () => {
    expectError(await request(`/api/${MARKER}`), 404, 'NOT_FOUND', 'Not found.');
    expectError(await request(`/api/rooms?${MARKER}=1`, { method: 'DELETE' }), 404, 'NOT_FOUND');
    expectError(
      await request('/api/rooms/abcdefgh', { method: 'PUT', body: MARKER }),
      404,
      'NOT_FOUND',
    );
  });

  it('a body that is not JSON, an empty JSON body and an unsupported media type', async () => {
    const post = (body: string, type = 'application/json') =>
      request('/api/rooms', { method: 'POST', headers: { 'content-type': type }, body });
    expectError(
      await post(`{"mission": ${MARKER}`),
      400,
      'BAD_MESSAGE',
      'The body is not valid JSON.',
    );
    expectError(await post(`{"__proto__": {"${MARKER}": 1}}`), 400, 'BAD_MESSAGE');
    expectError(await post(''), 400, 'BAD_MESSAGE');
    expectError(await post(`<a>${MARKER}</a>`, 'application/xml'), 415, 'BAD_MESSAGE');
  });

  it('a body that does not match the schema', async () => {
    const answer = await request('/api/rooms', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mission: MARKER, players: MARKER, name: MARKER, [MARKER]: MARKER }),
    });
    expectError(answer, 400, 'BAD_MESSAGE');
  });

  it('a body over the limit', async () => {
    const big = JSON.stringify({ name: MARKER, pad: 'x'.repeat(100 * 1024) });
    const answer = await rawRequest(
      `POST /api/rooms HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${big.length}\r\nConnection: close\r\n\r\n${big}`,
    );
    expectError(answer, 413, 'TOO_LARGE', 'The body is too large.');
  });

  it('an oversized header: 431 from the raw socket, and the connection closed', async () => {
    const answer = await rawRequest(
      `GET /api/rooms HTTP/1.1\r\nHost: x\r\nX-Probe: ${MARKER}${'a'.repeat(100_000)}\r\n\r\n`,
    );
    expectError(answer, 431, 'TOO_LARGE', 'The request headers are too large.');
    expect(answer.headers.connection).toBe('close');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  });

  it('a malformed request: 400 from the raw socket', async () => {
    const answer = await rawRequest(`GET /api/rooms HTTP/1.1\r\nHost: x\r\n${MARKER} oops\r\n\r\n`);
    expectError(answer, 400, 'BAD_MESSAGE', 'Bad request.');
    expect(answer.headers.connection).toBe('close');
  });

  it('a half-sent request is closed with 408 after HTTP_TIMEOUT_MS', async () => {
    const halfBody = await rawRequest(
      `POST /api/rooms HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `Content-Length: 100\r\n\r\n{"name": "${MARKER}"`,
    );
    expectError(halfBody, 408, 'TIMEOUT', 'The request was not received in time.');
    expect(halfBody.headers.connection).toBe('close');
    expect(halfBody.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(halfBody.closedAfterMs).toBeLessThan(TIMEOUT_MS + 3000);
    const halfHeaders = await rawRequest(`GET /api/rooms HTTP/1.1\r\nHost: x\r\nX-${MARKER}: 1`);
    expectError(halfHeaders, 408, 'TIMEOUT');
    expect(halfHeaders.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it('the server still answers after all that', async () => {
    expect((await request('/healthz')).status).toBe(200);
  });
});

describe('httpErrorOf', () => {
  it('never uses the error message, and anything 500 or above is INTERNAL', () => {
    const of = (e: object) => httpErrorOf(Object.assign(new Error(MARKER), e));
    expect(of({ statusCode: 400 })).toEqual({
      status: 400,
      code: 'BAD_MESSAGE',
      message: 'Bad request.',
    });
    expect(of({ statusCode: 418 })).toMatchObject({ status: 418, code: 'BAD_MESSAGE' });
    expect(of({ statusCode: 413 })).toMatchObject({ status: 413, code: 'TOO_LARGE' });
    expect(of({ statusCode: 503 })).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(of({})).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(of({ statusCode: 302 })).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(of({ code: 'constructor', statusCode: 400 })).toMatchObject({ message: 'Bad request.' });
    expect(of({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 })).toMatchObject({
      code: 'TOO_LARGE',
    });
  });
});
