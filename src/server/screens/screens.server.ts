import { createHash } from 'node:crypto'
import * as v from 'valibot'
import { projects } from '~/content/portfolio'
import { getProduct } from '~/content/products'
import { projectScreenContent, screenContent } from '~/content/screen-content'
import { isProductId, type ProductId } from '~/domain/product'
import { renderScreen, type RenderedScreen, type ScreenBrand } from './render-screen.server'
import { productScreens } from '~/content/product-screens'
import { matchesEtag } from '~/server/page-cache/cache-policy.server'

/**
 * Looks up and draws the screen a /screens/... URL names, once per process: the content is
 * compiled into the build, so a drawn screen never changes while the server runs.
 */

export interface ScreenAsset {
  svg: string
  etag: string
}

/** The brand a product's own screens carry: its short name and registry colours. */
function productBrand(product: ProductId): ScreenBrand {
  const p = getProduct(product)
  return { name: p.name, color: p.color, accent: p.accent }
}

/** A product's screen in its own brand, or undefined when the product has no such screen. */
export function drawProductScreen(product: ProductId, id: string): RenderedScreen | undefined {
  const content = screenContent[product][id]
  const ref = productScreens[product][id]
  if (!content || !ref) return undefined
  return renderScreen(content, productBrand(product), ref.alt)
}

/**
 * A launched project's screen in the client's name and colour: its own screen when it has one
 * (projectScreenContent), otherwise its product's screen.
 */
export function drawPortfolioScreen(projectId: string): RenderedScreen | undefined {
  const project = projects.find((p) => p.id === projectId)
  if (!project) return undefined
  const { product, id, alt } = project.image.screen
  const content = id === project.id ? projectScreenContent[project.id] : screenContent[product][id]
  if (!content) return undefined
  return renderScreen(content, { name: project.client, color: project.image.color }, alt)
}

// The two URL shapes, each segment a slug: /screens/{product}/{screen}.svg and /screens/portfolio/{project}.svg.
const SplatSchema = v.pipe(
  v.string(),
  v.maxLength(120),
  v.regex(/^[a-z0-9-]+\/[a-z0-9-]+\.svg$/),
  v.transform((path) => {
    const [group, file] = path.split('/') as [string, string]
    return { group, id: file.slice(0, -'.svg'.length) }
  }),
)

const cache = new Map<string, ScreenAsset>()

/** The SVG for a /screens/ path (the part after /screens/), or null for an unknown screen. */
function screenAsset(splat: string): ScreenAsset | null {
  const parsed = v.safeParse(SplatSchema, splat)
  if (!parsed.success) return null
  const key = `${parsed.output.group}/${parsed.output.id}`
  const cached = cache.get(key)
  if (cached !== undefined) return cached
  const { group, id } = parsed.output
  const drawn =
    group === 'portfolio' ? drawPortfolioScreen(id) : isProductId(group) ? drawProductScreen(group, id) : undefined
  const asset = drawn ? { svg: drawn.svg, etag: `"${createHash('sha1').update(drawn.svg).digest('base64url')}"` } : null
  // Only known keys are kept (the regex and the lookup bound them), so the cache cannot grow without limit.
  if (asset) cache.set(key, asset)
  return asset
}

const NOT_FOUND_HEADERS = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }

/** The HTTP answer for GET /screens/{splat}: the SVG with a day of caching and an ETag, 304 or 404. */
export function screenResponse(splat: string, request: Request): Response {
  const asset = screenAsset(splat)
  if (!asset) return new Response('Not found', { status: 404, headers: NOT_FOUND_HEADERS })
  const headers = {
    'content-type': 'image/svg+xml; charset=utf-8',
    // Pictures change only with a deployment; a day's caching with revalidation by ETag is safe.
    'cache-control': 'public, max-age=86400',
    etag: asset.etag,
    'x-content-type-options': 'nosniff',
    // The SVG is a picture, never a document that runs anything.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  }
  if (matchesEtag(request.headers.get('if-none-match'), asset.etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(request.method === 'HEAD' ? null : asset.svg, { headers })
}
