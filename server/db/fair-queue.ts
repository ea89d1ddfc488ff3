/**
 * Runs async jobs one at a time, starting each in its own turn of the event loop (`setImmediate`).
 *
 * Why: PGlite runs every query synchronously on the main thread and hands the next queued query its
 * turn through promise resolution, so a backlog of queries drains entirely in microtasks and the
 * event loop never reaches its I/O phase meanwhile. Under load (100 connections) new connections were
 * accepted about one per drained backlog, and their first requests waited 8 to 15 s while requests on
 * established connections took 300 ms (bench/new-connections.ts). One job per turn lets the loop accept
 * connections and read requests between any two queries, so waiting is first come, first served.
 */
export function createFairQueue(): <T>(job: () => Promise<T>) => Promise<T> {
  const jobs: (() => Promise<void>)[] = [];
  let isRunning = false;
  const runNext = () => {
    const job = jobs.shift();
    if (!job) {
      isRunning = false;
      return;
    }
    void job().finally(() => setImmediate(runNext));
  };
  return <T>(job: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      jobs.push(() => job().then(resolve, reject));
      if (!isRunning) {
        isRunning = true;
        setImmediate(runNext);
      }
    });
}
