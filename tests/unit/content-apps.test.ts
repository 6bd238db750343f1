import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { appProfiles, showcaseDetails } from '~/content/apps'
import { findAppPage, getProduct, homeProducts, productSitemapPaths, showcaseProducts } from '~/content/products'
import { productRedirects } from '~/content/redirects'
import { productScreenSchema } from '~/content/blocks.schema'
import { catalogue, findCatalogueEntry } from '~/content/catalogue'
import { CatalogueEntrySchema } from '~/content/catalogue.schema'
import { impactCounters } from '~/content/company'
import { whyChooseUs } from '~/content/home'
import { ReasonSchema } from '~/content/home.schema'
import { industries } from '~/content/industries'
import { IndustrySchema } from '~/content/industries.schema'
import { processSection, processSteps } from '~/content/process'
import { ProcessStepSchema } from '~/content/process.schema'
import { FeatureSchema, ProductProfileSchema } from '~/content/product-schema'
import { techStack } from '~/content/tech-stack'
import { TechGroupSchema } from '~/content/tech-stack.schema'
import { testimonials } from '~/content/testimonials'
import { TestimonialSchema } from '~/content/testimonials.schema'
import { formatPrice } from '~/domain/currency'
import { dynamicSitemapSources } from '~/server/sitemap-sources.server'

/** Paths served by pages other engineers build (they exist once their branches are merged). */
const pagesBuiltElsewhere = ['/astroway', '/chitchat']

function expectValid<T extends v.GenericSchema>(schema: T, value: unknown, label: string) {
  const result = v.safeParse(schema, value)
  if (!result.success) {
    throw new Error(
      `${label}: ${result.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`).join('; ')}`,
    )
  }
}

function resolves(path: string): boolean {
  if (pagesBuiltElsewhere.includes(path)) return true
  const match = /^\/apps\/([a-z0-9-]+)$/.exec(path)
  return Boolean(match?.[1] && findAppPage(match[1]))
}

describe('product catalogue', () => {
  it('has exactly the five spec entries, each valid against its schema', () => {
    expect(catalogue.map((entry) => entry.id)).toEqual([
      'food-delivery',
      'real-estate',
      'e-commerce',
      'ride-sharing',
      'social-media',
    ])
    for (const entry of catalogue) expectValid(CatalogueEntrySchema, entry, entry.id)
  })

  it('gives every entry four screenshots and a four-part tech stack', () => {
    for (const entry of catalogue) {
      // The screens live in the registry now (src/content/product-screens.ts).
      expect(getProduct(entry.id).screens, entry.id).toHaveLength(4)
      expect(entry.techStack.frontend.length, entry.id).toBeGreaterThan(0)
      expect(entry.techStack.backend.length, entry.id).toBeGreaterThan(0)
      expect(entry.techStack.infrastructure.length, entry.id).toBeGreaterThan(0)
    }
  })

  it('keeps the pricing strings exactly as the spec writes them', () => {
    const pricing = Object.fromEntries(catalogue.map((entry) => [entry.id, entry.pricing]))
    expect(pricing).toEqual({
      'food-delivery': { setup: '250000', monthly: '350000', enterprise: 'Custom' },
      'e-commerce': { setup: '250000', monthly: '350000', enterprise: 'Custom' },
      'ride-sharing': { setup: '250000', monthly: '350000', enterprise: 'Custom' },
      'real-estate': { setup: '5,999', monthly: '899', enterprise: 'Custom' },
      'social-media': { setup: '250,000', monthly: '999', enterprise: 'Custom' },
    })
  })

  it('has prices the one price formatter understands', () => {
    expect(formatPrice(findCatalogueEntry('food-delivery')!.pricing.setup, 'INR')).toBe('₹2,50,000')
    expect(formatPrice(findCatalogueEntry('real-estate')!.pricing.setup, 'INR')).toBe('₹5,999')
    expect(formatPrice(findCatalogueEntry('real-estate')!.pricing.monthly, 'USD')).toBe('$18')
    expect(formatPrice(findCatalogueEntry('social-media')!.pricing.setup, 'USD')).toBe('$5,000')
    expect(formatPrice(findCatalogueEntry('social-media')!.pricing.enterprise, 'USD')).toBe('Custom')
  })

  it('makes the deployment claims of the spec in each FAQ', () => {
    const claims: Record<string, string> = {
      'food-delivery': '2-3 weeks',
      'real-estate': '3-4 weeks',
      'e-commerce': '3-4 weeks',
      'ride-sharing': '4-6 weeks',
      'social-media': '5-7 weeks',
    }
    for (const entry of catalogue) {
      expect(entry.deployment, entry.id).toBe(claims[entry.id])
      const deployFaq = entry.faqs.find((faq) => /how long does it take to deploy/i.test(faq.question))
      expect(deployFaq?.answer, entry.id).toContain(`Deployment takes ${claims[entry.id]}`)
      // No other deployment time sneaks into the page's own copy.
      const otherClaims = Object.values(claims).filter((weeks) => weeks !== claims[entry.id])
      const copy = [entry.description, ...entry.longDescription, ...entry.faqs.map((faq) => faq.answer)].join(' ')
      for (const weeks of otherClaims) expect(copy, `${entry.id} mentions ${weeks}`).not.toContain(`in ${weeks}`)
    }
  })
})

describe('apps on /apps', () => {
  it('are the six spec apps, with four valid screenshots and six or more features each', () => {
    expect(showcaseProducts.map((app) => app.id)).toEqual([
      'astroway',
      'chitchat',
      'food-delivery',
      'e-commerce',
      'ride-sharing',
      'social-network',
    ])
    for (const app of showcaseProducts) {
      expect(app.screens, app.id).toHaveLength(4)
      for (const screen of [app.cover, ...app.screens]) expectValid(productScreenSchema, screen, app.id)
      const details = showcaseDetails(app.id)
      expect(details.features.length, app.id).toBeGreaterThanOrEqual(6)
      for (const feature of details.features) expectValid(FeatureSchema, feature, app.id)
      expect(details.techStack.length, app.id).toBeGreaterThanOrEqual(4)
      expect(app.description.length, app.id).toBeGreaterThanOrEqual(60)
    }
  })

  it('link View Details to a page that exists', () => {
    const byId = Object.fromEntries(showcaseProducts.map((app) => [app.id, app]))
    expect(byId.astroway?.path).toBe('/astroway')
    expect(byId.chitchat?.path).toBe('/chitchat')
    expect(byId['food-delivery']?.path).toBe('/apps/food-delivery')
    expect(byId['social-network']?.path).toBe('/apps/social-network')
    for (const app of showcaseProducts) expect(resolves(app.path), app.path).toBe(true)
  })

  it('marks Astroway Pro and Chitchat as the star products', () => {
    expect(showcaseProducts.filter((app) => app.star).map((app) => app.id)).toEqual(['astroway', 'chitchat'])
  })

  it('give each app its own colour', () => {
    const colours = showcaseProducts.map((app) => app.color.toLowerCase())
    expect(new Set(colours).size).toBe(colours.length)
  })
})

describe('app detail pages', () => {
  it('exist for every app id the content and navigation link to', () => {
    for (const id of [
      'social-network',
      'education',
      'healthcare',
      'logistics',
      'job-portal',
      'fitness-tracker',
      ...catalogue.map((e) => e.id),
    ]) {
      expect(findAppPage(id), id).toBeDefined()
    }
    for (const profile of appProfiles) expectValid(ProductProfileSchema, profile, profile.id)
  })

  it('use the catalogue entry for catalogue ids and nothing for unknown ids', () => {
    expect(findAppPage('real-estate')?.kind).toBe('catalogue')
    expect(findAppPage('healthcare')?.kind).toBe('profile')
    expect(findAppPage('unknown-app')).toBeUndefined()
    expect(findAppPage('astroway')).toBeUndefined()
  })

  it('send Astroway and Chitchat ids to their own product pages', () => {
    expect(productRedirects).toMatchObject({
      '/apps/astroway': '/astroway',
      '/apps/astroway-pro': '/astroway',
      '/apps/chitchat': '/chitchat',
      '/apps/chitchat-app': '/chitchat',
    })
    for (const path of Object.keys(productRedirects))
      expect(findAppPage(path.slice('/apps/'.length)), path).toBeUndefined()
  })

  it('have unique ids and specific meta descriptions', () => {
    const profiles = [...catalogue, ...appProfiles]
    const ids = profiles.map((p) => p.id)
    expect(new Set(ids).size).toBe(ids.length)
    const descriptions = profiles.map((p) => p.description)
    expect(new Set(descriptions).size).toBe(descriptions.length)
    for (const p of profiles) expect(p.description.length, p.id).toBeLessThanOrEqual(170)
  })

  it('are all listed in the sitemap, without the redirecting ids', async () => {
    // The pages of this route only: the blog's source reads the database (a unit test has none).
    const paths = (await dynamicSitemapSources['/apps/$appId']!()).map((entry) => entry.path)
    expect(paths).toEqual(expect.arrayContaining(productSitemapPaths()))
    expect(productSitemapPaths()).toHaveLength(11)
    expect(paths).not.toContain('/apps/astroway')
    expect(paths).not.toContain('/apps/chitchat')
  })
})

describe('home page content', () => {
  it('has app cards that are valid and open pages that exist', () => {
    expect(homeProducts.length).toBeGreaterThanOrEqual(6)
    for (const product of homeProducts) {
      expectValid(productScreenSchema, product.cover, product.id)
      expect(product.tagline.length, product.id).toBeGreaterThanOrEqual(20)
      expect(product.tagline.length, product.id).toBeLessThanOrEqual(120)
      expect(resolves(product.path), product.path).toBe(true)
    }
  })

  it('shows the spec impact numbers, each labelled with what it counts', () => {
    expect(impactCounters.map(({ label, value, suffix }) => ({ label, value, suffix }))).toEqual([
      { label: 'Custom projects delivered', value: 10, suffix: '+' },
      { label: 'Clients on our ready-made apps', value: 1500, suffix: '+' },
      { label: 'Team experience', value: 10, suffix: '+ years' },
      { label: 'Industries served', value: 15, suffix: '+' },
    ])
  })

  it('has valid testimonials, all rated 5', () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(3)
    for (const testimonial of testimonials) expectValid(TestimonialSchema, testimonial, testimonial.id)
    expect(testimonials.every((testimonial) => testimonial.rating === 5)).toBe(true)
  })

  it('has valid industries that link to pages that exist', () => {
    for (const industry of industries) {
      expectValid(IndustrySchema, industry, industry.id)
      expect(resolves(industry.path), industry.path).toBe(true)
    }
    expect(industries.length).toBeLessThanOrEqual(impactCounters.find((c) => c.id === 'industries')!.value)
  })

  it('has valid tech stack tabs, process steps and reasons', () => {
    for (const group of techStack) expectValid(TechGroupSchema, group, group.id)
    expect(new Set(techStack.map((g) => g.id)).size).toBe(techStack.length)
    for (const step of processSteps) expectValid(ProcessStepSchema, step, step.title)
    expect(processSection.title).toContain('typically in 2-4 weeks')
    for (const reason of whyChooseUs) expectValid(ReasonSchema, reason, reason.title)
  })
})

describe('all product content', () => {
  it('holds no external URLs (pictures are mockups drawn in the page)', () => {
    const everything = JSON.stringify({
      catalogue,
      appProfiles,
      showcaseProducts,
      homeProducts,
      industries,
      techStack,
      processSteps,
      testimonials,
      whyChooseUs,
    })
    expect(everything).not.toMatch(/https?:\/\//i)
    expect(everything).not.toMatch(/\.(png|jpe?g|webp|gif|svg)\b/i)
  })
})
