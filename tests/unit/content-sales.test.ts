import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { astrowayContent, showcaseTabIds } from '~/content/astroway'
import { astrowayContentSchema } from '~/content/astroway.schema'
import { chitchatContent, faqTabIds, featureTabIds, industryIds } from '~/content/chitchat'
import { chitchatContentSchema } from '~/content/chitchat.schema'
import { clonePageList, clonePages, cloneSlugs, notAffiliatedFor } from '~/content/clones'
import { clonePageSchema } from '~/content/clones.schema'
import {
  portfolioCategories,
  portfolioCategoryIds,
  projectTestimonials,
  projects,
  projectsInCategory,
} from '~/content/portfolio'
import { projectsSchema } from '~/content/portfolio.schema'
import { ASTROWAY_GST_PERCENT, astrowayPricing, chitchatPricing } from '~/content/pricing'
import { pricingPlanSchema, pricingTierSchema } from '~/content/pricing.schema'
import { formatPrice } from '~/domain/currency'
import { icons } from '~/ui/icons/icon'
import { ink } from '~/ui/color/ink'
import { siteConfig } from '#app-config'

/** Parses and, on failure, shows which field is wrong instead of a bare 'false'. */
function expectValid<S extends v.GenericSchema>(schema: S, data: unknown) {
  const result = v.safeParse(schema, data)
  expect(
    result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`),
  ).toEqual([])
}

describe('Astroway Pro content', () => {
  it('satisfies its schema', () => {
    expectValid(astrowayContentSchema, astrowayContent)
  })
  it('lists exactly 20 distinct features', () => {
    const titles = astrowayContent.features.items.map((f) => f.title)
    expect(titles).toHaveLength(20)
    expect(new Set(titles).size).toBe(20)
  })
  it('offers the customer app, astrologer app, website and admin panel with 100+ features', () => {
    expect(astrowayContent.whatYouGet.parts.map((p) => p.title)).toEqual([
      'Customer app',
      'Astrologer app',
      'Website',
      'Admin panel',
    ])
    expect(astrowayContent.whatYouGet.featureCount).toBeGreaterThanOrEqual(100)
  })
  it('has the four showcase tabs: phones for the apps, a browser for admin and website', () => {
    const tabs = astrowayContent.showcase.tabs
    expect(tabs.map((t) => t.id)).toEqual([...showcaseTabIds])
    expect(showcaseTabIds).toEqual(['user', 'astrologer', 'admin', 'website'])
    for (const id of ['user', 'astrologer'] as const) {
      expect(tabs.find((t) => t.id === id)!.pictures.every((p) => p.frame === 'phone')).toBe(true)
    }
    for (const id of ['admin', 'website'] as const) {
      expect(tabs.find((t) => t.id === id)!.pictures[0]!.frame).toBe('browser')
    }
  })
  it('never publishes demo credentials', () => {
    const text = JSON.stringify(astrowayContent.demo)
    expect(text).toMatch(/on request/i)
    expect(text).not.toMatch(/password\s*[:=]|@[a-z0-9-]+\.[a-z]{2,}/i)
  })
  it('links its clone cards to the three clone pages', () => {
    expect(astrowayContent.clones.cards.map((c) => c.path)).toEqual(cloneSlugs.map((slug) => `/${slug}`))
  })
  it('uses a saffron colour with AA contrast for white text', () => {
    expect(astrowayContent.color).toBe('#c2410c')
  })
})

describe('Astroway Pro pricing', () => {
  it('satisfies the pricing schema', () => {
    expectValid(pricingPlanSchema, astrowayPricing)
  })
  it('is Standard 250000, Premium 350000 and Enterprise Custom', () => {
    expect(astrowayPricing.tiers.map((t) => [t.name, t.price])).toEqual([
      ['Standard', 250000],
      ['Premium', 350000],
      ['Enterprise', 'Custom'],
    ])
  })
  it('includes 3, 6 and 12 months of support', () => {
    expect(astrowayPricing.tiers.map((t) => t.supportMonths)).toEqual([3, 6, 12])
  })
  it('recommends exactly one tier (Premium)', () => {
    expect(astrowayPricing.tiers.filter((t) => t.highlight).map((t) => t.id)).toEqual(['premium'])
  })
  it('states 18% GST extra, a one-time fee and one year of technical support', () => {
    expect(ASTROWAY_GST_PERCENT).toBe(18)
    expect(siteConfig.business.gstPercent).toBe(ASTROWAY_GST_PERCENT)
    const titles = astrowayPricing.notes.map((n) => n.title)
    expect(titles).toEqual(['18% GST extra', 'One-time fee', 'One year technical support'])
    for (const tier of astrowayPricing.tiers) expect(tier.priceNote).toContain('18% GST')
  })
  it('renders the tier prices as ₹2,50,000 / ₹3,50,000 / Custom, or in dollars', () => {
    expect(astrowayPricing.tiers.map((t) => formatPrice(t.price, 'INR'))).toEqual(['₹2,50,000', '₹3,50,000', 'Custom'])
    expect(astrowayPricing.tiers.map((t) => formatPrice(t.price, 'USD'))).toEqual(['$5,000', '$7,000', 'Custom'])
  })
})

describe('Chitchat content and pricing', () => {
  it('satisfies its schemas', () => {
    expectValid(chitchatContentSchema, chitchatContent)
    expectValid(pricingPlanSchema, chitchatPricing)
  })
  it('has the six industries in order', () => {
    expect(chitchatContent.industries.items.map((i) => i.id)).toEqual([
      'doctor',
      'psychology',
      'dating',
      'legal',
      'astrology',
      'custom',
    ])
    expect([...industryIds]).toHaveLength(6)
  })
  it('has feature tabs communication, management, monetization and FAQ tabs general, technical, pricing', () => {
    expect(chitchatContent.features.tabs.map((t) => t.id)).toEqual([...featureTabIds])
    expect([...featureTabIds]).toEqual(['communication', 'management', 'monetization'])
    expect(chitchatContent.faq.tabs.map((t) => t.id)).toEqual([...faqTabIds])
    expect([...faqTabIds]).toEqual(['general', 'technical', 'pricing'])
  })
  it('prices Standard 250000 (3 months), recommended Professional 350000 (6 months), Enterprise Custom (12 months)', () => {
    expect(chitchatPricing.tiers.map((t) => [t.name, t.price, t.supportMonths, t.highlight])).toEqual([
      ['Standard', 250000, 3, false],
      ['Professional', 350000, 6, true],
      ['Enterprise', 'Custom', 12, false],
    ])
    expect(chitchatPricing.tiers.find((t) => t.highlight)!.badge).toBe('Recommended')
  })
  it('promises deployment in 4-8 weeks', () => {
    expect(chitchatPricing.notes.map((n) => n.title)).toContain('Deployment in 4-8 weeks')
    expect(chitchatContent.tech.deployment.title).toBe('Deployment in 4-8 weeks')
  })
  it('keeps the FAQ pricing answers in line with the tiers', () => {
    const support = chitchatContent.faq.tabs
      .find((t) => t.id === 'pricing')!
      .items.find((i) => i.id === 'support-period')!
    expect(support.answer).toMatch(/Standard includes 3 months.*Professional 6 months.*Enterprise 12 months/)
  })
})

describe('clone pages', () => {
  it('has three entries that satisfy the schema', () => {
    expect(clonePageList).toHaveLength(3)
    for (const clone of clonePageList) expectValid(clonePageSchema, clone)
    expect(Object.keys(clonePages)).toEqual([...cloneSlugs])
  })
  it('gives each page its own description that names its brand', () => {
    const descriptions = clonePageList.map((c) => c.seoDescription)
    expect(new Set(descriptions).size).toBe(3)
    for (const clone of clonePageList) {
      expect(clone.seoDescription).toContain(clone.brand)
      expect(clone.seoDescription).not.toBe(siteConfig.astroDescription)
    }
  })
  it('gives each page its own angle', () => {
    expect(new Set(clonePageList.map((c) => c.hero.title)).size).toBe(3)
    expect(new Set(clonePageList.map((c) => c.model.title)).size).toBe(3)
  })
  it('states that ReadyApps is not affiliated with the brand', () => {
    expect(notAffiliatedFor('Astrotalk')).toContain('not affiliated with, endorsed by or sponsored by Astrotalk')
    expect(notAffiliatedFor('Astrotalk')).not.toContain('{brand}')
  })
})

describe('portfolio', () => {
  it('has 10 valid projects with unique ids', () => {
    expect(projects).toHaveLength(10)
    expectValid(projectsSchema, projects)
  })
  it('has the spec’s filter tabs, All first, Recruitment after Real Estate (it has no project yet)', () => {
    expect(portfolioCategories.map((c) => c.label)).toEqual([
      'All',
      'Astrology',
      'Food Delivery',
      'E-Commerce',
      'Education',
      'Healthcare',
      'Transport',
      'Social',
      'Logistics',
      'Real Estate',
      'Recruitment',
    ])
    expect(portfolioCategoryIds[0]).toBe('all')
  })
  it('filters by category; All shows everything', () => {
    expect(projectsInCategory('all')).toHaveLength(10)
    expect(projectsInCategory('astrology').every((p) => p.category === 'astrology')).toBe(true)
    const total = portfolioCategoryIds
      .filter((id) => id !== 'all')
      .reduce((sum, id) => sum + projectsInCategory(id).length, 0)
    expect(total).toBe(10)
  })
  it('links every project to an internal product page', () => {
    for (const project of projects) expect(project.link.path).toMatch(/^\/(astroway|chitchat|apps\/[a-z-]+)$/)
  })
  it('attaches five-star client feedback to projects', () => {
    const feedback = projectTestimonials()
    expect(feedback.length).toBeGreaterThanOrEqual(3)
    for (const { testimonial } of feedback) expect(testimonial.rating).toBe(5)
  })
})

describe('sales content building blocks', () => {
  it('maps every icon name to an icon', () => {
    const used = [
      ...astrowayContent.features.items.map((f) => f.icon),
      ...astrowayContent.whatYouGet.parts.map((p) => p.icon),
      ...chitchatContent.industries.items.map((i) => i.icon),
      ...astrowayPricing.notes.map((n) => n.icon),
    ]
    for (const name of used) expect(icons[name]).toBeTruthy()
  })
  it('rejects a tier without a price or with a negative one', () => {
    const tier = astrowayPricing.tiers[0]!
    expect(v.safeParse(pricingTierSchema, { ...tier, price: -1 }).success).toBe(false)
    expect(v.safeParse(pricingTierSchema, { ...tier, price: 'Call us' }).success).toBe(false)
    expect(v.safeParse(pricingTierSchema, { ...tier, price: 'Custom' }).success).toBe(true)
  })
  it('rejects external links in content', () => {
    expect(
      v.safeParse(projectsSchema, [{ ...projects[0]!, link: { path: 'https://example.com', label: 'x' } }]).success,
    ).toBe(false)
  })
  it('darkens a colour for text on its own tint', () => {
    expect(ink('#c2410c')).toBe('#882e08')
    expect(ink('#ffffff', 0.5)).toBe('#808080')
  })
})
