// Size budgets of @crosspay/widget's own code (size-limit 12 + preset-small-lib: esbuild, minified, gzipped, the
// peers and @crosspay/core excluded), run by the root `pnpm size`. What a host pays for the components, peers'
// parts included, is measured after these from the packed tarballs: test/packed/size/checkSizeBudgets.ts.
const peers = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'wagmi',
  '@wagmi/core',
  'viem',
]

// What loads only on demand stays out of the figures below, as it stays out of a host's first load (the packed
// check measures those chunks apart): every language but English (`messages/catalogs/*`) and the ICU compiler that
// reads them (`messages/loadMessages`), each its own `import()`, and the panel's Solana parts (`SwapPanel/svmParts`,
// loaded with a Solana chain in the route). esbuild (no code splitting here) would otherwise bundle all 19 catalogs
// into the entry (173 kB).
const lazyChunks = (config) => {
  config.external = [
    ...(config.external ?? []),
    './catalogs/*',
    '../messages/loadMessages',
    './svmParts',
    // The checkout's Solana parts loaded on demand (issue 29: only when the service lists a Solana chain, or a Solana
    // balance is read): its wallet discovery and Connect Solana button, the registry, the Solana balance reader.
    './checkoutSvmParts',
    '@wallet-standard/app',
    '../parts/useWalletBalances/readSvmBalances',
    './readSvmBalances',
    // The gasless note's words (`GaslessNote` loads them once the plan has something to say).
    './GaslessPlanNote',
  ]
  return config
}

export default [
  {
    name: '@crosspay/widget (entry, everything; peers and @crosspay/core excluded)',
    path: 'src/exports/index.ts',
    import: '*',
    // 50 → 52 kB (issue 27): the swap cards, review, summary line and chain badges add 3.2 kB (46.32 → 49.5 on the
    // base before issue 34; 50.62 with it).
    // 52 → 53 kB (issue 27b: progress timeline, picker chips, verified mark and warning): measured 51.92 kB (was 50.72).
    // 53 → 55 kB (issues 29 + 31 on main: Solana recipient rule, wallet-standard hook and fee lines; the language
    // switch and the digit normaliser): measured 54.56 kB.
    // 55 → 55.4 kB (issue 27c: the picker's USD values, PickerBalance): measured 55.13 kB.
    // 55.4 → 54.7 kB (first load): the Solana parts out (their own chunk), the balance reader's own ABI codec in (it
    // replaces viem's, which this figure leaves out: +0.38 kB here, −1.7 kB in a host's first load): measured 54.4 kB.
    // 54.7 → 55.2 kB (issues 29 + 30 in the checkout: the buyer's wallets by chain family and Solana balances, the
    // gasless note; its Solana parts are their own chunk): measured 55.07 kB.
    // The gasless note's words on demand (checkout first load): measured 54.93 kB; the limit stays.
    limit: '55.2 kB',
    gzip: true,
    ignore: [...peers, '@crosspay/core'],
    modifyEsbuildConfig: lazyChunks,
  },
  {
    // What the checkout costs a host that imports only it (its own code and the parts it shares with the panel).
    // What it adds to the whole entry was measured as the entry with and without its two exports: 6.2 kB.
    // 18 → 18.5 kB (issue 17): the progress view's recovery notice and its messages add 0.36 kB (17.83 → 18.19).
    // 18.5 → 19 kB (issue 34): the states that offer no Pay (unconfirmed, checking, elsewhere, closed) and their words
    // add 0.67 kB (18.19 → 18.86).
    // 19 → 21 kB (issue 27): the one-line summary of what the buyer pays (with the quote's details behind it) and the
    // chain badges add 1.9 kB (18.19 → 20.06 on the base before issue 34).
    name: '@crosspay/widget CheckoutPanel alone (peers and @crosspay/core excluded)',
    path: 'src/exports/index.ts',
    import: '{ CheckoutPanel }',
    // 21 → 22 kB (issue 27b: the progress timeline it shows while paying): measured 21.53 kB (was 20.78).
    // 22 → 22.5 kB (issue 31: the language switch of WidgetRoot, the amount parser's digit normaliser): measured 22.03.
    // 22.5 → 22.9 kB (first load): the balance reader's own Multicall3 codec replaces viem's ABI coder, which this
    // figure leaves out (+0.39 kB here: 22.28 → 22.67; in a host's first load the checkout is 1.7 kB lighter, see
    // sizeBudgets.ts): measured 22.67 kB.
    // 22.9 → 23.8 kB (issues 29 + 30 in the checkout: the buyer's wallets by chain family and Solana balances, the
    // gasless note and its plan query; the Solana parts, registry and reader are on demand): measured 23.66 kB.
    // 23.8 → 23.7 kB (checkout first load: the gasless note's words on demand): measured 23.44 kB.
    limit: '23.7 kB',
    gzip: true,
    ignore: [...peers, '@crosspay/core'],
    modifyEsbuildConfig: lazyChunks,
  },
  {
    name: '@crosspay/widget/styles.css (the one stylesheet, its @imports bundled)',
    path: 'src/styles/crosspay.css',
    limit: '8 kB',
    gzip: true,
  },
]
