import { HttpRequestError } from '../../errors/HttpRequestError'

/**
 * Whether a failed request was refused by the service before it acted: a 4xx answer (429 included). Anything else
 * (a 5xx, a reset, a truncated or garbled answer, a proxy's page) may have come after the service acted on it.
 */
export function isServiceRefusal(error: unknown): boolean {
  return error instanceof HttpRequestError && error.status >= 400 && error.status < 500
}
