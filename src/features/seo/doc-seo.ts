/** SEO of the documentation pages (imported by their route loaders only). */
import type { DocPage } from '~/content/docs'
import { subjectTitle, type SeoInput } from './seo'
import { shareImagePath, shareImageVersion } from './share-image'

/** 'Customization guide' -> 'Customization Guide'; words already capitalised ('API') stay. */
export function titleCase(text: string): string {
  return text.replace(/(^|[\s-])([a-z])/g, (_, space: string, letter: string) => `${space}${letter.toUpperCase()}`)
}

/**
 * Head of a documentation page: titled by the document ('Chitchat Documentation - ReadyApps').
 * No FAQPage: Chitchat's questions sit in a tab that is not shown until chosen.
 */
export function docPageSeo(doc: DocPage): SeoInput {
  const title = titleCase(doc.title)
  return {
    title: subjectTitle(title),
    description: doc.summary,
    image: shareImagePath('doc', doc.id, shareImageVersion(`${title}|${doc.summary}`)),
    imageAlt: `${title}: ${doc.summary}`,
  }
}
