/** One budget: an entry of `app/src`, which of its figures, and the most it may add to the bare host. */
export type SizeBudget = {
  /** The entry's file name in `app/src` (without `.tsx`). */
  entry: string
  /** What the row says. */
  label: string
  /** `initial`: JS at start; `all`: JS once every lazy part has loaded; `css`: the entry's CSS. */
  measure: 'initial' | 'all' | 'css'
  /** Most added gzipped bytes over `bare` (CSS: absolute, the bare host has none). 1 kB = 1000 bytes. */
  limit: number
}

const kB = 1000

/**
 * The size budgets `pnpm size` enforces, added gzipped bytes on top of a bare Vite 8 + React 19 app with
 * WagmiProvider + QueryClientProvider. The issue-19 targets are the first four; the others are measured figures
 * plus a little headroom, so that a regression shows. Add the checkout's rows here once it exists (its entry in
 * `app/src`, as `swapPanel.tsx` is).
 */
export const sizeBudgets: SizeBudget[] = [
  {
    entry: 'coreHooks',
    label: 'core hooks (provider, client, useChains, useQuote, useRequestStatus)',
    measure: 'initial',
    limit: 15 * kB,
  },
  {
    entry: 'swapPanel',
    label: 'SwapPanel + provider + client (initial load)',
    measure: 'initial',
    limit: 52 * kB,
  },
  {
    entry: 'swapPanel',
    label: 'SwapPanel after the execution path has loaded',
    measure: 'all',
    limit: 80 * kB,
  },
  { entry: 'allComponents', label: 'styles.css (every component, one file)', measure: 'css', limit: 8 * kB },
  {
    entry: 'coreExecution',
    label: 'core hooks + useExecuteQuote (initial load)',
    measure: 'initial',
    limit: 20 * kB,
  },
  {
    entry: 'coreExecution',
    label: 'core hooks + useExecuteQuote, executor loaded',
    measure: 'all',
    limit: 60 * kB,
  },
  { entry: 'requestStatus', label: 'RequestStatus + provider + client', measure: 'initial', limit: 45 * kB },
  {
    entry: 'requestHistory',
    label: 'RequestHistory + provider + client',
    measure: 'initial',
    limit: 50 * kB,
  },
  {
    entry: 'appBalanceCard',
    label: 'AppBalanceCard + provider + client (initial load)',
    measure: 'initial',
    limit: 50 * kB,
  },
  { entry: 'appBalanceCard', label: 'AppBalanceCard, everything loaded', measure: 'all', limit: 80 * kB },
  { entry: 'allComponents', label: 'every component (initial load)', measure: 'initial', limit: 80 * kB },
  { entry: 'allComponents', label: 'every component, everything loaded', measure: 'all', limit: 100 * kB },
]
