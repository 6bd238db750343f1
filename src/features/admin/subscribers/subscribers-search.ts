import { searchParser, wholeNumber, type SearchOf } from '~/domain/url-search'

const subscribersSearchFields = {
  q: (value: unknown) => {
    const q = typeof value === 'string' ? value.trim() : undefined
    return q !== undefined && q.length <= 254 ? q : undefined
  },
  status: (value: unknown): 'pending' | 'confirmed' | 'unsubscribed' | undefined =>
    value === 'pending' || value === 'confirmed' || value === 'unsubscribed' ? value : undefined,
  page: wholeNumber(1, 10_000),
}

/** The subscribers page URL: `q` (part of an e-mail) and `page`. Bad values are dropped. */
export const readSubscribersSearch = searchParser(subscribersSearchFields)
export type SubscribersSearch = SearchOf<typeof subscribersSearchFields>

/** The CSV export of the current search: same `q` as the table; it holds confirmed subscribers only. */
export function subscribersCsvHref(q: string | undefined): string {
  return q ? `/admin/subscribers.csv?${new URLSearchParams({ q })}` : '/admin/subscribers.csv'
}
