/**
 * Content modules (src/content) are data only; their valibot schemas live in schema modules
 * (`*.schema.ts`, and `product-schema.ts`) that only tests and other schema modules import at
 * run time. Every page that imports a content module would otherwise ship valibot and the schema
 * code in its client JavaScript: the bundler keeps top-level schema calls even when nothing uses
 * them. Reads the files' text; a regex is enough for the import forms this code base writes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(__dirname, '..', '..')
const contentDir = join(root, 'src', 'content')

const WHY =
  'content modules are imported by pages, so whatever they import at run time ships in the client bundles; ' +
  'keep schemas in a *.schema.ts module and import only their types (`import type { X } from "./x.schema"`, `export type { X } from ...`)'

/** A schema module: `home.schema.ts`, and the older `product-schema.ts`. */
function isSchemaModule(fileOrSpecifier: string): boolean {
  return /(?:^|\/)(?:[\w-]+\.schema|product-schema)(?:\.ts)?$/.test(fileOrSpecifier)
}

/** The run-time imports of a module's text that break the rule, as readable strings. */
function forbiddenImports(code: string): string[] {
  const found: string[] = []
  const statements = [
    // import / export ... from '...'  (named, default, namespace; optionally `type`)
    /^\s*(import|export)\s+(type\s+)?(?:\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+(?:\s*,\s*(?:\{[^}]*\}|\*\s+as\s+\w+))?)\s*from\s*['"]([^'"]+)['"]/gm,
    // import '...'  (side effects only)
    /^\s*(import)()\s*['"]([^'"]+)['"]/gm,
    // import('...')  (dynamic)
    /\b(import)()\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ]
  for (const pattern of statements) {
    for (const match of code.matchAll(pattern)) {
      const [statement, , typeOnly, specifier = ''] = match
      const text = statement.trim().replace(/\s+/g, ' ')
      if (/^valibot(?:\/|$)/.test(specifier)) found.push(`${text} (valibot)`)
      else if (isSchemaModule(specifier) && !typeOnly) found.push(`${text} (a schema module, not type-only)`)
    }
  }
  return found
}

function contentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return contentFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

describe('content modules stay free of schemas', () => {
  const files = contentFiles(contentDir).map((path) => relative(root, path).split('\\').join('/'))
  const contentModules = files.filter((file) => !isSchemaModule(file))

  it('finds the content and schema modules it guards', () => {
    expect(contentModules).toEqual(expect.arrayContaining(['src/content/home.ts', 'src/content/pricing.ts']))
    expect(files).toEqual(
      expect.arrayContaining([
        'src/content/home.schema.ts',
        'src/content/product-schema.ts',
        'src/content/blocks.schema.ts',
      ]),
    )
    expect(contentModules).not.toContain('src/content/home.schema.ts')
  })

  it('recognises the forbidden imports (and lets type-only ones through)', () => {
    const bad = [
      "import * as v from 'valibot'",
      "import type { InferOutput } from 'valibot'",
      "import { ReasonSchema } from './home.schema'",
      "import { type Reason } from './home.schema'",
      "import { IconKeySchema, SlugSchema } from './product-schema'",
      "import {\n  ProductProfileSchema,\n  type ProductProfile,\n} from '~/content/product-schema'",
      "export { ReasonSchema } from './home.schema'",
      "export * from './home.schema'",
      "import './home.schema'",
      "const m = await import('./home.schema')",
    ]
    for (const code of bad) expect(forbiddenImports(code), code).toHaveLength(1)
    const good = [
      "import type { Reason } from './home.schema'",
      "import type {\n  Reason,\n} from './home.schema.ts'",
      "export type { Reason } from './home.schema'",
      "import type { ProductProfile } from './product-schema'",
      "import { showcaseTabIds } from './astroway-ids'",
      "import { screenRef } from './product-screens'",
      "export const title = 'validate the schema from valibot later'",
    ]
    for (const code of good) expect(forbiddenImports(code), code).toEqual([])
  })

  it.each(contentModules)('%s imports no valibot and no schema module at run time', (file) => {
    const found = forbiddenImports(readFileSync(join(root, file), 'utf8'))
    expect(found, `${file}: ${WHY}`).toEqual([])
  })
})
