import * as v from 'valibot'
import { CHECK_FORM_MESSAGE, INVALID_REQUEST_MESSAGE } from './errors'

// Apart from errors.ts: the browser loads errors.ts with every page (start.ts reads its errors back
// from the server), and an import of valibot there put the whole schema library in every page.

/** Field errors by dot path (the first problem of each field) from validation issues. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const path = v.getDotPath(issue)
    if (path && !(path in fields)) fields[path] = issue.message
  }
  return fields
}

/** One readable sentence from validation issues (the first problem of each field). */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const seen = new Set<string>()
  const messages: string[] = []
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? ''
    if (seen.has(path)) continue
    seen.add(path)
    // A problem with the request as a whole would echo the input: say it plainly instead.
    messages.push(path ? issue.message : INVALID_REQUEST_MESSAGE)
  }
  return messages.join(' ') || CHECK_FORM_MESSAGE
}
