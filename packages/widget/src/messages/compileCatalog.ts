import type { Catalog } from './Catalog'
import { defaultMessages, type Messages } from './defaultMessages'
import { formatMessage } from './formatMessage'
import { isRightToLeft } from './isRightToLeft'
import { messageArguments } from './messageArguments'
import { type MessagePart, parseMessage } from './parseMessage'

/** Parameters of {@link compileCatalog}. */
export type CompileCatalogParameters = {
  catalog: Catalog
  /** The locale numbers and plural categories follow (the host's `locale`, else the catalog's). */
  locale: string
  /** Rewrites every literal piece of text (the pseudo-locale's accents and length); placeholders are kept. */
  transform?: ((text: string) => string) | undefined
}

type Tree = { [key: string]: unknown }
type Compile = CompileCatalogParameters & { isolate: boolean }

function mapText(parts: MessagePart[], transform: (text: string) => string): MessagePart[] {
  return parts.map((part) =>
    typeof part === 'string'
      ? transform(part)
      : 'options' in part
        ? {
            ...part,
            options: Object.fromEntries(
              Object.entries(part.options).map(([key, value]) => [key, mapText(value, transform)]),
            ),
          }
        : part,
  )
}

function compileGroup(english: Tree, catalog: Tree, names: Tree | undefined, p: Compile): Tree {
  const out: Tree = {}
  for (const [key, base] of Object.entries(english)) {
    const text = catalog[key]
    if (text === undefined) out[key] = base
    else if (typeof text !== 'string')
      out[key] = compileGroup(base as Tree, text as Tree, names?.[key] as Tree, p)
    else {
      const parsed = parseMessage(text)
      const parts = p.transform ? mapText(parsed, p.transform) : parsed
      const argNames = (names?.[key] ?? []) as string[]
      out[key] =
        typeof base === 'function'
          ? (...values: unknown[]) =>
              formatMessage(parts, Object.fromEntries(argNames.map((name, i) => [name, values[i]])), p)
          : formatMessage(parts, {}, p)
    }
  }
  return out
}

/**
 * A catalog's ICU strings as the widget's {@link Messages}: every message parsed once, functions taking the same
 * arguments as English's (named by `messageArguments`), and English's own value wherever a catalog has none
 * (`status.failure`). In a right-to-left locale every value is isolated (U+2068 … U+2069), so amounts, addresses and
 * hashes keep their own order inside the sentence. Throws on a message it cannot parse (a test parses every catalog).
 */
export function compileCatalog(parameters: CompileCatalogParameters): Messages {
  return compileGroup(
    defaultMessages as unknown as Tree,
    parameters.catalog as unknown as Tree,
    messageArguments as unknown as Tree,
    { ...parameters, isolate: isRightToLeft(parameters.locale) } as Compile,
  ) as unknown as Messages
}
