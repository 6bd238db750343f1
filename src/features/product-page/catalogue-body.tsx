import type { CatalogueEntry } from '~/content/catalogue'
import type { ProductProfile } from '~/content/product-schema'
import { withIds } from '~/ui/faq-accordion/faq-accordion'
import { Section, SectionHeading } from '~/ui/section/section'
import { CataloguePricing, QuotePricing } from './catalogue-pricing'
import type { AppPageData } from './catalogue.functions'
import { ClosingCta } from './closing-cta'
import { MoreAppsGrid } from './more-apps'
import { ProductFaq } from './product-faq'
import { AboutSolution, KeyFeatures, ScreenGallery, TechnologySection } from './product-sections'

/** Everything below the hero of an /apps/{id} page: loaded when the visitor gets there (catalogue-page.tsx). */
export function CatalogueBody({ page, product, related }: Pick<AppPageData, 'page' | 'product' | 'related'>) {
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
