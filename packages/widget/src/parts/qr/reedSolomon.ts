import { gfMultiply } from './gfMultiply'

/** The Reed–Solomon error-correction codewords of `data`: `degree` of them, generator roots 2^0 … 2^(degree-1). */
export function reedSolomon(data: number[], degree: number): number[] {
  const divisor = new Array<number>(degree).fill(0)
  divisor[degree - 1] = 1
  let root = 1
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      divisor[j] = gfMultiply(divisor[j]!, root)
      if (j + 1 < degree) divisor[j]! ^= divisor[j + 1]!
    }
    root = gfMultiply(root, 2)
  }
  const result = new Array<number>(degree).fill(0)
  for (const b of data) {
    const factor = b ^ (result.shift() as number)
    result.push(0)
    divisor.forEach((coef, i) => {
      result[i]! ^= gfMultiply(coef, factor)
    })
  }
  return result
}
