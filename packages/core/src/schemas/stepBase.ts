import { z } from 'zod'

/** Fields every quote step has, whatever its kind. Internal building block of the step schemas. */
export const stepBase = {
  id: z.string(),
  action: z.string().optional(),
  description: z.string().optional(),
  requestId: z.string().optional(),
  /** Empty string when no deposit address is used; real samples omit it. */
  depositAddress: z.string().optional(),
}
