/** What `GET /demo/config` tells the page about the stack behind the demo server (never the API key). */
export type DemoConfig = {
  /** `embedded`: the simulator on two local anvil chains; `upstream`: another deployment (`CROSSPAY_UPSTREAM`). */
  mode: 'embedded' | 'upstream'
  /** The API key's sponsorship wallet, whose app balance pays sponsored fees and fast fills; null when unknown. */
  sponsorWallet: `0x${string}` | null
  /** The chains whose JSON-RPC the server relays at `/rpc/<id>`, with their names. */
  chains: { id: number; name: string }[]
}
