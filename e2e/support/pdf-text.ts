import { inflateSync } from 'node:zlib'

/**
 * The text a reader gets from a PDF that Chromium printed (`page.pdf()`), page after page, without
 * a PDF library: what its content streams draw with the text operators, each glyph mapped back to
 * its characters by its font's ToUnicode map. It reads what Chromium's PDF writer (Skia) writes:
 * objects with FlateDecode streams, Type0 fonts whose strings are hex glyph ids (Identity-H) or
 * simple fonts with one byte per glyph, and a ToUnicode CMap for each (bfchar and bfrange). It is
 * not a general PDF reader. Text runs are joined with a space, so compare text with the white space
 * taken out (`withoutSpace`): where a line breaks depends on the machine's fonts, the words do not.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const objects = new Map<number, { dict: string; stream?: Buffer }>()
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const id = match[1] ?? ''
    const body = match[2] ?? ''
    const streamAt = body.search(/stream\r?\n/)
    if (streamAt === -1) {
      objects.set(Number(id), { dict: body })
      continue
    }
    const dict = body.slice(0, streamAt)
    const start = match.index + match[0].indexOf(body) + streamAt + body.slice(streamAt).indexOf('\n') + 1
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? -1)
    const raw = pdf.subarray(start, length >= 0 ? start + length : start + body.lastIndexOf('endstream'))
    objects.set(Number(id), { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw })
  }

  const toUnicodeOf = new Map<number, { bytes: number; map: Map<number, string> }>()
  const fontOf = (id: number) => {
    const known = toUnicodeOf.get(id)
    if (known) return known
    const dict = objects.get(id)?.dict ?? ''
    const cmapId = Number(/\/ToUnicode (\d+) 0 R/.exec(dict)?.[1])
    const cmap = objects.get(cmapId)?.stream?.toString('latin1') ?? ''
    const font = { bytes: /\/Subtype \/Type0/.test(dict) ? 2 : 1, map: parseCMap(cmap) }
    toUnicodeOf.set(id, font)
    return font
  }

  // The pages in order: the page tree from its root (the Pages node without a parent), depth first.
  const pagesIn = (id: number): { dict: string }[] => {
    const node = objects.get(id)
    if (!node) return []
    if (!/\/Type \/Pages\b/.test(node.dict)) return [node]
    const kids = /\/Kids \[([^\]]*)\]/.exec(node.dict)?.[1] ?? ''
    return [...kids.matchAll(/(\d+) 0 R/g)].flatMap(([, kid]) => pagesIn(Number(kid)))
  }
  const root = [...objects].find(([, { dict }]) => /\/Type \/Pages\b/.test(dict) && !/\/Parent /.test(dict))
  const ordered = root ? pagesIn(root[0]) : []

  const texts: string[] = []
  for (const page of ordered) {
    const fonts = new Map<string, number>()
    const fontDict = /\/Font <<([^>]*)>>/.exec(page.dict)?.[1] ?? ''
    for (const [, name = '', id] of fontDict.matchAll(/\/(\S+) (\d+) 0 R/g)) fonts.set(name, Number(id))
    const contents = /\/Contents (?:\[([^\]]*)\]|(\d+) 0 R)/.exec(page.dict)
    const streamIds = contents?.[1] ? [...contents[1].matchAll(/(\d+) 0 R/g)].map((ref) => ref[1]) : [contents?.[2]]
    for (const id of streamIds) {
      const content = objects.get(Number(id))?.stream?.toString('latin1') ?? ''
      texts.push(drawnText(content, (name) => fontOf(fonts.get(name) ?? -1)))
    }
  }
  return texts.join(' ')
}

/**
 * The text with its white space taken out and ligatures spelt out (a font may draw "fi" as one
 * glyph whose ToUnicode entry is U+FB01), for comparing what was printed with what the page holds.
 */
export const withoutSpace = (text: string) => text.normalize('NFKC').replace(/\s+/g, '')

/**
 * Whether `text` is at most `pieces` pieces of `printed` one after the other: whole, or cut where a
 * page ends (the longest prefix found each time, which makes the fewest pieces).
 */
export function inPieces(printed: string, text: string, pieces: number): boolean {
  let rest = text
  for (let piece = 0; piece < pieces; piece += 1) {
    if (printed.includes(rest)) return true
    let found = 0
    for (let low = 1, high = rest.length - 1; low <= high;) {
      const middle = (low + high) >> 1
      if (printed.includes(rest.slice(0, middle))) [found, low] = [middle, middle + 1]
      else high = middle - 1
    }
    if (found === 0) return false
    rest = rest.slice(found)
  }
  return false
}

function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>()
  const unicode = (hex: string) => {
    const units: number[] = []
    for (let at = 0; at < hex.length; at += 4) units.push(parseInt(hex.slice(at, at + 4), 16))
    return String.fromCharCode(...units)
  }
  for (const [, block = ''] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '', text = ''] of block.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g))
      map.set(parseInt(code, 16), unicode(text))
  }
  for (const [, block = ''] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low = '', high = '', target = ''] of block.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]*>|\[[^\]]*\])/g,
    )) {
      const from = parseInt(low, 16)
      const to = parseInt(high, 16)
      if (target.startsWith('[')) {
        const each = [...target.matchAll(/<([0-9A-Fa-f]*)>/g)].map(([, hex = '']) => unicode(hex))
        each.forEach((text, offset) => map.set(from + offset, text))
      } else {
        const first = unicode(target.slice(1, -1))
        const last = first.charCodeAt(first.length - 1)
        for (let code = from; code <= to; code += 1)
          map.set(code, first.slice(0, -1) + String.fromCharCode(last + code - from))
      }
    }
  }
  return map
}

/** The text one content stream shows: its strings (Tj, TJ, ' and "), in the font set by Tf. */
function drawnText(content: string, font: (name: string) => { bytes: number; map: Map<number, string> }): string {
  const runs: string[] = []
  let current = font('')
  const show = (string: string) => {
    const bytes = string.startsWith('<') ? hexBytes(string.slice(1, -1)) : literalBytes(string.slice(1, -1))
    let text = ''
    for (let at = 0; at + current.bytes <= bytes.length; at += current.bytes) {
      const [high = 0, low = 0] = bytes.slice(at, at + 2)
      const code = current.bytes === 2 ? (high << 8) | low : high
      text += current.map.get(code) ?? (current.bytes === 1 ? String.fromCharCode(code) : '')
    }
    return text
  }
  // Tokens: names, hex strings, literal strings (with escapes), arrays' brackets and operators.
  const tokens = content.matchAll(/\/[^\s/<>[\]()]+|<[0-9A-Fa-f\s]*>|\((?:\\[\s\S]|[^\\)])*\)|\[|\]|[^\s/<>[\]()]+/g)
  let operands: string[] = []
  let array: string[] | undefined
  let arrayText = ''
  for (const [token] of tokens) {
    if (token === '[') array = []
    else if (token === ']') {
      arrayText = (array ?? [])
        .filter((item) => item.startsWith('<') || item.startsWith('('))
        .map(show)
        .join('')
      array = undefined
    } else if (array) array.push(token)
    else if (token.startsWith('/') || token.startsWith('<') || token.startsWith('(') || /^[-+.\d]/.test(token))
      operands.push(token)
    else {
      if (token === 'Tf') current = font(operands[operands.length - 2]?.slice(1) ?? '')
      else if (token === 'Tj' || token === "'" || token === '"') {
        const string = operands[operands.length - 1]
        if (string) runs.push(show(string))
      } else if (token === 'TJ') runs.push(arrayText)
      operands = []
      arrayText = ''
    }
  }
  return runs.join(' ')
}

function hexBytes(hex: string): number[] {
  const digits = hex.replace(/\s+/g, '')
  const bytes: number[] = []
  for (let at = 0; at < digits.length; at += 2) bytes.push(parseInt(digits.slice(at, at + 2).padEnd(2, '0'), 16))
  return bytes
}

function literalBytes(text: string): number[] {
  const bytes: number[] = []
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at] ?? ''
    if (char !== '\\') {
      bytes.push(char.charCodeAt(0))
      continue
    }
    const next = text[(at += 1)] ?? ''
    const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 }
    const escaped = escapes[next]
    if (escaped !== undefined) bytes.push(escaped)
    else if (/[0-7]/.test(next)) {
      const octal = /^[0-7]{1,3}/.exec(text.slice(at))?.[0] ?? '0'
      bytes.push(parseInt(octal, 8))
      at += octal.length - 1
    }
  }
  return bytes
}
