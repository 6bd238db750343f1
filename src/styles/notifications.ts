// The toast container with its style sheets, loaded together once a visitor engages with the
// page (see DeferredNotifications in src/routes/__root.tsx), so they are not part of every
// public page's CSS.
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/Notification.css'
import '@mantine/notifications/styles.css'

export { Notifications } from '@mantine/notifications'
