import { defineConfig } from 'tsdown'

// The published build of @crosspay/core: one ESM file per source module (so each hook keeps its 'use client'
// directive and bundlers tree-shake per module), with .d.ts beside them. Workspace development and tests use
// the sources directly; `publishConfig` points the packed package at `dist/`.
export default defineConfig({
  entry: {
    index: 'src/exports/index.ts',
    execution: 'src/exports/execution.ts',
    failures: 'src/exports/failures.ts',
    legacy: 'src/exports/legacy.ts',
    schemas: 'src/exports/schemas.ts',
    server: 'src/exports/server.ts',
    sponsorship: 'src/exports/sponsorship.ts',
  },
  format: 'esm',
  platform: 'neutral',
  unbundle: true,
  dts: true,
  sourcemap: false,
  clean: true,
  outDir: 'dist',
  tsconfig: 'tsconfig.build.json',
})
