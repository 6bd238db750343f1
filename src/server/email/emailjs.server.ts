import type { ServerConfig } from '~/server/config.server'

/** What the EmailJS REST API needs; the private key never leaves the server. */
export interface EmailJsSettings {
  apiUrl: string
  serviceId: string
  templateId: string
  publicKey: string
  privateKey: string
}

/** The settings, or null when EmailJS is not configured (leads are then only stored). */
export function emailJsSettings(config: ServerConfig): EmailJsSettings | null {
  const settings = {
    apiUrl: config.EMAILJS_API_URL.replace(/\/+$/, ''),
    serviceId: config.EMAILJS_SERVICE_ID,
    templateId: config.EMAILJS_TEMPLATE_ID,
    publicKey: config.EMAILJS_PUBLIC_KEY,
    privateKey: config.EMAILJS_PRIVATE_KEY,
  }
  return settings.serviceId && settings.templateId && settings.publicKey ? settings : null
}

export class EmailDeliveryError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'EmailDeliveryError'
  }
}

export interface SendOptions {
  fetch?: typeof fetch
  timeoutMs?: number
}

/**
 * Sends one e-mail through EmailJS's REST send endpoint. Success is an ok HTTP status (the body
 * is not read); anything else throws an EmailDeliveryError with the status and the start of the
 * answer, which is kept on the lead for the admin area.
 */
export async function sendEmailJs(
  settings: EmailJsSettings,
  templateParams: Record<string, string>,
  options: SendOptions = {},
): Promise<void> {
  const doFetch = options.fetch ?? fetch
  const body: Record<string, unknown> = {
    service_id: settings.serviceId,
    template_id: settings.templateId,
    user_id: settings.publicKey,
    template_params: templateParams,
  }
  if (settings.privateKey) body.accessToken = settings.privateKey
  let response: Response
  try {
    response = await doFetch(`${settings.apiUrl}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    })
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    throw new EmailDeliveryError(`EmailJS could not be reached (${reason})`)
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '')
    throw new EmailDeliveryError(
      `EmailJS answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`,
      response.status,
    )
  }
  // Release the connection; the body itself does not matter.
  await response.body?.cancel().catch(() => undefined)
}
