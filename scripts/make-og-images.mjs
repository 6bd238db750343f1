// Renders the 1200 x 630 social share images (PNG: social sites do not read SVG) into
// public/og/ with the system Chromium. Run after changing the brand: node scripts/make-og-images.mjs
import { mkdir } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

const outDir = fileURLToPath(new URL('../public/og/', import.meta.url))
const executablePath =
  process.env.CHROMIUM_PATH || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p))

const images = [
  {
    file: 'default.png',
    eyebrow: 'ReadyApps',
    title: 'Launch your app business in weeks, not months',
    sub: 'White-label apps: astrology, chat & appointments, food delivery, e-commerce, ride sharing',
    color: '#4a39d8',
  },
  {
    file: 'apps.png',
    eyebrow: 'Ready-made apps',
    title: 'Pick a proven app. Add your brand. Go live.',
    sub: 'Customer apps, partner apps, websites and admin panels, ready in 2-4 weeks',
    color: '#4a39d8',
  },
  {
    file: 'astroway.png',
    eyebrow: 'Astroway Pro',
    title: 'Your own astrology consultation platform',
    sub: 'Customer app, astrologer app, website and admin panel with 100+ features',
    color: '#c2410c',
  },
  {
    file: 'chitchat.png',
    eyebrow: 'Chitchat',
    title: 'Paid chat, calls and appointments for experts',
    sub: 'Doctors, psychologists, lawyers, coaches and astrologers, in one white-label app',
    color: '#0f766e',
  },
  {
    file: 'blog.png',
    eyebrow: 'ReadyApps blog',
    title: 'Guides for launching and growing app businesses',
    sub: 'Strategy, costs, features and launch stories',
    color: '#4a39d8',
  },
  {
    file: 'careers.png',
    eyebrow: 'Careers at ReadyApps',
    title: 'Build products that launch businesses',
    sub: 'Engineering, design and business roles',
    color: '#4a39d8',
  },
]

const html = ({ eyebrow, title, sub, color }) => `<!doctype html><html><head><style>
  body { margin: 0; width: 1200px; height: 630px; font-family: Inter, 'Segoe UI', system-ui, sans-serif; }
  .card { box-sizing: border-box; width: 1200px; height: 630px; padding: 72px 80px; color: #fff;
    background: radial-gradient(circle at 85% 20%, rgba(255,255,255,0.18), transparent 40%), linear-gradient(135deg, ${color}, #1e1650);
    display: flex; flex-direction: column; justify-content: space-between; }
  .brand { display: flex; align-items: center; gap: 16px; font-size: 34px; font-weight: 800; }
  .logo { width: 56px; height: 56px; border-radius: 14px; background: #fff; display: grid; place-items: center; }
  .logo i { width: 28px; height: 28px; border-radius: 6px; background: ${color}; display: block; }
  .eyebrow { font-size: 28px; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: #ffca53; }
  h1 { margin: 12px 0 0; font-size: 68px; line-height: 1.05; letter-spacing: -0.02em; max-width: 1000px; }
  p { margin: 20px 0 0; font-size: 30px; color: rgba(255,255,255,0.85); max-width: 980px; }
  .foot { display: flex; justify-content: space-between; align-items: center; font-size: 26px; color: rgba(255,255,255,0.85); }
  .pill { background: #ffca53; color: #1a1a1a; padding: 10px 22px; border-radius: 999px; font-weight: 700; }
</style></head><body><div class="card">
  <div class="brand"><span class="logo"><i></i></span>ReadyApps</div>
  <div><div class="eyebrow">${eyebrow}</div><h1>${title}</h1><p>${sub}</p></div>
  <div class="foot"><span>readyapps.dev</span><span class="pill">Launch in 2-4 weeks</span></div>
</div></body></html>`

await mkdir(outDir, { recursive: true })
const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
for (const image of images) {
  await page.setContent(html(image))
  await page.screenshot({ path: `${outDir}${image.file}`, type: 'png' })
  console.log(`wrote public/og/${image.file}`)
}
await browser.close()
