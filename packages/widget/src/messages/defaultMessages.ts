/**
 * Every string the widget shows, in one object: a host overrides any part of it through the `messages` prop
 * (`{ amount: { max: 'Tout' } }`), for another language or its own tone. Functions take the values they print.
 */
export const defaultMessages = {
  amount: {
    label: 'Amount',
    placeholder: '0.0',
    max: 'Max',
    tooManyDecimals: (decimals: number) =>
      `This token has at most ${decimals} decimal${decimals === 1 ? '' : 's'}.`,
    notANumber: 'Enter a number, like 1,000.5',
    tooLarge: 'This amount is larger than the token can hold.',
  },
  sponsorship: {
    full: (sponsor: string) => `${sponsor} pays the fees of this transfer`,
    partial: (sponsor: string, cap: string) => `${sponsor} pays up to ${cap} of the fees; you pay the rest`,
    none: 'No fees are sponsored on this transfer',
    notConfirmed: 'Sponsorship was asked for, but this quote does not include it: you pay the fees',
    defaultSponsor: 'The app',
    youPay: 'You pay',
    sponsorPays: 'Sponsored',
    components: {
      execution: 'Network fee (destination)',
      platform: 'Service fee',
      swap: 'Swap cost',
      app: 'App fee',
    },
    notCovered: 'Not covered',
    notCoveredItems: {
      everything: 'Every fee',
      originGas: 'Gas on the origin chain',
      appFees: 'App fees',
      permitApproval: 'The first token approval',
      rent: 'Token account rent',
    },
  },
  token: {
    unverified: 'Unverified token: check its address before you use it.',
    iconFallback: (symbol: string) => `${symbol || '?'} icon`,
  },
}

/** The widget's messages: the shape of {@link defaultMessages}. */
export type Messages = typeof defaultMessages
