import { setProjectAnnotations } from '@storybook/react-vite'
import preview from '../preview'

// The visual project renders stories through Storybook's portable stories: the preview's loader (a live in-page
// simulator per story) and decorator (wagmi, TanStack Query, crosspay providers) apply as in Storybook itself.
setProjectAnnotations(preview)

// Still pictures: no animation, transition or blinking caret, so two runs draw the same pixels.
const still = document.createElement('style')
still.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }'
document.head.append(still)
