import * as z from 'zod/mini'
import { appBalanceSchema } from './appBalanceSchema'

/**
 * The body of `GET /app-fees/{wallet}/balances` (decisions.md): the balances per currency and three USD totals;
 * `availableBalanceUsd` = `totalBalanceUsd` − `outstandingFastFillBalanceUsd` (holds placed by fast fills).
 */
export const appBalancesResponseSchema = z.looseObject({
  balances: z.array(appBalanceSchema),
  totalBalanceUsd: z.number(),
  outstandingFastFillBalanceUsd: z.number(),
  availableBalanceUsd: z.number(),
})

/** The app balances answer (see {@link appBalancesResponseSchema}). */
export type AppBalancesResponse = z.infer<typeof appBalancesResponseSchema>
