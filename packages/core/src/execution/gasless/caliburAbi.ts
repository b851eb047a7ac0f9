/** The part of Calibur's ABI the gasless path calls: `execute(SignedBatchedCall, bytes)` and `getSeq(key)`. */
export const caliburAbi = [
  {
    name: 'execute',
    type: 'function',
    stateMutability: 'payable',
    inputs: [
      {
        name: 'signedBatchedCall',
        type: 'tuple',
        components: [
          {
            name: 'batchedCall',
            type: 'tuple',
            components: [
              {
                name: 'calls',
                type: 'tuple[]',
                components: [
                  { name: 'to', type: 'address' },
                  { name: 'value', type: 'uint256' },
                  { name: 'data', type: 'bytes' },
                ],
              },
              { name: 'revertOnFailure', type: 'bool' },
            ],
          },
          { name: 'nonce', type: 'uint256' },
          { name: 'keyHash', type: 'bytes32' },
          { name: 'executor', type: 'address' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      { name: 'wrappedSignature', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    name: 'getSeq',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ name: 'key', type: 'uint256' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const
