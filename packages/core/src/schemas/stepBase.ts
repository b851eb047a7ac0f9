import * as z from 'zod/mini'

/** Fields every quote step has, whatever its kind. Internal building block of the step schemas. */
export const stepBase = {
  id: z.string(),
  action: z.optional(z.string()),
  description: z.optional(z.string()),
  requestId: z.optional(z.string()),
  /** Empty string when no deposit address is used; real samples omit it. */
  depositAddress: z.optional(z.string()),
}
