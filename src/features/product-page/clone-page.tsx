import { Text } from '@mantine/core'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import ctaBand from '~/ui/cta-band/cta-band.module.css'
import faqAccordion from '~/ui/faq-accordion/faq-accordion.module.css'
import liftCard from '~/ui/lift-card/lift-card.module.css'
import section from '~/ui/section/section.module.css'
import { ProductHero } from './product-hero'
import type { CloneOpening } from './product-openings'

/** What every clone page promises under its headline. */
const CLONE_HIGHLIGHTS = ['Launch in 2-4 weeks', 'Your brand, your apps', 'One-time fee']

// Everything below the hero: its code comes when the visitor reaches it (see lazySection).
const CloneBody = lazySection(
  () => import('./clone-body').then((m) => m.CloneBody),
  [section, ctaBand, faqAccordion, liftCard],
)

/** For the route's loader (see lazySection). */
export const preloadClonePage = CloneBody.preload

/** /astrotalk-clone and its siblings: Astroway Pro as the way to build an app like that brand's. */
/** Every clone page sells Astroway Pro: its hero, pricing and contact buttons are Astroway's. */
export function ClonePage({ opening: { clone, product, pictures, notAffiliated } }: { opening: CloneOpening }) {
  return (
    <>
      <ProductHero
        product={product}
        content={{ ...clone.hero, highlights: CLONE_HIGHLIGHTS, pictures }}
        source={clone.slug}
        secondary={{ label: 'See the pricing', href: '#pricing' }}
        // The affiliation note sits next to the first mention of the other brand (the hero), not after the last CTA.
        footnote={
          <Text fz="xs" c="dimmed" maw={560} data-testid="not-affiliated">
            {notAffiliated}
          </Text>
        }
      />
      {/* Below the hero: hydrated, and its code loaded, when the visitor reaches it. */}
      <HydrateLater>
        <CloneBody clone={clone} />
      </HydrateLater>
    </>
  )
}
