import type { Table } from '../state/useTable';

export interface TableScreenProps {
  readonly room: string;
  readonly table: Table;
  readonly token: string | undefined;
}

export function TableScreen({ room }: TableScreenProps) {
  return <p>Table {room}</p>;
}
