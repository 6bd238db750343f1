/**
 * One story across the site (issue 15, build 3): the same app count, launch times, process,
 * action labels, people and clients wherever a page states them. Reads the content modules (what
 * every page renders) and, for the labels, the source of every page.
 */
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '#app-config'
import { aboutContent } from '~/content/about'
import { astrowayContent } from '~/content/astroway'
import { catalogue } from '~/content/catalogue'
import { chitchatContent } from '~/content/chitchat'
import { footerContent } from '~/content/footer'
import { homeHero, whyChooseUs } from '~/content/home'
import { headerNav } from '~/content/navigation'
import { portfolioCategories, projects } from '~/content/portfolio'
import { processSection, processSteps } from '~/content/process'
import { getProduct, homeProducts, menuProducts, products, showcaseProducts } from '~/content/products'
import {
  appCount,
  demoLabel,
  mainProducts,
  moreProducts,
  promoLine,
  salesLabel,
  typicalLaunch,
  typicalLaunchLine,
} from '~/content/story'
import { testimonials } from '~/content/testimonials'
import { thankYouContent } from '~/content/thank-you'
import { sourceFiles } from '../support/source-files'

const root = join(__dirname, '..', '..')
const src = join(root, 'src')

/** Code lines of a file, without comment lines (comments may name old labels to explain them). */
function codeLines(path: string): Array<{ line: number; text: string }> {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((text, index) => ({ line: index + 1, text }))
    .filter(({ text }) => !/^\s*(\/\/|\*|\/\*)/.test(text))
}

const weeksRange = /\b(\d+)-(\d+) weeks\b/g
const range = (text: string): [number, number] => {
  const [, from, to] = /^(\d+)-(\d+) weeks$/.exec(text) ?? []
  return [Number(from), Number(to)]
}

describe('the portfolio', () => {
  it('offers the spec’s filter tabs; only Recruitment has no projects yet (it shows the empty state)', () => {
    const empty = portfolioCategories.filter(
      (category) => category.id !== 'all' && !projects.some((p) => p.category === category.id),
    )
    expect(empty.map((category) => category.id)).toEqual(['recruitment'])
  })
})

/** Everyone the site names: home testimonials, portfolio feedback, documentation samples. */
function people(): Array<{ name: string; role: string; company: string; where: string }> {
  const fromHome = testimonials.map((t) => ({ name: t.name, role: t.role, company: t.company, where: 'home' }))
  const fromPortfolio = projects.flatMap((p) => {
    if (!p.testimonial) return []
    // 'Operations Head, Tiffin Express': the role says the company too, and it must be the project's client.
    const [role = '', company = ''] = p.testimonial.role.split(/,\s*(?=[^,]+$)/)
    return [{ name: p.testimonial.name, role, company, where: `portfolio:${p.id}` }]
  })
  return [...fromHome, ...fromPortfolio]
}

/** 'Dr. Meera Iyer' and 'Meera Iyer' are one name. */
const personKey = (name: string) => name.replace(/^(Dr|Mr|Ms|Mrs)\.?\s+/i, '').toLowerCase()

describe('people and clients', () => {
  it('gives each person one role and one company', () => {
    const seen = new Map<string, string>()
    for (const person of people()) {
      const identity = `${person.role} at ${person.company}`
      const before = seen.get(personKey(person.name))
      if (before) expect(identity, `${person.name} (${person.where})`).toBe(before)
      else seen.set(personKey(person.name), identity)
    }
  })

  it('quotes each portfolio client through its own contact, under the project’s client name', () => {
    for (const project of projects) {
      if (!project.testimonial) continue
      expect(project.testimonial.role, project.id).toMatch(new RegExp(`, ${project.client}$`))
    }
  })

  it('has one person speaking for each client', () => {
    const speaker = new Map<string, string>()
    for (const person of people()) {
      const before = speaker.get(person.company)
      if (before) expect(personKey(person.name), `${person.company} (${person.where})`).toBe(before)
      else speaker.set(person.company, personKey(person.name))
    }
  })

  it('never gives one client two names (CareBridge / CareConnect)', () => {
    const names = [
      ...new Set([
        ...testimonials.map((t) => t.company),
        ...projects.map((p) => p.client),
        ...astrowayContent.clients.wordMarks.map((m) => m.name),
      ]),
    ]
    const words = (name: string) => name.toLowerCase().split(/[\s.]+/)
    for (const a of names) {
      for (const b of names) {
        if (a >= b) continue
        const [wa, wb] = [words(a), words(b)]
        // Same generic tail ('Clinics') and the same start of the distinctive word: one client, two names.
        const sameTail = wa.length > 1 && wa.slice(1).join(' ') === wb.slice(1).join(' ')
        const sameStem = wa[0]!.slice(0, 4) === wb[0]!.slice(0, 4)
        expect(sameTail && sameStem, `${a} ~ ${b}`).toBe(false)
        expect(
          a.toLowerCase().includes(b.toLowerCase()) || b.toLowerCase().includes(a.toLowerCase()),
          `${a} ~ ${b}`,
        ).toBe(false)
      }
    }
  })
})

describe('the app count', () => {
  it('is the registry’s main group on home and on /apps; the Apps menu lists as many, the spec’s', () => {
    const main = mainProducts.map((p) => p.id)
    expect(homeProducts.map((p) => p.id)).toEqual(main)
    expect(showcaseProducts.map((p) => p.id)).toEqual(main)
    // product-spec.md "Header": Fitness Tracker where /apps has Social Network.
    expect(menuProducts.map(({ product }) => product.id)).toEqual([
      ...main.filter((id) => id !== 'social-network'),
      'fitness-tracker',
    ])
    const menu = headerNav.find((entry) => entry.label === 'Apps')!.children!
    expect(menu.filter((link) => link.to !== '/apps')).toHaveLength(appCount.main)
    expect(menu.find((link) => link.to === '/apps')?.description).toBe(appCount.line)
  })

  it('counts the more solutions /apps lists, and the spec’s six apps as main', () => {
    const moreOnApps = products.filter((p) => !p.shownOn.showcase && p.path === `/apps/${p.id}`)
    expect(moreOnApps.map((p) => p.id)).toEqual(moreProducts.map((p) => p.id))
    expect(appCount).toMatchObject({ main: 6, mainTitle: 'Six proven platforms' })
    expect(appCount.line).toBe(`Six proven platforms and ${appCount.moreTitle}`)
  })

  it('is never written by hand in a page or content module', () => {
    const countPhrase =
      /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)\s+(proven platforms|more solutions|ready-made apps|apps)\b/i
    const offenders: string[] = []
    for (const path of [...sourceFiles(join(src, 'features')), ...sourceFiles(join(src, 'content'))]) {
      if (path.endsWith(join('content', 'story.ts'))) continue
      for (const { line, text } of codeLines(path)) {
        if (countPhrase.test(text)) offenders.push(`${relative(root, path)}:${line}: ${text.trim()}`)
      }
    }
    expect(offenders).toEqual([])
  })
})

describe('launch times', () => {
  it('come from the registry, and each product page states its own', () => {
    for (const product of products) expect(product.launch, product.id).toMatch(/^\d+-\d+ weeks$/)
    for (const entry of catalogue) expect(getProduct(entry.id).launch, entry.id).toBe(entry.deployment)
    expect(chitchatContent.tech.deployment.title).toContain(getProduct('chitchat').launch)
    expect(astrowayContent.hero.title).toContain(getProduct('astroway').launch)
  })

  it('headline the typical case, within the range of the products', () => {
    const launches = products.map((p) => range(p.launch))
    const [from, to] = range(typicalLaunch)
    expect(from).toBeGreaterThanOrEqual(Math.min(...launches.map(([a]) => a)))
    expect(to).toBeLessThanOrEqual(Math.max(...launches.map(([, b]) => b)))
    expect(getProduct('astroway').launch).toBe(typicalLaunch)
  })

  it('say "typically" wherever a site-wide page states the headline figure', () => {
    const headlines = {
      'app.config launchClaim': siteConfig.launchClaim,
      'app.config defaultDescription': siteConfig.defaultDescription,
      promo: promoLine,
      'typical line': typicalLaunchLine,
      'home hero': JSON.stringify(homeHero),
      'why choose us': JSON.stringify(whyChooseUs),
      process: JSON.stringify(processSection),
      about: JSON.stringify(aboutContent),
      footer: JSON.stringify(footerContent),
      'thank-you': JSON.stringify(thankYouContent),
    }
    for (const [where, text] of Object.entries(headlines)) {
      for (const match of text.matchAll(weeksRange)) {
        expect(match[0], where).toBe(typicalLaunch)
        const before = text.slice(Math.max(0, match.index - 40), match.index)
        expect(before, `${where}: "...${before}${match[0]}"`).toMatch(/typical/i)
      }
    }
  })
})

describe('the process', () => {
  it('is one list of steps, with no second copy in the about or Chitchat content', () => {
    expect(processSteps.length).toBeGreaterThanOrEqual(3)
    expect(aboutContent).not.toHaveProperty('howWeWork')
    expect(chitchatContent.tech.deployment).not.toHaveProperty('steps')
    expect(processSection.title).toContain(typicalLaunch)
  })

  it('is shown by one component on home, /about and Chitchat', () => {
    for (const file of [
      'features/home/process-steps.tsx',
      'features/about/about-body.tsx',
      'features/product-page/chitchat-body.tsx',
    ]) {
      const code = readFileSync(join(src, file), 'utf8')
      expect(code, file).toContain("from '~/content/process'")
      expect(code, file).toContain("from '~/ui/step-grid/process-steps'")
      expect(code, file).toMatch(/steps=\{processSteps\}/)
    }
  })
})

describe('action labels', () => {
  it('are one demo label and one sales label', () => {
    expect(demoLabel).toBe('Request a demo')
    expect(salesLabel).toBe('Talk to sales')
  })

  it('leave none of the old variants in any page', () => {
    // The six labels issue 15 found ('Get a Quote' in any case) and the demo-access variant; the
    // right label, 'Request a demo', differs from 'Request a Demo' only in case.
    const exactCase = /Request a Demo|Contact Us/
    const anyCase = /request demo|schedule a demo|get a quote|contact sales/i
    const offendersOf = (text: string) => exactCase.test(text) || anyCase.test(text)
    const offenders: string[] = []
    for (const path of sourceFiles(src)) {
      for (const { line, text } of codeLines(path)) {
        if (offendersOf(text)) offenders.push(`${relative(root, path)}:${line}: ${text.trim()}`)
      }
    }
    expect(offenders).toEqual([])
  })
})
