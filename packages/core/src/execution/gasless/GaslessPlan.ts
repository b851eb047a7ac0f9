// What the gasless path would do for a quote (types only).

/**
 * Whether a quote would be paid without gas (`planGasless`): `gasless` (and whether the account's one-time upgrade,
 * an EIP-7702 authorization to Calibur, is asked first), `normal` (the normal steps run; `reason` says why), or
 * `delegated-elsewhere` (the account is delegated to another contract: refused, and worth a warning).
 */
export type GaslessPlan =
  | { kind: 'gasless'; upgrade: boolean }
  | { kind: 'normal'; reason: 'off' | 'steps' | 'chain' | 'native' | 'gas' | 'contract' | 'signer' }
  | { kind: 'delegated-elsewhere'; delegate: string }
