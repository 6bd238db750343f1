// A mid-range phone, as the benchmarks and the end-to-end specs emulate it: the CPU 4x slower and
// Lighthouse's slow 4G (as DevTools applies it), through the DevTools protocol.
export const SLOW_PHONE_CPU_RATE = 4

export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
}

/** Slows a Playwright page's CPU and network to the phone's. */
export async function slowPhone(page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE_CPU_RATE })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
}
