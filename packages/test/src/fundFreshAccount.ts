import { anvilAccount } from '@crosspay/simulator/node'
import { createPublicClient, createWalletClient, erc20Abi, http, type LocalAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { testAddresses } from './testAddresses'

/**
 * Test fixture: a fresh local account (a new private key) holding `amount` of the simulator's test USDC on the anvil
 * chain `chainId` at `rpcUrl` and no ETH: anvil account #0 sends it the USDC and the transfer is mined before this
 * resolves.
 *
 * @example
 * const account = await fundFreshAccount({ rpcUrl: server.rpcUrls[8453]!, chainId: 8453, amount: 10_000_000n })
 */
export async function fundFreshAccount(options: {
  rpcUrl: string
  chainId: number
  amount: bigint
}): Promise<LocalAccount> {
  const account = privateKeyToAccount(generatePrivateKey())
  const chain = {
    id: options.chainId,
    name: `Local ${options.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  }
  const funder = createWalletClient({ account: anvilAccount(0), chain, transport: http(options.rpcUrl) })
  const hash = await funder.writeContract({
    address: testAddresses.usdc,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [account.address, options.amount],
  })
  await createPublicClient({ chain, transport: http(options.rpcUrl) }).waitForTransactionReceipt({
    hash,
    pollingInterval: 50,
  })
  return account
}
