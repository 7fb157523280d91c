/** Solves a view off the main thread: the table keeps answering while the solver counts. */
import type { SeatView } from '@bomb-busters/engine';
import { positionFromView, solve } from '@bomb-busters/solver';
import { probabilitiesOf } from './probabilities';
import type { WireProbabilities } from './types';

export interface SolveRequest {
  readonly id: number;
  readonly view: SeatView;
}
export type SolveAnswer =
  | { readonly id: number; readonly probabilities: WireProbabilities }
  | { readonly id: number; readonly probabilities: null };

// The worker's global scope, typed with what is used (the project's lib is the DOM's, not a worker's).
const scope = self as unknown as {
  onmessage: (event: MessageEvent<SolveRequest>) => void;
  postMessage(answer: SolveAnswer): void;
};

scope.onmessage = ({ data }) => {
  let answer: SolveAnswer;
  try {
    answer = {
      id: data.id,
      probabilities: probabilitiesOf(data.view, solve(positionFromView(data.view))),
    };
  } catch {
    // A view the solver cannot read: no aid rather than a wrong one.
    answer = { id: data.id, probabilities: null };
  }
  scope.postMessage(answer);
};
