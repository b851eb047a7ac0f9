import { createKeyRedactor } from './createKeyRedactor'
import { decodeBody } from './decodeBody'
import { errorResponse } from './errorResponse'

/** Upstream response headers never passed to the caller (hop-by-hop, recomputed, or cookies). */
const droppedResponseHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-encoding',
  'content-length',
  'set-cookie',
])

/**
 * Passes an upstream response on to the caller: same status and body, filtered headers, the key redacted.
 * Headers whose name or value holds a form of the key (in any ASCII case) are dropped, and so is a status text
 * holding one. The
 * body is first decoded ({@link decodeBody}; an encoding that cannot be undone gives 502 `UPSTREAM_ENCODING`
 * without the body), then redacted whatever its content type: buffered, except `text/event-stream`, which is
 * streamed and redacted chunk by chunk (a key split across chunks is held back until it can be told apart).
 *
 * @param upstream - The service's response (or the one `transformQuote` returned).
 * @param secrets - The key's forms (see `secretForms`).
 * @param cors - CORS headers to set on the answer.
 * @returns The response for the caller.
 *
 * @example
 * return relayResponse(await fetch(url, init), secretForms(apiKey), {})
 */
export async function relayResponse(
  upstream: Response,
  secrets: readonly string[],
  cors: Record<string, string>,
): Promise<Response> {
  // Compared ignoring case, like the body (header names arrive lower-cased).
  const lowered = secrets.map((secret) => secret.toLowerCase())
  const leaks = (value: string) => lowered.some((secret) => value.toLowerCase().includes(secret))
  const headers = new Headers()
  for (const [name, value] of upstream.headers) {
    const lower = name.toLowerCase()
    if (droppedResponseHeaders.has(lower) || lower.startsWith('access-control-')) continue
    if (!leaks(name) && !leaks(value)) headers.append(name, value)
  }
  for (const [name, value] of Object.entries(cors)) headers.set(name, value)

  const statusText = leaks(upstream.statusText) ? '' : upstream.statusText
  const init = { status: upstream.status, statusText, headers }
  if (upstream.body === null || upstream.status === 204 || upstream.status === 304)
    return new Response(null, init)
  const body = await decodeBody(upstream)
  if (!body)
    return errorResponse(
      502,
      {
        message: 'The service answered with an unsupported content-encoding',
        errorCode: 'UPSTREAM_ENCODING',
      },
      cors,
    )
  const redact = createKeyRedactor(secrets)
  if (/^text\/event-stream/i.test(upstream.headers.get('content-type') ?? ''))
    return new Response(
      body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform: (chunk, controller) => controller.enqueue(redact(chunk)),
          flush: (controller) => controller.enqueue(redact(new Uint8Array(0), true)),
        }),
      ),
      init,
    )
  return new Response(redact(new Uint8Array(await new Response(body).arrayBuffer()), true), init)
}
