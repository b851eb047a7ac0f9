import type { ChainConfig } from '../model/types'

/** The EIP-712 sign data of a permit flow's `authorize` step (decisions.md "signature item"). */
export interface DepositAuthorization {
  signatureKind: 'eip712'
  domain: { name: string; version: string; chainId: number; verifyingContract: string }
  types: { DepositAuthorization: { name: string; type: string }[] }
  primaryType: 'DepositAuthorization'
  value: { requestId: string; token: string; amount: string; depositor: string; deadline: number }
}

/**
 * Builds the deposit authorization a user signs in a permit flow: it binds the request id, the
 * token, the amount, the depositor (the user) and a deadline (Unix seconds), under the origin
 * chain's depository as verifying contract. `POST /execute/permits` verifies a signature against it.
 */
export function buildDepositAuthorization(
  chain: ChainConfig,
  fields: { requestId: string; token: string; amount: bigint; depositor: string; deadline: number },
): DepositAuthorization {
  return {
    signatureKind: 'eip712',
    domain: {
      name: 'CrosspayDepository',
      version: '1',
      chainId: chain.id,
      verifyingContract: chain.depository,
    },
    types: {
      DepositAuthorization: [
        { name: 'requestId', type: 'bytes32' },
        { name: 'token', type: 'address' },
        { name: 'amount', type: 'uint256' },
        { name: 'depositor', type: 'address' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'DepositAuthorization',
    value: {
      requestId: fields.requestId,
      token: fields.token,
      amount: fields.amount.toString(),
      depositor: fields.depositor,
      deadline: fields.deadline,
    },
  }
}
