import { toDocsUrl } from './toDocsUrl'
import { version } from './version'

/** Options of {@link BaseError}: everything but the short message. */
export type BaseErrorParameters = {
  /** The underlying error. Its `details` (or `message`) become this error's `details` unless `details` is given. */
  cause?: unknown
  /** A longer technical explanation, printed as `Details: …`. Defaults to the cause's details or message. */
  details?: string | undefined
  /**
   * Path of the documentation page for this error (for example `/errors#rate-limit`, the heading `rate-limit` of
   * `docs/errors.md`). Defaults to the cause's.
   */
  docsPath?: string | undefined
  /** Extra lines printed between the short message and the details (URL, status, parameter, …). */
  metaMessages?: string[] | undefined
  /** Overrides `name` (subclasses pass their own). */
  name?: string | undefined
}

/** Type of {@link BaseError}, discriminated by `name`. */
export type BaseErrorType = BaseError & { name: 'BaseError' }

/**
 * Root of every error `@crosspay/core` throws. Modelled on viem's `BaseError`:
 * `shortMessage` is one sentence fit for a UI, `message` is the full multi-line report
 * (short message, meta messages, docs path, details, version), and `walk()` follows the `cause` chain.
 *
 * @example
 * try { await getQuote(client, parameters) }
 * catch (error) {
 *   if (error instanceof BaseError) console.log(error.shortMessage)
 *   const rateLimited = error instanceof BaseError && error.walk((e) => e instanceof RateLimitError)
 * }
 */
export class BaseError extends Error {
  /** A longer technical explanation (often the server's or the cause's message). Empty string when none. */
  details: string
  /** Path of the documentation page for this error, if any (`/errors#rate-limit`). */
  docsPath?: string | undefined
  /** Address of that page: `docsPath` under `docsBaseUrl` (`…/docs/errors.md#rate-limit`). */
  docsUrl?: string | undefined
  /** Extra lines printed in `message` between the short message and the details. */
  metaMessages?: string[] | undefined
  /** One sentence describing what went wrong, fit for display. */
  shortMessage: string
  /** The package and version that threw, e.g. `@crosspay/core@0.1.0`. */
  version: string

  override name = 'BaseError'

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const { cause } = parameters
    const details =
      parameters.details ??
      (cause instanceof BaseError
        ? cause.details
        : cause instanceof Error
          ? cause.message
          : typeof cause === 'string'
            ? cause
            : '')
    const docsPath = parameters.docsPath ?? (cause instanceof BaseError ? cause.docsPath : undefined)
    const message = [
      shortMessage || 'An error occurred.',
      '',
      ...(parameters.metaMessages?.length ? [...parameters.metaMessages, ''] : []),
      ...(docsPath ? [`Docs: ${toDocsUrl(docsPath)}`] : []),
      ...(details ? [`Details: ${details}`] : []),
      `Version: ${version}`,
    ].join('\n')

    super(message, cause !== undefined ? { cause } : undefined)

    this.details = details
    this.docsPath = docsPath
    this.docsUrl = docsPath ? toDocsUrl(docsPath) : undefined
    this.metaMessages = parameters.metaMessages
    this.name = parameters.name ?? this.name
    this.shortMessage = shortMessage || 'An error occurred.'
    this.version = version
  }

  /**
   * Follows the `cause` chain from this error.
   * Without `fn`, returns the innermost cause (this error when it has none).
   * With `fn`, returns the first error in the chain (this one included) for which `fn` is true, or `null`.
   */
  walk(): unknown
  /** Returns the first error in the `cause` chain (this one included) that `fn` narrows to, or `null`. */
  walk<error>(fn: (error: unknown) => error is error): error | null
  /** Returns the first error in the `cause` chain (this one included) for which `fn` is true, or `null`. */
  walk(fn: (error: unknown) => boolean): unknown | null
  walk(fn?: (error: unknown) => boolean): unknown {
    return walk(this, fn)
  }
}

function walk(error: unknown, fn?: (error: unknown) => boolean, depth = 0): unknown {
  if (fn?.(error)) return error
  // Guard against cyclic cause chains.
  if (depth < 100 && error && typeof error === 'object' && 'cause' in error && error.cause !== undefined)
    return walk(error.cause, fn, depth + 1)
  return fn ? null : error
}
