/** The sponsorship group of the widget's messages (see `defaultMessages`). */
export const sponsorshipMessages = {
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
}
