import * as z from 'zod/mini'
import { chainSchema } from './chainSchema'

/** The body of `GET /chains`: `{chains: Chain[]}`. */
export const chainsResponseSchema = z.looseObject({ chains: z.array(chainSchema) })

/** The `GET /chains` answer (see {@link chainsResponseSchema}). */
export type ChainsResponse = z.infer<typeof chainsResponseSchema>
