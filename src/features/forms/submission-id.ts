import { useCallback, useEffect, useState } from 'react'

/** A random id for one attempt to send a form (the server's idempotency key). */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // Pages served over plain http (not a secure context) have no randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * The `submissionId` of a form's current draft: empty in the server's HTML (a form sent without
 * JavaScript has none), set once the script runs, kept across retries of the same draft (the
 * server stores a retried request once), renewed after a success.
 */
export function useSubmissionId() {
  const [id, setId] = useState('')
  useEffect(() => {
    setId((current) => current || newSubmissionId())
  }, [])
  const renew = useCallback(() => setId(newSubmissionId()), [])
  /** Takes over the id of a draft kept from before a reload: the same draft, the same attempt. */
  const adopt = useCallback((kept: string) => setId(kept), [])
  return { submissionId: id, renew, adopt }
}
