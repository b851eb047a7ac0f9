import type { LoaderFunction } from '@storybook/react-vite'
import type { CrosspayParameters } from './CrosspayParameters'
import { createStoryHost } from './createStoryHost'
import type { StoryHost } from './StoryHost'

let open: StoryHost[] = []

/**
 * The preview's loader: gives every story a fresh live host (`loaded.crosspay`) built from its
 * `parameters.crosspay`. Showing one story closes the previous stories' simulators; a docs page keeps all of its own.
 */
export const crosspayLoader: LoaderFunction = async (context) => {
  if (context.viewMode !== 'docs') {
    const previous = open
    open = []
    await Promise.all(previous.map((sim) => sim.close()))
  }
  const crosspay = await createStoryHost(context.parameters.crosspay as CrosspayParameters | undefined)
  open.push(crosspay)
  return { crosspay }
}
