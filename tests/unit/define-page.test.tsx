import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { definePage, defineSections } from '~/ui/hydrate-later/define-page'
import { lazySection } from '~/ui/hydrate-later/lazy-section'

const Label = ({ label }: { label: string }) => <span>{label}</span>
const Rule = () => <hr />

/** A plain section whose code fetches are counted. */
function counted<P extends object>(Component: ComponentType<P>) {
  let loads = 0
  const Section = lazySection(
    () => {
      loads += 1
      return Promise.resolve(Component)
    },
    [],
    { plain: true },
  )
  return { Section, loads: () => loads }
}

describe('definePage', () => {
  it("fetches every declared section's code, each once however often the page is preloaded", async () => {
    const hero = counted(Label)
    const rule = counted(Rule)
    const page = definePage({ Hero: hero.Section, Rule: rule.Section })
    await Promise.all([page.preload(), page.preload()])
    await page.preload()
    expect([hero.loads(), rule.loads()]).toEqual([1, 1])
    // Preloaded, the sections render at once, as the server renders them.
    expect(renderToStaticMarkup(<page.Hero label="Popular" />)).toBe('<span>Popular</span>')
    expect(renderToStaticMarkup(<page.Rule />)).toBe('<hr/>')
  })

  it('includes the preloads of the declarations it names after its sections', async () => {
    const hero = counted(Label)
    const closing = counted(Rule)
    const shell = defineSections({ Hero: hero.Section, Closing: closing.Section })
    const intro = counted(Rule)
    const tour = counted(Rule)
    let extraLoads = 0
    const extra = { preload: async () => void (extraLoads += 1) }
    const first = definePage({ Intro: intro.Section }, shell, extra)
    const second = definePage({ Tour: tour.Section }, shell)
    await Promise.all([first.preload(), second.preload()])
    expect([hero.loads(), closing.loads(), intro.loads(), tour.loads(), extraLoads]).toEqual([1, 1, 1, 1, 1])
    // A page's object holds its own sections, not those of what it includes.
    expect(Object.keys(first).sort()).toEqual(['Intro', 'preload'])
  })

  it('keeps each section as declared, with its props', () => {
    const Hero = lazySection(() => Promise.resolve(Label))
    const page = definePage({ Hero })
    expect(page.Hero).toBe(Hero)
    // Type checks (tsc reads the tests): a section's props are its component's.
    const typesOnly = () => [
      <page.Hero key="a" label="ok" />,
      // @ts-expect-error: `label` is required
      <page.Hero key="b" />,
      // @ts-expect-error: `label` is a string
      <page.Hero key="c" label={1} />,
    ]
    expect(typesOnly).toBeTypeOf('function')
  })

  it('takes lazySections only, and no section named preload', () => {
    const typesOnly = () => [
      // @ts-expect-error: a section is a lazySection, not a plain component
      definePage({ Label }),
      // @ts-expect-error: `preload` is the page's own
      definePage({ preload: lazySection(() => Promise.resolve(Rule)) }),
    ]
    expect(typesOnly).toBeTypeOf('function')
  })
})
