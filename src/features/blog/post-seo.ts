import { siteConfig } from '#app-config'
import type { JsonLd } from '~/features/seo/json-ld'
import type { SeoInput } from '~/features/seo/seo'
import type { Post } from '~/domain/post'
import { shareImagePath, shareImageVersion } from '~/features/seo/share-image'
import { twitterHandleOf } from '~/content/authors'
import { postUrl } from './post-url'

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? url : `/${url}`}`
}

/** Head tags of a post page: its title, excerpt, cover, dates and BlogPosting structured data. */
export function postSeo(post: Omit<Post, 'content'>, origin: string): SeoInput {
  const base = origin.replace(/\/+$/, '')
  const cover = post.coverImageUrl ? absolute(base, post.coverImageUrl) : undefined
  // The post's own 1200 x 630 share picture: its title and the brand, over its cover when it has one.
  const generated = `${base}${shareImagePath('post', post.slug, shareImageVersion(`${post.title}|${post.coverImageUrl ?? ''}|${post.updatedAt}`))}`
  // The admin may pick a share picture of its own; otherwise the generated card.
  const shareImage = post.shareImageUrl ? absolute(base, post.shareImageUrl) : generated
  const url = postUrl(base, post.slug)
  const blogPosting: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription || post.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.authorName },
    publisher: {
      '@type': 'Organization',
      name: siteConfig.brand,
      url: base,
      logo: { '@type': 'ImageObject', url: `${base}/brand/logo.svg` },
    },
    keywords: post.tags.join(', '),
    timeRequired: `PT${post.readingMinutes}M`,
    inLanguage: 'en',
    image: [cover ?? shareImage],
  }
  return {
    title: `${post.title} - ${siteConfig.brand}`,
    // The post's own meta description when it has one, else its excerpt.
    description: post.metaDescription || post.excerpt || siteConfig.defaultDescription,
    image: shareImage,
    imageAlt: post.title,
    keywords: ['blog', ...post.tags].join(', '),
    type: 'article',
    publishedTime: post.publishedAt ?? undefined,
    modifiedTime: post.updatedAt,
    creatorHandle: twitterHandleOf(post.authorName),
    jsonLd: [blogPosting],
  }
}
