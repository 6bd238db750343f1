import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvCell, parseCsv, toCsv } from '~/domain/csv'

describe('CSV export', () => {
  it('writes a header row and CRLF line ends', () => {
    const text = toCsv([{ header: 'Name', value: (row: { name: string }) => row.name }], [{ name: 'Asha' }])
    expect(text).toBe('Name\r\nAsha\r\n')
  })

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
  })

  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const hostile of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1']) {
      expect(csvCell(hostile).replace(/^"/, '').startsWith("'")).toBe(true)
    }
    expect(csvCell(-5)).toBe('-5')
  })

  it('reads back every text it writes (apart from the formula guard)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { maxLength: 5 }), (rows) => {
        const width = Math.max(1, ...rows.map((row) => row.length))
        const columns = Array.from({ length: width }, (_, index) => ({
          header: `c${index}`,
          value: (row: string[]) => row[index] ?? '',
        }))
        const parsed = parseCsv(toCsv(columns, rows)).slice(1)
        expect(parsed).toEqual(
          rows.map((row) =>
            columns.map((column) => {
              const value = column.value(row)
              return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
            }),
          ),
        )
      }),
    )
  })
})
