import { expectTypeOf, test } from 'vitest'
import type { Catalog } from './Catalog'
import { de } from './catalogs/de'

test('default: every catalog has exactly English’s keys', () => {
  expectTypeOf(de).toExtend<Catalog>()
  const { readAs: _, ...amount } = de.amount
  // @ts-expect-error a catalog missing `amount.readAs` is not a Catalog
  const missing: Catalog = { ...de, amount }
  expectTypeOf(missing).toExtend<Catalog>()
})
