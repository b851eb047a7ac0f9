import * as z from 'zod/mini'
import { chainSchema } from './chainSchema'
import { lenientList } from './lenientList'

/**
 * The body of `GET /chains`: `{chains: Chain[]}`. A record that does not fit {@link chainSchema} is dropped (the
 * client warns `invalid-record`) and the others still load: one bad chain costs that chain, not the list.
 */
export const chainsResponseSchema = z.looseObject({ chains: lenientList('chains', chainSchema) })

/** The `GET /chains` answer (see {@link chainsResponseSchema}). */
export type ChainsResponse = z.infer<typeof chainsResponseSchema>
