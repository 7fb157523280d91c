/** Secret tokens: 128 random bits, hex; only their SHA-256 is stored. */
import { createHash, randomBytes } from 'node:crypto';

export const newToken = (): string => randomBytes(16).toString('hex');
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
export const newRoomId = (): string => randomBytes(6).toString('base64url');
