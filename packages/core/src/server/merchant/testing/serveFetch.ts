import { createServer } from 'node:http'

/**
 * Test fixture: serves a fetch handler (an in-process simulator's) over HTTP on 127.0.0.1 and a free port, so
 * another process can call it. Answers its URL and a `close()`.
 */
export async function serveFetch(
  handler: (request: Request) => Promise<Response> | Response,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(name, value)
    const response = await handler(
      new Request(new URL(req.url ?? '/', 'http://sim.test'), {
        method: req.method ?? 'GET',
        headers,
        ...(body ? { body } : {}),
      }),
    )
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
