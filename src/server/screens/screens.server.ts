import { createHash } from 'node:crypto'
import * as v from 'valibot'
import { projects } from '~/content/portfolio'
import { getProduct } from '~/content/products'
import { projectScreenContent, screenContent } from '~/content/screen-content'
import { isProductId, SCREEN_RASTER_SCALES, type ProductId } from '~/domain/product'
import { renderScreen, type RenderedScreen, type ScreenBrand } from './render-screen.server'
import { productScreens } from '~/content/product-screens'
import { matchesEtag } from '~/server/page-cache/cache-policy.server'

/**
 * Looks up and draws the screen a /screens/... URL names, once per process: the content is
 * compiled into the build, so a drawn screen never changes while the server runs.
 */

export interface ScreenAsset {
  body: string | Uint8Array<ArrayBuffer>
  type: string
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

// The URL shapes, each segment a slug: /screens/{product}/{screen}.svg and /screens/portfolio/{project}.svg,
// and the same pictures rasterised at a width: /screens/{product}/{screen}.{width}.webp.
const SplatSchema = v.pipe(
  v.string(),
  v.maxLength(120),
  v.regex(/^[a-z0-9-]+\/[a-z0-9-]+(?:\.svg|\.[1-9][0-9]{2,3}\.webp)$/),
  v.transform((path) => {
    const [group, file] = path.split('/') as [string, string]
    const [id, width] = file.split('.') as [string, string, string?]
    return { group, id, width: file.endsWith('.webp') ? Number(width) : undefined }
  }),
)

const cache = new Map<string, Promise<ScreenAsset | null>>()

const etagOf = (bytes: string | Uint8Array) => `"${createHash('sha1').update(bytes).digest('base64url')}"`

/** The screen as WebP at `width`: its words outlined in Inter (no server fonts needed), then resvg and sharp. */
async function rasterise(svg: string, width: number): Promise<Uint8Array<ArrayBuffer>> {
  const [{ renderAsync }, { default: sharp }, { outlineText }] = await Promise.all([
    import('@resvg/resvg-js'),
    import('sharp'),
    import('./outline-text.server'),
  ])
  // Off the event loop (libuv's pool), so pages keep being served while a screen is drawn.
  const image = await renderAsync(outlineText(svg), {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false },
  })
  const png = image.asPng()
  // Flat colours and sharp letters: lossless WebP is both smaller than PNG and exact.
  return new Uint8Array(await sharp(png).webp({ lossless: true, effort: 4 }).toBuffer())
}

async function drawAsset(group: string, id: string, width: number | undefined): Promise<ScreenAsset | null> {
  const drawn =
    group === 'portfolio' ? drawPortfolioScreen(id) : isProductId(group) ? drawProductScreen(group, id) : undefined
  if (!drawn) return null
  if (width === undefined) return { body: drawn.svg, type: 'image/svg+xml; charset=utf-8', etag: etagOf(drawn.svg) }
  // Only the widths pages ask for, so the cache below stays bounded.
  if (!SCREEN_RASTER_SCALES.some((scale) => drawn.width * scale === width)) return null
  const webp = await rasterise(drawn.svg, width)
  return { body: webp, type: 'image/webp', etag: etagOf(webp) }
}

/** The picture for a /screens/ path (the part after /screens/), or null for an unknown screen or width. */
function screenAsset(splat: string): Promise<ScreenAsset | null> {
  const parsed = v.safeParse(SplatSchema, splat)
  if (!parsed.success) return Promise.resolve(null)
  const { group, id, width } = parsed.output
  const key = `${group}/${id}/${width ?? 'svg'}`
  const cached = cache.get(key)
  if (cached !== undefined) return cached
  const asset = drawAsset(group, id, width)
  // Only known keys are kept (the regex and the lookups bound them), so the cache cannot grow without limit;
  // a failed drawing is not kept, so the next request tries again.
  void asset.then(
    (found) => (found ? undefined : cache.delete(key)),
    () => cache.delete(key),
  )
  cache.set(key, asset)
  return asset
}

const NOT_FOUND_HEADERS = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }

/** The HTTP answer for GET /screens/{splat}: the picture with a day of caching and an ETag, 304 or 404. */
export async function screenResponse(splat: string, request: Request): Promise<Response> {
  const asset = await screenAsset(splat)
  if (!asset) return new Response('Not found', { status: 404, headers: NOT_FOUND_HEADERS })
  const headers = {
    'content-type': asset.type,
    // Pictures change only with a deployment; a day's caching with revalidation by ETag is safe.
    'cache-control': 'public, max-age=86400',
    etag: asset.etag,
    'x-content-type-options': 'nosniff',
    // The policy is set by content type for every answer (src/server/http/csp.server.ts): a WebP
    // gets the one of files, an SVG opened on its own may use its inline styles and nothing else.
  }
  if (matchesEtag(request.headers.get('if-none-match'), asset.etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(request.method === 'HEAD' ? null : asset.body, { headers })
}
