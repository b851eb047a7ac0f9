import * as z from 'zod/mini'
import { stepsSchema } from './stepsSchema'

/** The answer of `POST /app-fees/{wallet}/claim`: the steps that collect the claim (one signature step). */
export const claimAppFeesResponseSchema = z.looseObject({ steps: stepsSchema })

/** The answer of a claim request (see {@link claimAppFeesResponseSchema}). */
export type ClaimAppFeesResponse = z.infer<typeof claimAppFeesResponseSchema>
