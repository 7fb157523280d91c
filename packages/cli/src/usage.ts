/** Help texts. Commands not written yet are listed as such, honestly. */
export const REPLAY_USAGE = `Usage: bomb-busters replay FILE [--view SEAT|spectator]

Replay the game record FILE (format: docs/record-format.md) and print the final state as JSON
on stdout, with every wire revealed. With --view, print instead what seat SEAT (0-based) or a
spectator sees at that point (everything is revealed anyway once the game is over).

Exit codes: 0 replayed; 1 bad arguments or a malformed record (message on stderr);
2 an illegal action (stdout: {"error": {"action": INDEX, "code": ..., "message": ...}}).
`;

export const MISSIONS_USAGE = `Usage: bomb-busters missions [--json]

List the missions this engine knows with their wire setup (blue range, red and yellow wires,
the two-player changes, equipment, mission sheet). --json prints the same as JSON.
`;

export const USAGE = `bomb-busters: command-line tools for the Bomb Busters rules engine

Usage:
  bomb-busters replay FILE [--view SEAT|spectator]
      Replay a game record and print the final state as JSON (everything revealed),
      or what one seat or a spectator sees with --view.
  bomb-busters missions [--json]
      List the mission ids and their wire setup.
  bomb-busters help [COMMAND] | --help
      Show this help, or the help of one command.

Not written yet (planned): serve (game server), simulate (bot games), solve (wire
probabilities for one seat).

Exit codes: 0 success; 1 bad arguments or a malformed record; 2 an illegal action in a record.
`;

export const START_HINT = `
Try: npx bomb-busters replay examples/mission-8.json
`;
