/**
 * Schemas shared by the product content (catalogue entries, app profiles, home page data).
 * Content files are typed with the inferred types, and tests/unit/content-apps.test.ts parses
 * every record with these schemas, so a typo in the data fails a test instead of a page.
 */
import * as v from 'valibot'
import type { MockupScreenKind } from '~/ui/app-mockup'

/** Every screen kind PhoneMockup can draw. */
export const mockupScreenKinds = [
  'list',
  'chat',
  'map',
  'grid',
  'profile',
  'dashboard',
  'call',
  'cart',
  'calendar',
  'feed',
] as const satisfies readonly MockupScreenKind[]

// Fails to compile when PhoneMockup learns a kind this list does not know.
type UnlistedKind = Exclude<MockupScreenKind, (typeof mockupScreenKinds)[number]>
export const allMockupKindsListed: [UnlistedKind] extends [never] ? true : never = true

/**
 * Icons content may name. Content holds no components: src/features/apps/app-icon.tsx maps each
 * key to a Tabler icon (and TypeScript makes sure every key has one).
 */
export const iconKeys = [
  'adjustments',
  'bell',
  'bolt',
  'book',
  'briefcase',
  'building',
  'building-store',
  'calculator',
  'calendar',
  'car',
  'certificate',
  'chart-bar',
  'clipboard-check',
  'clock',
  'code',
  'credit-card',
  'device-mobile',
  'discount',
  'file-cv',
  'file-text',
  'filter',
  'flag',
  'headset',
  'heart',
  'heartbeat',
  'home',
  'language',
  'layout-dashboard',
  'lock',
  'map',
  'map-pin',
  'message',
  'messages',
  'moon-stars',
  'package',
  'palette',
  'photo',
  'pill',
  'receipt',
  'rocket',
  'route',
  'run',
  'scale',
  'school',
  'search',
  'shield-check',
  'shopping-cart',
  'sparkles',
  'star',
  'steering-wheel',
  'stethoscope',
  'target',
  'tools-kitchen',
  'trophy',
  'truck-delivery',
  'users',
  'users-group',
  'video',
  'wallet',
  'world',
] as const

export type IconKey = (typeof iconKeys)[number]

const text = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max))

export const IconKeySchema = v.picklist(iconKeys)
export const HexColorSchema = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i, 'a #rrggbb colour'))
export const SlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lowercase slug'))
/** A path on this site (no external URLs anywhere in product content). */
export const InternalPathSchema = v.pipe(v.string(), v.regex(/^\/[a-z0-9\-/]*$/, 'an internal path'))

/** A picture of one app screen, drawn by PhoneMockup; never a URL. */
export const MockupScreenSchema = v.object({
  kind: v.picklist(mockupScreenKinds),
  // The title sits in the phone's app bar next to an icon: keep it short enough to fit.
  title: text(2, 17),
  alt: text(20, 160),
})

export const ScreenshotsSchema = v.pipe(v.array(MockupScreenSchema), v.length(4, 'exactly four screenshots'))

export const FeatureSchema = v.object({
  title: text(3, 40),
  description: text(20, 200),
  icon: IconKeySchema,
})

export const FaqSchema = v.object({
  question: text(8, 120),
  answer: text(20, 600),
})

export const TechStackSchema = v.object({
  frontend: v.pipe(v.array(text(2, 40)), v.minLength(2)),
  backend: v.pipe(v.array(text(2, 40)), v.minLength(2)),
  infrastructure: v.pipe(v.array(text(2, 40)), v.minLength(2)),
})

export const AppLogoSchema = v.object({
  icon: IconKeySchema,
  alt: text(3, 80),
})

/**
 * Everything a product page shows. Catalogue entries add pricing; the other app profiles are
 * quoted per project.
 */
export const ProductProfileSchema = v.object({
  id: SlugSchema,
  /** Short name used in cards and menus, e.g. 'Food Delivery'. */
  name: text(3, 30),
  /** The page's headline name, e.g. 'Food Delivery App'. */
  title: text(3, 40),
  category: text(3, 40),
  /** One line under the headline. */
  tagline: text(20, 120),
  /** The page's meta description and the card summary: specific, under 170 characters. */
  description: text(80, 170),
  longDescription: v.pipe(v.array(text(80, 700)), v.minLength(2)),
  color: HexColorSchema,
  logo: AppLogoSchema,
  coverImage: MockupScreenSchema,
  features: v.pipe(v.array(FeatureSchema), v.minLength(6), v.maxLength(9)),
  screenshots: ScreenshotsSchema,
  techStack: TechStackSchema,
  faqs: v.pipe(v.array(FaqSchema), v.minLength(4)),
  /** Who uses it: shown as a row of badges in the hero. */
  audiences: v.pipe(v.array(text(3, 40)), v.minLength(2), v.maxLength(4)),
  /** The product the contact dialog preselects when a button on this page opens it. */
  contactApp: text(3, 40),
})

export type MockupScreenData = v.InferOutput<typeof MockupScreenSchema>
export type ProductFeature = v.InferOutput<typeof FeatureSchema>
export type ProductFaq = v.InferOutput<typeof FaqSchema>
export type TechStack = v.InferOutput<typeof TechStackSchema>
export type ProductProfile = v.InferOutput<typeof ProductProfileSchema>
