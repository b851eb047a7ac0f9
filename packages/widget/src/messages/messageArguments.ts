import type { Messages } from './defaultMessages'

type Names<P> = { [I in keyof P]: string }
/** For each message that is a function of `T`, the names its ICU placeholders give its arguments, in order. */
export type ArgumentsOf<T> = {
  [K in keyof T as T[K] extends (...args: never[]) => string ? K : never]: T[K] extends (
    ...args: infer P
  ) => string
    ? Names<P>
    : never
} & {
  [K in keyof T as T[K] extends string | ((...args: never[]) => unknown) ? never : K]?: ArgumentsOf<T[K]>
}

/**
 * The placeholder names of every message that takes values, in the order the function takes them:
 * `amount.readAs(amount)` prints a catalog's `Read as {amount}`. Typed from {@link Messages}, so a message that gains
 * or loses an argument is a type error here.
 */
export const messageArguments: ArgumentsOf<Messages> = {
  address: {
    copyLabel: ['value'],
    viewOnExplorer: ['explorer'],
    unknownChain: ['id'],
  },
  amount: {
    placeholder: ['decimal'],
    tooManyDecimals: ['decimals'],
    ambiguous: ['decimal'],
    readAs: ['amount'],
  },
  history: {
    range: ['range'],
    since: ['date'],
    until: ['date'],
    route: ['origin', 'destination'],
  },
  appBalance: {
    claimableNote: ['available'],
    onChain: ['chain'],
    readiness: {
      ready: ['available'],
      holds: ['held', 'available'],
    },
    deposit: {
      walletBalance: ['amount'],
      failed: ['reason'],
    },
    claim: {
      option: ['symbol', 'chain'],
      amountHint: ['amount'],
      chain: ['chain'],
      notHere: ['list'],
      otherAccount: ['connected', 'wallet'],
      aboveClaimable: ['amount'],
      claimed: ['amount', 'recipient'],
      failed: ['reason'],
    },
  },
  checkout: {
    owed: ['merchant'],
    on: ['chain'],
    moreSources: ['count'],
    pay: ['amount'],
    network: ['chain'],
    expiresIn: ['time'],
    qrLabel: ['address'],
    paidTitle: ['merchant'],
    closedBody: ['status'],
    serviceSays: ['status'],
  },
  panel: {
    pickerTitle: ['side'],
    moreTokens: ['count'],
    onChain: ['chain'],
    usdValue: ['usd'],
    recipientInvalid: ['vm'],
    insufficientBalance: ['symbol'],
    review: ['action'],
  },
  progress: {
    onChain: ['chain'],
  },
  quote: {
    seconds: ['n'],
    minutes: ['n'],
    youPayLine: ['amount'],
    feesLine: ['usd'],
    sponsoredLine: ['sponsor', 'usd'],
    highImpact: ['percent'],
    highFees: ['percent'],
  },
  recovery: {
    retryingIn: ['seconds'],
  },
  review: {
    onChain: ['chain'],
    atLeast: ['amount'],
    sponsored: ['sponsor', 'usd'],
    prompt: {
      approve: ['symbol'],
    },
  },
  sponsorship: {
    full: ['sponsor'],
    partial: ['sponsor', 'cap'],
  },
  status: {
    unknownLabel: ['status'],
    unknownHeadline: ['status'],
    onChain: ['chain'],
  },
  token: {
    iconFallback: ['symbol'],
  },
}
