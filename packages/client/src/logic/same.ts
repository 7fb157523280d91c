/** The same plain data (server messages, actions): equal as JSON, keys in the same order. */
export const sameJson = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
