/** Usage text of `npm run demo` / `pnpm --filter @crosspay/demo start`. */
export const demoUsage = `Usage: npm run demo [-- options]

Starts the crosspay demo site: the simulator on two local anvil chains (or CROSSPAY_UPSTREAM), the API-key
proxy at /api/crosspay, the chains' JSON-RPC at /rpc/<id> and the built site, on one address.

Options:
  --port <n>      TCP port (0: a free one). Default 5173
  --host <ip>     Interface to bind. Default 127.0.0.1
  --history <n>   Past requests seeded for the embedded simulator's demo-key. Default 200
  --dist <dir>    The built site to serve. Default apps/demo/dist
  --data-dir <dir>        The shop's orders (embedded PGlite). Default apps/demo/.data/merchant;
                          delete the folder to start with no orders
  --database-url <url>    Keep the shop's orders in this Postgres instead (postgres://…)
  -h, --help      Show this help

Environment:
  CROSSPAY_UPSTREAM, CROSSPAY_API_KEY   another deployment instead of the embedded simulator (both needed)
  CROSSPAY_SPONSOR_WALLET               that key's sponsorship wallet (for the integrator page)
  CROSSPAY_WEBHOOK_SECRET               that deployment's webhook secret (the shop needs it)
  DATABASE_URL                          as --database-url (the flag wins)`
