/** A task scheduled on the simulator clock. */
type Task = { at: number; seq: number; run: () => unknown }

/** The simulator's clock: every time-driven behaviour (lifecycle, holds, rate limits, v2 phases) reads it. */
export interface Clock {
  /** Current time, ms since the epoch. */
  now(): number
  /** Moves the clock forward by `ms` and runs, in time order, every task that falls due. */
  advance(ms: number): Promise<void>
  /** Runs every task already due (realtime clocks call it on an interval; handlers call it on each request). */
  tick(): Promise<void>
  /** Runs `run` once the clock reaches `at`. Returns a function that cancels it. */
  schedule(at: number, run: () => unknown): () => void
  /** Number of tasks not yet run. */
  pending(): number
  /** Starts an interval that ticks a realtime clock (no-op for a manual clock). Returns a stop function. */
  start(intervalMs?: number): () => void
}

/** Options for {@link createClock}. */
export interface CreateClockOptions {
  /**
   * `realtime`: time follows the wall clock (plus any `advance`); `manual`: time moves only by `advance`.
   * Defaults to `manual`.
   */
  kind?: 'realtime' | 'manual'
  /** Start time (ms or ISO string). Defaults to the wall clock. */
  now?: number | string
}

/** Creates a clock. Pure timer logic: no Node built-ins, so it also runs in a browser (MSW). */
export function createClock(options: CreateClockOptions = {}): Clock {
  const kind = options.kind ?? 'manual'
  const start = options.now === undefined ? Date.now() : new Date(options.now).getTime()
  if (Number.isNaN(start)) throw new Error(`Invalid clock start time: ${String(options.now)}`)
  const wallAtStart = Date.now()
  let offset = 0
  let seq = 0
  let tasks: Task[] = []
  let running: Promise<void> | undefined

  const now = () => (kind === 'realtime' ? start + (Date.now() - wallAtStart) + offset : start + offset)

  const runDue = async () => {
    for (;;) {
      const t = now()
      let idx = -1
      for (let i = 0; i < tasks.length; i++) {
        const task = tasks[i]!
        if (
          task.at <= t &&
          (idx < 0 || task.at < tasks[idx]!.at || (task.at === tasks[idx]!.at && task.seq < tasks[idx]!.seq))
        )
          idx = i
      }
      if (idx < 0) return
      const [task] = tasks.splice(idx, 1)
      try {
        await task!.run()
      } catch (error) {
        console.error('[simulator] scheduled task failed', error)
      }
    }
  }

  const tick = async () => {
    // Serialise: concurrent ticks wait for the one in flight, then run what is still due.
    while (running) await running
    running = runDue().finally(() => {
      running = undefined
    })
    await running
  }

  return {
    now,
    tick,
    async advance(ms) {
      if (!(ms >= 0)) throw new Error('advanceMs must be a non-negative number')
      // Step through due tasks so each runs at (or after) its own time, in order.
      const target = now() + ms
      for (;;) {
        const next = tasks.reduce<number | undefined>(
          (m, t) => (m === undefined || t.at < m ? t.at : m),
          undefined,
        )
        if (next === undefined || next > target) break
        if (next > now()) offset += next - now()
        await tick()
      }
      if (target > now()) offset += target - now()
      await tick()
    },
    schedule(at, run) {
      const task = { at, seq: seq++, run }
      tasks.push(task)
      return () => {
        tasks = tasks.filter((t) => t !== task)
      }
    },
    pending: () => tasks.length,
    start(intervalMs = 250) {
      if (kind !== 'realtime') return () => {}
      const id = setInterval(() => void tick(), intervalMs)
      return () => clearInterval(id)
    },
  }
}
