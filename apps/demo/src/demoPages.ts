/** The demo's pages, in navigation order (`#/bridge`, `#/history`, `#/status/<id>`, `#/integrator`). */
export const demoPages = ['bridge', 'history', 'status', 'integrator'] as const
