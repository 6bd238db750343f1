/**
 * A page declares its sections in one place: every lazySection is an entry of the object a
 * `definePage({ ... })` (or `defineSections`, the same function) declares, whose preload the route's
 * loader awaits (src/ui/hydrate-later/define-page.ts). A section made anywhere else would be left
 * out of that preload: the server would render the page without it, and a move inside the site
 * would wait for its code. Reads every module under src (but src/ui/hydrate-later, which defines
 * them) with TypeScript's parser.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = join(__dirname, '..', '..')
const DECLARATIONS = new Set(['definePage', 'defineSections'])

/** Where `code` uses lazySection other than as an entry of a declaration's object, as `file:line: why`. */
function strayLazySections(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const report = (node: ts.Node, why: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
    found.push(`${file}:${line + 1}: ${why}`)
  }
  const visit = (node: ts.Node) => {
    if (ts.isImportSpecifier(node) && (node.propertyName ?? node.name).text === 'lazySection') {
      if (node.name.text !== 'lazySection') report(node, 'lazySection imported under another name')
    } else if (ts.isIdentifier(node) && node.text === 'lazySection' && !ts.isImportSpecifier(node.parent)) {
      if (!isDeclaredEntry(node))
        report(node, "a lazySection outside a page's declaration (definePage({ Name: lazySection(...) }))")
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** `lazySection` is called as the value of an entry of the object that definePage declares. */
function isDeclaredEntry(name: ts.Identifier): boolean {
  const call = name.parent
  if (!ts.isCallExpression(call) || call.expression !== name) return false
  const entry = call.parent
  if (!ts.isPropertyAssignment(entry) || entry.initializer !== call) return false
  const object = entry.parent
  const declaration = object.parent
  return (
    ts.isCallExpression(declaration) &&
    declaration.arguments[0] === object &&
    ts.isIdentifier(declaration.expression) &&
    DECLARATIONS.has(declaration.expression.text)
  )
}

function modules(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) =>
      relative(root, join(root, dir, name))
        .split('\\')
        .join('/'),
    )
    .filter((file) => !file.startsWith('src/ui/hydrate-later/'))
}

describe("a page's sections are declared in its declaration", () => {
  const files = modules('src')

  it('finds the declarations it guards', () => {
    const calls = files.map(
      (file) => readFileSync(join(root, file), 'utf8').match(/\blazySection\b(?:<[^>]*>)?\(/g) ?? [],
    )
    expect(files).toEqual(expect.arrayContaining(['src/features/about/about-page.tsx', 'src/routes/index.tsx']))
    expect(calls.flat().length).toBeGreaterThan(50)
  })

  it('declares no lazySection outside a definePage (or defineSections) object', () => {
    const stray = files.flatMap((file) => strayLazySections(file, readFileSync(join(root, file), 'utf8')))
    expect(stray, stray.join('\n')).toEqual([])
  })

  it('tells a section declared on its own, by file and line', () => {
    const code = [
      "import { definePage } from '~/ui/hydrate-later/define-page'",
      "import { lazySection } from '~/ui/hydrate-later/lazy-section'",
      'const page = definePage({',
      "  Hero: lazySection(() => import('./hero').then((m) => m.Hero)),",
      '})',
      "const Stray = lazySection(() => import('./stray').then((m) => m.Stray))",
      "const list = [lazySection(() => import('./more').then((m) => m.More))]",
      "const other = somethingElse({ Cta: lazySection(() => import('./cta').then((m) => m.Cta)) })",
      'const make = lazySection',
    ].join('\n')
    expect(strayLazySections('src/features/x/x-page.tsx', code)).toEqual([
      expect.stringMatching(/^src\/features\/x\/x-page\.tsx:6: /),
      expect.stringMatching(/^src\/features\/x\/x-page\.tsx:7: /),
      expect.stringMatching(/^src\/features\/x\/x-page\.tsx:8: /),
      expect.stringMatching(/^src\/features\/x\/x-page\.tsx:9: /),
    ])
    expect(
      strayLazySections('src/features/x/y.tsx', "import { lazySection as ls } from '~/ui/hydrate-later/lazy-section'"),
    ).toEqual(['src/features/x/y.tsx:1: lazySection imported under another name'])
  })

  it('accepts every form of entry a declaration takes', () => {
    const code = [
      'export const page = definePage(',
      '  {',
      "    Hero: lazySection(() => import('./hero').then((m) => m.Hero), [styles]),",
      "    Error: lazySection<ErrorComponentProps>(() => import('./error').then((m) => m.Error), [], { plain: true }),",
      '  },',
      '  productShell,',
      ')',
      "export const { Header } = defineSections({ Header: lazySection(() => import('./h').then((m) => m.H)) })",
    ].join('\n')
    expect(strayLazySections('src/features/x/x-page.tsx', code)).toEqual([])
  })
})
