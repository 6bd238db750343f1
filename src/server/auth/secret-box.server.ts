import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/**
 * Secrets at rest (the admins' TOTP secrets, the CRM webhooks' signing secrets): AES-256-GCM with a
 * key from the environment (ADMIN_SECRETS_KEY), never a built-in one. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url); the owner (the admin's id, the endpoint's id) is the
 * associated data, so a secret copied onto another account or endpoint does not open.
 */

/** The 32-byte key from its setting: 64 hex characters or base64(url) of 32 bytes; null when empty. */
export function parseSecretsKey(value: string | undefined): Buffer | null {
  const text = value?.trim() ?? ''
  if (!text) return null
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64')
  if (key.length !== 32) throw new Error('ADMIN_SECRETS_KEY must be 32 bytes, as 64 hex characters or base64')
  return key
}

let parsedKey: { text: string | undefined; key: Buffer | null } | undefined

/**
 * ADMIN_SECRETS_KEY as bytes (checked at start by the configuration), parsed once: every sealer
 * (second factors, webhook secrets) asks for it with the setting's text.
 */
export function secretsKey(text: string | undefined): Buffer | null {
  if (!parsedKey || parsedKey.text !== text) parsedKey = { text, key: parseSecretsKey(text) }
  return parsedKey.key
}

export function sealSecret(key: Buffer, plain: Uint8Array, context: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(context, 'utf8'))
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()])
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'))
  return `v1.${parts.join('.')}`
}

/** The plain secret; throws when the key, the context or the stored text is not the one it was sealed with. */
export function openSecret(key: Buffer, stored: string, context: string): Buffer {
  const [version, iv, tag, sealed] = stored.split('.')
  if (version !== 'v1' || !iv || !tag || sealed === undefined) throw new Error('Unreadable sealed secret')
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAAD(Buffer.from(context, 'utf8'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()])
}
