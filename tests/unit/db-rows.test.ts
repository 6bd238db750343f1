import { describe, expect, it } from 'vitest'
import { literalGuard } from '~/domain/literal'
import { camelColumns } from '~/server/db/rows.server'

describe('camelColumns (the unchanged part of a repository row mapper)', () => {
  const row = { id: 'a', cover_image_url: null, author_name: 'Ann', shared_tags: 2 }

  it('copies the named columns under their camelCase names, values as they are', () => {
    const copied = camelColumns(row, ['id', 'cover_image_url', 'author_name'])
    expect(copied).toStrictEqual({ id: 'a', coverImageUrl: null, authorName: 'Ann' })
    // The type agrees with the names at run time.
    const { coverImageUrl, authorName } = copied
    expect([coverImageUrl, authorName]).toEqual([null, 'Ann'])
  })

  it('leaves out the columns it was not given (a query’s extra columns never leak)', () => {
    expect(camelColumns(row, ['id'])).toStrictEqual({ id: 'a' })
  })
})

describe('literalGuard', () => {
  const isFruit = literalGuard(['apple', 'pear'] as const)

  it('answers whether a string is one of the literals', () => {
    expect(isFruit('pear')).toBe(true)
    expect(isFruit('Pear')).toBe(false)
    expect(isFruit('')).toBe(false)
  })
})
