/** `requestType` values of a v3 request record. Unknown values are kept as strings and flagged. */
export const requestTypeValues = [
  'Bridge',
  'Crosschain Swap',
  'Same-chain Swap',
  'Send',
  'Wrap',
  'Unwrap',
  'Call',
] as const
