export * from './position.js';
export * from './solution.js';
export { solve, exactTotal, conditionalProbability, pNone, type SolveOptions } from './solve.js';
export { positionFromView } from './from-view.js';
export {
  parsePositionFile,
  parsePosition,
  formatPosition,
  SPECTATOR,
  type PositionFileError,
} from './position-file.js';
