import { Anchor } from '@mantine/core'
import { IconChevronLeft } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { CatalogueEntry } from '~/content/catalogue'
import type { ProductProfile } from '~/content/product-schema'
import type { Product } from '~/domain/product'
import { PriceTag } from '~/features/currency/price-tag'
import { ScreenImage } from '~/ui/product-screen/product-screen'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import ctaBand from '~/ui/cta-band/cta-band.module.css'
import faqAccordion from '~/ui/faq-accordion/faq-accordion.module.css'
import liftCard from '~/ui/lift-card/lift-card.module.css'
import section from '~/ui/section/section.module.css'
import type { AppPageData } from './catalogue.functions'
import { ProductHero, type HeroFact } from './product-hero'
import classes from './product-page.module.css'

// Everything below the hero: its code comes when the visitor reaches it (see lazySection).
const CatalogueBody = lazySection(
  () => import('./catalogue-body').then((m) => m.CatalogueBody),
  [section, ctaBand, faqAccordion, liftCard],
)

/** For the route's loader (see lazySection). */
export const preloadCataloguePage = CatalogueBody.preload

function facts(product: Product, profile: ProductProfile): HeroFact[] {
  const price = product.price.kind === 'fixed' ? product.price.setup : 'Custom'
  return [
    { label: product.price.kind === 'fixed' ? 'Deployment' : 'Typical launch', value: product.launch },
    {
      label: product.price.kind === 'fixed' ? 'Setup fee (one-time)' : 'Pricing',
      value: <PriceTag value={price} inherit />,
    },
    { label: 'Features', value: `${profile.features.length} ready on day one` },
  ]
}

function HeroVisual({ product }: { product: Product }) {
  return (
    <div className={classes.heroVisual}>
      <div className={classes.heroBrowser}>
        <ScreenImage screen={product.panel} width={460} priority />
      </div>
      <div className={classes.heroPhone}>
        <ScreenImage screen={product.cover} width={220} />
      </div>
    </div>
  )
}

/**
 * An /apps/{id} page (the 'catalogue' and 'profile' templates of the product-page kit): hero,
 * Key Features, screens, About the Solution, Technology, pricing (#pricing), FAQ, more apps and
 * the closing call to action.
 */
export function CataloguePage({ page, product, related }: Pick<AppPageData, 'page' | 'product' | 'related'>) {
  const { id } = product
  const profile: ProductProfile | CatalogueEntry = page.kind === 'catalogue' ? page.entry : page.profile
  const source = `apps:${id}`
  return (
    <>
      <ProductHero
        product={product}
        content={{
          eyebrow: product.category,
          title: product.title,
          lead: product.description,
          highlights: profile.audiences,
        }}
        facts={facts(product, profile)}
        source={source}
        secondary={{ label: 'View Pricing', href: '#pricing' }}
        visual={<HeroVisual product={product} />}
        before={
          <Anchor component={Link} to="/apps" fz="sm" fw={600} className={classes.backLink}>
            <IconChevronLeft size={16} stroke={1.75} aria-hidden />
            All apps
          </Anchor>
        }
      />
      {/* Below the hero: hydrated, and its code loaded, when the visitor reaches it. */}
      <HydrateLater>
        <CatalogueBody page={page} product={product} related={related} />
      </HydrateLater>
    </>
  )
}
