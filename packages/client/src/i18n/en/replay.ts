/** replay texts (filled in by the replay work). */
export const replay = {} as const;
