import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import { siteConfig } from '#app-config'

/** What one share picture shows. */
export interface ShareCard {
  /** Small line above the title (product category, 'Documentation', 'Blog'). */
  eyebrow: string
  title: string
  subtitle?: string
  /** The page's colour: the background gradient starts with it. */
  color: string
  /** A photo to crop to 1200 x 630 under the text (a post's cover). */
  background?: { data: Uint8Array; mime: 'image/jpeg' | 'image/png' }
}

export const WIDTH = 1200
export const HEIGHT = 630

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } }
const h = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): Node => ({
  type,
  props: { style, children, ...extra },
})

let fonts: Promise<Array<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }>> | undefined

/** Inter as WOFF (Satori reads TTF/OTF/WOFF, not WOFF2), from the @fontsource/inter package. */
function loadFonts() {
  fonts ??= (async () => {
    const require = createRequire(import.meta.url)
    const file = (weight: number) => {
      const name = `@fontsource/inter/files/inter-latin-${weight}-normal.woff`
      try {
        return require.resolve(name)
      } catch {
        // A bundled server may not resolve from its own folder: the project's node_modules then.
        return path.join(process.cwd(), 'node_modules', name)
      }
    }
    const [regular, bold] = await Promise.all([readFile(file(400)), readFile(file(700))])
    return [
      { name: 'Inter', data: regular, weight: 400, style: 'normal' },
      { name: 'Inter', data: bold, weight: 700, style: 'normal' },
    ]
  })()
  fonts.catch(() => {
    fonts = undefined
  })
  return fonts
}

/** Long titles get a smaller size so they stay within three lines. */
function titleSize(title: string): number {
  if (title.length > 70) return 54
  if (title.length > 40) return 64
  return 76
}

function card(input: ShareCard): Node {
  const background = input.background
    ? `data:${input.background.mime};base64,${Buffer.from(input.background.data).toString('base64')}`
    : undefined
  return h(
    'div',
    {
      width: WIDTH,
      height: HEIGHT,
      display: 'flex',
      position: 'relative',
      fontFamily: 'Inter',
      color: '#ffffff',
      backgroundColor: '#1e1650',
      backgroundImage: `linear-gradient(135deg, ${input.color}, #1e1650)`,
    },
    [
      background
        ? h(
            'img',
            { position: 'absolute', top: 0, left: 0, width: WIDTH, height: HEIGHT, objectFit: 'cover' },
            undefined,
            {
              src: background,
              width: WIDTH,
              height: HEIGHT,
            },
          )
        : null,
      background
        ? h('div', {
            position: 'absolute',
            top: 0,
            left: 0,
            width: WIDTH,
            height: HEIGHT,
            backgroundImage: 'linear-gradient(180deg, rgba(15,10,40,0.7), rgba(15,10,40,0.92))',
          })
        : null,
      h(
        'div',
        {
          // Positioned like the photo layers and after them, so the text paints on top.
          position: 'absolute',
          top: 0,
          left: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: WIDTH,
          height: HEIGHT,
          padding: '64px 80px',
        },
        [
          h('div', { display: 'flex', alignItems: 'center', fontSize: 34, fontWeight: 700 }, [
            h(
              'div',
              {
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: 56,
                height: 56,
                borderRadius: 14,
                backgroundColor: '#ffffff',
                marginRight: 16,
              },
              h('div', { width: 28, height: 28, borderRadius: 6, backgroundColor: input.color }),
            ),
            siteConfig.brand,
          ]),
          h('div', { display: 'flex', flexDirection: 'column' }, [
            h(
              'div',
              { fontSize: 28, fontWeight: 700, letterSpacing: 2, textTransform: 'uppercase', color: '#ffca53' },
              input.eyebrow,
            ),
            h(
              'div',
              { marginTop: 12, fontSize: titleSize(input.title), fontWeight: 700, lineHeight: 1.08, maxWidth: 1040 },
              input.title,
            ),
            input.subtitle
              ? h(
                  'div',
                  { marginTop: 20, fontSize: 30, fontWeight: 400, color: 'rgba(255,255,255,0.88)', maxWidth: 1000 },
                  input.subtitle,
                )
              : null,
          ]),
          h(
            'div',
            { display: 'flex', justifyContent: 'space-between', fontSize: 26, color: 'rgba(255,255,255,0.88)' },
            [h('div', { display: 'flex' }, siteConfig.tagline), h('div', { display: 'flex' }, siteConfig.launchClaim)],
          ),
        ],
      ),
    ].filter(Boolean),
  )
}

/** Draws a 1200 x 630 PNG: Satori lays the card out as SVG, resvg rasterises it. */
export async function renderShareImage(input: ShareCard): Promise<Uint8Array> {
  const svg = await satori(card(input) as unknown as Parameters<typeof satori>[0], {
    width: WIDTH,
    height: HEIGHT,
    fonts: await loadFonts(),
  })
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH }, font: { loadSystemFonts: false } }).render()
  return png.asPng()
}
