/** home texts (filled in by the home work). */
export const home = {} as const;
