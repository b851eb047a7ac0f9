// The body of `POST /execute` (types only).

/** One signed EIP-7702 authorization, as `POST /execute` carries it. */
export type GaslessAuthorization = {
  chainId: number
  address: string
  nonce: number
  yParity: number
  r: string
  s: string
}

/**
 * The body of `POST /execute` for a gasless batch (`executionKind: "rawCalls"`): the type-4 transaction the service's
 * relayer sends to the user's account (`data.to`) with the signed batch as call data, and the authorization when the
 * account is not delegated yet. The integrator's server decides `executionOptions.subsidizeFees` (its app balance
 * pays the gas), never the browser.
 */
export type GaslessExecuteBody = {
  executionKind: 'rawCalls'
  data: {
    chainId: number
    to: string
    data: string
    value: '0'
    authorizationList?: GaslessAuthorization[] | undefined
  }
  executionOptions: { referrer?: string | undefined; subsidizeFees: boolean }
  originGasOverhead: number
  requestId: string
}
