import type { CSSProperties } from 'react'

import type { MockupScreenKind } from '~/domain/product'
import { tint } from '../color/ink'
import classes from './app-mockup.module.css'

/** The kinds of screen the mockups can sketch (listed in the domain, so content can name them). */
export type { MockupScreenKind }

export interface MockupScreen {
  kind: MockupScreenKind
  /** Title in the app bar, e.g. 'Astrologers'. */
  title: string
  /** Alt text: what the screen shows. */
  alt: string
}

const W = 280
const H = 560

function Lines({
  x,
  y,
  widths,
  color = '#ced4da',
  gap = 12,
  h = 7,
}: {
  x: number
  y: number
  widths: number[]
  color?: string
  gap?: number
  h?: number
}) {
  return (
    <>
      {widths.map((w, i) => (
        <rect key={i} x={x} y={y + i * gap} width={w} height={h} rx={h / 2} fill={color} />
      ))}
    </>
  )
}

function ScreenBody({ kind, color }: { kind: MockupScreenKind; color: string }) {
  const soft = tint(color, 0.14)
  switch (kind) {
    case 'list':
      return (
        <>
          <rect x={20} y={120} width={240} height={34} rx={17} fill="#f1f3f5" />
          {[0, 1, 2, 3, 4].map((i) => (
            <g key={i} transform={`translate(20 ${170 + i * 70})`}>
              <rect width={240} height={60} rx={12} fill="#fff" stroke="#e9ecef" />
              <circle cx={30} cy={30} r={18} fill={soft} />
              <Lines x={58} y={18} widths={[110, 70]} gap={14} />
              <rect x={186} y={19} width={44} height={22} rx={11} fill={color} />
            </g>
          ))}
        </>
      )
    case 'chat':
      return (
        <>
          {[
            [20, 130, 150, false],
            [110, 180, 150, true],
            [20, 230, 120, false],
            [90, 280, 170, true],
            [20, 340, 160, false],
            [130, 390, 130, true],
          ].map(([x, y, w, mine], i) => (
            <rect
              key={i}
              x={x as number}
              y={y as number}
              width={w as number}
              height={36}
              rx={14}
              fill={mine ? color : '#f1f3f5'}
            />
          ))}
          <rect x={16} y={490} width={200} height={40} rx={20} fill="#f1f3f5" />
          <circle cx={240} cy={510} r={20} fill={color} />
        </>
      )
    case 'map':
      return (
        <>
          <rect x={0} y={100} width={W} height={300} fill="#e9f5ec" />
          <path d="M0 200 C 80 180, 120 260, 280 230" stroke="#fff" strokeWidth={14} fill="none" />
          <path d="M90 100 L 130 400" stroke="#fff" strokeWidth={10} fill="none" />
          <path
            d="M60 330 C 110 290, 160 250, 210 170"
            stroke={color}
            strokeWidth={5}
            strokeDasharray="10 8"
            fill="none"
          />
          <circle cx={60} cy={330} r={10} fill={color} />
          <circle cx={210} cy={170} r={12} fill="#fff" stroke={color} strokeWidth={5} />
          <rect x={16} y={410} width={248} height={130} rx={16} fill="#fff" stroke="#e9ecef" />
          <circle cx={50} cy={450} r={18} fill={soft} />
          <Lines x={80} y={438} widths={[120, 80]} gap={14} />
          <rect x={32} y={486} width={216} height={38} rx={12} fill={color} />
        </>
      )
    case 'grid':
      return (
        <>
          <rect x={20} y={120} width={240} height={90} rx={14} fill={soft} />
          <Lines x={36} y={146} widths={[120, 80]} color={color} gap={16} h={9} />
          {[0, 1, 2, 3].map((i) => (
            <g key={i} transform={`translate(${20 + (i % 2) * 124} ${226 + Math.floor(i / 2) * 150})`}>
              <rect width={116} height={138} rx={12} fill="#fff" stroke="#e9ecef" />
              <rect x={8} y={8} width={100} height={72} rx={8} fill={tint(color, 0.2 + i * 0.08)} />
              <Lines x={10} y={92} widths={[80, 50]} gap={14} />
            </g>
          ))}
        </>
      )
    case 'profile':
      return (
        <>
          <rect x={0} y={100} width={W} height={110} fill={soft} />
          <circle cx={140} cy={210} r={44} fill="#fff" stroke={color} strokeWidth={4} />
          <circle cx={140} cy={200} r={16} fill={tint(color, 0.5)} />
          <Lines x={85} y={272} widths={[110]} color="#adb5bd" h={10} />
          <Lines x={105} y={292} widths={[70]} />
          {[0, 1, 2].map((i) => (
            <g key={i} transform={`translate(${28 + i * 78} 320)`}>
              <rect width={68} height={56} rx={10} fill="#f8f9fa" />
              <rect x={18} y={12} width={32} height={10} rx={5} fill={color} />
              <rect x={12} y={32} width={44} height={7} rx={3.5} fill="#ced4da" />
            </g>
          ))}
          <Lines x={28} y={400} widths={[224, 200, 214, 180]} gap={16} />
          <rect x={28} y={480} width={224} height={44} rx={12} fill={color} />
        </>
      )
    case 'dashboard':
      return (
        <>
          {[0, 1].map((i) => (
            <g key={i} transform={`translate(${20 + i * 124} 120)`}>
              <rect width={116} height={74} rx={12} fill={i === 0 ? color : soft} />
              <rect x={12} y={14} width={50} height={8} rx={4} fill={i === 0 ? 'rgba(255,255,255,0.7)' : '#adb5bd'} />
              <rect x={12} y={36} width={70} height={16} rx={6} fill={i === 0 ? '#fff' : color} />
            </g>
          ))}
          <rect x={20} y={210} width={240} height={150} rx={12} fill="#fff" stroke="#e9ecef" />
          {[60, 95, 70, 120, 90, 130, 105].map((h, i) => (
            <rect
              key={i}
              x={40 + i * 31}
              y={340 - h}
              width={18}
              height={h}
              rx={4}
              fill={i === 5 ? color : tint(color, 0.3)}
            />
          ))}
          {[0, 1, 2].map((i) => (
            <g key={i} transform={`translate(20 ${378 + i * 54})`}>
              <rect width={240} height={44} rx={10} fill="#f8f9fa" />
              <circle cx={22} cy={22} r={10} fill={soft} />
              <Lines x={42} y={18} widths={[120]} />
              <rect x={196} y={15} width={32} height={14} rx={7} fill={tint(color, 0.35)} />
            </g>
          ))}
        </>
      )
    case 'call':
      return (
        <>
          <rect x={0} y={100} width={W} height={H - 100} fill={tint(color, 0.9)} />
          <circle cx={140} cy={240} r={62} fill="rgba(255,255,255,0.2)" />
          <circle cx={140} cy={240} r={46} fill="rgba(255,255,255,0.85)" />
          <rect x={90} y={330} width={100} height={12} rx={6} fill="rgba(255,255,255,0.9)" />
          <rect x={110} y={352} width={60} height={8} rx={4} fill="rgba(255,255,255,0.6)" />
          <rect x={196} y={120} width={64} height={88} rx={10} fill="rgba(255,255,255,0.3)" />
          {[70, 140, 210].map((cx, i) => (
            <circle key={cx} cx={cx} cy={470} r={26} fill={i === 1 ? '#fa5252' : 'rgba(255,255,255,0.25)'} />
          ))}
        </>
      )
    case 'cart':
      return (
        <>
          {[0, 1, 2].map((i) => (
            <g key={i} transform={`translate(20 ${120 + i * 88})`}>
              <rect width={240} height={76} rx={12} fill="#fff" stroke="#e9ecef" />
              <rect x={10} y={10} width={56} height={56} rx={8} fill={tint(color, 0.2 + i * 0.1)} />
              <Lines x={78} y={18} widths={[100, 60]} gap={16} />
              <rect x={176} y={44} width={54} height={20} rx={10} fill="#f1f3f5" />
            </g>
          ))}
          <rect x={20} y={396} width={240} height={80} rx={12} fill="#f8f9fa" />
          <Lines x={36} y={414} widths={[90, 120, 70]} gap={16} />
          <rect x={20} y={488} width={240} height={46} rx={12} fill={color} />
        </>
      )
    case 'calendar':
      return (
        <>
          <rect x={20} y={120} width={240} height={200} rx={12} fill="#fff" stroke="#e9ecef" />
          {Array.from({ length: 28 }, (_, i) => (
            <rect
              key={i}
              x={34 + (i % 7) * 32}
              y={150 + Math.floor(i / 7) * 40}
              width={22}
              height={22}
              rx={11}
              fill={i === 17 ? color : i % 5 === 0 ? soft : '#f1f3f5'}
            />
          ))}
          {[0, 1, 2].map((i) => (
            <g key={i} transform={`translate(20 ${336 + i * 64})`}>
              <rect width={240} height={54} rx={12} fill={i === 0 ? soft : '#f8f9fa'} />
              <rect x={12} y={14} width={44} height={26} rx={8} fill={i === 0 ? color : '#dee2e6'} />
              <Lines x={68} y={16} widths={[120, 80]} gap={14} />
            </g>
          ))}
        </>
      )
    case 'feed':
      return (
        <>
          <g transform="translate(20 116)">
            {[0, 1, 2, 3, 4].map((i) => (
              <circle key={i} cx={24 + i * 48} cy={24} r={20} fill="#fff" stroke={color} strokeWidth={3} />
            ))}
          </g>
          {[0, 1].map((i) => (
            <g key={i} transform={`translate(20 ${176 + i * 190})`}>
              <circle cx={14} cy={14} r={14} fill={soft} />
              <Lines x={36} y={10} widths={[90]} />
              <rect y={36} width={240} height={118} rx={12} fill={tint(color, 0.18 + i * 0.1)} />
              <Lines x={0} y={164} widths={[160]} />
            </g>
          ))}
        </>
      )
  }
}

/**
 * A phone sketched in SVG: frame, status bar, app bar in the app's colour and a screen drawn in
 * shapes. Inline (no request), scales to its container, with real alt text.
 */
export function PhoneMockup({
  color,
  screen,
  appName,
  width = 240,
  style,
  className,
}: {
  color: string
  screen: MockupScreen
  appName: string
  width?: number
  style?: CSSProperties
  /** Extra class, e.g. to make the phone fill its slot. */
  className?: string
}) {
  const height = Math.round((width * H) / W)
  const clipId = `clip-${appName}-${screen.kind}-${screen.title}`.replace(/[^a-zA-Z0-9-]/g, '')
  return (
    <svg
      viewBox={`-10 -10 ${W + 20} ${H + 20}`}
      width={width}
      height={height}
      role="img"
      aria-label={screen.alt}
      className={className ? `${classes.phone} ${className}` : classes.phone}
      style={style}
      data-testid="phone-mockup"
    >
      <defs>
        <clipPath id={clipId}>
          <rect x={0} y={0} width={W} height={H} rx={34} />
        </clipPath>
      </defs>
      <rect x={-8} y={-8} width={W + 16} height={H + 16} rx={42} fill="#1f1f2e" />
      <g clipPath={`url(#${clipId})`}>
        <rect x={0} y={0} width={W} height={H} fill="#fff" />
        <rect x={0} y={0} width={W} height={100} fill={color} />
        <rect x={20} y={14} width={34} height={8} rx={4} fill="rgba(255,255,255,0.85)" />
        <rect x={226} y={14} width={34} height={8} rx={4} fill="rgba(255,255,255,0.85)" />
        <rect x={110} y={10} width={60} height={16} rx={8} fill="#1f1f2e" />
        <text x={20} y={74} fill="#fff" fontSize={20} fontWeight={700} fontFamily="Inter, system-ui, sans-serif">
          {screen.title}
        </text>
        <circle cx={250} cy={67} r={12} fill="rgba(255,255,255,0.3)" />
        <ScreenBody kind={screen.kind} color={color} />
      </g>
    </svg>
  )
}

/** A browser window sketched in SVG, for websites and admin panels. */
export function BrowserMockup({
  color,
  title,
  alt,
  width = 560,
}: {
  color: string
  title: string
  alt: string
  width?: number
}) {
  const vw = 640
  const vh = 400
  const height = Math.round((width * vh) / vw)
  return (
    <svg
      viewBox={`0 0 ${vw} ${vh}`}
      width={width}
      height={height}
      role="img"
      aria-label={alt}
      className={classes.browser}
      data-testid="browser-mockup"
    >
      <rect width={vw} height={vh} rx={14} fill="#fff" stroke="#dee2e6" />
      <rect width={vw} height={36} rx={14} fill="#f1f3f5" />
      <rect y={22} width={vw} height={14} fill="#f1f3f5" />
      {[20, 38, 56].map((cx, i) => (
        <circle key={cx} cx={cx} cy={18} r={6} fill={['#ff6b6b', '#fcc419', '#51cf66'][i]} />
      ))}
      <rect x={90} y={9} width={300} height={18} rx={9} fill="#fff" />
      <rect x={0} y={36} width={140} height={vh - 36} fill={tint(color, 0.1)} />
      <text x={18} y={70} fill={color} fontSize={15} fontWeight={700} fontFamily="Inter, system-ui, sans-serif">
        {title}
      </text>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect
          key={i}
          x={18}
          y={92 + i * 30}
          width={i === 1 ? 104 : 86}
          height={14}
          rx={7}
          fill={i === 1 ? color : '#ced4da'}
        />
      ))}
      {[0, 1, 2, 3].map((i) => (
        <g key={i} transform={`translate(${160 + i * 118} 56)`}>
          <rect width={106} height={70} rx={10} fill={i === 0 ? color : '#f8f9fa'} />
          <rect x={12} y={14} width={44} height={8} rx={4} fill={i === 0 ? 'rgba(255,255,255,0.7)' : '#adb5bd'} />
          <rect x={12} y={34} width={64} height={16} rx={6} fill={i === 0 ? '#fff' : tint(color, 0.5)} />
        </g>
      ))}
      <rect x={160} y={142} width={272} height={236} rx={10} fill="#f8f9fa" />
      <path
        d="M176 340 L 216 300 L 256 318 L 300 250 L 344 270 L 388 210 L 416 226"
        stroke={color}
        strokeWidth={4}
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x={446} y={142} width={178} height={236} rx={10} fill="#f8f9fa" />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i} transform={`translate(458 ${158 + i * 44})`}>
          <circle cx={12} cy={12} r={12} fill={tint(color, 0.25)} />
          <rect x={32} y={4} width={90} height={8} rx={4} fill="#ced4da" />
          <rect x={32} y={18} width={60} height={6} rx={3} fill="#e9ecef" />
        </g>
      ))}
    </svg>
  )
}
