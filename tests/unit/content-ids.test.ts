import { describe, expect, it } from 'vitest'
import { showcaseTabIds } from '~/content/astroway-ids'
import { astrowayContent } from '~/content/astroway'
import { careerTeamIds } from '~/content/careers-ids'
import { careersContent } from '~/content/careers'
import { faqTabIds, featureTabIds } from '~/content/chitchat-ids'
import { chitchatContent } from '~/content/chitchat'
import { cloneSlugs } from '~/content/clone-ids'
import { clonePageList } from '~/content/clones'
import { chitchatTabIds, docIds } from '~/content/docs-ids'
import { docs } from '~/content/docs'
import { faqCategoryIds } from '~/content/faq-ids'
import { faqCategories } from '~/content/faq'
import { portfolioCategoryIds } from '~/content/portfolio-ids'
import { portfolioCategories } from '~/content/portfolio'

/**
 * Route search schemas read the small `*-ids.ts` modules (so the content stays out of every
 * page's entry JavaScript); the content must still have exactly those ids, in that order.
 */
describe('content id modules match their content', () => {
  it('documentation', () => {
    expect(Object.keys(docs).sort()).toEqual([...docIds].sort())
    const chitchat = docs.chitchat
    expect(chitchat.kind === 'tabbed' ? chitchat.tabs.map((t) => t.id) : []).toEqual([...chitchatTabIds])
  })
  it('portfolio', () => {
    // The tabs are the ids that have projects, in the id module's order.
    expect(portfolioCategories.map((c) => c.id)).toEqual(
      portfolioCategoryIds.filter((id) => portfolioCategories.some((c) => c.id === id)),
    )
    expect(portfolioCategories.length).toBeGreaterThan(1)
    expect(portfolioCategories.every((c) => c.label.length > 0)).toBe(true)
  })
  it('careers, faq, clones', () => {
    expect(careersContent.teams.map((t) => t.id)).toEqual([...careerTeamIds])
    expect(faqCategories.map((c) => c.id)).toEqual([...faqCategoryIds])
    expect(clonePageList.map((c) => c.slug)).toEqual([...cloneSlugs])
  })
  it('astroway and chitchat tabs', () => {
    expect(astrowayContent.showcase.tabs.map((t) => t.id)).toEqual([...showcaseTabIds])
    expect(chitchatContent.features.tabs.map((t) => t.id)).toEqual([...featureTabIds])
    expect(chitchatContent.faq.tabs.map((t) => t.id)).toEqual([...faqTabIds])
  })
})
