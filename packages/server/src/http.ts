/**
 * The HTTP surface's hardening: security headers on every response, and error bodies in the
 * protocol's `{ code, message }` shape with fixed texts that never echo the request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { ProtocolErrorCode } from '@bomb-busters/protocol';

/**
 * The web client's Content-Security-Policy: everything from the server's own origin (the built
 * client has no inline script or style, no data: URI, no other host), nothing else.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // No inline event handlers (onclick="...").
  'script-src-attr': ["'none'"],
  // Stylesheets from /assets; React sets `style` through the CSSOM, which CSP does not block.
  'style-src': ["'self'"],
  'img-src': ["'self'"],
  'font-src': ["'self'"],
  // The API and the WebSocket (same-origin ws: and wss: match 'self').
  'connect-src': ["'self'"],
  // The training aid's solver worker (/assets/worker-*.js).
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const HELMET_OPTIONS = {
  // Only the directives above (helmet's defaults would add upgrade-insecure-requests, which
  // breaks a server on plain http, and allow inline styles and https: everywhere).
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // HSTS belongs to whoever terminates TLS (docs/deploy.md), not to a server that speaks http.
  strictTransportSecurity: false,
} satisfies HelmetOptions;

/** The headers helmet sets with HELMET_OPTIONS, made once: for every response (setSecurityHeaders). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
})();

const SECURITY_ENTRIES = Object.entries(SECURITY_HEADERS);

/**
 * SECURITY_HEADERS on a response, as helmet sets them. Not @fastify/helmet: it builds helmet's
 * middleware again for each request (the CSP parsed each time), a cost on every request.
 */
export function setSecurityHeaders(res: Pick<ServerResponse, 'setHeader'>): void {
  for (const [name, value] of SECURITY_ENTRIES) res.setHeader(name, value);
}

export interface HttpError {
  readonly status: number;
  readonly code: ProtocolErrorCode;
  readonly message: string;
}

const error = (status: number, code: ProtocolErrorCode, message: string): HttpError => ({
  status,
  code,
  message,
});

export const BAD_REQUEST = error(400, 'BAD_MESSAGE', 'Bad request.');
export const INTERNAL = error(500, 'INTERNAL', 'Internal error.');
const NOT_FOUND = error(404, 'NOT_FOUND', 'Not found.');
const BODY_TOO_LARGE = error(413, 'TOO_LARGE', 'The body is too large.');
const URL_TOO_LONG = error(414, 'TOO_LARGE', 'The URL is too long.');
const MEDIA_TYPE = error(415, 'BAD_MESSAGE', 'Send the body as application/json.');
const TIMED_OUT = error(408, 'TIMEOUT', 'The request was not received in time.');
const HEADERS_TOO_LARGE = error(431, 'TOO_LARGE', 'The request headers are too large.');

/** Fastify's own errors, by code. */
const BY_CODE = new Map<string, HttpError>([
  ['FST_ERR_CTP_INVALID_JSON_BODY', error(400, 'BAD_MESSAGE', 'The body is not valid JSON.')],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', error(400, 'BAD_MESSAGE', 'The JSON body is empty.')],
  ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', error(400, 'BAD_MESSAGE', 'Wrong Content-Length.')],
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', MEDIA_TYPE],
  ['FST_ERR_CTP_BODY_TOO_LARGE', BODY_TOO_LARGE],
  ['FST_ERR_BAD_URL', error(400, 'BAD_MESSAGE', 'The URL is malformed.')],
  ['FST_ERR_MAX_PARAM_LENGTH', URL_TOO_LONG],
  ['FST_ERR_NOT_FOUND', NOT_FOUND],
]);

/** Other errors, by HTTP status (any other 4xx is BAD_REQUEST with that status). */
const BY_STATUS = new Map<number, HttpError>([
  [404, NOT_FOUND],
  [405, error(405, 'BAD_MESSAGE', 'Method not allowed.')],
  [408, TIMED_OUT],
  [413, BODY_TOO_LARGE],
  [414, URL_TOO_LONG],
  [415, MEDIA_TYPE],
  [431, HEADERS_TOO_LARGE],
]);

/**
 * The protocol error for an error Fastify or a plugin raised: never its own message, which may
 * quote the URL, a header or the body. Anything at or above 500 is INTERNAL.
 */
export function httpErrorOf(error: unknown): HttpError {
  const e = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  const known = typeof e.code === 'string' ? BY_CODE.get(e.code) : undefined;
  if (known) return known;
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (!(status >= 400 && status < 500)) return INTERNAL;
  return BY_STATUS.get(status) ?? { ...BAD_REQUEST, status };
}

/**
 * Fastify's and Node's options for receiving a request: all of it (headers and body) within `ms`,
 * checked often (Node's default is every 30 s). Node enforces the body's deadline only when the
 * headers' one is not longer.
 */
export const requestTimeouts = (ms: number) => ({
  requestTimeout: ms,
  http: {
    headersTimeout: Math.min(60_000, ms),
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.ceil(ms / 2))),
  },
});

/** A whole HTTP response, for a socket that Node's parser gave up on. */
export function rawResponse({ status, code, message }: HttpError): string {
  const body = JSON.stringify({ code, message });
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    ...SECURITY_HEADERS,
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('')}\r\n${body}`;
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (headers too large,
 * malformed) or that was not received within `requestTimeout`. Answers in the protocol's shape
 * and closes the connection. Logs the error's code only: the error may carry the raw request.
 */
export function clientErrorHandler(
  this: { log: FastifyBaseLogger },
  err: Error & { code?: string },
  socket: Socket,
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const answer =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? TIMED_OUT
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? HEADERS_TOO_LARGE
        : BAD_REQUEST;
  this.log.debug({ code: err.code, status: answer.status }, 'client error');
  if (socket.writable) socket.write(rawResponse(answer));
  socket.destroy();
}
