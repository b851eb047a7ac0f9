import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  getContractAddress,
  type Hash,
  http,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { addresses } from '../config/addresses'
import { caliburDelegateArtifact } from '../contracts/generated/caliburDelegateArtifact'
import { depositoryArtifact } from '../contracts/generated/depositoryArtifact'
import { multicall3Artifact } from '../contracts/generated/multicall3Artifact'
import { stablecoinArtifact } from '../contracts/generated/stablecoinArtifact'
import { testTokenArtifact } from '../contracts/generated/testTokenArtifact'
import { wrappedNativeArtifact } from '../contracts/generated/wrappedNativeArtifact'
import { anvilAccount } from './anvilAccount'
import { localChain } from './localChain'

/** Options of {@link deployContracts}. */
export interface DeployContractsOptions {
  chainId: number
  rpcUrl: string
  /** Stablecoin minted to the solver (its fill liquidity), smallest units. Defaults to 10,000,000 USDC. */
  solverStablecoin?: bigint
  /** Stablecoin minted to each of anvil accounts #0–#5, smallest units. Defaults to 100,000 USDC. */
  accountStablecoin?: bigint
  /** Native balance the solver is topped up to when below it, wei. Defaults to 10,000 ETH. */
  solverNative?: bigint
}

/**
 * Deploys the simulated deployment on a fresh anvil chain: the deployer (account #9) creates the
 * stablecoin at nonce 0 and the depository (solver = `addresses.solver`) at nonce 1, so they land at
 * `addresses.stablecoin` / `addresses.depository` (asserted); then mints stablecoin to the solver and
 * to anvil accounts #0–#5; deploys WETH, the USDT-like token and the 18-decimal token at nonces 9–11
 * (`addresses.weth` / `usdt` / `dai`) and mints them likewise; places Multicall3's runtime code (compiled from
 * `Multicall3.sol`) at its canonical address, and `CaliburDelegate.sol`'s at Calibur's (`addresses.calibur`); funds the gasless
 * relayer (`addresses.relayer`, 1,000 ETH); and makes sure the solver holds native liquidity.
 */
export async function deployContracts(options: DeployContractsOptions): Promise<void> {
  const chain = localChain(options.chainId, options.rpcUrl)
  const transport = http(options.rpcUrl)
  const deployer = privateKeyToAccount(addresses.deployerKey)
  const publicClient = createPublicClient({ chain, transport })
  const wallet = createWalletClient({ chain, transport, account: deployer })
  const testClient = createTestClient({ chain, transport, mode: 'anvil' })

  const nonce = await publicClient.getTransactionCount({ address: deployer.address })
  if (nonce !== 0)
    throw new Error(`deployer nonce on chain ${options.chainId} is ${nonce}, expected a fresh chain`)
  const expect = (label: string, actual: string | null | undefined, wanted: string) => {
    if (actual?.toLowerCase() !== wanted.toLowerCase())
      throw new Error(`${label} deployed at ${actual} on chain ${options.chainId}, expected ${wanted}`)
  }
  expect('stablecoin', getContractAddress({ from: deployer.address, nonce: 0n }), addresses.stablecoin)
  expect('depository', getContractAddress({ from: deployer.address, nonce: 1n }), addresses.depository)

  const stableHash = await wallet.deployContract({
    abi: stablecoinArtifact.abi,
    bytecode: stablecoinArtifact.bytecode,
    nonce: 0,
  })
  const depositoryHash = await wallet.deployContract({
    abi: depositoryArtifact.abi,
    bytecode: depositoryArtifact.bytecode,
    args: [addresses.solver],
    nonce: 1,
  })
  const [stableReceipt, depositoryReceipt] = await Promise.all([
    publicClient.waitForTransactionReceipt({ hash: stableHash, pollingInterval: 50 }),
    publicClient.waitForTransactionReceipt({ hash: depositoryHash, pollingInterval: 50 }),
  ])
  expect('stablecoin', stableReceipt.contractAddress, addresses.stablecoin)
  expect('depository', depositoryReceipt.contractAddress, addresses.depository)

  const recipients: [Address, bigint][] = [
    [addresses.solver, options.solverStablecoin ?? 10_000_000_000_000n],
    ...[0, 1, 2, 3, 4, 5].map((i): [Address, bigint] => [
      anvilAccount(i).address,
      options.accountStablecoin ?? 100_000_000_000n,
    ]),
  ]
  const mints: Hash[] = []
  for (const [i, [to, amount]] of recipients.entries()) {
    mints.push(
      await wallet.writeContract({
        address: addresses.stablecoin,
        abi: stablecoinArtifact.abi,
        functionName: 'mint',
        args: [to, amount],
        nonce: 2 + i,
      }),
    )
  }
  for (const hash of mints) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success')
      throw new Error(`stablecoin mint ${hash} reverted on chain ${options.chainId}`)
  }

  // The other tokens (nonces 9–11): WETH, the USDT-like token, the 18-decimal stablecoin; then their balances for
  // the solver (fill liquidity) and accounts #0–#5, minted from nonce 12 on.
  expect('weth', getContractAddress({ from: deployer.address, nonce: 9n }), addresses.weth)
  expect('usdt', getContractAddress({ from: deployer.address, nonce: 10n }), addresses.usdt)
  expect('dai', getContractAddress({ from: deployer.address, nonce: 11n }), addresses.dai)
  const tokenHashes = [
    await wallet.deployContract({
      abi: wrappedNativeArtifact.abi,
      bytecode: wrappedNativeArtifact.bytecode,
      nonce: 9,
    }),
    await wallet.deployContract({
      abi: testTokenArtifact.abi,
      bytecode: testTokenArtifact.bytecode,
      args: ['Simulated Tether USD', 'USDT', 6, true],
      nonce: 10,
    }),
    await wallet.deployContract({
      abi: testTokenArtifact.abi,
      bytecode: testTokenArtifact.bytecode,
      args: ['Simulated Dai Stablecoin', 'DAI', 18, false],
      nonce: 11,
    }),
  ]
  for (const hash of tokenHashes) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success')
      throw new Error(`token deployment ${hash} reverted on chain ${options.chainId}`)
  }
  const tokenMints: [Address, Address, bigint][] = []
  for (const [token, unit] of [
    [addresses.weth, 10n ** 18n],
    [addresses.usdt, 10n ** 6n],
    [addresses.dai, 10n ** 18n],
  ] as const) {
    tokenMints.push([token, addresses.solver, (token === addresses.weth ? 1_000n : 10_000_000n) * unit])
    for (const i of [0, 1, 2, 3, 4, 5])
      tokenMints.push([token, anvilAccount(i).address, (token === addresses.weth ? 100n : 100_000n) * unit])
  }
  const tokenMintHashes: Hash[] = []
  for (const [i, [token, to, amount]] of tokenMints.entries())
    tokenMintHashes.push(
      await wallet.writeContract({
        address: token,
        abi: testTokenArtifact.abi,
        functionName: 'mint',
        args: [to, amount],
        nonce: 12 + i,
      }),
    )
  for (const hash of tokenMintHashes) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success')
      throw new Error(`token mint ${hash} reverted on chain ${options.chainId}`)
  }
  // Minted WETH is backed: the contract holds the native currency a withdrawal pays out.
  await testClient.setBalance({ address: addresses.weth, value: 2_000n * 10n ** 18n })

  // Multicall3 at its canonical address, as on every public chain (wagmi and viem batch reads through it).
  await testClient.setCode({ address: addresses.multicall3, bytecode: multicall3Artifact.deployedBytecode })
  // The gasless batch executor at Calibur's canonical address (`CaliburDelegate.sol`: Calibur's interface, not its
  // bytecode), and the relayer that sends `POST /execute`'s type-4 transactions, funded for their gas.
  await testClient.setCode({ address: addresses.calibur, bytecode: caliburDelegateArtifact.deployedBytecode })
  await testClient.setBalance({ address: addresses.relayer, value: parseEther('1000') })

  const wanted = options.solverNative ?? parseEther('10000')
  const balance = await publicClient.getBalance({ address: addresses.solver })
  if (balance < wanted) await testClient.setBalance({ address: addresses.solver, value: wanted })
}
