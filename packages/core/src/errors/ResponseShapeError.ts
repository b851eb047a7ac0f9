import { BaseError } from './BaseError'

/** One problem found in a response body: where (a path into the body) and what. */
export type ResponseShapeIssue = {
  /** Path into the body, e.g. `['steps', 0, 'items']`. Empty for the root. */
  path: readonly PropertyKey[]
  /** What was expected there. */
  message: string
}

/** Options of {@link ResponseShapeError}. */
export type ResponseShapeErrorParameters = {
  /** The endpoint that answered, e.g. `POST /quote/v2`. */
  endpoint: string
  /** Problems found (zod issues fit). Empty when the body was not JSON at all. */
  issues?: readonly ResponseShapeIssue[] | undefined
  /** The zod error or JSON syntax error. */
  cause?: unknown
  /** Overrides the default details. */
  details?: string | undefined
}

/** Type of {@link ResponseShapeError}, discriminated by `name`. */
export type ResponseShapeErrorType = ResponseShapeError & { name: 'ResponseShapeError' }

/**
 * A 2xx response whose body is not JSON, or lacks a field the kit needs / has one of the wrong type.
 * Parsing is lenient (unknown fields and unknown enum values pass), so this means the response is
 * really unusable. `path` names the first offending location, `paths` all of them.
 */
export class ResponseShapeError extends BaseError {
  /** The endpoint that answered, e.g. `GET /chains`. */
  endpoint: string
  /** Every issue found. */
  issues: readonly ResponseShapeIssue[]
  /** The first offending path as a string (`steps[0].items`), or `''` for the root / non-JSON bodies. */
  path: string
  /** Every offending path as a string. */
  paths: string[]

  constructor(parameters: ResponseShapeErrorParameters) {
    const issues = parameters.issues ?? []
    const paths = issues.map((issue) => formatPath(issue.path))
    const first = paths[0] ?? ''
    super(
      issues.length
        ? `Unexpected response from ${parameters.endpoint}: invalid ${first || 'body'}.`
        : `Unexpected response from ${parameters.endpoint}: the body is not valid JSON.`,
      {
        cause: parameters.cause,
        details:
          parameters.details ??
          (issues.length
            ? issues
                .slice(0, 5)
                .map((issue, i) => `${paths[i] || '(root)'}: ${issue.message}`)
                .join('; ')
            : undefined),
        metaMessages: [
          `Endpoint: ${parameters.endpoint}`,
          ...(paths.length ? [`Paths: ${paths.join(', ')}`] : []),
        ],
        docsPath: '/errors#responseshapeerror',
        name: 'ResponseShapeError',
      },
    )
    this.endpoint = parameters.endpoint
    this.issues = issues
    this.path = first
    this.paths = paths
  }
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else out += out ? `.${String(key)}` : String(key)
  }
  return out
}
