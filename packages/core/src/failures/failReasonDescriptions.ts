import type { FailReason, FundsReturned, ReasonDescription } from './types'

type Category = Omit<ReasonDescription, 'title'>
const category = (explanation: string, action: string, fundsReturned: FundsReturned): Category => ({
  explanation,
  action,
  fundsReturned,
})

const retry = 'Request a new quote and try again.'
const support = 'Contact support with the request id; they can trace the deposit and arrange a recovery.'
const refundOrRetry =
  'Check whether the request was refunded (its status), then request a new quote and try again.'
const refunded = 'No action needed: check the refund in your wallet.'

// Reasons of one category share one explanation, action and funds outcome; each reason keeps its own title.
const unknown = category(
  'The request failed for a reason the service did not identify.',
  refundOrRetry,
  'unknown',
)
const price = category(
  'The price moved beyond the allowed slippage, or the swap would have moved it too far or delivered less than the minimum, so the fill did not go ahead.',
  'Try again with a smaller amount, or allow a higher slippage tolerance.',
  'unknown',
)
const liquidity = category(
  'When the request was executed, the solver had no route or not enough liquidity to fill this amount.',
  'Try again later, with a smaller amount, or with another currency or chain.',
  'unknown',
)
const swap = category(
  'The swap this request needs failed or could not be prepared, or would have cost more than quoted.',
  retry,
  'unknown',
)
const deposit = category(
  'The deposit did not match this request (its address, chain, currency or amount) or was already used by another request, so it could not fill it.',
  support,
  'unknown',
)
const wallet = category(
  'Your tokens could not be taken from your wallet (balance, approval or permitted amount too low), so nothing was moved.',
  'Check your balance and approval, or use a smaller amount, then try again.',
  true,
)
const signature = category(
  'Your signature had expired or did not verify, so it was not used and nothing was moved.',
  'Request a new quote and sign again with the wallet that requested it.',
  true,
)
const sender = category(
  'A transaction or smart-account operation of this request was rejected: its sender, signer, nonce, gas price or gas limit was not accepted.',
  'Request a new quote and try again from the wallet that requested it.',
  'unknown',
)
const expired = category(
  'The request, its order or its deposit was not completed or confirmed before its deadline.',
  refundOrRetry,
  'unknown',
)
const transaction = category(
  'A transaction of this request failed on chain: it reverted, sent too little native currency, needed more gas or space than allowed, or was never submitted or included.',
  refundOrRetry,
  'unknown',
)
const target = category(
  'A contract or token this request calls on the destination refused the action (see the title), so the call could not complete.',
  'Change the request (amount, quantity, order, recipient or currency), or try again later.',
  'unknown',
)
const fees = category(
  'After fees nothing would be left to deliver, or the amount to swap came to zero.',
  'Try a larger amount.',
  false,
)
const refund = category('The service refunded the deposit instead of filling a request.', refunded, true)

// biome-ignore format: one reason per line reads as a table
const table: Record<FailReason, [title: string, category: Category]> = {
  UNKNOWN: ['Request failed', unknown],
  SLIPPAGE: ['Price moved too much', price],
  AMOUNT_TOO_LOW_TO_REFUND: ['Too little to refund', category('The fill failed and the deposit is too small to cover the cost of refunding it.', support, false)],
  DEPOSIT_ADDRESS_MISMATCH: ['Deposit sent to the wrong address', deposit],
  DEPOSIT_CHAIN_MISMATCH: ['Deposit on the wrong chain', deposit],
  INCORRECT_DEPOSIT_CURRENCY: ['Wrong currency deposited', deposit],
  DOUBLE_SPEND: ['Deposit already used', deposit],
  SOLVER_CAPACITY_EXCEEDED: ['Amount too large right now', liquidity],
  SOLVER_BALANCE_TOO_LOW: ['Not enough solver liquidity', liquidity],
  DEPOSITED_AMOUNT_TOO_LOW_TO_FILL: ['Deposit too small', deposit],
  NEGATIVE_NEW_AMOUNT_AFTER_FEES: ['Fees exceed the amount', fees],
  NO_QUOTES: ['No route available', liquidity],
  MISSING_REVERT_DATA: ['Destination transaction failed', transaction],
  REVERSE_SWAP_FAILED: ['Swap back failed', category('A swap needed to return the funds failed.', support, 'unknown')],
  GENERATE_SWAP_FAILED: ['Swap could not be built', swap],
  TOO_LITTLE_RECEIVED: ['Output below the minimum', price],
  EXECUTION_REVERTED: ['Destination call reverted', transaction],
  NEW_CALLDATA_INCLUDES_HIGHER_RENT_FEE: ['Rent cost went up', category('Re-preparing the transaction would have required a higher rent fee than quoted.', retry, 'unknown')],
  TRANSACTION_REVERTED: ['Transaction reverted', transaction],
  TRANSACTION_TOO_LARGE: ['Transaction too large', transaction],
  ORIGIN_CURRENCY_MISMATCH: ['Wrong origin currency', deposit],
  NO_INTERNAL_SWAP_ROUTES_FOUND: ['No swap route', liquidity],
  SWAP_USES_TOO_MUCH_GAS: ['Swap too expensive', swap],
  INSUFFICIENT_FUNDS_FOR_RENT: ['Not enough for rent', category('There was not enough to pay rent for a token account on the destination chain.', 'Fund the recipient with a little of the native currency, then try again.', 'unknown')],
  SPONSOR_BALANCE_TOO_LOW: ['Sponsor balance too low', category("The app's sponsorship balance could not cover the fees it promised to pay.", 'Try again without sponsorship, or ask the app to top up its balance.', 'unknown')],
  ORDER_EXPIRED: ['Order expired', expired],
  ORDER_IS_CANCELLED: ['Order cancelled', target],
  TRANSFER_FROM_FAILED: ['Token transfer failed', wallet],
  TRANSFER_FAILED: ['Transfer failed', transaction],
  SIGNATURE_EXPIRED: ['Signature expired', signature],
  INVALID_SIGNATURE: ['Invalid signature', signature],
  INSUFFICIENT_NATIVE_TOKENS_SUPPLIED: ['Not enough native currency sent', transaction],
  TRANSFER_AMOUNT_EXCEEDS_ALLOWANCE: ['Approval too low', wallet],
  TRANSFER_AMOUNT_EXCEEDS_BALANCE: ['Balance too low', wallet],
  INVALID_SENDER: ['Invalid sender', sender],
  ACCOUNT_ABSTRACTION_INVALID_NONCE: ['Smart account nonce invalid', sender],
  ACCOUNT_ABSTRACTION_SIGNATURE_ERROR: ['Smart account signature rejected', sender],
  SEAPORT_INEXACT_FRACTION: ['Order fraction invalid', target],
  TOKEN_NOT_TRANSFERABLE: ['Token not transferable', target],
  ZERO_SELL_AMOUNT: ['Nothing to sell', fees],
  MINT_NOT_ACTIVE: ['Mint not active', target],
  ERC_1155_TOO_MANY_REQUESTED: ['Too many items requested', target],
  INCORRECT_PAYMENT: ['Incorrect payment', target],
  INVALID_GAS_PRICE: ['Invalid gas price', sender],
  FLUID_DEX_ERROR: ['Exchange error', swap],
  ORDER_ALREADY_FILLED: ['Order already filled', target],
  SEAPORT_INVALID_FULFILLER: ['Not allowed to fill', target],
  INVALID_SIGNER: ['Invalid signer', sender],
  MINT_QUANTITY_EXCEEDS_MAX_PER_WALLET: ['Mint limit per wallet reached', target],
  MINT_QUANTITY_EXCEEDS_MAX_SUPPLY: ['Mint sold out', target],
  JUPITER_INVALID_TOKEN_ACCOUNT: ['Invalid token account', swap],
  INVALID_NONCE: ['Invalid nonce', sender],
  ACCOUNT_ABSTRACTION_GAS_LIMIT: ['Smart account gas limit', sender],
  CONTRACT_PAUSED: ['Contract paused', target],
  SWAP_IMPACT_TOO_HIGH: ['Price impact too high', price],
  INSUFFICIENT_POOL_LIQUIDITY: ['Not enough pool liquidity', liquidity],
  TTL_EXPIRED: ['Request timed out', expired],
  DEPOSIT_CONFIRMATION_TIMEOUT: ['Deposit not confirmed in time', expired],
  ORPHANED_DEPOSIT_REFUND: ['Unmatched deposit refunded', refund],
  GASLESS_PERMIT_BALANCE_TOO_LOW: ['Balance too low for the permit', wallet],
  MANUAL_ADMIN_REFUND: ['Refunded by support', refund],
  QUOTED_GAS_LIMIT_EXCEEDED: ['Gas limit exceeded', transaction],
  DESTINATION_TOKEN_TRANSFER_REJECTED: ['Recipient rejected the tokens', target],
  DEPOSIT_REORGED: ['Deposit reorganised away', category('The deposit disappeared from the origin chain in a reorganisation.', 'Check your wallet; if the funds are there, request a new quote and try again.', 'unknown')],
  BLOCKED_WALLET: ['Wallet blocked', category('A wallet of this request is blocked, so it was not processed.', support, false)],
  PROTOCOL_DEADLINE_EXPIRED: ['Deadline passed', expired],
  TRANSACTION_NOT_INCLUDED: ['Transaction not included', transaction],
  TRANSACTION_SUBMISSION_FAILED: ['Transaction not submitted', transaction],
  'N/A': ['No failure reported', category('The service reported no failure reason.', 'No action needed.', 'unknown')],
}

/**
 * Title, explanation, action and funds outcome of every `failReason` of the interface. Reasons of one kind
 * (price, liquidity, deposit mismatch, wallet balance/approval, signature, sender/nonce/gas, expiry, on-chain
 * transaction, destination contract, …) share one explanation and action; every reason has its own title.
 * `fundsReturned` is what the reason alone implies; {@link describeFailure} refines it with the refund reason
 * and the status.
 */
export const failReasonDescriptions = /* @__PURE__ */ Object.fromEntries(
  Object.entries(table).map(([reason, [title, shared]]) => [reason, { title, ...shared }]),
) as Record<FailReason, ReasonDescription>
