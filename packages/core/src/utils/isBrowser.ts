/** True when running in a browser-like environment (`window` and `document` exist on `globalThis`). */
export function isBrowser(): boolean {
  const g = globalThis as { window?: unknown; document?: unknown }
  return typeof g.window !== 'undefined' && typeof g.document !== 'undefined'
}
