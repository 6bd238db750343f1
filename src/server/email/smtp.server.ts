import nodemailer, { type Transporter } from 'nodemailer'
import { siteConfig } from '#app-config'
import type { ServerConfig } from '~/server/config.server'
import { EmailDeliveryError } from './emailjs.server'

/**
 * The SMTP transport (nodemailer) for mail to subscribers. EmailJS sends through templates and
 * cannot set the List-Unsubscribe headers RFC 8058 asks for, so subscriber mail goes through any
 * SMTP relay (the provider's SMTP, Amazon SES, Postmark, Brevo ...) given as SMTP_URL.
 */
export interface SmtpSettings {
  url: string
  /** The From header, e.g. 'ReadyApps <newsletter@readyapps.in>'. */
  from: string
  /** The address of the From header alone (the List-Unsubscribe mailto). */
  fromAddress: string
}

/** The settings, or null when SMTP_URL is empty (subscriber mail is then skipped). */
export function smtpSettings(config: Pick<ServerConfig, 'SMTP_URL' | 'SMTP_FROM'>): SmtpSettings | null {
  if (!config.SMTP_URL) return null
  const from = config.SMTP_FROM || `${siteConfig.brand} <${siteConfig.contact.email}>`
  const fromAddress = /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from.trim()
  return { url: config.SMTP_URL, from, fromAddress }
}

export interface SmtpMessage {
  to: string
  subject: string
  text: string
  html?: string
  headers?: Record<string, string>
}

const transports = new Map<string, Transporter>()

function transportFor(settings: SmtpSettings, timeoutMs: number): Transporter {
  const key = `${settings.url} ${timeoutMs}`
  let transport = transports.get(key)
  if (!transport) {
    transport = nodemailer.createTransport(settings.url, {
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    } as never)
    transports.set(key, transport)
  }
  return transport
}

/** Sends one message; throws an EmailDeliveryError (the server's answer code, no address) on failure. */
export async function sendSmtp(
  settings: SmtpSettings,
  message: SmtpMessage,
  options: { timeoutMs?: number } = {},
): Promise<void> {
  try {
    await transportFor(settings, options.timeoutMs ?? 10_000).sendMail({ from: settings.from, ...message })
  } catch (error) {
    const code = (error as { responseCode?: unknown }).responseCode
    const reason = error instanceof Error ? `${(error as { code?: string }).code ?? error.name}` : 'error'
    throw new EmailDeliveryError(
      `SMTP ${typeof code === 'number' ? `answered ${code}` : `failed (${reason})`}`,
      typeof code === 'number' ? code : undefined,
    )
  }
}
