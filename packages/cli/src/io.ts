/** Where a command writes: injectable so commands can be tested in-process. */
export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

export const processIo: Io = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/** Exit codes of every command. */
export const EXIT = { ok: 0, badInput: 1, illegalAction: 2 } as const;

export const printJson = (io: Io, value: unknown): void =>
  io.out(`${JSON.stringify(value, null, 2)}\n`);
