// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ShareLinks } from '~/features/blog/share-links'

afterEach(cleanup)

const URL = 'https://www.readyapps.test/blog/a-post'
const TITLE = 'A post & more'

describe('ShareLinks', () => {
  it('names each link for what it does, opens the networks in a new tab and the e-mail in the mail app', () => {
    render(
      <MantineProvider env="test">
        <ShareLinks url={URL} title={TITLE} />
      </MantineProvider>,
    )
    const links = within(screen.getByTestId('share-links')).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Share on LinkedIn',
      'Share on X',
      'Share on WhatsApp',
      'Share by e-mail',
    ])
    // The browser's own hint says the same as the accessible name.
    for (const link of links) expect(link.title).toBe(link.getAttribute('aria-label'))

    const byName = (name: string) => screen.getByRole('link', { name })
    for (const name of ['Share on LinkedIn', 'Share on X', 'Share on WhatsApp']) {
      expect(byName(name).getAttribute('target'), name).toBe('_blank')
      expect(byName(name).getAttribute('rel'), name).toBe('noopener noreferrer')
    }
    expect(byName('Share by e-mail').hasAttribute('target')).toBe(false)

    expect(byName('Share on LinkedIn').getAttribute('href')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(URL)}`,
    )
    expect(byName('Share on X').getAttribute('href')).toBe(
      `https://x.com/intent/post?url=${encodeURIComponent(URL)}&text=${encodeURIComponent(TITLE)}`,
    )
    expect(byName('Share on WhatsApp').getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${TITLE} ${URL}`)}`,
    )
    expect(byName('Share by e-mail').getAttribute('href')).toBe(
      `mailto:?subject=${encodeURIComponent(TITLE)}&body=${encodeURIComponent(`I thought you might find this useful:\n\n${TITLE}\n${URL}`)}`,
    )
  })
})
