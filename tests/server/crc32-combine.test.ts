import { crc32 } from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { combineCrc32, crc32Shift } from '~/server/page-cache/crc32-combine.server'

describe('CRC-32 of joined pieces from the pieces’ CRCs', () => {
  it('equals the CRC of the joined bytes (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 2000 }), { minLength: 1, maxLength: 8 }), (pieces) => {
        let crc = 0
        for (const piece of pieces) crc = combineCrc32(crc, crc32(piece), crc32Shift(piece.length))
        expect(crc).toBe(crc32(Buffer.concat(pieces)))
      }),
      { numRuns: 300 },
    )
  })

  it('handles empty pieces and lengths past 64 KB', () => {
    const big = Buffer.alloc(200_000, 'abc')
    const small = Buffer.from('<p>ReadyApps</p>')
    expect(combineCrc32(crc32(big), crc32(small), crc32Shift(small.length))).toBe(crc32(Buffer.concat([big, small])))
    expect(combineCrc32(crc32(small), crc32(big), crc32Shift(big.length))).toBe(crc32(Buffer.concat([small, big])))
    expect(combineCrc32(crc32(small), 0, crc32Shift(0))).toBe(crc32(small))
  })
})
