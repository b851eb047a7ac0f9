import type { FaultRule } from '@crosspay/simulator'

/**
 * Test fixture: the fault rules still in force on the simulator server at `baseUrl` (`GET /__sim/faults`), each with
 * its `hits`; a rule hit its `times` is gone. Throws when the route does not answer 200.
 *
 * @example
 * expect(await readSimFaults(server.baseUrl)).toEqual([]) // every injected fault was hit
 */
export async function readSimFaults(baseUrl: string): Promise<(FaultRule & { hits: number })[]> {
  const res = await fetch(`${baseUrl}/__sim/faults`)
  if (res.status !== 200) throw new Error(`GET /__sim/faults answered ${res.status}`)
  return ((await res.json()) as { faults: (FaultRule & { hits: number })[] }).faults
}
