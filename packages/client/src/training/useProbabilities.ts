/** The training aid: the solver's chances for the viewer's hidden teammate wires, from a worker. */
import { useEffect, useRef, useState } from 'react';
import type { SeatView } from '@bomb-busters/engine';
import type { WireProbabilities } from './types';
import type { SolveAnswer, SolveRequest } from './worker';

interface Asked {
  readonly id: number;
  readonly key: string;
  readonly view: SeatView;
}

/** Null while off, while the answer for the current view is being computed, or if it failed. */
export function useProbabilities(
  view: SeatView | null,
  enabled: boolean,
): WireProbabilities | null {
  const worker = useRef<Worker | null>(null);
  // One question at a time: while the worker counts, only the newest view waits its turn, so
  // views that went by during a long count are never solved.
  const solving = useRef<Asked | null>(null);
  const waiting = useRef<Asked | null>(null);
  const latest = useRef(0);
  const [answer, setAnswer] = useState<{ key: string; probabilities: WireProbabilities } | null>(
    null,
  );
  // A new version (or viewer, or game) asks again; the view itself is read when asking.
  const key = view && enabled ? `${view.mission}/${view.viewer}/${view.version}` : null;
  const viewRef = useRef(view);
  useEffect(() => {
    viewRef.current = view;
  });

  useEffect(() => {
    const current = viewRef.current;
    if (key === null || !current) return;
    const ask = (asked: Asked) => {
      solving.current = asked;
      worker.current?.postMessage({ id: asked.id, view: asked.view } satisfies SolveRequest);
    };
    if (!worker.current) {
      const created = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
      created.onmessage = ({ data }: MessageEvent<SolveAnswer>) => {
        const asked = solving.current;
        solving.current = null;
        if (asked && data.id === asked.id && data.id === latest.current)
          setAnswer(
            data.probabilities ? { key: asked.key, probabilities: data.probabilities } : null,
          );
        const next = waiting.current;
        waiting.current = null;
        if (next) ask(next);
      };
      worker.current = created;
    }
    const asked = { id: ++latest.current, key, view: current };
    if (solving.current) waiting.current = asked;
    else ask(asked);
  }, [key]);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
      solving.current = null;
      waiting.current = null;
    },
    [],
  );

  return answer && answer.key === key ? answer.probabilities : null;
}
