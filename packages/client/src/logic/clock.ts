/** The turn clock as the table shows it: whole seconds left since the last change, never below 0. */
export function secondsLeft(totalSeconds: number, startedAt: number, now: number): number {
  return Math.max(0, Math.ceil(totalSeconds - (now - startedAt) / 1000));
}
