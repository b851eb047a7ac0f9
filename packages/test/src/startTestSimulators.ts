import { afterEach } from 'vitest'
import {
  type CreateTestSimulatorOptions,
  createTestSimulator,
  type TestSimulator,
} from './createTestSimulator'

/**
 * For a test file: returns `start(options?)`, which creates a test simulator (see `createTestSimulator`)
 * that is closed after the test that started it. Call once at the top level of the file.
 *
 * @example
 * const start = startTestSimulators()
 * test('default', async () => { const t = start({ history: 5 }); … })
 */
export function startTestSimulators(): (options?: CreateTestSimulatorOptions) => TestSimulator {
  const started: TestSimulator[] = []
  afterEach(async () => {
    await Promise.all(started.splice(0).map((t) => t.close()))
  })
  return (options) => {
    const t = createTestSimulator(options)
    started.push(t)
    return t
  }
}
