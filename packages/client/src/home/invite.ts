/** Reading what someone pasted to join a table: an invite link, a room path or a bare room id. */
import { ROOM_ID_PATTERN } from '@bomb-busters/protocol/constants';
import { roomPath } from '../app/router';

export interface Invite {
  readonly room: string;
  readonly watch: boolean;
}

export function parseInvite(text: string): Invite | null {
  const raw = text.trim();
  if (ROOM_ID_PATTERN.test(raw)) return { room: raw, watch: false };
  let url: URL;
  try {
    // A path or a link without a scheme ("example.org/room/x") resolves against a dummy origin.
    url = new URL(raw, 'http://invite.local');
    if (!/^\/room\//.test(url.pathname) && !raw.includes('://'))
      url = new URL(`http://${raw.replace(/^\/+/, '')}`);
  } catch {
    return null;
  }
  const match = /^\/room\/([^/]+)\/?$/.exec(url.pathname);
  if (!match?.[1]) return null;
  let room: string;
  try {
    room = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return ROOM_ID_PATTERN.test(room) ? { room, watch: url.searchParams.has('watch') } : null;
}

/** The page of an invite. */
export const invitePath = (invite: Invite): string =>
  `${roomPath(invite.room)}${invite.watch ? '?watch' : ''}`;
