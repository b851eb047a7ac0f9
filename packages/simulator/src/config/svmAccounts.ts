/**
 * The local Solana chain's keypairs, deterministic: each 32-byte Ed25519 `seed` is
 * `sha256("crosspay-svm:<name>")` (names `account0`…`account4`, `solver`, `depository`), and `address` is its
 * public key in base58. Test accounts start with 100 SOL and 10,000 USDC on the LiteSVM chain; the solver fills
 * and pays rent; the depository holds deposits (SOL on its own account, USDC on its associated token account) and
 * signs refunds. `lookupTable` is the address lookup table quoted deposits compile against (no key).
 * Public test keys: never use them for anything of value.
 */
export const svmAccounts = {
  accounts: [
    {
      address: 'AfYjLi8LWQ7ZvJknYciddPYduSsPsYyES9GYAFPbWn6j',
      seed: 'd886f93b3245b2cc9da691bb4d990c6a5ff2da3a70892bac90535bd37d9b5572',
    },
    {
      address: 'J4ijmCNt5jqXHK5XSfy3hKBTQM4Nuv17MFyqwn5xtdwb',
      seed: '6e15476fc3fe7160e285e26221763de2c7ead34206c554297e0316cc1be08004',
    },
    {
      address: 'BEe8VUuydSxmo9cjgUQQDxPBM2k1Qk3M5HXp42LJiKC4',
      seed: 'a0d6a9b582cc72fb49900b3acbad51a7143e9aadc96bb66ba0ed20b34d00bbb9',
    },
    {
      address: 'CP1wwBFVWPBUb6LyeBzor9yaVafxmYstSteFcwbZm9Tf',
      seed: '614b7b303b7bbaebb2403d404883d881a21e49abf13479b74722b15d622d5fcc',
    },
    {
      address: '8pFudrJbr4EQRoM12AbLPjJ1kp1Lyq3wnqjhNiAXqXNy',
      seed: 'aec3a6df71abb2129e52054438c2e0626fdbf50c57572ff5ecabc2215fe33e1f',
    },
  ],
  solver: {
    address: 'AsCG9PnTHKx46bS4Pz5jrEJwZQHAMifTze8CXtVfojZ6',
    seed: 'c340950c88f665cc613eb72972723366b5538c2d5763a99790ea7b4208cbf076',
  },
  depository: {
    address: '7CtYz1RKYiwi4Wmx6iFLN6mRSS6zvteMYTguKtqboEag',
    seed: '04ab280a7c1bd53109281eb91469d9307025235b6ed89fbd2a0b3ffa0922d588',
  },
  lookupTable: 'CamBubzhv3QYmpgQypr1t4KFFjE7ua7EfYmgw4XRbPqA',
} as const
