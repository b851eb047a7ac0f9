import { z } from 'zod'
import { chainCurrencySchema } from './chainCurrencySchema'
import { lenientEnum } from './lenientEnum'

const contractsSchema = z.looseObject({
  multicall3: z.string().optional(),
  multicaller: z.string().optional(),
  onlyOwnerMulticaller: z.string().optional(),
  relayReceiver: z.string().optional(),
  erc20Router: z.string().optional(),
  approvalProxy: z.string().optional(),
  v3: z.looseObject({ erc20Router: z.string().optional(), approvalProxy: z.string().optional() }).optional(),
})

/**
 * A chain record (element of `chains` in `GET /chains`), with every field of the interface.
 * `id`, `name` and `displayName` are required; the rest is optional because non-EVM chains and older
 * records omit parts. `disabled: true` means an incident blocks the chain; `blockProductionLagging: true`
 * means degraded performance. Unknown `vmType` values are kept and flagged.
 */
export const chainSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  displayName: z.string(),
  httpRpcUrl: z.string().optional(),
  wsRpcUrl: z.string().optional(),
  explorerUrl: z.string().optional(),
  explorerName: z.string().optional(),
  depositEnabled: z.boolean().optional(),
  tokenSupport: z.string().optional(),
  disabled: z.boolean().optional(),
  partialDisableLimit: z.number().optional(),
  blockProductionLagging: z.boolean().optional(),
  currency: chainCurrencySchema.nullable().optional(),
  withdrawalFee: z.number().optional(),
  depositFee: z.number().optional(),
  surgeEnabled: z.boolean().optional(),
  featuredTokens: z.array(chainCurrencySchema).optional(),
  erc20Currencies: z.array(chainCurrencySchema).optional(),
  solverCurrencies: z.array(chainCurrencySchema).optional(),
  iconUrl: z.string().nullable().optional(),
  contracts: contractsSchema.optional(),
  vmType: lenientEnum('vmType', ['evm', 'svm', 'bvm']).optional(),
  baseChainId: z.number().nullable().optional(),
  solverAddresses: z.array(z.string()).optional(),
  tags: z.array(z.unknown()).optional(),
  protocol: z
    .looseObject({
      v2: z.looseObject({ chainId: z.number().optional(), depository: z.string().optional() }).optional(),
    })
    .optional(),
})

/** A chain record (see {@link chainSchema}). */
export type Chain = z.infer<typeof chainSchema>
