import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { exportedNames } from '../../../core/test/exportedNames'

const here = dirname(fileURLToPath(import.meta.url))

describe('@crosspay/widget entry', () => {
  test('behavior: the entry lists the components, parts and helpers an integrator calls: 28 values, no context', async () => {
    const values = Object.keys(await import('./index'))
    expect(values.length).toBe(28)
    expect(values.filter((name) => /Context/.test(name))).toEqual([])
    for (const internal of ['WidgetContext', 'statusSteps', 'sponsorshipState'])
      expect(values).not.toContain(internal)
  })

  test('behavior: every exported name, types included, is pinned (a removal goes in CHANGELOG.md)', () => {
    expect(exportedNames(join(here, 'index.ts'))).toMatchInlineSnapshot(`
      [
        "Address",
        "type AddressProps",
        "Amount",
        "AmountInput",
        "type AmountInputProps",
        "type AmountInputReading",
        "type AmountProps",
        "AppBalanceCard",
        "type AppBalanceCardProps",
        "ChainBadge",
        "type ChainBadgeProps",
        "CheckoutPanel",
        "type CheckoutPanelProps",
        "defaultMessages",
        "ExecutionProgress",
        "type ExecutionProgressProps",
        "ExplorerLink",
        "type ExplorerLinkProps",
        "FeeBreakdown",
        "type FeeBreakdownProps",
        "formatAmountInput",
        "formatPercent",
        "formatTokenAmount",
        "formatUsd",
        "mergeMessages",
        "type Messages",
        "type MessagesOverride",
        "numberSeparators",
        "type NumberSeparators",
        "type PanelLocks",
        "type PanelSponsorship",
        "QuoteSummary",
        "type QuoteSummaryProps",
        "readAmountInput",
        "RequestHistory",
        "type RequestHistoryFilters",
        "type RequestHistoryProps",
        "RequestStatus",
        "type RequestStatusProps",
        "safeLogoUrl",
        "SponsorshipNotice",
        "type SponsorshipNoticeProps",
        "StatusStepLine",
        "type StatusStepLineProps",
        "type SupportedLocale",
        "supportedLocales",
        "SwapPanel",
        "type SwapPanelProps",
        "type SwapValue",
        "type TokenFilter",
        "TokenIcon",
        "type TokenIconProps",
        "TokenPicker",
        "type TokenPickerProps",
        "WidgetRoot",
        "type WidgetRootProps",
      ]
    `)
  })
})
