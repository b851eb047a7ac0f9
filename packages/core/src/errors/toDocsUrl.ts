import { docsBaseUrl } from './docsBaseUrl'

/**
 * The address of a documentation page from its `docsPath`: `/errors#rate-limit` →
 * `${docsBaseUrl}/errors.md#rate-limit` (the page is `docs/errors.md`, the anchor one of its headings).
 *
 * @example
 * toDocsUrl('/migration/requests-v3') // 'https://github.com/crosspay/crosspay/blob/main/docs/migration/requests-v3.md'
 */
export function toDocsUrl(docsPath: string): string {
  const [page = '', anchor] = docsPath.split('#')
  return `${docsBaseUrl}${page}.md${anchor ? `#${anchor}` : ''}`
}
