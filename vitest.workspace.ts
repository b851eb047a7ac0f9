// The list of vitest projects. Vitest 4 no longer reads workspace files by itself:
// the root vitest.config.ts imports this list as `test.projects`.
export default [
  'packages/simulator',
  // @crosspay/test's own checks (its browser entry stays browser-safe).
  'packages/test',
  'packages/core',
  'packages/react18',
  'packages/react18/vitest.widget.config.ts',
  'packages/widget',
  'packages/widget/vitest.packed.config.ts',
  // Every story of @crosspay/widget as a test in headless Chromium (play functions, axe).
  '.storybook/vitest.config.ts',
  // A focused set of stories drawn at phone and desktop widths, light and dark, compared with committed baselines.
  '.storybook/vitest.visual.config.ts',
  // The demo site: its server on the real local stack, and e2e tests in headless Chromium.
  'apps/demo',
]
