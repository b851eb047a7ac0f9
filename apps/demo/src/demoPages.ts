/** The demo's pages, in navigation order (`#/bridge`, `#/checkout/<order>`, `#/history`, `#/status/<id>`, `#/integrator`). */
export const demoPages = ['bridge', 'checkout', 'history', 'status', 'integrator'] as const
