import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { isProductId } from '~/domain/product'
import { literalGuard } from '~/domain/literal'
import { clonePages, cloneSlugs } from '~/content/clones'
import { docIds, docs } from '~/content/docs'
import { getProduct } from '~/content/products'
import { getPostRepository } from '~/server/posts/posts.server'
import { logError } from '~/server/log.server'
import { renderShareImage, type ShareCard } from './render-share-image.server'

/** The kinds of page that get a picture of their own (the addresses are built in features/seo/share-image). */
export type ShareImageKind = 'product' | 'page' | 'doc' | 'post'

const ASTROWAY_COLOR = '#c2410c'
const SITE_COLOR = '#4a39d8'
const isCloneSlug = literalGuard(cloneSlugs)
const isDocId = literalGuard(docIds)

/** Folders a post's cover may be read from: the build's static files, else the sources' public/. */
const STATIC_DIRS = ['dist/client', 'public']

/**
 * A post's cover from this site's own static files (JPEG or PNG), to be cropped under the title.
 * Covers on other hosts are not fetched: the server never requests a URL an editor typed.
 */
async function localCover(url: string | null): Promise<ShareCard['background']> {
  if (!url || !url.startsWith('/') || url.startsWith('//')) return undefined
  const pathname = decodeURIComponent(url.split(/[?#]/)[0] ?? '')
  const ext = path.extname(pathname).toLowerCase()
  const mime = ext === '.png' ? 'image/png' : ext === '.jpg' || ext === '.jpeg' ? 'image/jpeg' : undefined
  if (!mime) return undefined
  for (const dir of STATIC_DIRS) {
    const root = path.resolve(process.cwd(), dir)
    const file = path.resolve(root, `.${pathname}`)
    if (!file.startsWith(`${root}${path.sep}`)) return undefined
    try {
      return { data: await readFile(file), mime }
    } catch {
      // not in this folder: try the next
    }
  }
  return undefined
}

/** What the picture of one page shows, from the same content the page renders; null for unknown pages. */
export async function shareCardFor(kind: ShareImageKind, id: string): Promise<ShareCard | null> {
  switch (kind) {
    case 'product': {
      if (!isProductId(id)) return null
      const product = getProduct(id)
      return { eyebrow: product.category, title: product.title, subtitle: product.tagline, color: product.color }
    }
    case 'page': {
      if (!isCloneSlug(id)) return null
      const clone = clonePages[id]
      return { eyebrow: 'Astroway Pro', title: clone.hero.title, color: ASTROWAY_COLOR }
    }
    case 'doc': {
      if (!isDocId(id)) return null
      const doc = docs[id]
      return { eyebrow: 'Documentation', title: doc.title, subtitle: doc.summary, color: doc.color }
    }
    case 'post': {
      const post = await (await getPostRepository()).getPublishedBySlug(id)
      if (!post) return null
      return {
        eyebrow: 'ReadyApps blog',
        title: post.title,
        color: SITE_COLOR,
        background: await localCover(post.coverImageUrl),
      }
    }
  }
}

/** Rendered pictures by card content, so an edited title draws a new one; a few hundred at most. */
const MAX_CACHED = 300
const cache = new Map<string, Promise<Uint8Array>>()

function cacheKey(kind: ShareImageKind, id: string, card: ShareCard): string {
  return JSON.stringify([kind, id, card.eyebrow, card.title, card.subtitle, card.color, card.background?.data.length])
}

/** The PNG of a page's share picture, drawn on first request and kept in memory; null for unknown pages. */
export async function shareImageFor(kind: ShareImageKind, id: string): Promise<Uint8Array | null> {
  const card = await shareCardFor(kind, id)
  if (!card) return null
  const key = cacheKey(kind, id, card)
  let png = cache.get(key)
  if (png) {
    // Most recently used last, so the oldest goes first when the cache is full.
    cache.delete(key)
  } else {
    png = renderShareImage(card)
    png.catch((error: unknown) => {
      cache.delete(key)
      logError('Share image could not be drawn', error)
    })
  }
  cache.set(key, png)
  while (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!)
  return png
}
