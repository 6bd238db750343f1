import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ContactRequestSchema } from '~/domain/contact'
import { FORM_FLASH_COOKIE, type FormFlash } from '~/domain/form-flash'
import { NewsletterSchema } from '~/domain/newsletter'
import { decodeFormFlash, encodeFormFlash } from '~/server/forms/flash.server'
import { formInput, keptValues, returnPath } from '~/server/forms/form-endpoint.server'
import { cookiesOf, isCacheableRequest } from '~/server/page-cache/cache-policy.server'

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

describe('formInput: a posted form as the schema input', () => {
  it('takes the fields the schema knows, ticked checkboxes as true and dotted names as nested objects', () => {
    const input = formInput(
      ContactRequestSchema,
      form({
        name: 'Meera',
        email: 'meera@example.com',
        mobile: '+91 98450 12345',
        product: 'chitchat',
        terms: 'on',
        'utm.source': 'newsletter',
        page: '/contact',
        returnTo: '/contact',
        unknown: 'dropped',
      }),
    )
    expect(input).toMatchObject({ name: 'Meera', terms: true, utm: { source: 'newsletter' }, page: '/contact' })
    expect(input).not.toHaveProperty('returnTo')
    expect(input).not.toHaveProperty('unknown')
    expect(v.safeParse(ContactRequestSchema, input).success).toBe(true)
  })

  it('an unticked checkbox is false (the schema says why); an empty optional field is not sent', () => {
    const input = formInput(ContactRequestSchema, form({ name: 'Meera', brandName: '' }))
    expect(input.terms).toBe(false)
    expect(input).not.toHaveProperty('brandName')
    const result = v.safeParse(ContactRequestSchema, input)
    expect(result.success).toBe(false)
    expect(result.issues?.map((issue) => issue.message)).toContain('Please accept the terms to continue.')
  })

  it('an empty required field is sent as it is, so the visitor reads its own message', () => {
    const input = formInput(NewsletterSchema, form({ email: '', website: '' }))
    expect(input.email).toBe('')
    expect(v.safeParse(NewsletterSchema, input).issues?.[0]?.message).toBe('Please enter your email address.')
  })

  it('keeps a refused form’s values, never the password or the hidden fields', () => {
    const kept = keptValues(
      form({ email: 'a@example.com', password: 'secret', returnTo: '/x', website: 'bot', submissionId: 'id' }),
      ['password'],
    )
    expect(kept).toEqual({ email: 'a@example.com' })
  })
})

describe('returnPath: only paths of this site', () => {
  const request = (referer?: string) =>
    new Request('http://127.0.0.1:3000/forms/newsletter', {
      method: 'POST',
      headers: referer ? { referer } : {},
    })

  it("uses the form's own path, with its query", () => {
    expect(returnPath(form({ returnTo: '/contact?product=chitchat' }), request())).toBe('/contact?product=chitchat')
  })

  it('refuses other sites and falls back to the same-origin Referer path, else /', () => {
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      expect(returnPath(form({ returnTo }), request())).toBe('/')
      expect(returnPath(form({ returnTo }), request('http://127.0.0.1:3000/blog?email=a%40b.c'))).toBe('/blog')
    }
    expect(returnPath(form({}), request('https://evil.example/blog'))).toBe('/')
  })
})

describe('the flash cookie', () => {
  it('comes back as it was sent', () => {
    const flash: FormFlash = {
      form: 'contact',
      error: { code: 'invalid', message: 'Please enter your mobile number.', fields: { mobile: 'Please enter it.' } },
      values: { name: 'Meera', email: 'meera@example.com' },
    }
    expect(decodeFormFlash(encodeFormFlash(flash))).toEqual(flash)
  })

  it('a forged or broken value reads as no flash', () => {
    expect(decodeFormFlash('not-base64-deflate')).toBeNull()
    expect(decodeFormFlash(Buffer.from('{"form":"other"}').toString('base64url'))).toBeNull()
  })

  it('stays under the cookie limit: the longest values go first, the messages stay', () => {
    const random = Array.from({ length: 3000 }, () => String.fromCharCode(0x4e00 + Math.floor(Math.random() * 2000)))
    const flash: FormFlash = {
      form: 'contact',
      error: { code: 'invalid', message: 'Check the fields.' },
      values: { name: 'Meera', description: random.join('') },
    }
    const encoded = encodeFormFlash(flash)
    expect(encoded.length).toBeLessThanOrEqual(3600)
    expect(decodeFormFlash(encoded)).toEqual({ ...flash, values: { name: 'Meera' } })
  })

  it('a request that carries it is never answered from, or stored in, the page cache', () => {
    const request = new Request('http://127.0.0.1/about', { headers: { cookie: `${FORM_FLASH_COOKIE}=x` } })
    expect(isCacheableRequest(request, cookiesOf(request))).toBe(false)
  })
})
