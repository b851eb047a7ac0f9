/**
 * A queue that runs tasks one at a time, in order (the solver's transactions on one chain, so
 * nonces never collide). A failing task rejects its own promise and never blocks the next.
 */
export function createSerialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve()
  return (task) => {
    const run = tail.then(task, task)
    tail = run.catch(() => undefined)
    return run
  }
}
