/**
 * Lenient readers of URL search values: a value the page can use, or `undefined` when it is
 * missing or bad (a hand-edited or outdated link shows the default view, never an error page).
 * Plain functions, not valibot: every route's `validateSearch` is part of the JavaScript every
 * page loads before it is interactive, and these cost a few hundred bytes where the schema
 * library cost 3 KB gzip. Server functions validate their input strictly with valibot as before.
 */

/** Reads one search value. The router has already parsed it: `?page=2` arrives as the number 2. */
export type SearchField<T> = (value: unknown) => T | undefined

/** The search a set of fields gives: a key's value is undefined when it was missing or bad. */
export type SearchOf<F extends Record<string, SearchField<unknown>>> = {
  [K in keyof F]?: F[K] extends SearchField<infer T> ? T : never
}

/** One of a fixed list of strings (a tab, a category, a status). */
export function oneOf<const T extends readonly string[]>(values: T): SearchField<T[number]> {
  return (value) => (typeof value === 'string' && values.includes(value) ? value : undefined)
}

/** A whole number from `min` to `max` (a page number). */
export function wholeNumber(min: number, max: number): SearchField<number> {
  return (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined
}

/** A string of at most `maxLength` characters that matches `pattern` when one is given. */
export function text(maxLength: number, pattern?: RegExp): SearchField<string> {
  return (value) =>
    typeof value === 'string' && value.length <= maxLength && (!pattern || pattern.test(value)) ? value : undefined
}

/**
 * Reads every field of `fields` from a search object. Every field's key is in the result, set to
 * undefined when the value is bad: the router keeps a key the validator leaves out at its raw value
 * (?page=abc would reach the loader), and drops undefined values from the URLs it writes.
 */
export function searchParser<F extends Record<string, SearchField<unknown>>>(
  fields: F,
): (search: Record<string, unknown>) => SearchOf<F> {
  return (search) => {
    const result: Record<string, unknown> = {}
    for (const [key, read] of Object.entries(fields)) result[key] = read(search[key])
    return result as SearchOf<F>
  }
}
