import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  choose,
  expectHidden,
  expectLocation,
  expectVisible,
  fill,
  isHydrated,
  pageScripts,
  showSignOfLife,
  sidewaysOverflow,
  tap,
  uniqueEmail,
  until,
  untilHydrated,
} from './support/actions'
import {
  inlineScriptsRun,
  launchFirefox,
  webkitBrowser,
  type EngineBrowser,
  type EngineTab,
  type TabOptions,
} from './support/driver'
import { ENGINE_LABEL, type EngineName } from './support/engines'
import {
  PUBLIC_PAGE_TYPES,
  admin,
  contactEntry,
  contactForm,
  contactPageForm,
  heading,
  mobileMenu,
  navDropdown,
  newsletter,
  portfolioFilter,
  schemeToggle,
  showcaseTabs,
  TAP_WIDGETS,
  thankYou,
} from './widgets'

const PHONE = { width: 375, height: 800 }
/** The name's end of a check skipped where the page's inline scripts do not run (JavaScript off). */
const INLINE_ONLY = ' (skipped: its answer is the page’s inline script, and JavaScript is off)'
const DESKTOP = { width: 1280, height: 800 }

/**
 * The cross-engine checks, the same for each engine (engines/firefox.test.ts, webkit.test.ts):
 * every public page type at 375 px, the native widgets with the page's script and without it,
 * the forms posting natively, hydration after a sign of life, and the admin opening a lead.
 */
export function engineChecks(engine: EngineName) {
  const here = inject('engines').includes(engine)
  describe.skipIf(!here)(ENGINE_LABEL[engine], () => {
    let browser: EngineBrowser
    beforeAll(async () => {
      browser =
        engine === 'firefox'
          ? await launchFirefox(inject('siteOrigin'))
          : webkitBrowser(inject('webDriverPort'), inject('webkitOrigin'))
    })
    afterAll(async () => {
      await browser?.close()
    })

    /** A tab for the tests of one describe block, closed after them. */
    function sharedTab(options: TabOptions) {
      const holder: { tab?: EngineTab } = {}
      beforeAll(async () => {
        holder.tab = await browser.newTab(options)
      })
      afterAll(async () => {
        await holder.tab?.close()
      })
      return () => holder.tab!
    }

    async function withTab(options: TabOptions, run: (tab: EngineTab) => Promise<void>) {
      const tab = await browser.newTab(options)
      try {
        await run(tab)
      } finally {
        await tab.close()
      }
    }

    async function hydrate(tab: EngineTab) {
      await showSignOfLife(tab)
      await untilHydrated(tab)
    }

    describe('every public page type at 375 px', () => {
      const tab = sharedTab({ ...PHONE, script: true })
      for (const page of PUBLIC_PAGE_TYPES) {
        it(`${page.type} (${page.path}): renders, no sideways scroll, hydrates after a sign of life, no console error`, async () => {
          await tab().goto(page.path)
          await expectVisible(tab(), heading(page.heading), `the ${page.type}'s heading`)
          expect(await tab().call('count', { role: 'heading', name: { re: '.' } }), 'headings').toBeGreaterThan(0)
          expect(await sidewaysOverflow(tab()), 'sideways overflow before hydration (px)').toBeLessThanOrEqual(0)
          await hydrate(tab())
          expect(await sidewaysOverflow(tab()), 'sideways overflow after hydration (px)').toBeLessThanOrEqual(0)
          expect(await tab().takeErrors(), 'console errors').toEqual([])
        })
      }
    })

    it('a page runs no script until the visitor shows a sign of life, then hydrates', async () => {
      await withTab({ ...PHONE, script: true }, async (tab) => {
        await tab.goto('/about')
        expect(await pageScripts(tab), 'scripts before a sign of life').toBe(0)
        expect(await isHydrated(tab)).toBe(false)
        await showSignOfLife(tab)
        await untilHydrated(tab)
        expect(await pageScripts(tab), 'scripts after it').toBeGreaterThan(0)
        expect(await tab.takeErrors()).toEqual([])
      })
    })

    for (const script of [true, false]) {
      describe(
        script ? "the native widgets with the page's script" : "the native widgets without the page's script",
        () => {
          // One tab at a time: WebKitWebDriver holds one session only.
          const phone = sharedTab({ ...PHONE, script })
          /** With the script: once the page has hydrated, so React's side of each widget is what answers. */
          async function open(tab: EngineTab, path: string) {
            await tab.goto(path)
            if (script) await hydrate(tab)
          }
          async function noErrors(tab: EngineTab) {
            if (script) expect(await tab.takeErrors(), 'console errors').toEqual([])
          }

          it('the mobile menu opens as a popover, opens one group at a time, closes with Escape, and its links lead on', async () => {
            const tab = phone()
            await open(tab, mobileMenu.path)
            await expectHidden(tab, mobileMenu.panel, 'the closed menu')
            await tap(tab, mobileMenu.open)
            await expectVisible(tab, mobileMenu.panel, 'the open menu')
            const box = await tab.call('box', mobileMenu.panel)
            expect(box?.width, 'the menu is as wide as the screen').toBeGreaterThanOrEqual(PHONE.width - 16)
            await tap(tab, mobileMenu.firstGroup)
            await expectVisible(tab, mobileMenu.firstGroupLink, 'a link of the first group')
            await tap(tab, mobileMenu.secondGroup)
            await expectVisible(tab, mobileMenu.secondGroupLink, 'a link of the second group')
            await expectHidden(tab, mobileMenu.firstGroupLink, 'the first group, closed by opening the second')
            await tab.press('Escape')
            await expectHidden(tab, mobileMenu.panel, 'the menu after Escape')
            await tap(tab, mobileMenu.open)
            await expectVisible(tab, mobileMenu.panel, 'the menu opened again')
            await tap(tab, mobileMenu.close)
            await expectHidden(tab, mobileMenu.panel, 'the menu after its close button')
            await tap(tab, mobileMenu.open)
            await expectVisible(tab, mobileMenu.secondGroupLink, 'the group that was open')
            await tap(tab, mobileMenu.secondGroupLink)
            await expectLocation(tab, mobileMenu.secondGroupTarget)
            await expectHidden(tab, mobileMenu.panel, 'the menu on the new page')
            await noErrors(tab)
          })

          it('tabs show their own panel', async () => {
            const tab = phone()
            await open(tab, showcaseTabs.path)
            await expectVisible(tab, showcaseTabs.shownBefore, 'the first panel')
            await expectHidden(tab, showcaseTabs.shownAfter, 'the other panel')
            await tap(tab, showcaseTabs.tab)
            await expectVisible(tab, showcaseTabs.shownAfter, 'the chosen panel')
            await expectHidden(tab, showcaseTabs.shownBefore, 'the first panel, once another is chosen')
            await noErrors(tab)
          })

          it('a filter changes what is listed', async () => {
            const tab = phone()
            await open(tab, portfolioFilter.path)
            await expectVisible(tab, portfolioFilter.filteredOut, 'a project of another category')
            await tap(tab, portfolioFilter.option)
            await expectVisible(tab, portfolioFilter.kept, 'a project of the chosen category')
            await expectHidden(tab, portfolioFilter.filteredOut, 'the other category’s project')
            await noErrors(tab)
          })

          const inline = inlineScriptsRun(engine, script)
          for (const widget of TAP_WIDGETS) {
            const answers = script || widget.withoutScript === 'html' || inline
            it.skipIf(!answers)(`${widget.name} answers a tap${answers ? '' : INLINE_ONLY}`, async () => {
              const tab = phone()
              await open(tab, widget.path)
              await expectVisible(tab, widget.shownBefore, 'what shows before the tap')
              if (widget.shownAfter) await expectHidden(tab, widget.shownAfter, 'what the tap is to show')
              await tap(tab, widget.tap)
              if (widget.shownAfter) await expectVisible(tab, widget.shownAfter, 'what the tap shows')
              await expectHidden(tab, widget.shownBefore, 'what showed before it')
              if (widget.kept) await expectVisible(tab, widget.kept, 'what the tap keeps')
              await noErrors(tab)
            })
          }

          it.skipIf(!inline)(
            `the colour-scheme switch in the menu changes the page’s colours${inline ? '' : INLINE_ONLY}`,
            async () => {
              const tab = phone()
              await open(tab, schemeToggle.path)
              const scheme = () =>
                tab.evaluate<string | null>('return document.documentElement.getAttribute("data-mantine-color-scheme")')
              const first = await scheme()
              await tap(tab, mobileMenu.open)
              await tap(tab, schemeToggle.tap)
              await until('the other colour scheme', scheme, (now) => !!now && now !== first)
              await noErrors(tab)
            },
          )

          // Before the page's script too: the page's inline script opens the native dialog in place.
          // With JavaScript off (WebKit's tab without script runs none, inline ones included), the link
          // leads to the contact page and its form.
          it('Request a demo opens the contact dialog in place with its form (the contact page with JavaScript off)', async () => {
            const tab = phone()
            await open(tab, contactEntry.path)
            await tap(tab, contactEntry.link)
            if (!inline) {
              await expectLocation(tab, /^\/contact\?/)
              await expectVisible(tab, contactForm(contactPageForm).name, 'the contact page’s form')
              return
            }
            await expectVisible(tab, contactEntry.dialog, 'the contact dialog')
            await expectVisible(tab, contactForm(contactEntry.dialog).name, 'its form')
            await noErrors(tab)
          })
        },
      )
    }

    describe('at desktop width', () => {
      async function open(tab: EngineTab, path: string, script: boolean) {
        await tab.goto(path)
        if (script) await hydrate(tab)
      }
      for (const script of [true, false]) {
        it(`a dropdown of the main navigation opens under its button and its items lead on (${script ? 'with' : 'without'} the page's script)`, async () => {
          await withTab({ ...DESKTOP, script }, async (tab) => {
            await open(tab, navDropdown.path, script)
            await expectHidden(tab, navDropdown.menu, 'the closed dropdown')
            await tap(tab, navDropdown.button)
            await expectVisible(tab, navDropdown.menu, 'the open dropdown')
            const button = await tab.call('box', navDropdown.button)
            const menu = await tab.call('box', navDropdown.menu)
            expect(menu!.y, 'the menu starts below its button').toBeGreaterThanOrEqual(button!.y + button!.height - 1)
            expect(menu!.y - (button!.y + button!.height), 'and right under it').toBeLessThan(24)
            expect(Math.abs(menu!.x - button!.x), 'aligned with its button').toBeLessThan(2)
            await tap(tab, navDropdown.item)
            await expectLocation(tab, navDropdown.target)
            if (script) expect(await tab.takeErrors(), 'console errors').toEqual([])
          })
        })
      }
    })

    describe('the forms post without the page’s script and confirm', () => {
      const tab = sharedTab({ ...PHONE, script: false })

      it('the newsletter: sign up, the same page confirms', async () => {
        await tab().goto(newsletter.path)
        await fill(tab(), newsletter.email, uniqueEmail(`${engine}.reader`))
        await tap(tab(), newsletter.subscribe)
        await expectVisible(tab(), newsletter.confirmation, 'the confirmation')
        expect(new URL(await tab().location(), 'http://x').pathname).toBe(newsletter.path)
      })

      it('the contact form: fill it, accept the terms, send, land on /thank-you', async () => {
        await tab().goto('/contact?product=chitchat')
        const form = contactForm(contactPageForm)
        await fillContactForm(tab(), form, uniqueEmail(`${engine}.lead`))
        await tap(tab(), form.send)
        await expectLocation(tab(), /^\/thank-you$/)
        await expectVisible(tab(), thankYou, 'the thank-you page')
      })
    })

    it(
      'a visitor’s request through the dialog reaches the admin, who signs in and opens it',
      { timeout: 120_000 },
      async () => {
        await withTab({ ...DESKTOP, script: true }, async (tab) => {
          const email = uniqueEmail(`${engine}.admin-lead`)
          await tab.goto(contactEntry.path)
          await hydrate(tab)
          await tap(tab, contactEntry.link)
          const form = contactForm(contactEntry.dialog)
          await expectVisible(tab, form.name, 'the contact dialog’s form')
          await siteFormIn(tab)
          await fillContactForm(tab, form, email)
          await tap(tab, form.send)
          await expectLocation(tab, /^\/thank-you$/)
          await expectVisible(tab, thankYou, 'the thank-you page')
          expect(await tab.takeErrors(), 'console errors (visitor)').toEqual([])

          await tab.goto(admin.path)
          await hydrate(tab)
          await fill(tab, admin.email, 'admin@readyapps.test')
          await fill(tab, admin.password, 'e2e-admin-password-123')
          await tap(tab, admin.signIn)
          await expectLocation(tab, /^\/admin\/dashboard$/)
          await until(
            'the dashboard',
            () => tab.call('count', admin.dashboard),
            (count) => count > 0,
            30_000,
          )

          await tab.goto(admin.leadsPath(email))
          await hydrate(tab)
          await tap(tab, admin.leadLink(LEAD_NAME))
          await expectLocation(tab, /^\/admin\/dashboard\/leads\/[0-9a-f-]{36}/)
          await expectVisible(tab, admin.leadHeading(LEAD_NAME), 'the lead’s name as its heading')
          await until(
            'what they sent, with their e-mail',
            () => tab.call('text', admin.sentRegion),
            (text) => !!text?.includes(email),
          )
          expect(await tab.takeErrors(), 'console errors (admin)').toEqual([])
        })
      },
    )
  })
}

const LEAD_NAME = 'Kavya Rao'

/**
 * The site's form has taken the plain one's place in the contact dialog (contact-dialog.tsx): a
 * driver types into the element it was given (WebKit's Element Send Keys), which a swap while it
 * types would take out of the page; a person types into whatever field has focus.
 */
async function siteFormIn(tab: EngineTab) {
  await until('the site’s form in the contact dialog', () =>
    tab.evaluate<boolean>(
      'return !!document.querySelector(\'#contact-dialog input.mantine-Input-input[data-contact-field="name"]\')',
    ),
  )
}

async function fillContactForm(tab: EngineTab, form: ReturnType<typeof contactForm>, email: string) {
  await fill(tab, form.name, LEAD_NAME)
  await fill(tab, form.email, email)
  await fill(tab, form.mobile, '+91 98450 12345')
  await fill(tab, form.brand, 'ClinicNow')
  // Preselected where the link it came from names the product (/contact?product=chitchat), else chosen.
  if ((await tab.call('value', form.product)) !== 'chitchat') await choose(tab, form.product, 'chitchat')
  await tap(tab, form.terms)
  await until(
    'the terms accepted',
    () => tab.call('checked', form.termsBox),
    (checked) => checked === true,
  )
}
