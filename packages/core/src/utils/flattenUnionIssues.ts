import type { ResponseShapeIssue } from '../errors/ResponseShapeError'

type Issue = ResponseShapeIssue & { code?: string; errors?: readonly (readonly Issue[])[] }

/**
 * Replaces each zod `invalid_union` issue by the issues of the union branch that got furthest
 * (deepest path; on a tie, fewest issues), with full paths. So a transaction step missing
 * `chainId` reports `steps[0].items[0].data.chainId`, not just `steps[0]`.
 */
export function flattenUnionIssues(issues: readonly Issue[]): ResponseShapeIssue[] {
  const out: ResponseShapeIssue[] = []
  for (const issue of issues) {
    const branches = issue.code === 'invalid_union' ? (issue.errors ?? []) : []
    if (branches.length === 0) {
      out.push({ path: issue.path, message: issue.message })
      continue
    }
    const depth = (branch: readonly Issue[]) => Math.max(0, ...branch.map((i) => i.path.length))
    let best = branches[0] ?? []
    for (const branch of branches)
      if (depth(branch) > depth(best) || (depth(branch) === depth(best) && branch.length < best.length))
        best = branch
    const nested = flattenUnionIssues(best)
    if (nested.length === 0) out.push({ path: issue.path, message: issue.message })
    for (const inner of nested) out.push({ path: [...issue.path, ...inner.path], message: inner.message })
  }
  return out
}
