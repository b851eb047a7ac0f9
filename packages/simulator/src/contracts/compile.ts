// Script: `pnpm --filter @crosspay/simulator compile-contracts`. Recompiles the Solidity sources
// and rewrites the committed artifacts in src/contracts/generated/.
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileContracts } from './compileContracts'
import { renderArtifact } from './renderArtifact'

const dir = join(dirname(fileURLToPath(import.meta.url)), 'generated')
const compiled = compileContracts()
for (const artifact of [
  compiled.Stablecoin,
  compiled.Depository,
  compiled.TestToken,
  compiled.WrappedNative,
  compiled.Multicall3,
  compiled.CaliburDelegate,
]) {
  const file = join(
    dir,
    `${artifact.contractName.charAt(0).toLowerCase()}${artifact.contractName.slice(1)}Artifact.ts`,
  )
  writeFileSync(file, renderArtifact(artifact))
  console.log(`wrote ${file} (${(artifact.bytecode.length - 2) / 2} bytes of bytecode)`)
}
