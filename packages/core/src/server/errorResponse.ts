/**
 * A JSON error answered by the proxy itself, shaped like the service's errors: `{message, errorCode}`.
 *
 * @param status - The HTTP status.
 * @param body - The message and the error code.
 * @param headers - Headers to add (the CORS headers); `content-type` is set to JSON.
 * @returns The response.
 *
 * @example
 * errorResponse(404, { message: 'Not found', errorCode: 'NOT_FOUND' }, {})
 */
export function errorResponse(
  status: number,
  body: { message: string; errorCode: string },
  headers: Record<string, string>,
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
  })
}
