// Fixed addresses of the simulated deployment. The deployer (anvil account #9) deploys the
// stablecoin at nonce 0 and the depository at nonce 1 on every EVM chain, mints (nonces 2–8), then deploys WETH,
// the USDT-like token and the 18-decimal token at nonces 9–11, so every contract has the same address on 8453 and
// 10, in anvil mode and in virtual mode alike.

/** Well-known local accounts (anvil's default mnemonic) and contract addresses. */
export const addresses = {
  /** Deploys the stablecoin (nonce 0) and the depository (nonce 1). Anvil account #9. */
  deployer: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  deployerKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
  /** The solver: fills on the destination, refunds on the origin, receives app-balance deposits. Account #8. */
  solver: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  solverKey: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  /** A separate app-fee recipient whose seeded history earns app fees (anvil account #6). */
  appFeeRecipient: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  /** The sponsorship wallet linked to `demo-key`. Account #7. */
  demoSponsor: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  demoSponsorKey: '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  /** 6-decimal stablecoin (sUSDC) on every EVM chain. */
  stablecoin: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  /** Wrapped Ether (18 decimals) on every EVM chain: the deployer's nonce 9. */
  weth: '0x12975173B87F7595EE45dFFb2Ab812ECE596Bf84',
  /** A USDT-like 6-decimal token (an allowance must go back to zero before another non-zero value): nonce 10. */
  usdt: '0x82Dc47734901ee7d4f4232f398752cB9Dd5dACcC',
  /** An 18-decimal stablecoin (DAI-like): nonce 11. */
  dai: '0x196dBCBb54b8ec4958c959D8949EBFE87aC2Aaaf',
  /** Depository contract on every EVM chain (deposit transactions go to it; ERC-20 approvals name it). */
  depository: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
  /** Multicall3 at its canonical address, on every EVM chain (anvil: runtime code set; virtual: answered). */
  multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
  /**
   * The gasless relayer: sends the type-4 (EIP-7702) transactions of `POST /execute` and pays their gas. Not an anvil
   * account: its key is keccak256("crosspay simulator relayer"); anvil mode funds it.
   */
  relayer: '0xE20Ee73b23f58278052a791864F488a7E765cB7f',
  relayerKey: '0x66134e952641443a60a88070d70364d3da3bed957d9483e5ca2122882168ab98',
  /**
   * Uniswap's Calibur (an EIP-7702 batch executor) at its canonical address, on every EVM chain. Anvil: the runtime
   * code of `CaliburDelegate.sol` (Calibur's interface, not its bytecode) is set there.
   */
  calibur: '0x000000009B1D0aF20D8C6d0A44e162d11F9b8f00',
  /** The all-zero address: an EVM chain's native currency. */
  native: '0x0000000000000000000000000000000000000000',
  /** SVM chain: native SOL (the system program's address) and the USDC mint at the real USDC mint address. */
  svmNative: '11111111111111111111111111111111',
  svmUsdc: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  /** SVM depository: a vault account the simulator holds the key of (`svmAccounts.depository`). */
  svmDepository: '7CtYz1RKYiwi4Wmx6iFLN6mRSS6zvteMYTguKtqboEag',
  /** SVM solver (`svmAccounts.solver`): fills on Solana, pays fees and rent of its own transactions. */
  svmSolver: 'AsCG9PnTHKx46bS4Pz5jrEJwZQHAMifTze8CXtVfojZ6',
  /** The address lookup table quoted SVM deposits compile against. */
  svmLookupTable: 'CamBubzhv3QYmpgQypr1t4KFFjE7ua7EfYmgw4XRbPqA',
} as const
