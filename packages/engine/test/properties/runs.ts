/**
 * How a property test samples its cases. `npm test` tries a third of the test's full count from a
 * fixed seed, so the suite stays quick (within 15 minutes on the 2-core machine) and never fails by
 * chance; `npm run test:sweep` (PROPERTY_RUNS=full) tries the full count from fresh seeds.
 */
export function sampled(full: number): { readonly numRuns: number; readonly seed?: number } {
  if (process.env.PROPERTY_RUNS === 'full') return { numRuns: full };
  return { numRuns: Math.max(5, Math.ceil(full / 3)), seed: 24 };
}
