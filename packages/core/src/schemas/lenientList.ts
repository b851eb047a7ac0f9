import * as z from 'zod/mini'
import { flattenUnionIssues } from '../utils/flattenUnionIssues'
import { issueMessage } from '../utils/issueMessage'
import { unknownValueStack } from '../utils/unknownValueStack'

/**
 * An array whose invalid elements are dropped instead of failing the whole answer: each element is parsed with
 * `item`; one that does not fit is left out and reported to the active `collectUnknownValues` collector (as
 * `{field: 'chains[3]', value: <what is wrong>, dropped: true}`), which the client turns into one `invalid-record`
 * warning. One bad chain record then costs that chain, not the list. Anything but an array still fails.
 *
 * @param field Name of the list, used in the reports (`chains`).
 * @param item Schema of one element.
 */
export const lenientList = <item extends z.core.$ZodType>(field: string, item: item) =>
  z.pipe(
    z.array(z.unknown()),
    z.transform((list: unknown[]): z.output<item>[] => {
      const kept: z.output<item>[] = []
      list.forEach((element, index) => {
        const parsed = z.safeParse(item, element, { error: issueMessage })
        if (parsed.success) kept.push(parsed.data)
        else {
          const [issue] = flattenUnionIssues(parsed.error.issues)
          const where = issue?.path.length ? `.${issue.path.join('.')}` : ''
          unknownValueStack[unknownValueStack.length - 1]?.push({
            field: `${field}[${index}]`,
            value: `${where.slice(1) || 'record'}: ${issue?.message ?? 'invalid'}`,
            dropped: true,
          })
        }
      })
      return kept
    }),
  )
