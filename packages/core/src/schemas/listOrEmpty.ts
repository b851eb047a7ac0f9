import * as z from 'zod/mini'

/**
 * An array of `item` that the service may leave out: absent reads `[]` (a fresh one each time), `null` or any
 * other non-array fails as before. The same result as `z._default(z.array(item), [])` without zod's default
 * type, which the hooks' schemas would carry for this alone (issue 19: bytes a host pays).
 *
 * @param item Schema of one element.
 */
export const listOrEmpty = <item extends z.core.SomeType>(item: item) =>
  z.pipe(
    z.optional(z.array(item)),
    z.transform((list: z.output<item>[] | undefined): z.output<item>[] => list ?? []),
  )
