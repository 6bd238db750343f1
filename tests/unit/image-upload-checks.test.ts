import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  IMAGE_UPLOAD_MESSAGES,
  MAX_IMAGE_BYTES,
  checkImageUpload,
  defaultMediaUrl,
  mediaSrcSet,
  parseMediaUrl,
} from '~/domain/post-media'

const fixture = (name: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../fixtures/images/${name}`, import.meta.url))))

describe('image upload checks (by content, not by name)', () => {
  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['photo.webp', 'image/webp'],
    ['photo.avif', 'image/avif'],
  ])('accepts the real %s as %s', (name, type) => {
    expect(checkImageUpload(fixture(name))).toEqual({ ok: true, type })
  })

  it('refuses a GIF with a message that names the accepted types', () => {
    expect(checkImageUpload(fixture('animation.gif'))).toEqual({
      ok: false,
      code: 'invalid',
      message: IMAGE_UPLOAD_MESSAGES.gif,
    })
  })

  it('refuses a text file named .png', () => {
    expect(checkImageUpload(fixture('not-an-image.png'))).toEqual({
      ok: false,
      code: 'invalid',
      message: 'This file is not a JPEG, PNG, WebP or AVIF image.',
    })
  })

  it('refuses a JPEG larger than 5 MB, and an empty file', () => {
    const jpeg = fixture('photo.jpg')
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1)
    big.set(jpeg)
    expect(checkImageUpload(big)).toMatchObject({
      ok: false,
      code: 'too_large',
      message: IMAGE_UPLOAD_MESSAGES.tooLarge,
    })
    expect(checkImageUpload(new Uint8Array(MAX_IMAGE_BYTES).fill(0).map((_, i) => jpeg[i] ?? 0))).toMatchObject({
      ok: true,
    })
    // The browser checks the declared size before reading the file at all.
    expect(checkImageUpload(jpeg.subarray(0, 64), MAX_IMAGE_BYTES + 1)).toMatchObject({ code: 'too_large' })
    expect(checkImageUpload(new Uint8Array())).toMatchObject({ ok: false, message: IMAGE_UPLOAD_MESSAGES.empty })
  })

  it('never accepts bytes that start like none of the four formats (random input)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (bytes) => {
        const result = checkImageUpload(bytes)
        const starts = (prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte)
        const ascii = (at: number, text: string) => [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0))
        const plausible =
          starts([0xff, 0xd8, 0xff]) ||
          starts([0x89, 0x50, 0x4e, 0x47]) ||
          (ascii(0, 'RIFF') && ascii(8, 'WEBP')) ||
          ascii(4, 'ftyp')
        if (!plausible) expect(result.ok).toBe(false)
      }),
    )
  })
})

describe('media URLs', () => {
  const id = 'a'.repeat(32)

  it('parses only /media/<32 hex>/<known width>.webp', () => {
    expect(parseMediaUrl(`/media/${id}/640.webp`)).toEqual({ id, width: 640 })
    for (const url of [
      `/media/${id}/641.webp`,
      `/media/${id}/640.png`,
      `/media/${'A'.repeat(32)}/640.webp`,
      `/media/${id}/640.webp?x=1`,
      `//media/${id}/640.webp`,
      `https://evil.test/media/${id}/640.webp`,
    ]) {
      expect(parseMediaUrl(url)).toBeNull()
    }
  })

  it('offers variants up to the image’s own width, never a duplicate descriptor', () => {
    expect(mediaSrcSet(id, 1000)).toBe(
      `/media/${id}/320.webp 320w, /media/${id}/640.webp 640w, /media/${id}/960.webp 960w, /media/${id}/1280.webp 1000w`,
    )
    expect(mediaSrcSet(id, 640)).toBe(`/media/${id}/320.webp 320w, /media/${id}/640.webp 640w`)
    expect(mediaSrcSet(id, 200)).toBe(`/media/${id}/320.webp 200w`)
  })

  it('stores a fresh upload at 1280 px at most, or its largest variant', () => {
    expect(defaultMediaUrl(id, 4000)).toBe(`/media/${id}/1280.webp`)
    expect(defaultMediaUrl(id, 700)).toBe(`/media/${id}/640.webp`)
    expect(defaultMediaUrl(id, 100)).toBe(`/media/${id}/320.webp`)
  })
})
