const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** '10 Nov 2026'. UTC, so the server render and the browser agree. */
export function formatPostDate(iso: string | null): string {
  return iso ? dateFormat.format(new Date(iso)) : ''
}

export function formatReadingTime(minutes: number): string {
  return `${minutes} min read`
}
