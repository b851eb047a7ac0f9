/**
 * The most one language costs on top of the English page, gzipped bytes: its catalog chunk (`catalog`, each) and the
 * ICU compiler loaded once with the first one (`compiler`). `pnpm size` fails above them.
 */
export const catalogBudget = { catalog: 9_000, compiler: 3_000 }
