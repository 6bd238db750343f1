/**
 * The words the whole site tells its story with: how many apps there are (main and more), the
 * typical launch time, and the labels of the two contact actions. Home, the header's Apps menu,
 * /apps, product pages and CTA bands read them from here, so no page can say it differently.
 * Light on purpose (product-nav and app.config only): the header reads it on every page.
 */
import { siteConfig } from '#app-config'
import { productNav } from './product-nav'

/** The label of every button that opens the contact dialog to see a product. */
export const demoLabel = 'Request a demo'
/** The label of every secondary contact action (the contact dialog or the contact page). */
export const salesLabel = 'Talk to sales'

/** The main platforms, in registry order (home cards, /apps picker, Apps menu). */
export const mainProducts = productNav.filter((p) => p.shownOn.group === 'main')
/** The other solutions, listed on /apps under "more solutions". */
export const moreProducts = productNav.filter((p) => p.shownOn.group === 'more')

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
]

/** 'six' for 6; numerals above twelve, as house style writes them. */
export function countWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n)
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** The app count, in the one wording every page uses. */
export const appCount = {
  main: mainProducts.length,
  more: moreProducts.length,
  /** 'Six proven platforms' */
  mainTitle: `${capitalised(countWord(mainProducts.length))} proven platforms`,
  /** 'seven more solutions' */
  moreTitle: `${countWord(moreProducts.length)} more solutions`,
  /** 'Six proven platforms and seven more solutions' */
  line: `${capitalised(countWord(mainProducts.length))} proven platforms and ${countWord(moreProducts.length)} more solutions`,
}

/** The typical launch time: a headline, never a promise for every product (each page says its own). */
export const typicalLaunch = siteConfig.typicalLaunch
/** 'Typically live in 2-4 weeks' */
export const typicalLaunchLine = `Typically live in ${typicalLaunch}`

/** The announcement above the header (src/features/layout/promo-banner.tsx). */
export const promoLine = `New: your own astrology consultation app with Astroway Pro, typically live in ${typicalLaunch}.`
