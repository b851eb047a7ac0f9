'use client'
import type { DemoTheme } from './DemoTheme'
import { usePrefersDark } from './usePrefersDark'

/** Props of {@link ThemeToggle}. */
export type ThemeToggleProps = { theme: DemoTheme; onChange(theme: DemoTheme): void }

/**
 * One toggle button for the dark theme (`aria-pressed`): it starts from the system's choice and, once pressed,
 * keeps the person's (light or dark).
 */
export function ThemeToggle({ theme, onChange }: ThemeToggleProps) {
  const systemDark = usePrefersDark()
  const dark = theme === 'dark' || (theme === 'system' && systemDark)
  return (
    <button
      type="button"
      className="demo-theme"
      aria-pressed={dark}
      onClick={() => onChange(dark ? 'light' : 'dark')}
    >
      <span aria-hidden="true">{dark ? '☾' : '☀'}</span> Dark theme
    </button>
  )
}
