import { describe, expect, test } from 'vitest'
import { ServerOptionError } from './ServerOptionError'
import { startSimulatorServer } from './startSimulatorServer'

// startSimulatorServer refuses what it would silently ignore, before it starts anything: no port is taken and no
// anvil starts (the anvil default mode would take seconds; these answer at once).
describe('startSimulatorServer options', () => {
  test('behavior: timing or faults at the top level is a ServerOptionError naming `simulator`', async () => {
    for (const key of ['timing', 'faults'] as const) {
      const error = await startSimulatorServer({
        port: 0,
        [key]: key === 'timing' ? { indexMs: 1 } : [],
      } as never).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ServerOptionError)
      expect(error).toMatchObject({
        name: 'ServerOptionError',
        option: key,
        message: `\`${key}\` belongs under \`simulator\`: startSimulatorServer({ simulator: { ${key} } }). At the top level it would be ignored.`,
      })
    }
  })

  test('behavior: options the server sets, top-level ones under simulator, and unknown ones are refused by name', async () => {
    const refused = async (options: object) => {
      const error = await startSimulatorServer(options as never).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ServerOptionError)
      return [(error as ServerOptionError).option, (error as ServerOptionError).message]
    }
    expect(await refused({ mode: 'anvil' })).toEqual([
      'mode',
      '`mode` is set by the server from `chains`; remove it.',
    ])
    expect(await refused({ simulator: { rpcUrls: {} } })).toEqual([
      'simulator.rpcUrls',
      '`simulator.rpcUrls` is set by the server from `chains: "anvil"` (the anvil chains it starts); remove it.',
    ])
    expect(await refused({ simulator: { seed: 3 } })).toEqual([
      'simulator.seed',
      '`seed` is a top-level option: startSimulatorServer({ seed }). Under `simulator` it would be ignored.',
    ])
    expect(await refused({ prot: 4000 })).toEqual(['prot', 'Unknown startSimulatorServer option `prot`.'])
  })

  test('default: every option in its place starts', async () => {
    const server = await startSimulatorServer({
      port: 0,
      chains: 'virtual',
      seed: 2,
      history: 0,
      trustProxy: false,
      simulator: { timing: { indexMs: 300 }, faults: [{ kind: 'status', path: '/chains', times: 1 }] },
    })
    try {
      expect((await fetch(`${server.baseUrl}/chains`)).status).toBe(503)
      expect((await fetch(`${server.baseUrl}/chains`)).status).toBe(200)
    } finally {
      await server.close()
    }
  })
})
