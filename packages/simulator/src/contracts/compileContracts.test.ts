import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { depositoryAbi } from '../model/depositoryAbi'
import { compileContracts } from './compileContracts'
import { depositoryArtifact } from './generated/depositoryArtifact'
import { renderArtifact } from './renderArtifact'

const generated = join(dirname(fileURLToPath(import.meta.url)), 'generated')
const compiled = compileContracts()

describe('compileContracts', () => {
  test.each([
    ['stablecoinArtifact.ts', 'Stablecoin'],
    ['depositoryArtifact.ts', 'Depository'],
    ['testTokenArtifact.ts', 'TestToken'],
    ['wrappedNativeArtifact.ts', 'WrappedNative'],
    ['multicall3Artifact.ts', 'Multicall3'],
    ['caliburDelegateArtifact.ts', 'CaliburDelegate'],
  ] as const)('behavior: the committed %s matches a fresh compilation of %s', (file, contract) => {
    expect(readFileSync(join(generated, file), 'utf8')).toBe(renderArtifact(compiled[contract]))
  })

  test('behavior: the depository implements exactly the pinned ABI', () => {
    const signature = (e: {
      type: string
      name?: string
      inputs?: readonly { type: string; indexed?: boolean }[]
    }) =>
      `${e.type} ${e.name}(${(e.inputs ?? []).map((i) => `${i.type}${i.indexed ? ' indexed' : ''}`).join(',')})`
    const ours = depositoryArtifact.abi
      .filter((e) => (e.type === 'function' && e.name !== 'solver') || e.type === 'event')
      .map(signature)
      .sort()
    expect(ours).toEqual(depositoryAbi.map(signature).sort())
    const mutability = Object.fromEntries(
      depositoryArtifact.abi.flatMap((e) => (e.type === 'function' ? [[e.name, e.stateMutability]] : [])),
    )
    for (const e of depositoryAbi)
      if (e.type === 'function') expect(mutability[e.name]).toBe(e.stateMutability)
  })

  test('behavior: the stablecoin has 6 decimals, symbol USDC and an owner-only mint', () => {
    const names = compiled.Stablecoin.abi.flatMap((e) => (e.type === 'function' ? [e.name] : []))
    expect(names).toEqual(
      expect.arrayContaining(['mint', 'decimals', 'symbol', 'transfer', 'transferFrom', 'owner']),
    )
    const source = readFileSync(join(generated, '..', 'Stablecoin.sol'), 'utf8')
    expect(source).toMatch(/ERC20\("Simulated USD Coin", "USDC"\)/)
    expect(source).toMatch(/return 6;/)
  })
})
