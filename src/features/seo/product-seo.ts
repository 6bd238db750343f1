/**
 * SEO of the product pages (/astroway, /chitchat, /apps/{id}, the clone pages), built from the
 * product registry and the same copy the pages render. Imported by route loaders only (loaders
 * are split into their own chunks), so the registry never joins the entry JavaScript.
 */
import { siteConfig } from '#app-config'
import { parseRupees } from '~/domain/currency'
import type { ProductId } from '~/domain/product'
import { chitchatContent } from '~/content/chitchat'
import { clonePages, type CloneSlug } from '~/content/clones'
import { findAppPage, getProduct } from '~/content/products'
import { faqJsonLd, organizationRef, type JsonLd, type QuestionAnswer } from './json-ld'
import { subjectTitle, type SeoInput } from './seo'
import { shareImagePath, shareImageVersion } from './share-image'

const CONTEXT = 'https://schema.org'

const usd = (rupees: number) => Math.round(rupees / siteConfig.business.usdRate)

interface PricePoint {
  name: string
  rupees: number
  /** Billed every month (the catalogue's running price) rather than once. */
  monthly?: boolean
}

/** The priced points of a product, exactly as its page shows them; 'Custom' and quoted prices have none. */
export function productPricePoints(id: ProductId): PricePoint[] {
  const { price } = getProduct(id)
  if (price.kind === 'fixed') {
    const points: PricePoint[] = []
    const setup = parseRupees(price.setup)
    const monthly = parseRupees(price.monthly)
    if (setup !== null) points.push({ name: 'Setup', rupees: setup })
    if (monthly !== null) points.push({ name: 'Monthly', rupees: monthly, monthly: true })
    return points
  }
  if (price.kind === 'tiers') {
    return price.tiers.flatMap((tier) =>
      typeof tier.price === 'number' ? [{ name: `${tier.name} package`, rupees: tier.price }] : [],
    )
  }
  return []
}

/** One Offer per price point and currency: rupees as the registry says, dollars at INR / 50. */
function offersFor(id: ProductId, url: string): JsonLd[] {
  return productPricePoints(id).flatMap((point) =>
    (['INR', 'USD'] as const).map((currency) => {
      const price = currency === 'INR' ? point.rupees : usd(point.rupees)
      return {
        '@type': 'Offer',
        name: `${point.name} (${currency})`,
        price,
        priceCurrency: currency,
        availability: 'https://schema.org/InStock',
        url,
        seller: organizationRef(),
        ...(point.monthly
          ? {
              priceSpecification: {
                '@type': 'UnitPriceSpecification',
                price,
                priceCurrency: currency,
                unitCode: 'MON',
                referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
              },
            }
          : {}),
      }
    }),
  )
}

/**
 * The Product node of a product page. Products quoted per project show 'Custom' instead of a
 * price, so their node carries no Offer rather than an invented one.
 */
export function productJsonLd(id: ProductId, pagePath: string, image: string): JsonLd {
  const product = getProduct(id)
  const offers = offersFor(id, pagePath)
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${pagePath}#product`,
    name: product.title,
    description: product.description,
    category: product.category,
    url: pagePath,
    image: [image],
    brand: { '@type': 'Brand', name: siteConfig.brand },
    manufacturer: organizationRef(),
    ...(offers.length > 0 ? { offers } : {}),
  }
}

/** The questions a product page shows in its FAQ section, or none. */
export function productFaqItems(id: ProductId): readonly QuestionAnswer[] {
  if (id === 'chitchat') return chitchatContent.faq.tabs.flatMap((tab) => tab.items)
  const page = findAppPage(id)
  if (!page) return []
  return page.kind === 'catalogue' ? page.entry.faqs : page.profile.faqs
}

/** Head of a product's own page: /astroway, /chitchat or /apps/{id}. */
export function productPageSeo(id: ProductId): SeoInput {
  const product = getProduct(id)
  const nested = product.path.split('/').filter(Boolean).length > 1
  const image = shareImagePath('product', id, shareImageVersion(`${product.title}|${product.tagline}`))
  const faqs = productFaqItems(id)
  return {
    // Top-level product pages keep the path rule ('Astroway - ReadyApps'); /apps/{id} pages are
    // titled by the product ('Food Delivery App - ReadyApps').
    ...(nested ? { title: subjectTitle(product.title) } : {}),
    // /astroway keeps the site's astrology description (seo.ts path rule); every other product
    // page is described by its registry entry.
    ...(id === 'astroway' ? {} : { description: product.description }),
    image,
    imageAlt: `${product.title} by ${siteConfig.brand}: ${product.tagline}`,
    jsonLd: [productJsonLd(id, product.path, image), ...(faqs.length > 0 ? [faqJsonLd(faqs)] : [])],
  }
}

/** Head of a clone page: its own description and picture, Astroway Pro's offers, its questions. */
export function clonePageSeo(slug: CloneSlug): SeoInput {
  const clone = clonePages[slug]
  const image = shareImagePath('page', slug, shareImageVersion(clone.hero.title))
  return {
    description: clone.seoDescription,
    image,
    imageAlt: clone.hero.title,
    jsonLd: [productJsonLd('astroway', `/${slug}`, image), faqJsonLd(clone.faqs)],
  }
}
