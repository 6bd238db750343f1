import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { getServerConfig } from '~/server/config.server'
import { EmailDeliveryError, emailJsSettings, sendEmailJs } from '~/server/email/emailjs.server'
import { leadTemplateParams } from '~/server/leads/lead-delivery.server'
import { startLocalStub, type LocalStub } from '../support/local-stub'

let stub: LocalStub
beforeAll(async () => {
  stub = await startLocalStub()
})
afterAll(() => stub.close())
afterEach(() => stub.reset())

const env = (url: string) => ({
  EMAILJS_API_URL: url,
  EMAILJS_SERVICE_ID: 'service_test',
  EMAILJS_TEMPLATE_ID: 'template_test',
  EMAILJS_PUBLIC_KEY: 'public_test',
  EMAILJS_PRIVATE_KEY: 'private_test',
  SALES_EMAIL: 'sales@example.com',
})

describe('EmailJS client', () => {
  it('is not configured without service, template and public key', () => {
    expect(emailJsSettings(getServerConfig({}))).toBeNull()
    expect(emailJsSettings(getServerConfig({ ...env(stub.url), EMAILJS_TEMPLATE_ID: '' }))).toBeNull()
    expect(emailJsSettings(getServerConfig(env(`${stub.url}/`)))?.apiUrl).toBe(stub.url)
  })

  it('POSTs the exact JSON body to /api/v1.0/email/send', async () => {
    const settings = emailJsSettings(getServerConfig(env(stub.url)))!
    await sendEmailJs(settings, { to_email: 'sales@example.com', from_name: 'Asha' })
    expect(stub.requests).toHaveLength(1)
    const [request] = stub.requests
    expect(request!.method).toBe('POST')
    expect(request!.path).toBe('/api/v1.0/email/send')
    expect(request!.headers['content-type']).toBe('application/json')
    expect(request!.body).toEqual({
      service_id: 'service_test',
      template_id: 'template_test',
      user_id: 'public_test',
      accessToken: 'private_test',
      template_params: { to_email: 'sales@example.com', from_name: 'Asha' },
    })
  })

  it('leaves out accessToken when no private key is set', async () => {
    const settings = emailJsSettings(getServerConfig({ ...env(stub.url), EMAILJS_PRIVATE_KEY: '' }))!
    await sendEmailJs(settings, {})
    expect(stub.requests[0]!.body).not.toHaveProperty('accessToken')
  })

  it('judges success by the status only and reports failures with the status and text', async () => {
    const settings = emailJsSettings(getServerConfig(env(stub.url)))!
    stub.reply(() => ({ status: 200, body: 'not json at all' }))
    await expect(sendEmailJs(settings, {})).resolves.toBeUndefined()
    stub.reply(() => ({ status: 403, body: 'API calls are disabled for non-browser applications' }))
    const error = await sendEmailJs(settings, {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EmailDeliveryError)
    expect(error).toMatchObject({
      status: 403,
      message: 'EmailJS answered 403: API calls are disabled for non-browser applications',
    })
  })

  it('fails on a timeout or an unreachable service', async () => {
    const settings = emailJsSettings(getServerConfig(env(stub.url)))!
    stub.reply(() => ({ status: 200, body: 'OK', delayMs: 500 }))
    await expect(sendEmailJs(settings, {}, { timeoutMs: 100 })).rejects.toThrow(/could not be reached/)
    const unreachable = emailJsSettings(getServerConfig(env('http://127.0.0.1:9')))!
    await expect(sendEmailJs(unreachable, {})).rejects.toBeInstanceOf(EmailDeliveryError)
  })
})

describe('lead template parameters', () => {
  it("sends empty optional fields as 'Not provided' and the product's label", () => {
    const lead = {
      name: 'Asha',
      email: 'asha@example.com',
      mobile: '+91 98765 43210',
      product: 'chitchat',
      brandName: ' ',
      description: '',
      source: 'header',
    }
    expect(leadTemplateParams(lead, 'sales@example.com')).toEqual({
      to_email: 'sales@example.com',
      from_name: 'Asha',
      from_email: 'asha@example.com',
      mobile: '+91 98765 43210',
      product: 'Chitchat App',
      brand_name: 'Not provided',
      description: 'Not provided',
    })
  })
})
