/**
 * The penalty of a finished symbol by the standard's four rules (ISO/IEC 18004, 7.8.3): runs of five or more
 * modules of one color in a row or column, 2×2 blocks of one color, finder-like 1:1:3:1:1 patterns with four light
 * modules beside them, and the distance of the dark share from 50 %. The encoder keeps the mask with the lowest.
 */
export function qrPenalty(m: boolean[][]): number {
  const size = m.length
  let score = 0
  const line = (get: (i: number) => boolean) => {
    let color = false
    let run = 0
    const history = [0, 0, 0, 0, 0, 0, 0]
    const add = (length: number) => {
      history.pop()
      history.unshift(history[0] === 0 ? length + size : length)
    }
    const patterns = () => {
      const n = history[1] as number
      const core = n > 0 && history[2] === n && history[3] === n * 3 && history[4] === n && history[5] === n
      return (
        (core && (history[0] as number) >= n * 4 && (history[6] as number) >= n ? 1 : 0) +
        (core && (history[6] as number) >= n * 4 && (history[0] as number) >= n ? 1 : 0)
      )
    }
    for (let i = 0; i < size; i++) {
      if (get(i) === color) {
        run++
        if (run === 5) score += 3
        else if (run > 5) score++
      } else {
        add(run)
        if (!color) score += patterns() * 40
        color = get(i)
        run = 1
      }
    }
    if (color) {
      add(run)
      run = 0
    }
    add(run + size)
    score += patterns() * 40
  }
  for (let y = 0; y < size; y++) line((x) => m[y]![x]!)
  for (let x = 0; x < size; x++) line((y) => m[y]![x]!)
  let darkCount = 0
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const c = m[y]![x]
      if (c) darkCount++
      if (x < size - 1 && y < size - 1 && c === m[y]![x + 1] && c === m[y + 1]![x] && c === m[y + 1]![x + 1])
        score += 3
    }
  const total = size * size
  score += (Math.ceil(Math.abs(darkCount * 20 - total * 10) / total) - 1) * 10
  return score
}
