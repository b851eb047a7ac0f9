import { createConnection, createServer, type Server } from 'node:net'
import { scaleTimeout } from '@crosspay/simulator/node'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { servePgliteOverWire, type WireServer } from './servePgliteOverWire'

const state = {} as { db: PGlite; server: WireServer; pools: pg.Pool[]; relay: Server }

/** A TCP relay that passes what clients send in 16-byte pieces, a turn of the event loop apart: the server receives
 * a client's batch in parts, as it does from a busy network, so other connections' messages can arrive between. */
async function startSlicingRelay(port: number): Promise<{ server: Server; url: string }> {
  const server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port, noDelay: true })
    let queue = Promise.resolve()
    client.on('data', (data) => {
      for (let at = 0; at < data.length; at += 16) {
        const piece = data.subarray(at, at + 16)
        queue = queue.then(
          () => new Promise((resolve) => setImmediate(() => upstream.write(piece, () => resolve()))),
        )
      }
    })
    upstream.pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
    client.on('error', () => {})
    upstream.on('error', () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address() as { port: number }
  return { server, url: `postgres://postgres@127.0.0.1:${address.port}/postgres` }
}

beforeAll(async () => {
  state.db = new PGlite()
  await state.db.exec('create table t (id int primary key, owner text not null)')
  state.server = await servePgliteOverWire(state.db)
  const relay = await startSlicingRelay(state.server.port)
  state.relay = relay.server
  state.pools = [0, 1].map(() => new pg.Pool({ connectionString: relay.url, max: 4 }))
}, scaleTimeout(60_000)) // PGlite's start: seconds of WASM on a loaded machine (vitest's hook default is 10 s)

afterAll(async () => {
  for (const pool of state.pools) await pool.end()
  state.relay.close()
  await state.server.close()
  await state.db.close()
})

describe('servePgliteOverWire', () => {
  test('behavior: concurrent parameterised queries of many connections each read their own statement and rows', async () => {
    // Statements of different shapes and simple queries at once: a Parse/Bind interleaved with another connection's
    // messages binds the other's statement or finds none (pglite-socket: "unnamed prepared statement does not exist").
    const query = (n: number): Promise<unknown> => {
      const pool = state.pools[n % 2]!
      if (n % 3 === 0) return pool.query('select $1::int + 1 as v', [n]).then((r) => r.rows[0].v)
      if (n % 3 === 1)
        return pool.query("select 'x' || $1::text || $2::text as v", [n, 'y']).then((r) => r.rows[0].v)
      return pool.query('select 7 as v').then((r) => r.rows[0].v) // the simple protocol: drops the unnamed statement
    }
    const expected = (n: number) => [n + 1, `x${n}y`, 7][n % 3]
    const rounds = () => Promise.all(Array.from({ length: 200 }, (_, n) => query(n)))
    await rounds() // every connection of both pools open
    expect(await rounds()).toEqual(Array.from({ length: 200 }, (_, n) => expected(n)))
  })

  test('behavior: an open transaction holds the session: another connection waits and sees only committed rows', async () => {
    const a = await state.pools[0]!.connect()
    try {
      await a.query('begin')
      await a.query('insert into t (id, owner) values ($1, $2)', [1, 'a'])
      const other = state.pools[1]!.query('select count(*)::int as n from t')
      await a.query('insert into t (id, owner) values ($1, $2)', [2, 'a'])
      await a.query('commit')
      expect((await other).rows[0].n).toBe(2)
    } finally {
      a.release()
    }
  })

  test('behavior: a connection closed inside a transaction is rolled back and frees the session', async () => {
    const client = new pg.Client({ connectionString: state.server.url })
    await client.connect()
    await client.query('begin')
    await client.query('insert into t (id, owner) values ($1, $2)', [3, 'closed'])
    await client.end()
    const rows = await state.pools[1]!.query('select owner from t where id = $1', [3])
    expect(rows.rows).toEqual([])
  })
})
