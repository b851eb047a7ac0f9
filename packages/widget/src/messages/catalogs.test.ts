import { describe, expect, test } from 'vitest'
import type { Catalog } from './Catalog'
import { en } from './catalogs/en'
import { compileCatalog } from './compileCatalog'
import { defaultMessages } from './defaultMessages'
import { loadCatalog } from './loadCatalog'
import { type MessagePart, parseMessage } from './parseMessage'
import { supportedLocales } from './supportedLocales'

type Tree = { [key: string]: unknown }

/** Every message of a catalog as `[path, text]`. */
const messagesOf = (tree: Tree, path = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${path}${key}`, value]] : messagesOf(value as Tree, `${path}${key}.`),
  )

/** The placeholder names of a parsed message, and whether it counts (`#`) outside a plural. */
const placeholders = (parts: MessagePart[], into = new Set<string>()): Set<string> => {
  for (const part of parts)
    if (typeof part !== 'string' && 'name' in part) {
      into.add(part.name)
      if ('options' in part) for (const option of Object.values(part.options)) placeholders(option, into)
    }
  return into
}

const english = new Map(messagesOf(en as Tree))
const numeric = new Set(['decimals', 'id', 'count', 'n', 'seconds'])

describe('catalogs', () => {
  test.each(supportedLocales)(
    'behavior: %s: every message parses, with English’s placeholders',
    async (locale) => {
      const catalog = messagesOf((await loadCatalog(locale)) as Tree)
      expect(catalog.map(([path]) => path).sort()).toEqual([...english.keys()].sort())
      const differing = catalog.flatMap(([path, text]) => {
        const own = [...placeholders(parseMessage(text))].sort()
        const theirs = [...placeholders(parseMessage(english.get(path) ?? ''))].sort()
        return own.join() === theirs.join()
          ? []
          : [`${path}: {${own.join('}, {')}} instead of {${theirs.join('}, {')}}`]
      })
      expect(differing).toEqual([])
    },
  )

  test('behavior: the English catalog prints what defaultMessages prints', () => {
    const compiled = compileCatalog({ catalog: en as Catalog, locale: 'en-US' }) as unknown as Tree
    const compare = (base: Tree, ours: Tree, path: string): string[] =>
      Object.entries(base).flatMap(([key, value]) => {
        const mine = ours[key]
        if (typeof value === 'string') return mine === value ? [] : [`${path}${key}: ${String(mine)}`]
        if (typeof value === 'function') {
          if (key === 'failure') return []
          const names = /^\(?([^)=]*)\)?\s*=>/.exec(value.toString())?.[1]?.split(',') ?? []
          const args = names
            .map((n) => n.split(':')[0]?.trim() ?? '')
            .map((n) => (numeric.has(n) ? 2 : `«${n}»`))
          const one = args.map((a) => (a === 2 ? 1 : a))
          const same = [args, one].every((a) => (mine as (...x: unknown[]) => string)(...a) === value(...a))
          return same ? [] : [`${path}${key}: ${(mine as (...x: unknown[]) => string)(...args)}`]
        }
        return compare(value as Tree, mine as Tree, `${path}${key}.`)
      })
    expect(compare(defaultMessages as unknown as Tree, compiled, '')).toEqual([])
    const closed = (compiled.checkout as Tree).closedBody as (s: string) => string
    expect(closed('expired')).toBe(defaultMessages.checkout.closedBody('expired'))
  })
})
