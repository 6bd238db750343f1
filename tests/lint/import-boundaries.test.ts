import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The import boundaries of ARCHITECTURE.md are enforced by `no-restricted-imports` in
 * eslint.config.js. These lint deliberate violations in virtual files (nothing is written to
 * disk) and prove the rule fires, and that legal imports pass.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: fileURLToPath(new URL('../../eslint.config.js', import.meta.url)),
})

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` })
  expect(result?.messages.filter((m) => m.fatal)).toEqual([])
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('import boundaries', () => {
  it('refuses features, routes and ui imports in src/server, by alias or relative path', async () => {
    const cases: [string, string][] = [
      [
        'src/server/posts/lint-probe.server.ts',
        "import { PostCard } from '~/features/blog/post-card'\nexport { PostCard }\n",
      ],
      [
        'src/server/posts/lint-probe.server.ts',
        "import { PostCard } from '../../features/blog/post-card'\nexport { PostCard }\n",
      ],
      ['src/server/lint-probe.server.ts', "import { Route } from '~/routes/index'\nexport { Route }\n"],
      ['src/server/lint-probe.server.ts', "import { Section } from '~/ui/section/section'\nexport { Section }\n"],
      [
        'src/server/geo/lint-probe.server.ts',
        "import { Section } from '../../ui/section/section'\nexport { Section }\n",
      ],
    ]
    for (const [file, code] of cases) {
      const messages = await restrictedImports(file, code)
      expect(messages, `${file}: ${code}`).toHaveLength(1)
    }
  })

  it('refuses *.server imports in components, ui, content and domain', async () => {
    const cases: [string, string][] = [
      ['src/features/blog/lint-probe.tsx', "import { getDb } from '~/server/db/index.server'\nexport { getDb }\n"],
      ['src/features/blog/lint-probe.tsx', "import { getDb } from '~/server/boot.server'\nexport { getDb }\n"],
      ['src/features/blog/lint-probe.ts', "import { x } from './helpers.server'\nexport { x }\n"],
      [
        'src/ui/section/lint-probe.tsx',
        "import { getServerConfig } from '~/server/config.server'\nexport { getServerConfig }\n",
      ],
      ['src/content/lint-probe.ts', "import { getDb } from '../server/boot.server'\nexport { getDb }\n"],
      ['src/domain/lint-probe.ts', "import { getDb } from '~/server/boot.server'\nexport { getDb }\n"],
      ['src/routes/lint-probe.tsx', "import { getDb } from '~/server/boot.server'\nexport { getDb }\n"],
    ]
    for (const [file, code] of cases) {
      const messages = await restrictedImports(file, code)
      expect(messages.length, `${file}: ${code}`).toBeGreaterThanOrEqual(1)
    }
  })

  it('keeps domain at the bottom: no features, ui, content or routes', async () => {
    for (const from of [
      '~/features/blog/post-card',
      '~/ui/section/section',
      '~/content/products',
      '../content/products',
    ]) {
      const messages = await restrictedImports(
        'src/domain/lint-probe.ts',
        `import { x } from '${from}'\nexport { x }\n`,
      )
      expect(messages, from).toHaveLength(1)
    }
  })

  it('lets server functions and server routes import server code', async () => {
    const code = "import { getDb } from '~/server/boot.server'\nexport { getDb }\n"
    expect(await restrictedImports('src/features/blog/lint-probe.functions.ts', code)).toEqual([])
    expect(await restrictedImports('src/routes/lint-probe[.]xml.ts', code)).toEqual([])
  })

  it('passes legal imports', async () => {
    const cases: [string, string][] = [
      [
        'src/server/posts/lint-probe.server.ts',
        "import { PostInputSchema } from '~/domain/post'\nexport { PostInputSchema }\n",
      ],
      [
        'src/server/posts/lint-probe.server.ts',
        "import { productName } from '~/content/products'\nexport { productName }\n",
      ],
      [
        'src/server/lint-probe.server.ts',
        "import { getCookie } from '@tanstack/react-start/server'\nexport { getCookie }\n",
      ],
      ['src/features/blog/lint-probe.tsx', "import { Section } from '~/ui/section/section'\nexport { Section }\n"],
      ['src/features/blog/lint-probe.tsx', "import { listPosts } from './blog.functions'\nexport { listPosts }\n"],
      ['src/content/lint-probe.ts', "import { PRODUCT_IDS } from '~/domain/product'\nexport { PRODUCT_IDS }\n"],
      ['src/domain/lint-probe.ts', "import * as v from 'valibot'\nexport { v }\n"],
    ]
    for (const [file, code] of cases) {
      expect(await restrictedImports(file, code), `${file}: ${code}`).toEqual([])
    }
  })
})
