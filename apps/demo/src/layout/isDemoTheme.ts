import type { DemoTheme } from './DemoTheme'

/** Whether a stored value is a theme choice of the demo. */
export const isDemoTheme = (value: unknown): value is DemoTheme =>
  value === 'light' || value === 'dark' || value === 'system'
