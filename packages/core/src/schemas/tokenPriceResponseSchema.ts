import * as z from 'zod/mini'

/** The body of `GET /currencies/token/price`: the token's `price` in USD, a finite number no less than 0. */
export const tokenPriceResponseSchema = z.looseObject({
  price: z.number().check(z.gte(0)),
})

/** The token price answer (see {@link tokenPriceResponseSchema}). */
export type TokenPriceResponse = z.infer<typeof tokenPriceResponseSchema>
