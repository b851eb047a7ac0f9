// Test helper of the AppBalanceCard tests (not part of the package).
import { type CrosspayClient, createClient } from '@crosspay/core'
import type { SimulatorServer } from '@crosspay/simulator/node'

/**
 * A client on the server (over real HTTP) whose requests to a path can be held (`hold(/claim.confirm$/)`) and
 * counted: lets a test see a step while its request is surely in flight.
 */
export function createGatedClient(server: SimulatorServer, apiKey?: string) {
  const calls: string[] = []
  let gate: { path: RegExp; open: () => void; promise: Promise<void> } | undefined
  const client: CrosspayClient = createClient({
    baseUrl: server.baseUrl,
    ...(apiKey ? { apiKey } : {}),
    onWarning: () => {},
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      calls.push(url.pathname)
      if (gate?.path.test(url.pathname)) await gate.promise
      return fetch(input, init)
    },
  })
  return {
    client,
    calls,
    count: (path: RegExp) => calls.filter((c) => path.test(c)).length,
    hold(path: RegExp) {
      let open = () => {}
      const promise = new Promise<void>((resolve) => {
        open = resolve
      })
      gate = { path, open, promise }
    },
    release() {
      gate?.open()
      gate = undefined
    },
  }
}
