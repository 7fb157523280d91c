/** board texts (filled in by the board work). */
export const board = {} as const;
