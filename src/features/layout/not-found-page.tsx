import { Link } from '@tanstack/react-router'
import { IconArrowLeft, IconApps } from '@tabler/icons-react'
import { ButtonContent, buttonLook } from '~/ui/plain/button-look'
import { mantine } from '~/ui/plain/mantine-classes'
import { messageStyles } from './message-styles'

/** Shown for any unknown path; the server answers it with HTTP 404. */
export function NotFoundPage() {
  return (
    <div style={messageStyles.page} data-testid="not-found">
      <div className={mantine.stack} style={messageStyles.stack}>
        <p
          className={mantine.text}
          style={{ color: 'var(--mantine-color-brand-text)', fontSize: 'var(--mantine-font-size-lg)', fontWeight: 700 }}
        >
          404
        </p>
        <h1 className={mantine.title} style={messageStyles.title} data-order="1">
          We couldn't find that page
        </h1>
        <p className={mantine.text} style={messageStyles.text}>
          The link may be broken or the page may have moved. Our ready-made apps are still one click away.
        </p>
        <div className={mantine.group} style={messageStyles.actions}>
          <Link to="/" {...buttonLook({ withLeftSection: true })}>
            <ButtonContent leftSection={<IconArrowLeft size={18} stroke={1.75} />}>Back to home</ButtonContent>
          </Link>
          <Link to="/apps" {...buttonLook({ variant: 'default', withLeftSection: true })}>
            <ButtonContent leftSection={<IconApps size={18} stroke={1.75} />}>Browse apps</ButtonContent>
          </Link>
        </div>
      </div>
    </div>
  )
}
