/** `source_page` as `sourcePage`, in types. */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S

/** A row's columns under their camelCase names. */
export type CamelColumns<Row> = { [K in keyof Row & string as CamelCase<K>]: Row[K] }

/**
 * The named columns of a database row, each under its camelCase name (`source_page` becomes
 * `sourcePage`), values as they are: what a repository's row mapper copies unchanged. Only the
 * named columns are copied, so a query's extra columns never leak into what a caller gets.
 */
export function camelColumns<Row extends object, K extends keyof Row & string>(
  row: Row,
  columns: readonly K[],
): CamelColumns<Pick<Row, K>> {
  const entries = columns.map((column) => [
    column.replace(/_([a-z])/g, (_, next: string) => next.toUpperCase()),
    row[column],
  ])
  return Object.fromEntries(entries) as CamelColumns<Pick<Row, K>>
}
