import { drawFormatBits } from './drawFormatBits'
import type { QrGrid } from './QrGrid'
import { setFunctionModule } from './setFunctionModule'

/**
 * An empty symbol of `version` (1–9) with its function patterns drawn: timing lines, the three finders with their
 * separators, the alignment patterns, the format area (reserved, written for mask 0) and, from version 7, the two
 * version blocks (a BCH(18,6) code of the version).
 */
export function drawFunctionPatterns(version: number): QrGrid {
  const size = version * 4 + 17
  const grid: QrGrid = {
    size,
    dark: Array.from({ length: size }, () => new Array<boolean>(size).fill(false)),
    fixed: Array.from({ length: size }, () => new Array<boolean>(size).fill(false)),
  }
  const set = (x: number, y: number, on: boolean) => setFunctionModule(grid, x, y, on)
  const square = (cx: number, cy: number, r: number, on: (d: number) => boolean) => {
    for (let dy = -r; dy <= r; dy++)
      for (let dx = -r; dx <= r; dx++) {
        const x = cx + dx
        const y = cy + dy
        if (x >= 0 && x < size && y >= 0 && y < size) set(x, y, on(Math.max(Math.abs(dx), Math.abs(dy))))
      }
  }
  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0)
    set(i, 6, i % 2 === 0)
  }
  for (const [x, y] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const)
    square(x, y, 4, (d) => d !== 2 && d !== 4)
  if (version >= 2) {
    const count = Math.floor(version / 7) + 2
    const step = Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2
    const at = [6]
    for (let p = size - 7; at.length < count; p -= step) at.splice(1, 0, p)
    at.forEach((x, i) => {
      at.forEach((y, j) => {
        if (!((i === 0 && j === 0) || (i === 0 && j === count - 1) || (i === count - 1 && j === 0)))
          square(x, y, 2, (d) => d !== 1)
      })
    })
  }
  drawFormatBits(grid, 0)
  if (version >= 7) {
    let rem = version
    for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25)
    const bits = (version << 12) | rem
    for (let i = 0; i < 18; i++) {
      const a = size - 11 + (i % 3)
      const b = Math.floor(i / 3)
      const on = ((bits >>> i) & 1) !== 0
      set(a, b, on)
      set(b, a, on)
    }
  }
  return grid
}
