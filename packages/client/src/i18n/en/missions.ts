/** missions texts (filled in by the missions work). */
export const missions = {} as const;
