/**
 * One solver call per distinct position: a bot often decides twice on the same facts in a turn
 * (after a Stabilizer, say). Only the position matters to an Analysis, so the last one is reused.
 */
import type { SeatView } from '@bomb-busters/engine';
import { positionFromView } from '@bomb-busters/solver';
import { Analysis } from './analysis.js';

export class AnalysisCache {
  private key = '';
  private value: Analysis | null = null;

  get(view: SeatView): Analysis {
    const position = positionFromView(view);
    const key = JSON.stringify(position);
    if (this.value === null || key !== this.key) {
      this.value = new Analysis(view, position);
      this.key = key;
    }
    return this.value;
  }
}
