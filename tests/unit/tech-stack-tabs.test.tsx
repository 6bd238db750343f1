import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { techStack } from '~/content/tech-stack'

// The home page's tech stack shows the checked area's panel by CSS alone (home.module.css): each radio
// must be followed by its own label and then its own panel.
describe('the tech stack’s areas (home page)', () => {
  it('each area has a name and something in it', () => {
    expect(new Set(techStack.map((group) => group.id)).size).toBe(techStack.length)
    for (const group of techStack) expect(group.items.length).toBeGreaterThan(0)
  })

  it('renders radio, label, panel for each area in that order, the first area checked', async () => {
    const { TechStackTabs } = await import('~/features/home/tech-stack-tabs')
    const { MantineProvider } = await import('@mantine/core')
    const html = renderToStaticMarkup(
      <MantineProvider>
        <TechStackTabs />
      </MantineProvider>,
    )
    const sequence = [
      ...html.matchAll(
        /<input[^>]*id="tech-stack-([\w-]+)"[^>]*>|<label for="tech-stack-([\w-]+)"|data-testid="tech-panel-([\w-]+)"/g,
      ),
    ].map((match) => (match[1] ? `radio:${match[1]}` : match[2] ? `label:${match[2]}` : `panel:${match[3]}`))
    expect(sequence).toEqual(
      techStack.flatMap((group) => [`radio:${group.id}`, `label:${group.id}`, `panel:${group.id}`]),
    )
    expect(html.match(/checked=""/g)).toHaveLength(1)
    expect(html).toMatch(
      new RegExp(
        `id="tech-stack-${techStack[0]!.id}"[^>]*checked=""|checked=""[^>]*id="tech-stack-${techStack[0]!.id}"`,
      ),
    )
  })
})
