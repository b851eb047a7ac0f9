/**
 * The meta fields a part's stories share: they start light in en-US, and the controls switch the theme between light
 * and dark. Spread into a story file's `meta`.
 *
 * @example
 * const meta = { title: 'Parts/QuoteSummary', component: LiveQuoteSummary, ...themeControls } satisfies Meta<typeof LiveQuoteSummary>
 */
export const themeControls = {
  args: { theme: 'light' as const, locale: 'en-US' },
  argTypes: { theme: { control: 'inline-radio' as const, options: ['light', 'dark'] } },
}
