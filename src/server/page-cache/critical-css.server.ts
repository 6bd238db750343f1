/**
 * A page's first paint needs only the CSS rules that can match its HTML. Start inlines every
 * style sheet of the page's routes into one `<style data-tsr-inline-css>` (all of Mantine's
 * component sheets the public pages use, and each section's CSS modules): on /astroway about
 * 100 KB, most of it rules for components and states the page does not draw. The browser still
 * parses each rule and weighs it against the elements of the page, and with no script run while a
 * visitor only reads (defer-scripts.server.ts) that style work is most of what a phone's main
 * thread does while the page loads.
 *
 * So a cached page keeps, of its inlined CSS, the rules whose selectors can match its HTML and the
 * custom properties something it keeps refers to; the whole sheets, as the built files they were
 * inlined from, are linked on the visitor's first sign of life, before the page's script runs
 * (the loader in defer-scripts.server.ts), so what the script draws later (a dialog, another
 * page's sections after a move in place) finds its rules. They follow the inlined copy in the
 * same order, so every rule ends up where it was and the cascade is the same.
 *
 * What is dropped can never match, or is a variable nothing kept reads, so the page looks the
 * same: a selector is dead when a class it names outside parentheses (`:not(.x)` matches more
 * when .x is absent; `:is()` and `:where()` are left alone too) is on no element of the HTML; a
 * rule goes when every selector of its list is dead (a list is never rewritten: one selector a
 * browser does not know drops the whole list, and a shorter list could start to apply). At-rules
 * other than @media and @supports, and anything this does not recognise, are kept whole.
 */

/** One of the built style sheets a page's inlined CSS is made of. */
export interface BuiltStyleSheet {
  href: string
  css: string
}

const INLINE_CSS = /(<style\b[^>]*\bdata-tsr-inline-css\b[^>]*>)([\s\S]*?)(<\/style>)/
const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g
const CLASS_IN_SELECTOR = /\.((?:[\w-]|\\.)+)/g

/** The hrefs of the built sheets whose texts, in order, make up `css`; undefined when they do not. */
export function sheetsOf(css: string, sheets: readonly BuiltStyleSheet[]): string[] | undefined {
  const hrefs: string[] = []
  let at = 0
  // The files end with a newline that the inlined copy does not have.
  const texts = sheets.map((sheet) => ({ href: sheet.href, text: sheet.css.trimEnd() }))
  while (at < css.length) {
    let found: { href: string; length: number } | undefined
    for (const { href, text } of texts) {
      if (text.length > 0 && css.startsWith(text, at) && (!found || text.length > found.length))
        found = { href, length: text.length }
    }
    if (!found) return undefined
    hrefs.push(found.href)
    at += found.length
  }
  return hrefs
}

/** Index just past the block that opens at `open` (a `{`), minding strings. */
function blockEnd(css: string, open: number): number {
  let depth = 0
  for (let i = open; i < css.length; i++) {
    const char = css[i]
    if (char === '"' || char === "'") i = stringEnd(css, i)
    else if (char === '{') depth++
    else if (char === '}' && --depth === 0) return i + 1
  }
  return css.length
}

/** Index of the quote that closes the string opening at `start`. */
function stringEnd(css: string, start: number): number {
  const quote = css[start]
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === '\\') i++
    else if (css[i] === quote) return i
  }
  return css.length
}

/**
 * The positions in `text` that stand outside its strings and outside any parentheses or brackets:
 * where a selector list's commas, a block's semicolons and a selector's own class names are.
 */
function* topLevel(text: string): Generator<number> {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (char === '"' || char === "'") i = stringEnd(text, i)
    else if (char === '(' || char === '[') depth++
    else if (char === ')' || char === ']') depth--
    else if (depth === 0) yield i
  }
}

/** Whether `body` holds a block of its own (nested rules). */
function opensBlock(body: string): boolean {
  for (const i of topLevel(body)) if (body[i] === '{') return true
  return false
}

/** Splits `text` at `separator` where it stands at the top level. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = []
  let from = 0
  for (const i of topLevel(text)) {
    if (text[i] !== separator) continue
    parts.push(text.slice(from, i))
    from = i + 1
  }
  parts.push(text.slice(from))
  return parts
}

function selectorCanMatch(selector: string, classes: ReadonlySet<string>): boolean {
  let outside = ''
  for (const i of topLevel(selector)) outside += selector[i]
  for (const match of outside.matchAll(CLASS_IN_SELECTOR)) {
    const name = match[1] ?? ''
    // An escaped class name is left alone rather than unescaped.
    if (!name.includes('\\') && !classes.has(name)) return false
  }
  return true
}

/** A parsed piece of CSS: kept as text, a style rule, or a conditional group of pieces. */
type Piece =
  | { kind: 'text'; text: string }
  | { kind: 'rule'; selectors: string; declarations: string[] }
  | { kind: 'group'; prelude: string; pieces: Piece[] }

const GROUPS = /^@(media|supports)\b/

function parse(css: string): Piece[] {
  const pieces: Piece[] = []
  let at = 0
  while (at < css.length) {
    let i = at
    while (i < css.length && css[i] !== '{' && css[i] !== ';' && css[i] !== '}') {
      if (css[i] === '"' || css[i] === "'") i = stringEnd(css, i)
      i++
    }
    if (i >= css.length || css[i] !== '{') {
      // A statement (`@layer a, b;`) or a stray character: kept as it is.
      pieces.push({ kind: 'text', text: css.slice(at, i + 1) })
      at = i + 1
      continue
    }
    const prelude = css.slice(at, i)
    const end = blockEnd(css, i)
    const body = css.slice(i + 1, end - 1)
    if (GROUPS.test(prelude)) pieces.push({ kind: 'group', prelude, pieces: parse(body) })
    else if (prelude.startsWith('@') || opensBlock(body)) pieces.push({ kind: 'text', text: css.slice(at, end) })
    else pieces.push({ kind: 'rule', selectors: prelude, declarations: splitTopLevel(body, ';') })
    at = end
  }
  return pieces
}

const customName = (declaration: string) => /^\s*(--[\w-]+)\s*:/.exec(declaration)?.[1]

/** Keeps the rules that can match (see above); returns them with their custom properties. */
function liveRules(pieces: Piece[], classes: ReadonlySet<string>): Piece[] {
  const kept: Piece[] = []
  for (const piece of pieces) {
    if (piece.kind === 'rule') {
      if (splitTopLevel(piece.selectors, ',').some((selector) => selectorCanMatch(selector, classes))) kept.push(piece)
    } else if (piece.kind === 'group') {
      const inner = liveRules(piece.pieces, classes)
      if (inner.length > 0) kept.push({ ...piece, pieces: inner })
    } else kept.push(piece)
  }
  return kept
}

function* allPieces(pieces: Piece[]): Generator<Piece> {
  for (const piece of pieces) {
    if (piece.kind === 'group') {
      yield piece
      yield* allPieces(piece.pieces)
    } else yield piece
  }
}

/** The custom properties the kept rules and the rest of the page read, followed through each other. */
function readVariables(pieces: Piece[], rest: string): Set<string> {
  const read = new Set<string>()
  const values = new Map<string, string[]>()
  const note = (text: string) => {
    for (const match of text.matchAll(VAR_REFERENCE)) read.add(match[1] ?? '')
  }
  note(rest)
  for (const piece of allPieces(pieces)) {
    if (piece.kind === 'text') note(piece.text)
    else if (piece.kind === 'group') note(piece.prelude)
    else
      for (const declaration of piece.declarations) {
        const name = customName(declaration)
        if (name) values.set(name, [...(values.get(name) ?? []), declaration])
        else note(declaration)
      }
  }
  const queue = [...read]
  while (queue.length > 0) {
    for (const declaration of values.get(queue.pop() ?? '') ?? []) {
      for (const match of declaration.matchAll(VAR_REFERENCE)) {
        const name = match[1] ?? ''
        if (!read.has(name)) {
          read.add(name)
          queue.push(name)
        }
      }
    }
  }
  return read
}

function print(pieces: Piece[], read: ReadonlySet<string>): string {
  let out = ''
  for (const piece of pieces) {
    if (piece.kind === 'text') out += piece.text
    else if (piece.kind === 'group') {
      const inner = print(piece.pieces, read)
      if (inner) out += `${piece.prelude}{${inner}}`
    } else {
      const declarations = piece.declarations.filter((declaration) => {
        const name = customName(declaration)
        return !name || read.has(name)
      })
      // A rule left with nothing but its trailing empty declaration says nothing.
      if (declarations.some((declaration) => declaration.trim() !== ''))
        out += `${piece.selectors}{${declarations.join(';')}}`
    }
  }
  return out
}

/** The classes on the elements of `html`. */
function classesOf(html: string): Set<string> {
  const classes = new Set<string>()
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name)
  }
  return classes
}

/** `css` less the rules that cannot match `html` and the custom properties nothing reads. */
export function criticalCss(css: string, html: string, rest = html): string {
  const pieces = liveRules(parse(css), classesOf(html))
  return print(pieces, readVariables(pieces, rest))
}

/**
 * The page with only the CSS its HTML uses inlined, and the built sheets the whole CSS is in (for
 * the loader to link); undefined when the page has no inlined CSS or it is not made of `sheets`.
 */
export function trimInlineCss(
  html: string,
  sheets: readonly BuiltStyleSheet[],
): { html: string; sheets: string[] } | undefined {
  const match = INLINE_CSS.exec(html)
  if (!match) return undefined
  const [whole, open, css = '', close] = match
  const hrefs = sheetsOf(css, sheets)
  if (!hrefs || hrefs.length === 0) return undefined
  const before = html.slice(0, match.index)
  const after = html.slice(match.index + whole.length)
  // What the rest of the page reads of the CSS's variables counts; the CSS's own rules only if kept.
  const trimmed = criticalCss(css, html, before + after)
  return { html: before + open + trimmed + close + after, sheets: hrefs }
}
