import { defineConfig } from 'vitest/config'
import projects from './vitest.workspace.ts'

export default defineConfig({
  test: {
    // Two files at a time even on two cores: most tests wait on anvil, the simulator or Chromium rather than compute
    // (Vitest's default in run mode is one fewer than the cores: one, on the CI machine, and every file in turn).
    maxWorkers: 2,
    projects,
  },
})
