import { Anchor } from '@mantine/core'
import { IconChevronLeft } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { CatalogueEntry } from '~/content/catalogue'
import type { ProductProfile } from '~/content/product-schema'
import type { Product } from '~/domain/product'
import { PriceTag } from '~/features/currency/price-tag'
import { ScreenImage } from '~/ui/product-screen/product-screen'
import { ProductHero, type HeroFact } from './product-hero'
import classes from './product-page.module.css'
import { withIds } from '~/ui/faq-accordion/faq-accordion'
import { Section, SectionHeading } from '~/ui/section/section'
import { CataloguePricing, QuotePricing } from './catalogue-pricing'
import type { AppPageData } from './catalogue.functions'
import { ClosingCta } from './closing-cta'
import { MoreAppsGrid } from './more-apps'
import { ProductFaq } from './product-faq'
import { AboutSolution, KeyFeatures, ScreenGallery, TechnologySection } from './product-sections'

/** Everything below the hero of an /apps/{id} page. */
function CatalogueBody({ page, product, related }: Pick<AppPageData, 'page' | 'product' | 'related'>) {
  const { id } = product
  const profile: ProductProfile | CatalogueEntry = page.kind === 'catalogue' ? page.entry : page.profile
  const source = `apps:${id}`
  return (
    <>
      <KeyFeatures profile={profile} />
      <AboutSolution
        profile={profile}
        included={[
          'Android and iOS apps for every side of the business',
          'Admin panel to run operations, payments and reports',
          'Your name, logo and colours on every screen',
          'Payment gateway connected to your own account',
          `Deployment in ${page.kind === 'catalogue' ? product.launch : `${product.launch} (typical)`}`,
          'Technical support after launch',
        ]}
      />
      <ScreenGallery product={product} />
      <TechnologySection profile={profile} tinted />
      {page.kind === 'catalogue' ? <CataloguePricing entry={page.entry} /> : <QuotePricing profile={profile} />}
      <ProductFaq title={`Questions about the ${product.title}`} items={withIds(profile.faqs, `${id}-faq`)} tinted />
      <Section id="more-apps">
        <SectionHeading eyebrow="More ready-made apps" title="Explore other solutions" />
        <MoreAppsGrid products={related} />
      </Section>
      <ClosingCta
        product={product}
        content={{
          title: `Ready to launch your ${product.title}?`,
          description:
            'See it working in a live demo, with answers to your questions about branding, pricing and timelines. No obligation.',
        }}
        source={source}
        secondary={{ label: 'View all apps', href: '/apps' }}
        flush
      />
    </>
  )
}

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
export function CataloguePageSections({ page, product, related }: Pick<AppPageData, 'page' | 'product' | 'related'>) {
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
      <CatalogueBody page={page} product={product} related={related} />
    </>
  )
}
