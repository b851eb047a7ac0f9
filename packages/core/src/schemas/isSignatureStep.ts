import type { SignatureStep } from './signatureStepSchema'
import type { Step } from './stepSchema'

/** Narrows a quote step to a signature step (`kind === 'signature'`). */
export function isSignatureStep(step: Step): step is SignatureStep {
  return step.kind === 'signature'
}
