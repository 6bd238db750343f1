import { siteConfig } from '#app-config'
import type { Queryable } from '~/server/db/database.server'
import type { OutgoingSender } from '~/server/delivery/outgoing.server'
import { sendSmtp, type SmtpMessage, type SmtpSettings } from '~/server/email/smtp.server'
import { CONFIRM_TOKEN_DAYS, issueToken } from './newsletter-tokens.server'
import { getSubscriber } from './newsletter.server'

/**
 * Mail to subscribers, over SMTP (src/server/email/smtp.server.ts). Every message is built by
 * `subscriberMessage`, which gives it a fresh unsubscribe token, the one-click unsubscribe link in
 * its text and the RFC 8058 headers; there is no other way to write to a subscriber.
 */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe'
export const CONFIRM_PATH = '/newsletter/confirm'

export function unsubscribeUrl(siteOrigin: string, token: string): string {
  return `${new URL(UNSUBSCRIBE_PATH, siteOrigin).href}?token=${token}`
}

export function confirmUrl(siteOrigin: string, token: string): string {
  return `${new URL(CONFIRM_PATH, siteOrigin).href}?token=${token}`
}

/** The List-Unsubscribe headers: the one-click URL (RFC 8058: a POST to it unsubscribes) and a mailto. */
export function unsubscribeHeaders(siteOrigin: string, token: string, mailbox: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(siteOrigin, token)}>, <mailto:${mailbox}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

export interface SubscriberMailContext {
  db: Queryable
  smtp: SmtpSettings | null
  siteOrigin: string
  now?: () => Date
  timeoutMs?: number
}

/** A message to one subscriber, with its unsubscribe link and headers. */
export async function subscriberMessage(
  context: SubscriberMailContext & { smtp: SmtpSettings },
  subscriber: { id: string; email: string },
  content: { subject: string; text: string },
): Promise<SmtpMessage> {
  const token = await issueToken(context.db, subscriber.id, 'unsubscribe', context.now?.())
  const link = unsubscribeUrl(context.siteOrigin, token)
  return {
    to: subscriber.email,
    subject: content.subject,
    text: `${content.text}\n\n--\nTo stop receiving these e-mails, unsubscribe with one click: ${link}\n`,
    headers: unsubscribeHeaders(context.siteOrigin, token, context.smtp.fromAddress),
  }
}

/**
 * The sender of 'newsletter-confirm' messages: a fresh single-use confirm token for each attempt
 * (only its hash is stored; the message is the only copy), dropped when the address is no longer
 * pending, skipped (logged without the address) when SMTP_URL is not set.
 */
export function newsletterConfirmSender(context: SubscriberMailContext): OutgoingSender {
  return async (message) => {
    const subscriber = message.subscriberId ? await getSubscriber(context.db, message.subscriberId) : null
    if (!subscriber || subscriber.status !== 'pending') return { outcome: 'dropped' }
    const smtp = context.smtp
    if (!smtp) {
      console.info(`[newsletter] confirmation ${message.id} skipped: SMTP_URL is not set`)
      return { outcome: 'skipped' }
    }
    const token = await issueToken(context.db, subscriber.id, 'confirm', context.now?.())
    const brand = siteConfig.brand
    const mail = await subscriberMessage({ ...context, smtp }, subscriber, {
      subject: `Confirm your subscription to the ${brand} newsletter`,
      text: [
        `Someone, hopefully you, asked to receive the ${brand} newsletter at this address.`,
        '',
        `To confirm, open this link (valid for ${CONFIRM_TOKEN_DAYS} days) and press "Confirm":`,
        confirmUrl(context.siteOrigin, token),
        '',
        'If it was not you, ignore this message: without confirmation you will not hear from us again.',
      ].join('\n'),
    })
    await sendSmtp(smtp, mail, { timeoutMs: context.timeoutMs })
    return { outcome: 'sent' }
  }
}
