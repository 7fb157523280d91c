/** The training aid: the solver's chances for the viewer's hidden teammate wires, from a worker. */
import { useEffect, useRef, useState } from 'react';
import type { SeatView } from '@bomb-busters/engine';
import type { WireProbabilities } from './types';
import type { SolveAnswer, SolveRequest } from './worker';

/** Null while off, while the answer for the current view is being computed, or if it failed. */
export function useProbabilities(
  view: SeatView | null,
  enabled: boolean,
): WireProbabilities | null {
  const worker = useRef<Worker | null>(null);
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
    worker.current ??= new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    const id = ++latest.current;
    worker.current.onmessage = ({ data }: MessageEvent<SolveAnswer>) => {
      // Drop answers to views that have since changed.
      if (data.id !== latest.current) return;
      setAnswer(data.probabilities ? { key, probabilities: data.probabilities } : null);
    };
    worker.current.postMessage({ id, view: current } satisfies SolveRequest);
  }, [key]);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  return answer && answer.key === key ? answer.probabilities : null;
}
