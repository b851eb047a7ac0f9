import { createServer, type IncomingMessage, type Server } from 'node:http'
import { WebSocketServer } from 'ws'
import { answerSvmRpc } from '../../svm/answerSvmRpc'
import type { SvmChain } from './createSvmChain'

/** The local Solana chain's RPC endpoint, running. */
export interface SvmRpcServer {
  /** `http://host:port`: JSON-RPC over HTTP POST. */
  url: string
  /** `ws://host:port`: the subscriptions, on the same port. */
  wsUrl: string
  close(): Promise<void>
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })

const call = async (chain: SvmChain, payload: unknown) => {
  const id = (payload as { id?: unknown } | null)?.id ?? null
  const method = (payload as { method?: unknown } | null)?.method
  const params = (payload as { params?: unknown } | null)?.params
  if (!payload || typeof payload !== 'object' || typeof method !== 'string')
    return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } }
  return { jsonrpc: '2.0', id, ...(await answerSvmRpc(chain, method, Array.isArray(params) ? params : [])) }
}

/**
 * Serves the local Solana chain the way a Solana node does: JSON-RPC 2.0 over HTTP POST (single calls and
 * batches; CORS open, as anvil's is) and the subscriptions over a WebSocket on the same port —
 * `signatureSubscribe` (notified once the signature is processed, at once if it already was), `slotSubscribe`
 * (a notification per processed transaction), `accountSubscribe` / `logsSubscribe` acknowledged only, and their
 * `…Unsubscribe`. `GET /health` answers `ok`.
 */
export async function serveSvmRpc(
  chain: SvmChain,
  options: { host?: string; port?: number } = {},
): Promise<SvmRpcServer> {
  const host = options.host ?? '127.0.0.1'
  const server: Server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end()
      return
    }
    if (req.method === 'GET') {
      res.writeHead(req.url === '/health' ? 200 : 405, { ...cors, 'content-type': 'text/plain' }).end('ok')
      return
    }
    readBody(req).then(
      async (body) => {
        let payload: unknown
        try {
          payload = JSON.parse(body)
        } catch {
          res
            .writeHead(200, { ...cors, 'content-type': 'application/json' })
            .end(
              JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }),
            )
          return
        }
        const answer = Array.isArray(payload)
          ? await Promise.all(payload.map((p) => call(chain, p)))
          : await call(chain, payload)
        res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(answer))
      },
      () => res.writeHead(400, cors).end(),
    )
  })

  const wss = new WebSocketServer({ server })
  wss.on('connection', (socket) => {
    let next = 1
    const signatures = new Map<number, string>()
    const slots = new Set<number>()
    const send = (data: unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(data))
    }
    const notifySignature = (id: number) => {
      const tx = chain.transaction(signatures.get(id) ?? '')
      if (!tx) return
      signatures.delete(id)
      send({
        jsonrpc: '2.0',
        method: 'signatureNotification',
        params: { result: { context: { slot: Number(tx.slot) }, value: { err: tx.err } }, subscription: id },
      })
    }
    const stop = chain.onTransaction((tx) => {
      for (const id of [...signatures.keys()]) notifySignature(id)
      for (const id of slots)
        send({
          jsonrpc: '2.0',
          method: 'slotNotification',
          params: {
            result: { parent: Number(tx.slot), root: Number(tx.slot), slot: Number(chain.slot()) },
            subscription: id,
          },
        })
    })
    socket.on('close', stop)
    socket.on('message', (raw) => {
      let message: { id?: unknown; method?: unknown; params?: unknown }
      try {
        message = JSON.parse(raw.toString())
      } catch {
        send({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
        return
      }
      const params = Array.isArray(message.params) ? message.params : []
      const method = String(message.method)
      if (method.endsWith('Unsubscribe')) {
        const id = Number(params[0])
        const known = signatures.delete(id) || slots.delete(id)
        send({ jsonrpc: '2.0', id: message.id, result: known || true })
        return
      }
      if (!['signatureSubscribe', 'slotSubscribe', 'accountSubscribe', 'logsSubscribe'].includes(method)) {
        send({
          jsonrpc: '2.0',
          id: message.id,
          error: { code: -32601, message: `Method not found: ${method}` },
        })
        return
      }
      const id = next++
      send({ jsonrpc: '2.0', id: message.id, result: id })
      if (method === 'signatureSubscribe') {
        signatures.set(id, String(params[0]))
        notifySignature(id)
      }
      if (method === 'slotSubscribe') slots.add(id)
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const bound = server.address()
  const port = typeof bound === 'object' && bound ? bound.port : options.port
  return {
    url: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${port}`,
    async close() {
      for (const client of wss.clients) client.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}
