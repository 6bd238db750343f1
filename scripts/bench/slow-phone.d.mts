import type { Page } from '@playwright/test'

export const SLOW_PHONE_CPU_RATE: number
export const SLOW_4G: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number }
export function slowPhone(page: Page): Promise<void>
