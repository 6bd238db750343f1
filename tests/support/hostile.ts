import fc from 'fast-check'

/**
 * Hostile strings, each starting with `marker` so an echo of them can be found: random text,
 * control characters, markup, SQL, bidi overrides and very long runs (up to `longest` characters),
 * plus any `extras` a caller needs (malformed escapes in a URL, say). The one definition of the
 * site's hostile text: the validation layer's property tests, and e2e/faults.spec.ts at the HTTP
 * level (search params and server function payloads).
 */
export function hostileString(
  marker: string,
  { longest = 5000, extras = [] }: { longest?: number; extras?: readonly string[] } = {},
) {
  return fc.oneof(
    fc.string({ maxLength: 40 }).map((text) => marker + text),
    fc.constantFrom(
      `${marker}\u0000nul`,
      `${marker}<script>alert(1)</script>`,
      `${marker}"><img src=x onerror=alert(1)>`,
      `${marker}' OR 1=1 --`,
      `${marker}\u202e`,
      ...extras,
    ),
    fc.nat(longest).map((n) => marker + 'x'.repeat(n)),
  )
}

/**
 * What a hostile client might send as input: strings starting with `marker` (control characters,
 * markup, SQL, very long ones), numbers, booleans, null, `leaves`, and arrays and objects of these,
 * the objects keyed by the given field names. Whatever the answer, it must never contain `marker`.
 * Used by the validation layer's property tests and by the HTTP-level ones (e2e/faults.spec.ts).
 */
export function hostileInput(marker: string, keys: readonly string[], leaves: readonly fc.Arbitrary<unknown>[] = []) {
  const string = hostileString(marker)
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      string,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      ...leaves,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.constantFrom(...keys), tie('value'), { maxKeys: 7 }),
    ),
  }))
  return { string, value }
}
