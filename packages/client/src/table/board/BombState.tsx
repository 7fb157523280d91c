import type { SeatView } from '@bomb-busters/engine';
import { Dial } from './Dial';
import { Markers } from './Markers';
import { Validation } from './Validation';

/** The bomb's state every table shows first: the detonator, the red and yellow wires, the validated values. */
export function BombState({ view }: { view: SeatView }) {
  return (
    <>
      <Dial dial={view.dial} />
      <Markers view={view} />
      <Validation validated={view.validated} mission={view.mission} redValues={view.redValues} />
    </>
  );
}
