// The list of vitest projects. Vitest 4 no longer reads workspace files by itself:
// the root vitest.config.ts imports this list as `test.projects`.
export default [
  'packages/simulator',
  'packages/core',
  'packages/react18',
  'packages/react18/vitest.widget.config.ts',
  'packages/widget',
  'apps/demo',
]
