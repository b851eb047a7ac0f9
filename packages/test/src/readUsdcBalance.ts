import { type Config, readContract } from '@wagmi/core'
import { type Address, erc20Abi } from 'viem'
import { testAddresses } from './testAddresses'

/**
 * Test fixture: the balance of the simulator's test USDC ({@link testAddresses}`.usdc`, 6 decimals) held by `account`
 * on `chainId`, read on chain through the wagmi `config` (an ERC-20 `balanceOf`).
 *
 * @example
 * const before = await readUsdcBalance(wallet.config, { account: merchant, chainId: 10 })
 */
export function readUsdcBalance(
  config: Config,
  { account, chainId }: { account: Address; chainId: number },
): Promise<bigint> {
  return readContract(config, {
    chainId,
    address: testAddresses.usdc as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  })
}
