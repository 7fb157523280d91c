export interface ReplayProps {
  readonly room: string;
  readonly game: number | null;
  readonly seat: number | 'spectator' | null;
  readonly step: number | null;
}

export function Replay({ room }: ReplayProps) {
  return <p>Replay {room}</p>;
}
