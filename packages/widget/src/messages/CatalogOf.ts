/**
 * The catalog shape of a messages object `T`: every message (a string, or a function that prints one) as an ICU
 * MessageFormat string, groups as nested objects. Messages that return more than a string (`status.failure`) stay
 * English-only and are left out.
 */
export type CatalogOf<T> = {
  [K in keyof T as T[K] extends (...args: never[]) => infer R
    ? R extends string
      ? K
      : never
    : K]: T[K] extends string | ((...args: never[]) => string) ? string : CatalogOf<T[K]>
}
