import { defineConfig } from 'tsdown'

// The published build of @crosspay/widget: one ESM file per source module (so every component file keeps its
// 'use client' directive and bundlers tree-shake per module), .d.ts beside them, and the stylesheet's @imports
// bundled into one dist/style.css (exported as `@crosspay/widget/styles.css`). Workspace development, tests and
// Storybook use the sources directly; `publishConfig` points the packed package at `dist/`.
export default defineConfig({
  entry: {
    index: 'src/exports/index.ts',
    style: 'src/styles/crosspay.css',
  },
  format: 'esm',
  platform: 'neutral',
  unbundle: true,
  dts: true,
  sourcemap: false,
  clean: true,
  outDir: 'dist',
  tsconfig: 'tsconfig.build.json',
  css: { splitting: false, fileName: 'style.css' },
})
