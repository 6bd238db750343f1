/**
 * A type guard for a list of string literals (an `as const` array): `literalGuard(PRODUCT_IDS)`
 * tells whether a string from outside (a URL, a stored row, content) is one of them.
 */
export function literalGuard<const T extends string>(values: readonly T[]): (value: string) => value is T {
  return (value): value is T => (values as readonly string[]).includes(value)
}
