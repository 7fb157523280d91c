/** Reading a game record from a file, with messages that say exactly what is wrong and where. */
import { readFile } from 'node:fs/promises';
import { err, ok, parseRecord, type GameRecord, type Result } from '@bomb-busters/engine';
import { jsonErrorOffset, lineColumn } from './json-error.js';

export const READ_PROBLEMS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EISDIR: 'is a directory, not a file',
};

/** Read and parse `path`; the error is a one-line message naming the file. */
export async function loadRecord(path: string): Promise<Result<GameRecord, string>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    const reason = READ_PROBLEMS[code] ?? (e as Error).message;
    return err(`${path}: cannot read the file: ${reason}.`);
  }
  const json = parseJson(path, text);
  if (!json.ok) return json;
  const record = parseRecord(json.value);
  if (!record.ok) return err(`${path}: not a valid game record: ${record.error.message}`);
  return ok(record.value);
}

export function parseJson(path: string, text: string): Result<unknown, string> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (e) {
    const offset = jsonErrorOffset(text);
    const where = offset === -1 ? '' : describe(text, offset);
    return err(`${path}${where}: not valid JSON: ${(e as Error).message}.`);
  }
}

function describe(text: string, offset: number): string {
  const { line, column } = lineColumn(text, offset);
  return `:${line}:${column} (position ${offset})`;
}
