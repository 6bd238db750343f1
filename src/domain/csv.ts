/**
 * CSV for admin exports (leads, subscribers): RFC 4180 quoting, CRLF line ends, a header row, and
 * protection against formula injection: a spreadsheet runs a cell that starts with = + - @ (or a
 * tab / carriage return before them) as a formula, so such cells get a leading apostrophe
 * (OWASP "CSV Injection").
 */
export type CsvValue = string | number | boolean | Date | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/

/** One cell: neutralised against formulas, quoted when it holds a comma, quote or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : String(value)
  // Numbers are data, not formulas: a negative number keeps its sign.
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A whole document: the header row, then one row per record, each line ended by CRLF. */
export function toCsv<Row>(
  columns: ReadonlyArray<{ header: string; value: (row: Row) => CsvValue }>,
  rows: Iterable<Row>,
) {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')]
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

/** Parses what toCsv wrote (for tests and for reading an export back). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      if (char === '\r') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += char
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell)
    rows.push(row)
  }
  return rows
}
