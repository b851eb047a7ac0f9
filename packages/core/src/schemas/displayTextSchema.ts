import * as z from 'zod/mini'
import { toDisplayText } from '../utils/toDisplayText'

/**
 * A name or symbol shown to the user (`symbol`, `name`, `displayName`): any string, made inert at the schema
 * edge with `toDisplayText` (bidi controls and other invisible characters removed, whitespace collapsed).
 */
export const displayTextSchema = z.pipe(z.string(), z.transform(toDisplayText))
