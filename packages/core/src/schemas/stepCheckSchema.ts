import * as z from 'zod/mini'

/**
 * How to check a step item's progress: `endpoint` is a path with a `requestId` query value
 * (`/intents/status/v3?requestId=…`; real samples also use the older `/intents/status?requestId=…`), `method` is `GET`.
 */
export const stepCheckSchema = z.looseObject({ endpoint: z.string(), method: z.string() })

/** A step item's check (see {@link stepCheckSchema}). */
export type StepCheck = z.infer<typeof stepCheckSchema>
