import type { SponsoredFeeComponent } from '../quote/QuoteParameters'
import type { RecordFeeComponent, SponsorshipRules } from './types'

/** The body's name (`sponsoredFeeComponents`) of each record fee component. */
const selector: Record<RecordFeeComponent, SponsoredFeeComponent> = {
  execution: 'execution',
  swap: 'swap',
  platform: 'relay',
  app: 'app',
}

/** Whether the body selects this fee component for sponsorship. */
export function isComponentSelected(rules: SponsorshipRules, component: RecordFeeComponent): boolean {
  return rules.selectedComponents.includes(selector[component])
}
