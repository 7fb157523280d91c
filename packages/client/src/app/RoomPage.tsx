import { useEffect, useState } from 'react';
import { deferred } from './deferred';
import { useI18n } from '../i18n/I18n';
import { readPrefs, seatIn } from '../state/storage';
import { cleanName } from '../home/form';
import { useTable } from '../state/useTable';

const TableScreen = deferred(() => import('../table/TableScreen').then((m) => m.TableScreen));
/** The table's code, fetched as the app starts on a room's address (before its first render). */
export const preloadTable = () => void TableScreen.preload();
const RoomLobby = deferred(() => import('../home/RoomLobby').then((m) => m.RoomLobby), {
  parts: ['home', 'campaign'],
});

/**
 * How this browser joins `room`: with the seat its saved token holds, else (or to watch) as a
 * spectator, named in the chat by the name the home page keeps (the server numbers nameless ones).
 */
export function joinOf(room: string, watch: boolean): { token?: string; name?: string } {
  const token = watch ? undefined : seatIn(room)?.token;
  return token ? { token } : { name: cleanName(readPrefs().name ?? '') };
}

/**
 * One room: its lobby until the game starts, then the table. The browser's saved token for the
 * room makes it that seat; without one (or with ?watch) it watches as a spectator, named in the
 * chat by the name the home page keeps.
 */
export function RoomPage({ room, watch }: { room: string; watch: boolean }) {
  const { t } = useI18n();
  const [join] = useState(() => joinOf(room, watch));
  // A spectator who claims a seat in the lobby joins with its token from then on.
  const [token, setToken] = useState(join.token);
  const table = useTable(room, token, token ? undefined : join.name);
  // Fetch the table's code while the socket joins, not after.
  useEffect(() => void TableScreen.preload(), []);
  const { roomInfo, fatal, rejection } = table.state;
  if (fatal) return <p role="alert">{t(`error.${fatal}`)}</p>;
  // A refused join that will be retried (the server is busy...) says why it takes long.
  if (!roomInfo)
    return (
      <p className="loading" role="status">
        {t('connection.connecting')}
        {rejection && ` ${t(`error.${rejection.code}`)}`}
      </p>
    );
  if (roomInfo.status === 'open')
    return <RoomLobby room={room} table={table} token={token} onClaimed={setToken} />;
  return <TableScreen room={room} table={table} token={token} />;
}
