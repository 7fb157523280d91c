/**
 * The health probe of `bench/server.bench.ts`: `GET /healthz` every `everyMs` for `durationMs`,
 * each timed from send to the whole answer. In a worker thread of its own, beside the load
 * generator's, so that the load generator's busy event loop (JSON of thousands of sockets) does
 * not count as the server's latency. The thread starts before play (one untimed request), and
 * probes from the `start` message on.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';

export interface ProbeOptions {
  readonly url: string;
  readonly everyMs: number;
  readonly durationMs: number;
}

/** From the main thread: probe now (the thread is ready once it says `ready`). */
export type ProbeCommand = { readonly type: 'start' };

export type ProbeMessage = { readonly type: 'ready' } | ({ readonly type: 'done' } & ProbeReport);

export interface ProbeReport {
  /** Round trips of the answered probes (ms), in order. */
  readonly latencies: Float64Array;
  /** Probes that failed (an error, or a status other than 2xx). */
  readonly failed: number;
  /** Ticks skipped because this thread was late by a whole period or more. */
  readonly late: number;
}

/** One untimed request: the code is warm and a connection open before the clock starts. */
export async function warmUp(o: ProbeOptions): Promise<void> {
  await fetch(o.url)
    .then((res) => res.arrayBuffer())
    .catch(() => undefined);
}

export async function probe(o: ProbeOptions): Promise<ProbeReport> {
  const latencies: number[] = [];
  let failed = 0;
  let late = 0;
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  // Ticks on a fixed schedule: a probe still waiting does not delay the next one.
  for (let tick = 1; tick * o.everyMs < o.durationMs; tick++) {
    const due = start + tick * o.everyMs;
    const wait = due - performance.now();
    if (wait <= -o.everyMs) {
      late++;
      continue;
    }
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const at = performance.now();
    const p = fetch(o.url)
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.ok) latencies.push(performance.now() - at);
        else failed++;
      })
      .catch(() => void failed++)
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  }
  await Promise.all(inFlight);
  return { latencies: Float64Array.from(latencies), failed, late };
}

// Worker entry: the main thread passes ProbeOptions as workerData.
if (parentPort && workerData) {
  const port = parentPort;
  const o = workerData as ProbeOptions;
  port.once('message', (_start: ProbeCommand) => {
    void probe(o).then((r) => port.postMessage({ type: 'done', ...r } satisfies ProbeMessage));
  });
  void warmUp(o).then(() => port.postMessage({ type: 'ready' } satisfies ProbeMessage));
}
