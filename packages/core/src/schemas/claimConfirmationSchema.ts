import * as z from 'zod/mini'

/** The answer of a claim's confirmation: `{message, txHash}` of the payout. */
export const claimConfirmationSchema = z.looseObject({ message: z.string(), txHash: z.string() })

/** A confirmed claim (see {@link claimConfirmationSchema}). */
export type ClaimConfirmation = z.infer<typeof claimConfirmationSchema>
