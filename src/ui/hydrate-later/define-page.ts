import type { LazySection } from './lazy-section'

/** What a page's preload fetches: a section's code, or that of a declaration the page includes. */
export interface Preloadable {
  preload: () => Promise<unknown>
}

/**
 * A section as a declaration holds it: a lazySection, whatever its props. (`LazySection<never>`
 * would not do: as the context of the `lazySection(...)` calls in a declaration, it would make
 * their props `never`.)
 */
type Section = Pick<LazySection<object>, 'preload' | 'styles'>

/** A page's declaration: its sections as declared, each with its own props, and their preload. */
export type PageSections<S> = S & Preloadable

/**
 * The one place a page declares its sections, each one's code a lazySection:
 *
 *   const page = definePage(
 *     {
 *       Intro: lazySection(() => import('./astroway-body').then((m) => m.AstrowayIntro), [section]),
 *       Tour: lazySection(() => import('./astroway-tour').then((m) => m.AstrowayTour), [section, choice]),
 *     },
 *     productShell,
 *   )
 *   export const preloadAstrowayPage = page.preload   // the route's loader awaits it
 *   ... <page.Intro /> ... <page.Tour tab={tab} />
 *
 * `preload()` fetches the code of every section declared here and of the declarations listed after
 * the sections (`included`: the shell that product pages share, the frame's own pages), so the
 * route's loader cannot miss a section. Each section's code is fetched once (lazySection keeps it).
 * For sections that are part of pages rather than a page (a shell, the frame) the same function is
 * called `defineSections`. tests/unit/page-declarations.test.ts fails on a lazySection declared
 * anywhere else. The function is in every page's JavaScript: it stays this small.
 */
export const definePage = <S extends Record<string, Section> & { preload?: never }>(
  sections: S,
  ...included: Preloadable[]
): PageSections<S> => ({
  ...sections,
  preload: () => Promise.all([...included, ...Object.values(sections)].map((part) => part.preload())),
})

export { definePage as defineSections }
