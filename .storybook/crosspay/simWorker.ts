import { http } from 'msw'
import { setupWorker } from 'msw/browser'

/** The simulator's origin in Storybook: every request to it is answered in the page (MSW), never by a network. */
export const simOrigin = 'https://sim.crosspay.test'

type Answer = (request: Request) => Promise<Response>

// Each live story's simulator answers under its own path prefix (`https://sim.crosspay.test/<key>/…`), so a docs
// page with several live stories keeps them apart.
const mounted = new Map<string, Answer>()
let started: Promise<unknown> | undefined

const answer = async ({ request }: { request: Request }) => {
  const url = new URL(request.url)
  const [, key = '', ...rest] = url.pathname.split('/')
  const target = mounted.get(key)
  if (!target)
    return Response.json(
      { message: `No live simulator at ${simOrigin}/${key} (its story was closed)`, errorCode: 'NOT_FOUND' },
      { status: 404 },
    )
  url.pathname = `/${rest.join('/')}`
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
  try {
    return await target(new Request(url, { method: request.method, headers: request.headers, body }))
  } catch (error) {
    // An injected connection reset (the simulator's `reset` fault): the page sees a network failure.
    if (error instanceof TypeError) return Response.error()
    throw error
  }
}

/**
 * Starts the page's MSW worker once (its script, `mockServiceWorker.js`, is served from `.storybook/public`);
 * later calls wait for the same start.
 */
export function startSimWorker(): Promise<unknown> {
  started ??= setupWorker(http.all(`${simOrigin}/*`, answer)).start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: new URL('mockServiceWorker.js', document.baseURI).pathname },
  })
  return started
}

/** Routes `https://sim.crosspay.test/<key>/…` to `fetch` (path without the prefix); returns the unmount function. */
export function mountSimulator(key: string, fetch: Answer): () => void {
  mounted.set(key, fetch)
  return () => {
    if (mounted.get(key) === fetch) mounted.delete(key)
  }
}
