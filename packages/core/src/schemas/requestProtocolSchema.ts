import * as z from 'zod/mini'
import { uintStringSchema } from './uintStringSchema'

/**
 * `protocol` of a v3 request record: `orderId`, `hubType`, `isWithdrawable`, `solver`, the origin
 * `deposit` and the destination `settlement` (`fills[]`, `refunds[]`). Every field is optional.
 */
export const requestProtocolSchema = z.looseObject({
  orderId: z.optional(z.nullable(z.string())),
  hubType: z.optional(z.nullable(z.string())),
  isWithdrawable: z.optional(z.boolean()),
  solver: z.optional(
    z.nullable(
      z.looseObject({
        address: z.optional(z.string()),
        protocolChainId: z.optional(z.number()),
        chainId: z.optional(z.number()),
      }),
    ),
  ),
  deposit: z.optional(
    z.nullable(
      z.looseObject({
        origin: z.optional(
          z.nullable(
            z.looseObject({
              amount: z.optional(uintStringSchema),
              chainId: z.optional(z.number()),
              currency: z.optional(z.unknown()),
              depositor: z.optional(z.nullable(z.string())),
              depository: z.optional(z.nullable(z.string())),
              onchainId: z.optional(z.nullable(z.string())),
              transactionId: z.optional(z.nullable(z.string())),
            }),
          ),
        ),
      }),
    ),
  ),
  settlement: z.optional(
    z.nullable(
      z.looseObject({
        destination: z.optional(
          z.nullable(
            z.partial(
              z.looseObject({
                fills: z.array(
                  z.looseObject({ chainId: z.optional(z.number()), transactionId: z.optional(z.string()) }),
                ),
                refunds: z.array(z.unknown()),
              }),
            ),
          ),
        ),
      }),
    ),
  ),
})

/** A request record's protocol section (see {@link requestProtocolSchema}). */
export type RequestProtocol = z.infer<typeof requestProtocolSchema>
