/**
 * `npm run content:check`: lists every item in the content modules that the business must confirm
 * before launch (testimonials, clients, job openings, benefits, tech stacks, response times,
 * legal jurisdiction, mail addresses, phone), with its file and line.
 *
 * The one marking convention: a comment on the line above the item (or inside its doc comment),
 *
 *   // @confirm <kind>: <what to check>
 *
 * A report, not a gate: it exits 0. With `--strict` it exits 1 while any item remains, so a
 * release pipeline can refuse to ship unconfirmed content. Delete a marker once the item is confirmed.
 * Runs on Node 24 as it is (type stripping); only erasable TypeScript, node built-ins only.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/** The kinds of item a marker may name; anything else is reported as a mistake. */
export const CONFIRM_KINDS = [
  'testimonial',
  'client',
  'job',
  'benefit',
  'tech-stack',
  'response-time',
  'jurisdiction',
  'mail',
  'phone',
] as const
export type ConfirmKind = (typeof CONFIRM_KINDS)[number]

export interface ConfirmItem {
  /** Path from the project root, with forward slashes. */
  file: string
  line: number
  kind: string
  reason: string
  /** The first line of code the marker stands above, for context. */
  item: string
}

const MARKER = /@confirm\s+([a-z-]+):\s*(.+?)\s*(?:\*\/)?\s*$/

/** Where markers may stand: the content modules and the site settings. */
function contentFiles(root: string): string[] {
  const dir = join(root, 'src', 'content')
  const modules = readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => join(dir, name))
  return [join(root, 'app.config.ts'), ...modules]
}

/** Every marker in the given files, in file order. */
export function findConfirmations(root: string, files = contentFiles(root)): ConfirmItem[] {
  const items: ConfirmItem[] = []
  for (const path of files) {
    const lines = readFileSync(path, 'utf8').split('\n')
    lines.forEach((text, index) => {
      const match = MARKER.exec(text)
      if (!match) return
      const next = lines.slice(index + 1).find((line) => {
        const trimmed = line.trim()
        return trimmed !== '' && !trimmed.startsWith('//') && !trimmed.startsWith('*') && !trimmed.startsWith('/*')
      })
      items.push({
        file: relative(root, path).split('\\').join('/'),
        line: index + 1,
        kind: match[1]!,
        reason: match[2]!,
        item: (next ?? '').trim().slice(0, 80),
      })
    })
  }
  return items
}

export function isConfirmKind(kind: string): kind is ConfirmKind {
  return (CONFIRM_KINDS as readonly string[]).includes(kind)
}

/** The report as people read it: one block per kind, each item with file:line. */
export function formatReport(items: readonly ConfirmItem[]): string {
  if (items.length === 0) return 'content:check: nothing left to confirm.'
  const out = [`content:check: ${items.length} item(s) the business must confirm before launch`, '']
  const kinds = [...CONFIRM_KINDS, ...new Set(items.map((i) => i.kind).filter((k) => !isConfirmKind(k)))]
  for (const kind of kinds) {
    const ofKind = items.filter((i) => i.kind === kind)
    if (ofKind.length === 0) continue
    out.push(`${kind}${isConfirmKind(kind) ? '' : ' (unknown kind: use one of ' + CONFIRM_KINDS.join(', ') + ')'}`)
    for (const item of ofKind) {
      out.push(`  ${item.file}:${item.line}  ${item.reason}`)
      if (item.item) out.push(`      ${item.item}`)
    }
    out.push('')
  }
  out.push('Confirm each item with the business, then delete its `@confirm` comment.')
  return out.join('\n')
}

function main(argv: readonly string[]): number {
  const items = findConfirmations(process.cwd())
  process.stdout.write(`${formatReport(items)}\n`)
  return argv.includes('--strict') && items.length > 0 ? 1 : 0
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2))
