import { readFileSync } from 'node:fs'
import ts from 'typescript'

/**
 * Test helper: every name an entry file exports, types included (as `type Name`), read from its source and
 * sorted by name. Entries are lists of named re-exports; any other export form throws, so a name cannot
 * slip past the snapshots that pin these lists.
 */
export function exportedNames(entry: string) {
  const source = ts.createSourceFile(entry, readFileSync(entry, 'utf8'), ts.ScriptTarget.Latest)
  const names: string[] = []
  for (const statement of source.statements) {
    if (
      !ts.isExportDeclaration(statement) ||
      !statement.exportClause ||
      !ts.isNamedExports(statement.exportClause)
    ) {
      const exported =
        ts.isExportDeclaration(statement) ||
        ts.isExportAssignment(statement) ||
        (ts.canHaveModifiers(statement) &&
          ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
      if (exported)
        throw new Error(`${entry}: only named re-exports are supported, found: ${statement.getText(source)}`)
      continue
    }
    for (const element of statement.exportClause.elements)
      names.push(statement.isTypeOnly || element.isTypeOnly ? `type ${element.name.text}` : element.name.text)
  }
  return names.sort((a, b) => a.replace(/^type /, '').localeCompare(b.replace(/^type /, '')))
}
