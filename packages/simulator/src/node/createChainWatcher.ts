import { createPublicClient, type Hex, http, type PublicClient } from 'viem'
import { addresses } from '../config/addresses'
import { evmTokenAt } from '../config/evmTokens'
import { ingestOriginTransaction } from '../lifecycle/ingestOriginTransaction'
import { depositoryAbi } from '../model/depositoryAbi'
import type { SimContext } from '../model/SimContext'
import { createSerialQueue } from './createSerialQueue'
import { decodeTokenMovement } from './decodeTokenMovement'
import { localChain } from './localChain'
import { type DepositLog, toLoggedDeposit } from './toLoggedDeposit'
import { toOriginTransaction } from './toOriginTransaction'

/** Options of {@link createChainWatcher}. */
export interface ChainWatcherOptions {
  /** Poll interval, ms. Defaults to 200. */
  intervalMs?: number
  /** Where problems go. Defaults to console.error. */
  log?: (message: string, error?: unknown) => void
}

/** A running chain watcher. */
export interface ChainWatcher {
  /** Stops polling; resolves once the block in progress (if any) is done. */
  stop(): Promise<void>
  /** Resolves once every block mined so far on every chain has been processed (tests). */
  sync(): Promise<void>
}

/**
 * Watches new blocks on live anvil chains and hands the solver every origin transaction it must see:
 * anything sent to the depository, to the chain's `solverAddresses[0]` or to a known deposit address,
 * and stablecoin `transfer`s to those; and every transaction in which the depository emitted a `Deposit` while it was
 * sent elsewhere (a deposit made *by* an account: an EIP-7702 batch relayed to the user's account, a contract
 * wallet), read from that event (`toLoggedDeposit`). Each becomes an OriginTransaction (receipt status, fee,
 * timestamp, ERC-20 token/amount) passed to `ingestOriginTransaction`. The solver's and deployer's
 * own transactions are skipped. Odd transactions are logged and never stop the watcher.
 */
export function createChainWatcher(
  ctx: SimContext,
  chains: { chainId: number; rpcUrl: string }[],
  options: ChainWatcherOptions = {},
): ChainWatcher {
  const interval = options.intervalMs ?? 200
  const log = options.log ?? ((m, e) => console.error(`[simulator] ${m}`, e ?? ''))
  const skipFrom = new Set([addresses.solver, addresses.deployer].map((a) => a.toLowerCase()))
  const depositAddresses = new Set<string>()
  const remember = (address: string | undefined) => address && depositAddresses.add(address.toLowerCase())
  for (const r of ctx.store.values()) remember(r.depositAddress?.address)
  const unsubscribeInserts = ctx.store.subscribe((r) => remember(r.depositAddress?.address))
  const unsubscribeRemovals = ctx.store.onRemove((r) => {
    if (r.depositAddress) depositAddresses.delete(r.depositAddress.address.toLowerCase())
  })
  const unsubscribe = () => {
    unsubscribeInserts()
    unsubscribeRemovals()
  }

  let stopped = false
  const loops = chains.map(({ chainId, rpcUrl }) => {
    const client = createPublicClient({
      chain: localChain(chainId, rpcUrl),
      transport: http(rpcUrl),
    }) as PublicClient
    const solverAddress = (ctx.chain(chainId)?.solverAddresses[0] ?? addresses.solver).toLowerCase()
    const watched = (to: string) => to === solverAddress || depositAddresses.has(to)
    let next: bigint | undefined
    let current: Promise<void> = Promise.resolve()

    /** The first depository `Deposit` event of each transaction of a block, by transaction hash. */
    const depositLogs = async (blockNumber: bigint) => {
      const logs = await client.getContractEvents({
        address: addresses.depository,
        abi: depositoryAbi,
        eventName: 'Deposit',
        fromBlock: blockNumber,
        toBlock: blockNumber,
        strict: true,
      })
      const byTx = new Map<string, DepositLog>()
      for (const log of logs)
        if (log.transactionHash && !byTx.has(log.transactionHash))
          byTx.set(log.transactionHash, { ...log.args, requestId: log.args.requestId as Hex })
      return byTx
    }

    const processBlock = async (number: bigint) => {
      const [block, deposits] = await Promise.all([
        client.getBlock({ blockNumber: number, includeTransactions: true }),
        depositLogs(number),
      ])
      for (const tx of block.transactions) {
        try {
          const to = tx.to?.toLowerCase()
          if (!to || skipFrom.has(tx.from.toLowerCase())) continue
          const logged = to === addresses.depository.toLowerCase() ? undefined : deposits.get(tx.hash)
          if (logged) {
            const receipt = await client.getTransactionReceipt({ hash: tx.hash })
            await ingestOriginTransaction(ctx, toLoggedDeposit(chainId, tx, receipt, block.timestamp, logged))
            continue
          }
          const movement = decodeTokenMovement(to, tx.input)
          const relevant =
            to === addresses.depository.toLowerCase() ||
            watched(to) ||
            (evmTokenAt(to) !== undefined &&
              movement?.recipient !== undefined &&
              watched(movement.recipient.toLowerCase()))
          if (!relevant) continue
          const receipt = await client.getTransactionReceipt({ hash: tx.hash })
          await ingestOriginTransaction(ctx, toOriginTransaction(chainId, tx, receipt, block.timestamp))
        } catch (error) {
          log(`chain ${chainId}: could not ingest ${tx.hash}`, error)
        }
      }
    }

    const serial = createSerialQueue()
    const pollOnce = async () => {
      try {
        const head = await client.getBlockNumber({ cacheTime: 0 })
        if (next === undefined) next = head + 1n
        while (!stopped && next <= head) {
          await processBlock(next)
          next += 1n
        }
      } catch (error) {
        if (!stopped) log(`chain ${chainId}: block poll failed`, error)
      }
    }
    // Serialised, so the timer loop and sync() never process a block twice.
    const poll = () => serial(pollOnce)

    let timer: ReturnType<typeof setTimeout> | undefined
    const loop = () => {
      current = poll().finally(() => {
        if (!stopped) timer = setTimeout(loop, interval)
      })
    }
    // The first poll pins the starting block: only blocks mined after the watcher started are seen.
    const started = client.getBlockNumber({ cacheTime: 0 }).then(
      (head) => {
        next ??= head + 1n
        loop()
      },
      (error) => {
        log(`chain ${chainId}: watcher could not start`, error)
        loop()
      },
    )
    return {
      started,
      async stop() {
        if (timer) clearTimeout(timer)
        await started
        await current
        if (timer) clearTimeout(timer)
      },
      async sync() {
        await started
        await current
        await poll()
      },
    }
  })

  return {
    async stop() {
      stopped = true
      unsubscribe()
      await Promise.all(loops.map((l) => l.stop()))
    },
    async sync() {
      await Promise.all(loops.map((l) => l.sync()))
    },
  }
}
