/** Whether `value` looks like an SVM (base58, 32–44 characters) address. */
export function isSvmAddress(value: unknown): value is string {
  return typeof value === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
}
