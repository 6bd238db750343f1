/**
 * CRC-32 (the gzip trailer's) of joined pieces from the pieces' own CRCs, as zlib's
 * crc32_combine does it: a stored page's pieces are checksummed once, and each response with its
 * own nonce costs a few dozen small multiplications instead of a pass over the whole page.
 *
 * Arithmetic on polynomials over GF(2) modulo the CRC-32 polynomial, bit-reflected (the lowest
 * power in the highest bit), after zlib's crc32.c (multmodp, x2nmodp).
 */
const POLY = 0xedb88320
/** x^0, that is 1, in the reflected order. */
const ONE = 0x80000000

/** a(x) * b(x) modulo p(x). `a` must not be zero. */
function multiply(a: number, b: number): number {
  let m = ONE
  let product = 0
  for (;;) {
    if (a & m) {
      product ^= b
      if ((a & (m - 1)) === 0) break
    }
    m >>>= 1
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1
  }
  return product >>> 0
}

/** x^(2^k) modulo p(x) for k = 0..31. */
const X2N: number[] = [0x40000000]
for (let k = 1; k < 32; k += 1) X2N.push(multiply(X2N[k - 1]!, X2N[k - 1]!))

/**
 * The factor that moves a CRC past `bytes` more bytes: x^(8 * bytes) modulo p(x). Work it out
 * once per length and pass it to `combineCrc32`.
 */
export function crc32Shift(bytes: number): number {
  let power = ONE
  let n = bytes
  let k = 3
  while (n > 0) {
    if (n % 2 === 1) power = multiply(X2N[k % 32]!, power)
    n = Math.floor(n / 2)
    k += 1
  }
  return power
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and `crc32Shift(B's length)`. */
export function combineCrc32(crcA: number, crcB: number, shiftB: number): number {
  return (multiply(shiftB, crcA) ^ crcB) >>> 0
}
