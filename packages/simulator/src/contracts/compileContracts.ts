import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

/** A compiled contract: its ABI and creation bytecode. */
export interface ContractArtifact {
  contractName: string
  abi: Abi
  bytecode: Hex
  /** Runtime bytecode, for a contract placed with `anvil_setCode` rather than deployed (Multicall3). */
  deployedBytecode?: Hex
}

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)

/** The Solidity sources of the simulated deployment, compiled by {@link compileContracts}. */
const sources = [
  'Stablecoin.sol',
  'Depository.sol',
  'TestToken.sol',
  'WrappedNative.sol',
  'Multicall3.sol',
  'CaliburDelegate.sol',
] as const

/**
 * Compiles the simulator's contracts (`Stablecoin.sol`, `Depository.sol`, `TestToken.sol`, `WrappedNative.sol`,
 * `Multicall3.sol`, `CaliburDelegate.sol`, the last two with their runtime bytecode too: they are placed, not deployed) with solc-js 0.8.37
 * (optimizer on, 200 runs, EVM `cancun`), resolving `@openzeppelin/contracts` imports from
 * node_modules. Deterministic: the same sources give the same bytecode. Throws on any compiler error.
 */
export function compileContracts(): {
  Stablecoin: ContractArtifact
  Depository: ContractArtifact
  TestToken: ContractArtifact
  WrappedNative: ContractArtifact
  Multicall3: ContractArtifact
  CaliburDelegate: ContractArtifact
} {
  const solc = require('solc') as { compile(input: string, callbacks?: unknown): string; version(): string }
  const ozRoot = dirname(require.resolve('@openzeppelin/contracts/package.json'))
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(
      sources.map((file) => [file, { content: readFileSync(join(here, file), 'utf8') }]),
    ),
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
    },
  }
  const findImports = (path: string) => {
    const prefix = '@openzeppelin/contracts/'
    if (!path.startsWith(prefix)) return { error: `Import not found: ${path}` }
    return { contents: readFileSync(join(ozRoot, path.slice(prefix.length)), 'utf8') }
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<
      string,
      Record<
        string,
        { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }
      >
    >
  }
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  const artifact = (file: string, name: string, runtime = false): ContractArtifact => {
    const c = output.contracts[file]?.[name]
    if (!c) throw new Error(`solc produced no ${name} in ${file}`)
    return {
      contractName: name,
      abi: c.abi,
      bytecode: `0x${c.evm.bytecode.object}`,
      ...(runtime ? { deployedBytecode: `0x${c.evm.deployedBytecode.object}` as Hex } : {}),
    }
  }
  return {
    Stablecoin: artifact('Stablecoin.sol', 'Stablecoin'),
    Depository: artifact('Depository.sol', 'Depository'),
    TestToken: artifact('TestToken.sol', 'TestToken'),
    WrappedNative: artifact('WrappedNative.sol', 'WrappedNative'),
    Multicall3: artifact('Multicall3.sol', 'Multicall3', true),
    CaliburDelegate: artifact('CaliburDelegate.sol', 'CaliburDelegate', true),
  }
}
