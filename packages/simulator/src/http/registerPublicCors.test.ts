import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'

const preflight = (path: string, method: string, headers: string) =>
  new Request(`http://sim${path}`, {
    method: 'OPTIONS',
    headers: {
      origin: 'http://app.example',
      'access-control-request-method': method,
      'access-control-request-headers': headers,
    },
  })
const allowedOf = (res: Response) =>
  (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/)

describe('registerPublicCors', () => {
  test("behavior: the peer SDK's and widget's version headers pass the preflight of every public route they call", async () => {
    const sim = createSimulator()
    const peer = ['content-type', 'relay-sdk-version', 'relay-kit-ui-version']
    for (const [path, method] of [
      ['/quote/v2', 'POST'],
      ['/chains', 'GET'],
      ['/currencies/v2', 'POST'],
      ['/currencies/token/price', 'GET'],
      ['/intents/status/v3', 'GET'],
    ] as const) {
      const res = await sim.fetch(preflight(path, method, peer.join(',')))
      expect(res.status, path).toBe(204)
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*')
      expect(allowedOf(res), path).toEqual(expect.arrayContaining([...peer, 'x-api-key', 'authorization']))
      expect(res.headers.get('access-control-allow-methods'), path).toMatch(new RegExp(method))
    }
    await sim.close()
  })

  test('behavior: the /__sim/* control routes grant no CORS at all (another origin cannot preflight them)', async () => {
    const sim = createSimulator()
    const res = await sim.fetch(preflight('/__sim/clock', 'POST', 'content-type'))
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    expect(res.headers.get('access-control-allow-headers')).toBeNull()
    await sim.close()
  })
})
