/** play texts (filled in by the play work). */
export const play = {} as const;
