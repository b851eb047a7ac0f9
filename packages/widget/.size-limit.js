// Size budgets of @crosspay/widget (size-limit 12 + preset-small-lib: esbuild, minified, gzipped), run by the root
// `pnpm size`. size-limit always excludes the package's peers, @crosspay/core among them: the panel-with-core
// budget puts core back in (modifyEsbuildConfig), so it counts what a host pays for both packages.
const peers = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'wagmi',
  '@wagmi/core',
  'viem',
]
const withCore = (config) => ({
  ...config,
  external: config.external.filter((name) => !name.startsWith('@crosspay/core')),
})

export default [
  {
    name: '@crosspay/widget (entry, everything; peers and @crosspay/core excluded)',
    path: 'src/exports/index.ts',
    import: '*',
    limit: '45 kB',
    gzip: true,
    ignore: [...peers, '@crosspay/core'],
  },
  {
    // What the checkout costs a host that imports only it (its own code and the parts it shares with the panel).
    // What it adds to the whole entry was measured as the entry with and without its two exports: 6.2 kB.
    name: '@crosspay/widget CheckoutPanel alone (peers and @crosspay/core excluded)',
    path: 'src/exports/index.ts',
    import: '{ CheckoutPanel }',
    limit: '17 kB',
    gzip: true,
    ignore: [...peers, '@crosspay/core'],
  },
  {
    name: '@crosspay/widget/styles.css (the one stylesheet, its @imports bundled)',
    path: 'src/styles/crosspay.css',
    limit: '8 kB',
    gzip: true,
  },
  {
    name: 'SwapPanel with @crosspay/core (the panel, all the core it uses, CrosspayProvider, createClient; peers excluded)',
    path: ['src/exports/index.ts', '../core/src/exports/index.ts'],
    import: {
      'src/exports/index.ts': '{ SwapPanel }',
      '../core/src/exports/index.ts': '{ CrosspayProvider, createClient }',
    },
    limit: '60 kB',
    gzip: true,
    ignore: peers,
    modifyEsbuildConfig: withCore,
  },
]
