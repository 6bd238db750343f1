import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../support/source-files'

/**
 * The handbook (README.md and docs/) stays true to the repository: every relative link leads to a file
 * and heading that exist, every environment variable the code reads is documented, the README stays short,
 * and the pages say how things are, not how a run went.
 */
const root = process.cwd()
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const pages = ['README.md', ...sourceFiles('docs', /\.md$/)].map((file) =>
  path.relative(root, path.resolve(root, file)),
)

/** The text outside fenced code blocks, line by line (a `#` in a shell block is no heading). */
function proseLines(text: string): string[] {
  let fenced = false
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced
      return ''
    }
    return fenced ? '' : line
  })
}

/** GitHub's anchor for a heading (github-slugger): lower case, punctuation dropped, spaces to hyphens. */
export function githubSlug(heading: string): string {
  // Code spans keep their text (`<Hydrate>` reads "<Hydrate>"); elsewhere HTML tags are markup.
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part.slice(1, -1) : part.replace(/<[^>]+>/g, '').replace(/\*/g, '')))
    .join('')
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** The anchors of a page's headings, duplicates numbered as GitHub does (`-1`, `-2`). */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const line of proseLines(read(file))) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1]
    if (heading === undefined) continue
    const slug = githubSlug(heading)
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count ? `${slug}-${count}` : slug)
  }
  return anchors
}

/** Every Markdown link of a page outside code: its target as written. */
function linksOf(file: string): string[] {
  return proseLines(read(file)).flatMap((line) =>
    [...line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? ''),
  )
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target)

describe('the handbook', () => {
  it('has the README and the pages it promises', () => {
    for (const page of [
      'architecture',
      'configuration',
      'operations',
      'security',
      'testing',
      'performance',
      'decisions/README',
    ])
      expect(pages, page).toContain(`docs/${page}.md`)
  })

  it('keeps README.md within 250 lines', () => {
    const lines = read('README.md').replace(/\n$/, '').split('\n')
    expect(lines.length).toBeLessThanOrEqual(250)
  })

  it('links only to files and headings that exist', () => {
    const broken: string[] = []
    for (const page of pages) {
      for (const target of linksOf(page)) {
        if (isExternal(target)) continue
        const [file = '', anchor] = target.split('#')
        const resolved = file ? path.resolve(root, path.dirname(page), decodeURIComponent(file)) : path.join(root, page)
        const inside = !path.relative(root, resolved).startsWith('..')
        if (!inside || !existsSync(resolved)) {
          broken.push(`${page}: ${target} (no such file in the repository)`)
          continue
        }
        if (anchor === undefined) continue
        const isMarkdown = statSync(resolved).isFile() && resolved.endsWith('.md')
        if (!isMarkdown || !anchorsOf(path.relative(root, resolved)).has(anchor))
          broken.push(`${page}: ${target} (no heading with that anchor)`)
      }
    }
    expect(broken).toEqual([])
  })

  it('finds a broken link or anchor (the check bites)', () => {
    expect(githubSlug('Helpers in e2e/support')).toBe('helpers-in-e2esupport')
    expect(githubSlug('How `npm run bench` measures')).toBe('how-npm-run-bench-measures')
    expect(githubSlug("0002 Our own hydration boundary, not Start's `<Hydrate>`")).toBe(
      '0002-our-own-hydration-boundary-not-starts-hydrate',
    )
    expect(anchorsOf('docs/testing.md').has('the-browser')).toBe(true)
    expect(anchorsOf('docs/testing.md').has('no-such-heading')).toBe(false)
  })

  it('keeps the README within the repository: no link to another site', () => {
    const prose = proseLines(read('README.md')).map((line) => line.replace(/`[^`]*`/g, ''))
    expect(prose.filter((line) => /https?:\/\//.test(line))).toEqual([])
  })

  it('says how things are, not how a run went: no CI run numbers, times of day or commits', () => {
    const problems: string[] = []
    for (const page of pages) {
      read(page)
        .split('\n')
        .forEach((line, index) => {
          const where = `${page}:${index + 1}`
          if (/\bci[0-9]{2}\b/i.test(line)) problems.push(`${where}: a CI run number`)
          if (/\b\d{1,2}:\d{2}(?:-\d{1,2}:\d{2})? UTC\b/.test(line)) problems.push(`${where}: a time of day`)
          // A commit only in the performance table's label.
          const commit = /\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{7,40}\b/.exec(line)
          if (commit && !(page === 'docs/performance.md' && /^Measured on commit [0-9a-f]{7,40}$/.test(line)))
            problems.push(`${where}: a commit (${commit[0]})`)
        })
    }
    expect(problems).toEqual([])
  })
})

/** The variables documented in docs/configuration.md: the names in the first cell of its tables' rows. */
function documentedVariables(): Map<string, string[]> {
  const rows = new Map<string, string[]>()
  for (const line of proseLines(read('docs/configuration.md'))) {
    if (!line.startsWith('|')) continue
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim())
    for (const [, name = ''] of (cells[0] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)) rows.set(name, cells)
  }
  return rows
}

/** Variables the runners and the shell set for every process; nothing of the site's. */
const NOT_THE_SITES = new Set(['PATH', 'HOME', 'TEST_WORKER_INDEX'])

/** Every variable read in a source file: `process.env.<name>`, `process.env['<name>']`, or destructured. */
function environmentReads(file: string): string[] {
  const text = read(file)
  const names = [
    ...text.matchAll(/process\.env\??\.([A-Z][A-Z0-9_]*)/g),
    ...text.matchAll(/process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g),
  ].map((match) => match[1] ?? '')
  for (const [, list = ''] of text.matchAll(/\{([^}]*)\}\s*=\s*process\.env\b/g))
    names.push(...[...list.matchAll(/\b([A-Z][A-Z0-9_]*)\b/g)].map((match) => match[1] ?? ''))
  return names
}

describe('docs/configuration.md', () => {
  const documented = documentedVariables()

  it('gives every variable a default and a meaning', () => {
    const incomplete = [...documented].filter(([, cells]) => cells.length < 3 || !cells[1] || !cells[2])
    expect(incomplete.map(([name]) => name)).toEqual([])
  })

  it('documents every setting of the server (the keys of src/server/config.server.ts)', () => {
    // Every upper-case key in the file: the EnvSchema's entries (and their examples), however the
    // schema is later split or extended.
    const source = read('src/server/config.server.ts')
    const settings = [...new Set([...source.matchAll(/^\s+([A-Z][A-Z0-9_]*)\??\s*:/gm)].map((match) => match[1]))]
    expect(settings).toEqual(expect.arrayContaining(['SITE_ORIGIN', 'DATABASE_URL', 'SUPABASE_STORAGE_BUCKET']))
    expect(settings.filter((name) => name && !documented.has(name))).toEqual([])
  })

  it('documents every variable the server, the scripts and the tests read', () => {
    const files = [
      ...sourceFiles('src'),
      ...sourceFiles('scripts', /\.(m?[jt]s|tsx)$/),
      ...sourceFiles('e2e', /\.(m?[jt]s|tsx)$/),
      ...sourceFiles('tests'),
      'playwright.config.ts',
      'vite.config.ts',
      'vitest.config.ts',
    ]
    const read = new Map<string, string>()
    for (const file of files) for (const name of environmentReads(file)) if (!read.has(name)) read.set(name, file)
    expect(read.has('SHUTDOWN_DRAIN_MS'), 'the scan finds what scripts/start.mjs reads').toBe(true)
    const missing = [...read].filter(([name]) => !NOT_THE_SITES.has(name) && !documented.has(name))
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([])
  })

  it('documents every setting of deploy/readyapps.env.example', () => {
    const example = read('deploy/readyapps.env.example')
    const named = [...example.matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1] ?? '')
    expect(named.filter((name) => !documented.has(name))).toEqual([])
  })
})
