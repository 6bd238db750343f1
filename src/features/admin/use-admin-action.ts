import { notifications, type NotificationData } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { readPublicError } from '~/domain/errors'

/**
 * Runs one admin change to a row (send a lead again, publish or delete a post, delete a
 * subscriber): `pending` is the row's id while it runs, a notification says how it went (a failure
 * with the server's message), and every admin query is fetched again afterwards, after a failure
 * too (the row may have changed).
 */
export function useAdminAction() {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<string | null>(null)
  const run = async <T>(
    id: string,
    action: () => Promise<T>,
    outcome: { done: (result: T) => NotificationData; failedTitle: string },
  ) => {
    setPending(id)
    try {
      notifications.show(outcome.done(await action()))
    } catch (error) {
      notifications.show({ color: 'red', title: outcome.failedTitle, message: readPublicError(error).message })
    } finally {
      setPending(null)
      await queryClient.invalidateQueries({ queryKey: ['admin'] })
    }
  }
  return { pending, run }
}
