/**
 * `npm run content:check`: every kind of item the business must confirm is marked with the one
 * convention (`// @confirm <kind>: <reason>`) and listed with its file and line.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONFIRM_KINDS, findConfirmations, formatReport, isConfirmKind } from '../../scripts/content-check'

const root = join(__dirname, '..', '..')

describe('content:check', () => {
  const items = findConfirmations(root)

  it('marks every kind the business must confirm, and only known kinds', () => {
    expect([...new Set(items.map((i) => i.kind))].sort()).toEqual([...CONFIRM_KINDS].sort())
    for (const item of items) expect(isConfirmKind(item.kind), `${item.file}:${item.line}`).toBe(true)
  })

  it('marks the modules that hold each kind', () => {
    const filesOf = (kind: string) => items.filter((i) => i.kind === kind).map((i) => i.file)
    expect(filesOf('testimonial')).toContain('src/content/testimonials.ts')
    expect(filesOf('client')).toEqual(expect.arrayContaining(['src/content/portfolio.ts', 'src/content/astroway.ts']))
    expect(filesOf('job')).toContain('src/content/careers.ts')
    expect(filesOf('benefit')).toContain('src/content/careers.ts')
    expect(filesOf('jurisdiction')).toContain('src/content/legal.ts')
    expect(filesOf('phone')).toContain('app.config.ts')
    expect(filesOf('mail')).toEqual(expect.arrayContaining(['app.config.ts', 'src/content/contact-page.ts']))
    expect(filesOf('tech-stack')).toEqual(
      expect.arrayContaining(['src/content/catalogue.ts', 'src/content/apps.ts', 'src/content/tech-stack.ts']),
    )
  })

  it('reports each item with its file, line, reason and the code it stands above', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-check-'))
    mkdirSync(join(dir, 'src', 'content'), { recursive: true })
    writeFileSync(join(dir, 'app.config.ts'), "// @confirm phone: set the real number\nconst phone = '+1'\n")
    writeFileSync(
      join(dir, 'src', 'content', 'people.ts'),
      "export const a = 1\n  /* @confirm testimonial: quote approved? */\n  quote: 'Great',\n// @confirm typo: x\nexport const b = 2\n",
    )
    const found = findConfirmations(dir)
    expect(found).toEqual([
      { file: 'app.config.ts', line: 1, kind: 'phone', reason: 'set the real number', item: "const phone = '+1'" },
      {
        file: 'src/content/people.ts',
        line: 2,
        kind: 'testimonial',
        reason: 'quote approved?',
        item: "quote: 'Great',",
      },
      { file: 'src/content/people.ts', line: 4, kind: 'typo', reason: 'x', item: 'export const b = 2' },
    ])
    const report = formatReport(found)
    expect(report).toContain('src/content/people.ts:2  quote approved?')
    expect(report).toContain('typo (unknown kind')
    expect(formatReport([])).toBe('content:check: nothing left to confirm.')
  })
})
