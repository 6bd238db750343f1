import { catalogue, type CatalogueEntry } from '~/content/catalogue'
import { appProfiles, type AppPage } from '~/content/apps'
import type { ProductProfile } from '~/content/product-schema'
import { PriceTag } from '~/features/currency/price-tag'
import { Section, SectionHeading } from '~/ui/section'
import { CataloguePricing, QuotePricing } from './catalogue-pricing'
import { CtaBand } from './cta-band'
import { MoreAppsGrid } from './more-apps'
import { ProductHero, type HeroFact } from './product-hero'
import { AboutSolution, KeyFeatures, ProductFaqSection, ScreenGallery, TechnologySection } from './product-sections'

function relatedProfiles(current: ProductProfile): ProductProfile[] {
  const all: ProductProfile[] = [...catalogue, ...appProfiles]
  const sameCategory = all.filter((p) => p.id !== current.id && p.category === current.category)
  const others = all.filter((p) => p.id !== current.id && p.category !== current.category)
  return [...sameCategory, ...others].slice(0, 4)
}

function catalogueFacts(entry: CatalogueEntry): HeroFact[] {
  return [
    { label: 'Deployment', value: entry.deployment },
    { label: 'Setup fee (one-time)', value: <PriceTag value={entry.pricing.setup} inherit /> },
    { label: 'Features', value: `${entry.features.length} ready on day one` },
  ]
}

const profileFacts = (profile: ProductProfile): HeroFact[] => [
  { label: 'Typical launch', value: '2-4 weeks' },
  { label: 'Pricing', value: <PriceTag value="Custom" inherit /> },
  { label: 'Features', value: `${profile.features.length} ready on day one` },
]

/**
 * A product page (catalogue products and the other app detail pages share it): hero with
 * Request Demo and View Pricing, Key Features, screens, About the Solution with Schedule a Demo,
 * Technology, pricing (#pricing), FAQ, more apps and a closing call to action.
 */
export function ProductPage({ page }: { page: AppPage }) {
  const profile = page.kind === 'catalogue' ? page.entry : page.profile
  const deployment = page.kind === 'catalogue' ? page.entry.deployment : '2-4 weeks (typical)'
  return (
    <>
      <ProductHero
        profile={profile}
        facts={page.kind === 'catalogue' ? catalogueFacts(page.entry) : profileFacts(profile)}
      />
      <KeyFeatures profile={profile} />
      <AboutSolution
        profile={profile}
        included={[
          'Android and iOS apps for every side of the business',
          'Admin panel to run operations, payments and reports',
          'Your name, logo and colours on every screen',
          'Payment gateway connected to your own account',
          `Deployment in ${deployment}`,
          'Technical support after launch',
        ]}
      />
      <ScreenGallery profile={profile} />
      <TechnologySection profile={profile} tinted />
      {page.kind === 'catalogue' ? <CataloguePricing entry={page.entry} /> : <QuotePricing profile={profile} />}
      <ProductFaqSection faqs={profile.faqs} name={profile.title} tinted />
      <Section id="more-apps">
        <SectionHeading eyebrow="More ready-made apps" title="Explore other solutions" />
        <MoreAppsGrid profiles={relatedProfiles(profile)} />
      </Section>
      <CtaBand
        title={`Ready to launch your ${profile.title}?`}
        description="See it working in a live demo, with answers to your questions about branding, pricing and timelines. No obligation."
        app={profile.contactApp}
        source={`apps:${profile.id}:cta`}
        primaryLabel="Request Demo"
        afterPlainSection
      />
    </>
  )
}
