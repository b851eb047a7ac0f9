/** `features` values of a v3 request record. Unknown values are kept as strings and flagged. */
export const requestFeatureValues = [
  'gasless_execution',
  'fast_fill',
  'gas_top_up',
  'app_fees',
  'deposit_address',
] as const
