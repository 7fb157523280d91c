/**
 * Where a JSON text stops being valid. V8's JSON.parse messages give a position only for some
 * errors, so a small validating scanner finds the offset; it is only run after JSON.parse failed.
 */
class Stop extends Error {
  constructor(readonly offset: number) {
    super(`JSON error at ${offset}`);
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

/** The offset of the first syntax error in `text`, or -1 if it is valid JSON. */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const stop = (): never => {
    throw new Stop(i);
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++;
  };
  const expect = (char: string) => {
    if (text[i] !== char) stop();
    i++;
  };
  const literal = (word: string) => {
    for (const char of word) expect(char);
  };
  const string = () => {
    expect('"');
    for (;;) {
      const char = text[i];
      if (char === undefined || char < ' ') stop();
      if (char === '"') {
        i++;
        return;
      }
      if (char === '\\') {
        ESCAPE.lastIndex = i;
        if (!ESCAPE.test(text)) stop();
        i = ESCAPE.lastIndex;
      } else i++;
    }
  };
  const items = (close: string, item: () => void) => {
    i++;
    space();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      item();
      space();
      if (text[i] === close) {
        i++;
        return;
      }
      expect(',');
    }
  };
  const value = (): void => {
    space();
    switch (text[i]) {
      case '{':
        return items('}', () => {
          space();
          string();
          space();
          expect(':');
          value();
        });
      case '[':
        return items(']', value);
      case '"':
        return string();
      case 't':
        return literal('true');
      case 'f':
        return literal('false');
      case 'n':
        return literal('null');
      default: {
        NUMBER.lastIndex = i;
        if (!NUMBER.test(text)) stop();
        i = NUMBER.lastIndex;
      }
    }
  };
  try {
    value();
    space();
    if (i < text.length) stop();
    return -1;
  } catch (e) {
    if (e instanceof Stop) return e.offset;
    throw e;
  }
}

/** 1-based line and column of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
