/**
 * ABI of the depository contract (Solidity source in `src/contracts/`). Pinned here so that the
 * quote (which encodes deposit calls) and the anvil layer (which deploys and watches it) agree.
 * Every deposit's call data ends with the 32-byte request id, which is how the solver indexes it.
 */
export const depositoryAbi = [
  {
    type: 'function',
    name: 'depositNative',
    stateMutability: 'payable',
    inputs: [{ name: 'requestId', type: 'bytes32' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'depositErc20',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint256' },
      { name: 'requestId', type: 'bytes32' },
    ],
    outputs: [],
  },
  {
    // Solver only: pulls an approved ERC-20 deposit on behalf of `from` (permit / gasless flows).
    type: 'function',
    name: 'depositFor',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'token', type: 'address' },
      { name: 'from', type: 'address' },
      { name: 'amount', type: 'uint256' },
      { name: 'requestId', type: 'bytes32' },
    ],
    outputs: [],
  },
  {
    // Solver only: returns deposited funds (token = zero address for native) to `to`.
    type: 'function',
    name: 'refund',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'token', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
      { name: 'requestId', type: 'bytes32' },
    ],
    outputs: [],
  },
  {
    type: 'event',
    name: 'Deposit',
    inputs: [
      { name: 'depositor', type: 'address', indexed: true },
      { name: 'token', type: 'address', indexed: true },
      { name: 'amount', type: 'uint256', indexed: false },
      { name: 'requestId', type: 'bytes32', indexed: true },
    ],
  },
  {
    type: 'event',
    name: 'Refund',
    inputs: [
      { name: 'to', type: 'address', indexed: true },
      { name: 'token', type: 'address', indexed: true },
      { name: 'amount', type: 'uint256', indexed: false },
      { name: 'requestId', type: 'bytes32', indexed: true },
    ],
  },
] as const
