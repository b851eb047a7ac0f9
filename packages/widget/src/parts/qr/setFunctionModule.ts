import type { QrGrid } from './QrGrid'

/** Sets the module at column `x`, row `y` of `grid` and marks it a function module (data skips it, masks leave it). */
export function setFunctionModule(grid: QrGrid, x: number, y: number, dark: boolean): void {
  grid.dark[y]![x] = dark
  grid.fixed[y]![x] = true
}
