/**
 * Counts the steps a parser takes (lines read, candidates compared). Passed to the chapter detector by
 * tests that hold its work to a linear function of the input: a quadratic path fails by the count,
 * where a clock would flake on a busy machine. Production callers pass nothing.
 */
export interface WorkCounter {
  steps: number;
}
