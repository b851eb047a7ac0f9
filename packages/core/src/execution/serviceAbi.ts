/**
 * Internal: every function the executor lets a quote call, as ABI items with their 4-byte selector, in one table.
 * `contract` says where the call may go: `depository` (a service contract of the origin chain) or `token` (the
 * origin token). Only static parameters (`address`, `uint256`, `bytes32`), named by role: `requestId`, `token`,
 * `amount`, `depositor`, `spender`, `to`. A selector that is not here is refused (`calldata-selector`).
 *
 * - The simulator's `Depository.sol` (`packages/simulator/src/contracts`): `depositNative(requestId)`,
 *   `depositErc20(token, amount, requestId)`. Its `depositFor` and `refund` are the solver's, never the user's.
 * - The real service's depository (`protocol.v2.depository`): `depositNative(depositor, id)`,
 *   `depositErc20(depositor, token, amount, id)`, `depositor` zero for the sender.
 * - ERC-20 on the origin token: `approve(spender, amount)`, and `transfer(to, amount)` as a deposit when the request id
 *   follows its arguments (decisions.md: a deposit's calldata ends with the 32-byte request id).
 *
 * Routers and multicalls (the real service's same-chain swaps, `transferAndMulticall`) are not here: their inner calls
 * can send the input anywhere, which no check of their arguments bounds. The selectors are checked against the
 * simulator's compiled contracts and viem's ERC-20 ABI in `serviceAbi.test.ts`.
 */
export const serviceAbi = [
  {
    type: 'function',
    name: 'depositNative',
    selector: '0x42ef5fbb',
    contract: 'depository',
    stateMutability: 'payable',
    inputs: [{ name: 'requestId', type: 'bytes32' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'depositErc20',
    selector: '0xc3965439',
    contract: 'depository',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint256' },
      { name: 'requestId', type: 'bytes32' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'depositNative',
    selector: '0x49290c1c',
    contract: 'depository',
    stateMutability: 'payable',
    inputs: [
      { name: 'depositor', type: 'address' },
      { name: 'requestId', type: 'bytes32' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'depositErc20',
    selector: '0xe8017952',
    contract: 'depository',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'depositor', type: 'address' },
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint256' },
      { name: 'requestId', type: 'bytes32' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'approve',
    selector: '0x095ea7b3',
    contract: 'token',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'function',
    name: 'transfer',
    selector: '0xa9059cbb',
    contract: 'token',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const
