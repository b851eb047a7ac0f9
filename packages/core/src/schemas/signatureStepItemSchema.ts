import * as z from 'zod/mini'
import { lenientEnum } from './lenientEnum'
import { stepCheckSchema } from './stepCheckSchema'

const eip191Schema = z.looseObject({ signatureKind: z.literal('eip191'), message: z.string() })

// `domain` and `value` any object, `types` an object whose every value is a list of {name, type}: objects with a
// catch-all rather than z.record, the same verdicts on JSON (no arrays, every key checked, `__proto__` dropped)
// without zod's record type, which nothing else the hooks parse uses (issue 19: bytes a host pays).
const eip712Schema = z.looseObject({
  signatureKind: z.literal('eip712'),
  domain: z.looseObject({}),
  types: z.catchall(z.object({}), z.array(z.looseObject({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  value: z.looseObject({}),
})

// A signature kind this version does not know: kept (and flagged) so the quote still parses.
const otherSignSchema = z.looseObject({
  signatureKind: z.pipe(
    z.string().check(z.refine((kind) => kind !== 'eip191' && kind !== 'eip712', { abort: true })),
    lenientEnum('signatureKind', ['eip191', 'eip712']),
  ),
})

const signFields = ['signatureKind', 'message', 'domain', 'types', 'primaryType', 'value'] as const

/** The interface's form (`signatureKind`, `message`, … directly in `data`) gets a `data.sign` copy too. */
const toSignForm = (data: unknown): unknown => {
  if (!data || typeof data !== 'object' || 'sign' in data || !('signatureKind' in data)) return data
  const source = data as Record<string, unknown>
  const sign = Object.fromEntries(signFields.filter((k) => k in source).map((k) => [k, source[k]]))
  return { ...source, sign }
}

/** The interface's item-level form (`signatureKind` and `message` on the item itself) moves into `data.sign`. */
const toItemSignForm = (item: unknown): unknown => {
  if (!item || typeof item !== 'object' || !('signatureKind' in item)) return item
  const source = item as Record<string, unknown>
  const data = (source.data && typeof source.data === 'object' ? source.data : {}) as Record<string, unknown>
  if ('sign' in data || 'signatureKind' in data) return item
  const sign = Object.fromEntries(signFields.filter((k) => k in source).map((k) => [k, source[k]]))
  return { ...source, data: { ...data, sign } }
}

/**
 * An item of a `signature` step (decisions.md "signature item"): `data.sign` is
 * `{signatureKind: 'eip191', message}` or `{signatureKind: 'eip712', domain, types, primaryType, value}`;
 * `data.post` is `{endpoint, method: 'POST', body}`: sign, then send `body` to `endpoint` with
 * `?signature=<hex>` appended. The interface's form, `signatureKind` and `message` (or the EIP-712 fields)
 * directly in `data` or on the item itself, is accepted too and normalised: `data.sign` is added. `status`
 * may be absent.
 */
export const signatureStepItemSchema = z.pipe(
  z.transform(toItemSignForm),
  z.looseObject({
    status: z.optional(lenientEnum('step item status', ['incomplete', 'complete'])),
    data: z.pipe(
      z.transform(toSignForm),
      z.looseObject({
        sign: z.union([eip191Schema, eip712Schema, otherSignSchema]),
        post: z.optional(
          z.looseObject({ endpoint: z.string(), method: z.string(), body: z.optional(z.unknown()) }),
        ),
      }),
    ),
    check: z.optional(stepCheckSchema),
  }),
)

/** An item of a signature step (see {@link signatureStepItemSchema}). */
export type SignatureStepItem = z.infer<typeof signatureStepItemSchema>
