import type { Table } from '../state/useTable';

export interface RoomLobbyProps {
  readonly room: string;
  readonly table: Table;
  readonly token: string | undefined;
  readonly onClaimed: (token: string) => void;
}

export function RoomLobby({ room }: RoomLobbyProps) {
  return <p>Lobby {room}</p>;
}
