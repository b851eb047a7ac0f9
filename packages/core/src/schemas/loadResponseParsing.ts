import type { responseParsing } from './responseParsing'

/**
 * Loads {@link responseParsing} (zod, the parser, the hooks' response schemas) once, on the first request: the
 * client starts it as the request leaves, so a host's first load carries no validation code and the answer waits
 * for nothing.
 */
export const loadResponseParsing = (): Promise<typeof responseParsing> =>
  import('./responseParsing').then((module) => module.responseParsing)
