import { CtaBandLink } from '~/ui/cta-band/cta-band'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { HomeHero } from './home-hero'
import {
  AppCards,
  BlogTeaser,
  ImpactNumbers,
  IndustriesGrid,
  ProcessSteps,
  TechStackTabs,
  TestimonialsSection,
  WhyChooseUs,
} from './home-sections'
import { DemoCtaBand } from '~/features/contact/demo-cta-band'
import type { HomeProducts } from './home.functions'
import type { PostSummary } from '~/domain/post'

/** The home page, in the spec's order of sections. */
export function HomePage({ products, latestPosts }: { products: HomeProducts; latestPosts: PostSummary[] }) {
  return (
    <>
      <HomeHero phones={products.hero} />
      {/* Below the hero: each section's code loads and hydrates as the visitor reaches it (HydrateLater, lazySection). */}
      <HydrateLater>
        <WhyChooseUs />
      </HydrateLater>
      <HydrateLater>
        <AppCards products={products.cards} />
      </HydrateLater>
      <HydrateLater>
        <IndustriesGrid />
      </HydrateLater>
      <HydrateLater>
        <ImpactNumbers />
      </HydrateLater>
      <HydrateLater>
        <ProcessSteps />
      </HydrateLater>
      <HydrateLater>
        <TechStackTabs />
      </HydrateLater>
      <HydrateLater>
        <BlogTeaser posts={latestPosts} />
      </HydrateLater>
      <HydrateLater>
        <TestimonialsSection />
      </HydrateLater>
      <HydrateLater>
        <DemoCtaBand
          title="Your app could be live this month"
          description="Book a free demo: we show you the app working, answer your questions and send a written plan with price and timeline."
          titleId="home-cta-title"
          flush
          source="home:cta"
          secondary={<CtaBandLink to="/apps">View Apps</CtaBandLink>}
        />
      </HydrateLater>
    </>
  )
}
