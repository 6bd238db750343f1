import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import {
  AppCards,
  BlogTeaser,
  HomeCta,
  HomeHero,
  ImpactNumbers,
  IndustriesGrid,
  ProcessSteps,
  TechStackTabs,
  TestimonialsSection,
  WhyChooseUs,
} from './home-sections'
import type { HomeProducts } from './home.functions'
import type { PostSummary } from '~/domain/post'

/**
 * The home page, in the spec's order of sections. Server HTML (see ServerHtml) but for two
 * islands that hydrate as the visitor nears them: the impact numbers (they count up) and the tech
 * stack's tabs (switched in place).
 */
export function HomePage({ products, latestPosts }: { products: HomeProducts; latestPosts: PostSummary[] }) {
  return (
    <>
      <ServerHtml>
        <HomeHero phones={products.hero} />
      </ServerHtml>
      <ServerHtml>
        <WhyChooseUs />
      </ServerHtml>
      <ServerHtml>
        <AppCards products={products.cards} />
      </ServerHtml>
      <ServerHtml>
        <IndustriesGrid />
      </ServerHtml>
      <HydrateLater>
        <ImpactNumbers />
      </HydrateLater>
      <ServerHtml>
        <ProcessSteps />
      </ServerHtml>
      <ServerHtml>
        <TechStackTabs />
      </ServerHtml>
      <ServerHtml>
        <BlogTeaser posts={latestPosts} />
      </ServerHtml>
      <ServerHtml>
        <TestimonialsSection />
      </ServerHtml>
      <ServerHtml>
        <HomeCta />
      </ServerHtml>
    </>
  )
}
