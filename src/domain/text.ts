/**
 * Text clean-up shared by the forms' schemas and the admin's URL search. No schema library here:
 * the admin routes' search readers use it, and they are part of every page's entry JavaScript.
 */

// C0/C1 control characters (NUL among them, which Postgres refuses to store), bidi overrides and
// zero-width marks: never typed on purpose. Line breaks and tabs stay in multi-line fields.
const CONTROL_CHARACTERS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g
const LINE_BREAKS = /[\n\r\t]+/g

/** Removes control characters; single-line fields turn line breaks and tabs into a space. */
export function stripControlCharacters(value: string, multiline = false): string {
  const cleaned = value.replace(CONTROL_CHARACTERS, '')
  return multiline ? cleaned : cleaned.replace(LINE_BREAKS, ' ')
}
