import * as z from 'zod/mini'
import { chainCurrencySchema } from './chainCurrencySchema'
import { displayTextSchema } from './displayTextSchema'
import { lenientEnum } from './lenientEnum'

const contractsSchema = z.looseObject({
  multicall3: z.optional(z.string()),
  multicaller: z.optional(z.string()),
  onlyOwnerMulticaller: z.optional(z.string()),
  relayReceiver: z.optional(z.string()),
  erc20Router: z.optional(z.string()),
  approvalProxy: z.optional(z.string()),
  v3: z.optional(
    z.looseObject({ erc20Router: z.optional(z.string()), approvalProxy: z.optional(z.string()) }),
  ),
})

/**
 * A chain record (element of `chains` in `GET /chains`), with every field of the interface.
 * `id`, `name` and `displayName` are required; the rest is optional because non-EVM chains and older
 * records omit parts. `disabled: true` means an incident blocks the chain; `blockProductionLagging: true`
 * means degraded performance. Unknown `vmType` values are kept and flagged. `name`, `displayName` and
 * `explorerName` are made inert (`displayTextSchema`: no bidi controls or invisible characters).
 */
export const chainSchema = z.looseObject({
  id: z.number(),
  name: displayTextSchema,
  displayName: displayTextSchema,
  httpRpcUrl: z.optional(z.string()),
  wsRpcUrl: z.optional(z.string()),
  explorerUrl: z.optional(z.string()),
  explorerName: z.optional(displayTextSchema),
  depositEnabled: z.optional(z.boolean()),
  tokenSupport: z.optional(z.string()),
  disabled: z.optional(z.boolean()),
  partialDisableLimit: z.optional(z.number()),
  blockProductionLagging: z.optional(z.boolean()),
  currency: z.optional(z.nullable(chainCurrencySchema)),
  withdrawalFee: z.optional(z.number()),
  depositFee: z.optional(z.number()),
  surgeEnabled: z.optional(z.boolean()),
  featuredTokens: z.optional(z.array(chainCurrencySchema)),
  erc20Currencies: z.optional(z.array(chainCurrencySchema)),
  solverCurrencies: z.optional(z.array(chainCurrencySchema)),
  iconUrl: z.optional(z.nullable(z.string())),
  contracts: z.optional(contractsSchema),
  vmType: z.optional(lenientEnum('vmType', ['evm', 'svm', 'bvm'])),
  baseChainId: z.optional(z.nullable(z.number())),
  solverAddresses: z.optional(z.array(z.string())),
  tags: z.optional(z.array(z.unknown())),
  protocol: z.optional(
    z.looseObject({
      v2: z.optional(z.looseObject({ chainId: z.optional(z.number()), depository: z.optional(z.string()) })),
    }),
  ),
})

/** A chain record (see {@link chainSchema}). */
export type Chain = z.infer<typeof chainSchema>
