import type { DemoPolicy } from '../shared/DemoPolicy'

/**
 * The policy the demo starts with, as the README's first screenshot shows it: every fee of every quote sponsored
 * (every component, rent too) from `demo-key`'s app balance, up to 5 USD per quote (a 0.01 ETH bridge costs about
 * 0.2 USD in fees, so it is sponsored in full). The integrator page turns it off or lowers the cap.
 */
export const defaultDemoPolicy: DemoPolicy = {
  subsidizeFees: true,
  maxSubsidizationAmount: '5000000',
  subsidizeRent: true,
  sponsoredFeeComponents: null,
}
