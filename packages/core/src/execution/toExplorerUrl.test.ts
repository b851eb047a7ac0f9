import { describe, expect, test } from 'vitest'
import type { Chain } from '../schemas/chainSchema'
import { toExplorerUrl } from './toExplorerUrl'

const chain = (explorerUrl: string | undefined) =>
  ({ id: 1, name: 'x', displayName: 'X', explorerUrl }) as Chain
const hash = '0xabc123'

describe('toExplorerUrl', () => {
  test('default: the tx page under the explorer, one slash', () => {
    expect(toExplorerUrl(chain('https://basescan.org/'), hash)).toBe('https://basescan.org/tx/0xabc123')
    expect(toExplorerUrl(chain('http://127.0.0.1:4000/__sim/explorer/8453'), hash)).toBe(
      'http://127.0.0.1:4000/__sim/explorer/8453/tx/0xabc123',
    )
  })
  test('behavior: a hostile or missing explorer URL gives no link; the hash cannot break out of the path', () => {
    expect(toExplorerUrl(chain('javascript:alert(1)//'), hash)).toBeUndefined()
    expect(toExplorerUrl(chain('data:text/html,<script>'), hash)).toBeUndefined()
    expect(toExplorerUrl(chain('not a url'), hash)).toBeUndefined()
    expect(toExplorerUrl(chain(undefined), hash)).toBeUndefined()
    expect(toExplorerUrl(chain('https://x.test'), '"><img src=x>')).toBe(
      'https://x.test/tx/%22%3E%3Cimg%20src%3Dx%3E',
    )
  })
})
