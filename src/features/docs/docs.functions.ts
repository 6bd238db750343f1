import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { docGroups, docIds, docs, findDoc, type DocPage } from '~/content/docs'
import { docPageSeo } from '~/features/seo/doc-seo'
import { inputValidator } from '~/server/leads/public-error.server'

/** The sidebar's list of every documentation page, by group. */
export interface DocsNavGroup {
  id: DocPage['group']
  title: string
  pages: Pick<DocPage, 'id' | 'icon' | 'shortTitle'>[]
}

// Any id up to this length is looked up; an unknown one finds no page (404).
const DocPageInput = v.object({ id: v.pipe(v.string(), v.maxLength(64)) })

/** The sidebar: every document by group. */
const docsNav = (): DocsNavGroup[] =>
  docGroups.map((group) => ({
    id: group.id,
    title: group.title,
    pages: docIds
      .filter((id) => docs[id].group === group.id)
      .map((id) => ({ id, icon: docs[id].icon, shortTitle: docs[id].shortTitle })),
  }))

/**
 * A documentation page as its route shows it: the document, the sidebar's list of pages and its
 * head tags, read on the server. Every document together is about 10 KB of gzip JavaScript; a
 * page needs its own. The page's HTML carries the data; a move to another document inside the
 * site asks for that one.
 */
export const getDocPage = createServerFn({ method: 'GET' })
  .validator(inputValidator(DocPageInput))
  .handler(({ data }) => {
    const doc = findDoc(data.id)
    return doc ? { doc, nav: docsNav(), seo: docPageSeo(doc) } : null
  })
