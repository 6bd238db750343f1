import { useEffect } from 'react'
import { siteConfig } from '#app-config'

/**
 * Registers /service-worker.js in production builds and checks for a new version every hour.
 * A failed registration is logged and otherwise ignored: the site works without it.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
    let timer: ReturnType<typeof setInterval> | undefined
    navigator.serviceWorker
      .register('/service-worker.js')
      .then((registration) => {
        timer = setInterval(() => {
          registration.update().catch((error: unknown) => console.warn('Service worker update check failed', error))
        }, siteConfig.timings.serviceWorkerUpdateMs)
      })
      .catch((error: unknown) => console.error('Service worker registration failed', error))
    return () => {
      if (timer) clearInterval(timer)
    }
  }, [])
  return null
}
