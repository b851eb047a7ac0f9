// Where the service is and the key for it: read on the server only (the route handler and the chains page).
// Defaults: `pnpm sim` on its default port and the simulator's built-in key.

/** The service's base URL (`CROSSPAY_UPSTREAM`). */
export const upstream = process.env.CROSSPAY_UPSTREAM ?? 'http://127.0.0.1:4000'
/** The API key (`CROSSPAY_API_KEY`): never sent to the browser. */
export const apiKey = process.env.CROSSPAY_API_KEY ?? 'demo-key'
