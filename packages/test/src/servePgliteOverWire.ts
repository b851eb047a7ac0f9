import { createServer, type Socket } from 'node:net'

/** The part of a PGlite database {@link servePgliteOverWire} uses (structural: this package needs no PGlite). */
export type WireDatabase = {
  waitReady: Promise<void>
  execProtocolRawStream(
    message: Uint8Array,
    options: { onRawData: (data: Uint8Array) => void },
  ): Promise<void>
  runExclusive<T>(callback: () => Promise<T>): Promise<T>
  isInTransaction(): boolean
  exec(sql: string): Promise<unknown>
}

/** A running {@link servePgliteOverWire} server. */
export type WireServer = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, for `pg` and other Postgres clients. */
  url: string
  host: string
  port: number
  /** Closes every connection (rolling back an open transaction) and the server; the database stays open. */
  close(): Promise<void>
}

const sslRequest = 80877103
const gssEncRequest = 80877104
const cancelRequest = 80877102

/**
 * Serves one PGlite over the Postgres wire protocol to many connections, as test servers sharing one Postgres. PGlite
 * has a single session, so connections take turns: a connection holds the session from its first message to the end
 * of its batch (the `Sync` of an extended-protocol batch or a simple `Query`), and for as long as it has a
 * transaction open. `@electric-sql/pglite-socket` takes turns per message outside transactions, so two clients'
 * `Parse`/`Bind`/`Execute` interleave and bind each other's statements (pglite issue #1046: "unnamed prepared
 * statement does not exist", or another client's rows).
 *
 * @example
 * const server = await servePgliteOverWire(db)
 * const pool = new pg.Pool({ connectionString: server.url })
 */
export async function servePgliteOverWire(db: WireDatabase): Promise<WireServer> {
  await db.waitReady
  const session = { owner: undefined as Socket | undefined, waiters: [] as (() => void)[] }
  const sockets = new Map<Socket, Promise<void>>()
  const acquire = async (socket: Socket) => {
    while (session.owner && session.owner !== socket) await new Promise<void>((r) => session.waiters.push(r))
    session.owner = socket
  }
  const release = (socket: Socket) => {
    if (session.owner !== socket) return
    session.owner = undefined
    for (const wake of session.waiters.splice(0)) wake()
  }
  const leave = async (socket: Socket) => {
    if (session.owner !== socket) return
    if (db.isInTransaction()) await db.exec('ROLLBACK')
    release(socket)
  }
  const serve = (socket: Socket) => {
    socket.setNoDelay(true)
    let buffered = Buffer.alloc(0)
    let started = false
    let turn = Promise.resolve()
    const run = async (message: Buffer, endsBatch: boolean) => {
      if (socket.destroyed) return
      await acquire(socket)
      await db.runExclusive(() =>
        db.execProtocolRawStream(new Uint8Array(message), {
          onRawData: (data) => {
            if (data.length > 0 && socket.writable) socket.write(Buffer.from(data))
          },
        }),
      )
      if (endsBatch && !db.isInTransaction()) release(socket)
    }
    const take = () => {
      for (;;) {
        if (!started) {
          if (buffered.length < 8) return
          const length = buffered.readInt32BE(0)
          if (buffered.length < length) return
          const code = buffered.readInt32BE(4)
          const message = buffered.subarray(0, length)
          buffered = buffered.subarray(length)
          if (code === sslRequest || code === gssEncRequest) socket.write('N')
          else if (code === cancelRequest) socket.end()
          else {
            started = true
            turn = turn.then(() => run(message, true))
          }
          continue
        }
        if (buffered.length < 5) return
        const length = 1 + buffered.readInt32BE(1)
        if (buffered.length < length) return
        const type = String.fromCharCode(buffered[0]!)
        const message = buffered.subarray(0, length)
        buffered = buffered.subarray(length)
        if (type === 'X') {
          turn = turn.then(async () => {
            await leave(socket)
            socket.end()
          })
          return
        }
        turn = turn.then(() => run(message, type === 'S' || type === 'Q'))
      }
    }
    socket.on('data', (data) => {
      buffered = Buffer.concat([buffered, data])
      take()
      turn = turn.catch((error: unknown) => {
        socket.destroy(error instanceof Error ? error : new Error(String(error)))
      })
    })
    socket.on('error', () => {})
    sockets.set(
      socket,
      new Promise((resolve) =>
        socket.on('close', () => {
          turn
            .then(() => leave(socket))
            .catch(() => release(socket))
            .finally(resolve)
        }),
      ),
    )
  }
  const server = createServer(serve)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('servePgliteOverWire: no TCP address')
  const { port } = address
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    host: '127.0.0.1',
    port,
    async close() {
      for (const socket of sockets.keys()) socket.destroy()
      await Promise.all(sockets.values())
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
