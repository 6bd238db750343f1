import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { ACCOUNT_MESSAGES } from '~/domain/admin-account'
import { readPublicError } from '~/domain/errors'

/**
 * Runs a sign-out server function (this session, or every session) and goes to the sign-in page.
 * A provider that could not end the session is reported through `onFailure`, and the admin stays put.
 */
export function useSignOut(end: () => Promise<unknown>, onFailure: (message: string) => void) {
  const navigate = useNavigate()
  const [signingOut, setSigningOut] = useState(false)
  const signOut = async () => {
    setSigningOut(true)
    try {
      await end()
      await navigate({ to: '/admin' })
    } catch (error) {
      const failure = readPublicError(error)
      onFailure(failure.code === 'internal' ? ACCOUNT_MESSAGES.signOutFailed : failure.message)
    } finally {
      setSigningOut(false)
    }
  }
  return { signOut, signingOut }
}
