import type { StoryHost } from './StoryHost'

/**
 * The story's live simulator, for play functions and custom renders: `storySimulator(context)` with the context
 * Storybook passes them (it reads `context.loaded.crosspay`, which the preview's loader fills).
 *
 * @example
 * play: async (context) => {
 *   const sim = storySimulator(context)
 *   await sim.deposit(sim.quotedRequestIds()[0]!)
 *   await sim.advance(5_000)
 * }
 */
export function storySimulator(context: { loaded: Record<string, unknown> }): StoryHost {
  const sim = context.loaded.crosspay as StoryHost | undefined
  if (!sim)
    throw new Error('storySimulator: no live simulator in this story (is .storybook/preview.tsx loaded?)')
  return sim
}
