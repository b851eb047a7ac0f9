/** A name nobody can read right: a right-to-left override that makes "evil USDC" display as "liveUSDC" (or so). */
const override = '\u202Eevil\u202C USDC'
/** Invisible characters that hide in a name: zero-width space and joiner, a bidi isolate pair, a BOM. */
const invisible = '\u200B\u2066\u200D\u2069\uFEFF'
/** A 10,000-character name: the page must clip it, not grow 92,611 px wide. */
const long = 'W'.repeat(10_000)

/**
 * The answer body with every currency and chain record made hostile: `symbol`s carry a right-to-left override
 * and invisible characters, `name`s and `displayName`s are 10,000 characters long with bidi controls, URLs
 * (`explorerUrl`, `logoURI`, `iconUrl`) are `javascript:` URLs; with `decimals: true`, every `decimals` is -1.
 * Walks the whole JSON tree; other values are kept.
 */
export function makeHostile(body: unknown, options: { decimals?: boolean } = {}): unknown {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk)
    if (!value || typeof value !== 'object') return value
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'string' && key === 'symbol') out[key] = `${invisible}${override}${v}`
      else if (typeof v === 'string' && (key === 'name' || key === 'displayName'))
        out[key] = `${override}${invisible}${v}${long}`
      else if (typeof v === 'string' && /^(explorerUrl|logoURI|iconUrl)$/.test(key))
        out[key] = 'javascript:alert(document.domain)'
      else if (typeof v === 'number' && key === 'decimals' && options.decimals) out[key] = -1
      else out[key] = walk(v)
    }
    return out
  }
  return walk(body)
}
