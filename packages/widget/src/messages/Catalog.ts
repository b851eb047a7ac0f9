import type { en } from './catalogs/en'

/** `T` with every message widened to `string`: the shape of a catalog with English's keys. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> }

/**
 * One language's messages in ICU MessageFormat (`{count, plural, one {# token} other {# tokens}}`, `{amount}`), with
 * exactly English's keys: a catalog missing a message, or with one English does not have, is a type error. Its
 * placeholders must be English's too (a test checks every catalog).
 */
export type Catalog = Strings<typeof en>
