import type { Quote } from '../schemas/quoteSchema'

/**
 * Internal: whether a run's deposit is a signed authorization (a permit flow): it has a signature step. Only the
 * service's permit templates are ever signed (`assertSafeSignature`), and `assertRunTotal` counts what they allow.
 */
export function isPermitFlow(steps: Quote['steps']): boolean {
  return steps.some((step) => step.kind === 'signature')
}
