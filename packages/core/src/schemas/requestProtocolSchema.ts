import { z } from 'zod'

/**
 * `protocol` of a v3 request record: `orderId`, `hubType`, `isWithdrawable`, `solver`, the origin
 * `deposit` and the destination `settlement` (`fills[]`, `refunds[]`). Every field is optional.
 */
export const requestProtocolSchema = z.looseObject({
  orderId: z.string().nullable().optional(),
  hubType: z.string().nullable().optional(),
  isWithdrawable: z.boolean().optional(),
  solver: z
    .looseObject({
      address: z.string().optional(),
      protocolChainId: z.number().optional(),
      chainId: z.number().optional(),
    })
    .nullable()
    .optional(),
  deposit: z
    .looseObject({
      origin: z
        .looseObject({
          amount: z.string().optional(),
          chainId: z.number().optional(),
          currency: z.unknown().optional(),
          depositor: z.string().nullable().optional(),
          depository: z.string().nullable().optional(),
          onchainId: z.string().nullable().optional(),
          transactionId: z.string().nullable().optional(),
        })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
  settlement: z
    .looseObject({
      destination: z
        .looseObject({
          fills: z.array(
            z.looseObject({ chainId: z.number().optional(), transactionId: z.string().optional() }),
          ),
          refunds: z.array(z.unknown()),
        })
        .partial()
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
})

/** A request record's protocol section (see {@link requestProtocolSchema}). */
export type RequestProtocol = z.infer<typeof requestProtocolSchema>
