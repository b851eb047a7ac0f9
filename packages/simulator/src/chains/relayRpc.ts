/**
 * Relays one JSON-RPC request (a single call or a batch, as it came) to a live chain at `url` (anvil, or the Solana facade) and returns
 * anvil's answer as it is (status and body), so the fault rules in front of the route apply to a live chain as to a
 * virtual one. Anvil out of reach is a 502 with a JSON-RPC error naming its URL.
 */
export async function relayRpc(request: Request, url: string): Promise<Response> {
  const body = await request.text()
  try {
    const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    return new Response(await answer.text(), {
      status: answer.status,
      headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' },
    })
  } catch {
    return Response.json(
      {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32603, message: `The local chain at ${url} cannot be reached` },
      },
      { status: 502 },
    )
  }
}
