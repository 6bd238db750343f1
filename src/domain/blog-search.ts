import { SLUG_PATTERN, TAG_MAX_LENGTH } from './slug'
import { searchParser, text, wholeNumber, type SearchOf } from './url-search'

export const BLOG_PAGE_SIZE = 6

const blogSearchFields = {
  // Missing means page 1; keeping it out of the output keeps '/blog' free of '?page=1'.
  page: wholeNumber(1, 10_000),
  tag: text(TAG_MAX_LENGTH, SLUG_PATTERN),
}

/** Public blog list search params: a bad value is dropped (the default shows) and never errors. */
export const readBlogSearch = searchParser(blogSearchFields)
export type BlogSearch = SearchOf<typeof blogSearchFields>
