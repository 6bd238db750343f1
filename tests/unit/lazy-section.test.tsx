import { Badge } from '@mantine/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { lazySection, type LazySection } from '~/ui/hydrate-later/lazy-section'

const MantineBadge = ({ label }: { label: string }) => <Badge color="brand">{label}</Badge>
const PlainLabel = ({ label }: { label: string }) => <span>{label}</span>

/** A section rendered as the server renders it: its loader has awaited preload(). */
async function render(Section: LazySection<{ label: string }>) {
  await Section.preload()
  return renderToStaticMarkup(<Section label="Popular" />)
}

describe('lazySection', () => {
  it("renders its section inside Mantine's context and theme, which the root does not provide", async () => {
    const section = lazySection(() => Promise.resolve(MantineBadge))
    const html = await render(section)
    expect(html).toContain('Popular')
    expect(html).toContain('mantine-Badge-root')
  })

  it('renders a plain section as it is, without the theme', async () => {
    const plain = lazySection(() => Promise.resolve(PlainLabel), [], { plain: true })
    expect(await render(plain)).toBe('<span>Popular</span>')
    // A Mantine component in a section marked plain fails on the server: every page's visit checks the flag.
    const wrong = lazySection(() => Promise.resolve(MantineBadge), [], { plain: true })
    await expect(render(wrong)).rejects.toThrow(/MantineProvider was not found/)
  })

  it('fetches its code once', async () => {
    let loads = 0
    const section = lazySection(() => {
      loads += 1
      return Promise.resolve(PlainLabel)
    })
    await Promise.all([section.preload(), section.preload()])
    await section.preload()
    expect(loads).toBe(1)
  })
})
