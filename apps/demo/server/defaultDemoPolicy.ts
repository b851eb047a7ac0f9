import type { DemoPolicy } from '../shared/DemoPolicy'

/** The policy the demo starts with: nothing sponsored, a 0.50 USD cap ready for when it is switched on. */
export const defaultDemoPolicy: DemoPolicy = {
  subsidizeFees: false,
  maxSubsidizationAmount: '500000',
  subsidizeRent: false,
  sponsoredFeeComponents: null,
}
