/** Help texts. Commands not written yet are listed as such, honestly. */
export const REPLAY_USAGE = `Usage: bomb-busters replay FILE [--view SEAT|spectator] [--json | --text [--lang L]]

Replay the game record FILE (format: docs/record-format.md) and print where it ends, with every
wire revealed. With --view, print instead what seat SEAT or a spectator sees at that point
(everything is revealed anyway once the game is over).

SEAT counts from 1, as the web page names seats: --view 1 is "Seat 1", the record's seat 0.

  --json    (the default) the state as JSON, for scripts. Inside the JSON, seats keep the
            record's numbers, from 0 ("viewer": 0 is Seat 1).
  --text    the game for a person to read: the mission, then every event of the game log in
            numbered lines, worded as on the web page, then the result (or whose move it is).
  --lang L  the language of --text: en (English, the default), fr, nl or vi.

Exit codes: 0 replayed; 1 bad arguments or a malformed record (message on stderr);
2 an illegal action (--json: stdout {"error": {"action": INDEX, "code": ..., "message": ...}},
INDEX from 0 in the record's actions; --text: the game up to that action, the error on stderr).
`;

export const MISSIONS_USAGE = `Usage: bomb-busters missions [--json]

List the missions this engine knows with their wire setup (blue range, red and yellow wires,
the two-player changes, equipment, the mission's own rules: sheet, sequence card). --json prints
the same as JSON.
`;

export const SOLVE_USAGE = `Usage: bomb-busters solve --position FILE
       bomb-busters solve RECORD --seat SEAT|spectator [--at N]

Exact probabilities of every hidden wire, from one seat's view. With --position, solve each
position of FILE (a position written by hand, format: docs/position-format.md). With a game
RECORD, solve what seat SEAT or a spectator knows after the first N actions (default: all of
them). SEAT counts from 1, as the web page names seats: --seat 1 is "Seat 1", the record's
seat 0.

Prints one JSON line per position:
  {"id", "status": "ok"|"inconsistent", "totalWeight": "<exact integer>", "elapsedMs",
   "marginals": [{"stand", "slot", "probs": {"5": 0.41, "Y4": 0.02, "R4": 0.01, ...}}]}
"id" names the seat as given ("FILE seat 1 after N actions"); inside the JSON, numbers count from
0 as in the position format: "stand" indexes the stands in seat order (a seat with two stands has
two), "slot" the wires of a stand from the left.

Exit codes: 0 solved (an inconsistent position is an answer too); 1 bad arguments, a malformed
position file or record (message on stderr); 2 an illegal action in the record's first N.
`;

export const SIMULATE_USAGE = `Usage: bomb-busters simulate --mission M --players P [--bot expert|cautious]
       [--games N] [--seed S] [--workers W] [--json] [--records DIR]

Play N seeded bot games of mission M (an id \`bomb-busters missions\` lists) with P players
(2-5), every seat played by a bot of the chosen level (default expert), game i with seed "S-i"
(default S: sim, N: 100). Games run on W worker threads (default: one per CPU; 1 runs them in
this process). Shows progress on stderr, then prints the win rate with its 95% confidence
interval (Wilson), the loss causes, mean mistakes (failed cuts, stuck turns), mean turns and
games per second.
--json prints the same as one JSON object; --records DIR saves every game as a record file
(DIR/S-i.json; a game a bot broke is saved as DIR/error-S-i.json) to replay with
\`bomb-busters replay\`. A mission's real-time limit (10, 19) is not simulated: the bots play
without a clock, so no game is lost to time (the report says so). A clock whose timed events
change the table (30) runs at 15 s of play per action: its events at their times, and the game
lost when its time runs out.

Exit codes: 0 done; 1 bad arguments; 2 a bot took an illegal action or a game did not end
(each such game is reported on stderr and left out of the figures).
`;

export const SERVE_USAGE = `Usage: bomb-busters serve [--port N] [--host H] [--data-dir DIR] [--database-url URL]
       [--log-level L] [--bot-delay-ms MS] [--bot-only-delay-ms MS] [--takeover-ms MS]
       [--snapshot-every N] [--clock-scale X] [--snip-grace-ms MS] [--vote-ms MS]
       [--public-origin URL] [--allowed-origins A,B] [--trust-proxy true|ADDRESSES]
       [--client-dir DIR] [limit flags]

Start the game server: HTTP API under /api, WebSockets at /ws, /healthz and /readyz. Each flag
overrides its environment variable: PORT (default 8080), HOST (127.0.0.1), DATA_DIR (./data;
the SQLite file DATA_DIR/bomb-busters.sqlite is created on first start), DATABASE_URL (use
PostgreSQL instead of SQLite), LOG_LEVEL (info), BOT_DELAY_MS (400), BOT_ONLY_DELAY_MS (1000:
the least pause between the moves of a game with no person connected, which leaves the cores to
people's tables), TAKEOVER_MS (60000: a disconnected person's seat is played by a bot after
this long), SNAPSHOT_EVERY (50),
CLOCK_SCALE (1: multiplies every time of the real-time limit of missions 10 and 19; above 0, at
most 1), SNIP_GRACE_MS (3000: in mission 10 the bots wait this long before claiming a turn nobody
holds, so a person may say "Snip!" first), VOTE_MS (60000: a vote to give up lapses after this
long), PUBLIC_ORIGIN (the address players use; set it on a
public server), ALLOWED_ORIGINS (comma-separated origins allowed besides the players' own),
TRUST_PROXY (read the client's address from X-Forwarded-For: true, or the proxies' addresses),
CLIENT_DIR (the built web client).

Limit flags, each with its variable (the README's "Limits" table gives defaults and meanings):
  --rooms-per-minute --claims-per-minute --api-requests-per-second --open-rooms-per-address
  --open-room-ttl-ms --room-idle-ms --max-sockets --sockets-per-address
  --socket-messages-per-second --address-messages-per-second --spectators-per-room
  --chat-messages-per-minute --address-chat-messages-per-minute --notes-per-seat
  --note-changes-per-seat
  --send-buffer-bytes --heartbeat-ms --join-timeout-ms --idle-timeout-ms --frame-timeout-ms
  --http-timeout-ms --bot-threads --bot-games --bot-games-per-address
Runs until SIGTERM or SIGINT, then finishes in-flight actions and closes the store.

Exit codes: 1 bad options or the server cannot start.
`;

export const USAGE = `bomb-busters: command-line tools for the Bomb Busters rules engine

Usage:
  bomb-busters replay FILE [--view SEAT|spectator] [--json | --text [--lang L]]
      Replay a game record and print the final state as JSON (everything revealed),
      or what one seat or a spectator sees with --view; --text tells the game in words.
  bomb-busters missions [--json]
      List the mission ids and their wire setup.
  bomb-busters solve --position FILE | solve RECORD --seat SEAT [--at N]
      Exact probabilities of every hidden wire from one seat's view, for positions written
      by hand or the position reached in a game record.
  bomb-busters simulate --mission M --players P [--bot expert|cautious] [--games N] ...
      Play many seeded bot games and print the win rate with a 95% confidence interval.
  bomb-busters serve [--port N] [--host H] [--data-dir DIR] ...
      Start the game server (rooms, seats, bots over WebSockets); npm start runs it.
  bomb-busters help [COMMAND] | --help
      Show this help, or the help of one command.

Seats (--view, --seat) count from 1, as the web page names them: "Seat 1" is the record's seat 0.
Exit codes: 0 success; 1 bad arguments or a malformed record; 2 an illegal action in a record.
`;

export const START_HINT = `
Try: npx bomb-busters replay examples/mission-8.json --text
`;
