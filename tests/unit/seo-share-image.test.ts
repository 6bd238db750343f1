import { describe, expect, it } from 'vitest'
import { parseShareImagePath, shareImagePath, shareImageVersion } from '~/features/seo/share-image'
import { renderShareImage } from '~/server/og/render-share-image.server'
import { shareCardFor } from '~/server/og/share-images.server'

const pngSize = (bytes: Uint8Array) => {
  const view = Buffer.from(bytes)
  return {
    signature: view.subarray(1, 4).toString('ascii'),
    width: view.readUInt32BE(16),
    height: view.readUInt32BE(20),
  }
}

describe('share image addresses', () => {
  it('round-trips kind and id, with a version that follows the text', () => {
    const path = shareImagePath('product', 'food-delivery', shareImageVersion('Food Delivery App'))
    expect(path).toMatch(/^\/og\/product\/food-delivery\.png\?v=\w+$/)
    expect(parseShareImagePath('product/food-delivery.png')).toEqual({ kind: 'product', id: 'food-delivery' })
    expect(shareImageVersion('a')).not.toBe(shareImageVersion('b'))
  })
  it.each(['product/../x.png', 'product/Food.png', 'admin/x.png', 'product/x.jpg', 'product/x', 'x.png'])(
    'refuses %s',
    (splat) => {
      expect(parseShareImagePath(splat)).toBeNull()
    },
  )
})

describe('share image pictures', () => {
  it('draws a 1200 x 630 PNG with the page title', async () => {
    const card = await shareCardFor('product', 'food-delivery')
    expect(card).toMatchObject({ title: 'Food Delivery App' })
    const png = await renderShareImage(card!)
    expect(pngSize(png)).toEqual({ signature: 'PNG', width: 1200, height: 630 })
  })
  it('knows every documentation and clone page, and nothing else', async () => {
    expect(await shareCardFor('doc', 'api-reference')).toMatchObject({ eyebrow: 'Documentation' })
    expect(await shareCardFor('page', 'astrotalk-clone')).toMatchObject({ eyebrow: 'Astroway Pro' })
    expect(await shareCardFor('product', 'no-such-app')).toBeNull()
    expect(await shareCardFor('doc', 'no-such-doc')).toBeNull()
    expect(await shareCardFor('page', 'about')).toBeNull()
  })
})
