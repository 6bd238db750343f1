import { notifications, type NotificationData } from '@mantine/notifications'
import classes from './leads.module.css'

/**
 * A notification that passes the admin's axe bar: Mantine's default close button has no name and
 * its description under a title is gray 6 (about 3.3:1 on white).
 */
export function showLeadToast(data: Pick<NotificationData, 'color' | 'title' | 'message'>) {
  notifications.show({
    ...data,
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
    classNames: { description: classes.toastDescription },
  })
}
