import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { mantine } from '~/ui/plain/mantine-classes'

const require = createRequire(import.meta.url)

/** Every Mantine sheet the public pages import (src/styles/mantine-public.css), as one text. */
function publicMantineCss(): string {
  const list = readFileSync('src/styles/mantine-public.css', 'utf8')
  return [...list.matchAll(/@import '([^']+)'/g)]
    .map((match) => readFileSync(require.resolve(match[1]!), 'utf8'))
    .join('\n')
}

describe("the page frame's Mantine look (src/ui/plain)", () => {
  const css = publicMantineCss()
  it.each(Object.entries(mantine))('%s: every class has a rule in the public Mantine sheets', (_name, classes) => {
    for (const name of classes.split(' ')) expect(css, name).toContain(`.${name}`)
  })
})
