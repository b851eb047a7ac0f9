/** A symbol being drawn: its modules, row by row (`dark`), and which are function modules (`fixed`: never data, never masked). */
export type QrGrid = {
  /** Modules per side: 17 + 4 × version. */
  size: number
  /** `dark[y][x]`: the module is dark. */
  dark: boolean[][]
  /** `fixed[y][x]`: a finder, timing, alignment, format or version module. */
  fixed: boolean[][]
}
