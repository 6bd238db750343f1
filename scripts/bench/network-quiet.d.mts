import type { Page } from '@playwright/test'

export function watchNetwork(page: Page): {
  quiet(options?: { quietMs?: number; timeoutMs?: number }): Promise<void>
}
