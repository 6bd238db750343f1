import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ButtonContent, buttonLook } from '~/ui/plain/button-look'
import { mantine } from '~/ui/plain/mantine-classes'
import { messageStyles } from './message-styles'

/** Generic failure page: never shows internals, always offers a way home. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <div style={messageStyles.page} data-testid="error-page">
      <div className={mantine.stack} style={messageStyles.stack}>
        <h1 className={mantine.title} style={messageStyles.title} data-order="1">
          Unexpected Application Error!
        </h1>
        <p className={mantine.text} style={messageStyles.text}>
          Something went wrong while showing this page. Please try again; if it keeps happening, let us know.
        </p>
        <div className={mantine.group} style={messageStyles.actions}>
          <button
            type="button"
            {...buttonLook()}
            onClick={() => {
              reset()
              void router.invalidate()
            }}
          >
            <ButtonContent>Try again</ButtonContent>
          </button>
          <a href="/" {...buttonLook({ variant: 'default' })}>
            <ButtonContent>Go to the home page</ButtonContent>
          </a>
        </div>
      </div>
    </div>
  )
}
