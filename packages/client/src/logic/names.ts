import type { RoomInfo } from '@bomb-busters/protocol';
import type { Translator } from '../i18n/translator';

/** A display name per seat: the seat's chosen name, else "Seat n". */
export function seatNames(
  roomInfo: Pick<RoomInfo, 'seats'> | null,
  players: number,
  t: Translator['t'],
): string[] {
  return Array.from(
    { length: players },
    (_, seat) => roomInfo?.seats[seat]?.name ?? t('seat.name', { seat: seat + 1 }),
  );
}
