import { POST_STATES } from '~/domain/post-state'
import { searchParser, text, type SearchOf } from '~/domain/url-search'
import { adminListSearchFields } from '../admin-list-search'

const postsSearchFields = { ...adminListSearchFields(POST_STATES), q: text(200) }

/**
 * The URL search of the posts list: the admin lists' page and state filter (draft, scheduled,
 * published), and the search text. Like them, no defaults and a bad value is dropped.
 */
export const readPostsSearch = searchParser(postsSearchFields)
export type PostsSearch = SearchOf<typeof postsSearchFields>
