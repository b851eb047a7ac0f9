// Test helper: jsdom has no layout, so the history's scroll viewport gets a measured height the supported way (its
// DOM element reports a `clientHeight`, as a browser would) and a settable `scrollTop`. Nothing of ours is stubbed.
import { fireEvent } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'

/** Gives every `.cp-history__viewport` a client height of `height` px in the tests of the calling file. */
export function fixedViewport(height = 380) {
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!
  beforeEach(() => {
    Object.defineProperty(Element.prototype, 'clientHeight', {
      configurable: true,
      get(this: Element) {
        return this.classList.contains('cp-history__viewport') ? height : original.get!.call(this)
      },
    })
  })
  afterEach(() => {
    Object.defineProperty(Element.prototype, 'clientHeight', original)
  })
}

/** Scrolls a viewport to `top` px, as a person would: its `scrollTop` changes and a `scroll` event fires. */
export function scrollViewport(viewport: Element, top: number) {
  Object.defineProperty(viewport, 'scrollTop', { configurable: true, writable: true, value: top })
  fireEvent.scroll(viewport)
}
