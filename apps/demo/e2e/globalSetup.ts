import { rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { buildDemo } from './buildDemo'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo site built once for the whole run (a temporary folder). */
    distDir: string
  }
}

/** Builds the demo once for every test file (`inject('distDir')`) and removes the build afterwards. */
export default async function setup(project: TestProject) {
  const distDir = await buildDemo()
  project.provide('distDir', distDir)
  return () => rmSync(distDir, { recursive: true, force: true })
}
