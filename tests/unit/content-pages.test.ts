import { describe, expect, it } from 'vitest'
import { siteConfig } from '#app-config'
import { aboutContent } from '~/content/about'
import { companyFacts } from '~/content/company'
import { applyHref, careerTeamIds, careersContent, careersEmail, findCareerTeam } from '~/content/careers'
import { contactChannels, contactPageContent, mailboxes } from '~/content/contact-page'
import { chitchatTabIds, docIds, docs, docSections, findDoc, isDocId } from '~/content/docs'
import { faqCategories, faqCategoryIds, faqPageJsonLd } from '~/content/faq'
import { formatLegalDate, legalDocumentText, legalDocuments, legalPageIds } from '~/content/legal'
import { resourcesContent } from '~/content/resources'
import { dynamicSitemapSources } from '~/server/sitemap-sources.server'

const normalise = (text: string) => text.replace(/\s+/g, ' ')

describe('FAQ', () => {
  it('has the categories General, App Development and Technical, four questions each', () => {
    expect(faqCategories.map((category) => category.name)).toEqual(['General', 'App Development', 'Technical'])
    expect(faqCategories.map((category) => category.id)).toEqual([...faqCategoryIds])
    for (const category of faqCategories) {
      expect(category.questions, category.name).toHaveLength(4)
      for (const item of category.questions) {
        expect(item.question.trim().endsWith('?'), item.question).toBe(true)
        expect(item.answer.length, item.question).toBeGreaterThan(80)
      }
    }
  })

  it('uses unique question ids', () => {
    const ids = faqCategories.flatMap((category) => category.questions.map((item) => item.id))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('answers consistently with the spec facts', () => {
    const answers = (id: string) =>
      faqCategories
        .find((category) => category.id === id)!
        .questions.map((item) => item.answer)
        .join(' ')
    expect(answers('general')).toContain('2-4 weeks')
    expect(answers('general')).toContain('4-8 weeks')
    expect(answers('general')).toContain(String(siteConfig.foundedYear))
    expect(answers('general')).toContain('single-domain')
    expect(answers('app-development')).toContain('2-3 months')
    expect(answers('app-development')).toContain('4-6 months or more')
    expect(answers('technical')).toMatch(/PHP 8\.0/)
    expect(answers('technical')).toMatch(/MySQL 5\.7/)
    expect(answers('technical')).toContain('SSL')
    expect(answers('technical')).toMatch(/3 months with Standard, 6 months with Premium and 12 months with Enterprise/)
  })

  it('describes every question in the FAQPage JSON-LD', () => {
    const jsonLd = faqPageJsonLd() as {
      '@type': string
      mainEntity: Array<{ '@type': string; name: string; acceptedAnswer: { text: string } }>
    }
    expect(jsonLd['@type']).toBe('FAQPage')
    expect(jsonLd.mainEntity).toHaveLength(12)
    expect(jsonLd.mainEntity[0]).toMatchObject({ '@type': 'Question', name: faqCategories[0]!.questions[0]!.question })
    expect(jsonLd.mainEntity[0]!.acceptedAnswer.text).toBe(faqCategories[0]!.questions[0]!.answer)
  })
})

describe('careers', () => {
  it('has a five-step hiring process', () => {
    expect(careersContent.hiringSteps).toHaveLength(5)
    expect(careersContent.hiringSteps[0]!.title).toBe('Apply')
    expect(careersContent.hiringSteps[4]!.title).toBe('Offer')
  })

  it('has openings in both tabs, tech and business', () => {
    expect(careersContent.teams.map((team) => team.id)).toEqual([...careerTeamIds])
    for (const id of careerTeamIds) expect(findCareerTeam(id).positions.length, id).toBeGreaterThan(0)
  })

  it('gives every position a title, location, type, description and requirements', () => {
    for (const position of careersContent.teams.flatMap((team) => team.positions)) {
      expect(position.title).not.toBe('')
      expect(position.location).not.toBe('')
      expect(['Full-time', 'Part-time', 'Internship', 'Contract']).toContain(position.type)
      expect(position.description.length).toBeGreaterThan(40)
      expect(position.requirements.length).toBeGreaterThanOrEqual(3)
    }
  })

  it('applies by e-mail to the careers address at the company domain, with a subject line', () => {
    const domain = siteConfig.contact.email.split('@')[1]
    expect(careersEmail).toBe(`careers@${domain}`)
    const href = applyHref({ title: 'QA Engineer' })
    expect(href.startsWith(`mailto:${careersEmail}?subject=`)).toBe(true)
    expect(new URL(href).searchParams.get('subject')).toBe('Application: QA Engineer')
  })

  it('has why-join points and benefits', () => {
    expect(careersContent.whyJoin.length).toBeGreaterThanOrEqual(3)
    expect(careersContent.benefits.length).toBeGreaterThanOrEqual(4)
  })
})

describe('legal and support pages', () => {
  const text = (id: (typeof legalPageIds)[number]) => normalise(legalDocumentText(legalDocuments[id]))

  it('has the four documents, each with a valid last-updated date and unique section ids', () => {
    expect(Object.keys(legalDocuments).sort()).toEqual([...legalPageIds].sort())
    for (const id of legalPageIds) {
      const doc = legalDocuments[id]
      expect(doc.id).toBe(id)
      expect(doc.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(Number.isNaN(Date.parse(doc.lastUpdated))).toBe(false)
      expect(doc.sections.length).toBeGreaterThanOrEqual(5)
      const ids = doc.sections.map((section) => section.id)
      expect(new Set(ids).size, id).toBe(ids.length)
    }
  })

  it('privacy: children under 13 are not served', () => {
    expect(text('privacy')).toMatch(/do not serve children under 13/)
    expect(text('privacy')).toContain('Digital Personal Data Protection Act, 2023')
    expect(text('privacy')).toContain('Grievance Officer')
  })

  it('terms: liability capped at 12 months of fees, single-domain licence', () => {
    expect(text('terms')).toMatch(/limited to the fees you paid us in the 12 months/)
    expect(text('terms')).toMatch(/single-domain licence/)
    expect(text('terms')).toContain('laws of India')
    expect(text('terms')).toContain(`${siteConfig.business.gstPercent}%`)
  })

  it('refund: card 5-10 business days, bank transfer up to 14, none once a project team is assigned', () => {
    const doc = legalDocuments.refund
    const timelines = doc.sections
      .find((section) => section.id === 'timelines')!
      .blocks.find((block) => block.type === 'table')
    expect(timelines?.type).toBe('table')
    if (timelines?.type !== 'table') return
    const row = (start: string) => timelines.rows.find((cells) => cells[0]!.startsWith(start))
    expect(row('Credit or debit card')?.[1]).toContain('5-10 business days')
    expect(row('Bank transfer')?.[1]).toContain('Up to 14 business days')
    expect(text('refund')).toMatch(/After a project team has been assigned to your order, no refunds/)
  })

  it('support: periods, business hours, response times and channels', () => {
    const support = text('support')
    const periods = legalDocuments.support.sections
      .find((section) => section.id === 'periods')!
      .blocks.find((block) => block.type === 'table')
    if (periods?.type !== 'table') throw new Error('support periods table missing')
    expect(periods.rows.map((cells) => [cells[0]!.split(' ')[0], cells[1]])).toEqual([
      ['Standard', '3 months'],
      ['Premium', '6 months'],
      ['Enterprise', '12 months'],
    ])
    expect(support).toContain(siteConfig.contact.businessHours)
    expect(support).toContain(siteConfig.contact.phoneHours)
    expect(support).toContain('within 24 business hours')
    expect(support).toContain(mailboxes.support)
    expect(support).toMatch(/PHP 8\.0\+, MySQL 5\.7\+, SSL/)
  })

  it('formats the last-updated date the same everywhere', () => {
    expect(formatLegalDate('2026-11-01')).toBe('1 November 2026')
    expect(formatLegalDate('2025-02-28')).toBe('28 February 2025')
  })
})

describe('documentation', () => {
  it('has all nine documentation pages', () => {
    expect([...docIds].sort()).toEqual(
      [
        'chitchat',
        'astroway-pro',
        'food-delivery',
        'e-commerce',
        'ride-sharing',
        'getting-started',
        'customization',
        'api-reference',
        'integration',
      ].sort(),
    )
    for (const id of docIds) {
      expect(docs[id].id).toBe(id)
      expect(findDoc(id)).toBe(docs[id])
      expect(docs[id].summary.length, id).toBeGreaterThan(60)
      expect(docSections(docs[id]).length, id).toBeGreaterThanOrEqual(3)
    }
  })

  it('rejects unknown ids', () => {
    expect(isDocId('unknown')).toBe(false)
    expect(findDoc('unknown')).toBeUndefined()
    expect(findDoc('__proto__')).toBeUndefined()
  })

  it('uses unique section ids within each page (tabs included), as anchors', () => {
    for (const id of docIds) {
      const ids = docSections(docs[id]).map((section) => section.id)
      expect(new Set(ids).size, id).toBe(ids.length)
      for (const sectionId of ids) expect(sectionId).toMatch(/^[a-z0-9-]+$/)
    }
  })

  it('gives Chitchat the tabs overview, installation, features, api and faq', () => {
    const chitchat = docs.chitchat
    expect(chitchat.kind).toBe('tabbed')
    if (chitchat.kind !== 'tabbed') return
    expect(chitchat.tabs.map((tab) => tab.id)).toEqual([...chitchatTabIds])
    const api = chitchat.tabs.find((tab) => tab.id === 'api')!
    const titles = api.sections.map((section) => section.title)
    expect(titles).toContain('Users API')
    expect(titles).toContain('Appointments')
  })

  it('shows the token response of POST /api/auth/login with a placeholder token only', () => {
    const chitchat = docs.chitchat
    if (chitchat.kind !== 'tabbed') throw new Error('chitchat is tabbed')
    const blocks = chitchat.tabs.find((tab) => tab.id === 'api')!.sections.flatMap((section) => section.blocks)
    expect(blocks).toContainEqual(
      expect.objectContaining({ type: 'endpoint', method: 'POST', path: '/api/auth/login' }),
    )
    const codes = blocks.flatMap((block) => (block.type === 'code' ? [block.code] : []))
    const request = codes.find((code) => code.startsWith('POST /api/auth/login'))!
    expect(request).toContain('"email"')
    expect(request).toContain('"password"')
    const response = JSON.parse(codes.find((code) => code.includes('"expires_at"'))!) as {
      token: string
      expires_at: string
    }
    expect(response.token).toBe('eyJhbGciOi...')
    expect(Number.isNaN(Date.parse(response.expires_at))).toBe(false)
  })

  it('never publishes anything that looks like a real credential', () => {
    const everything = JSON.stringify(docs)
    expect(everything).not.toMatch(/eyJ[A-Za-z0-9_-]{12,}/)
    expect(everything).not.toMatch(/rzp_live_[A-Za-z0-9]{9,}/)
    expect(everything).not.toMatch(/sk_live_/)
  })

  it('states the system requirements PHP 8.0+, MySQL 5.7+ and SSL', () => {
    const text = JSON.stringify(docs['getting-started'])
    expect(text).toContain('8.0 or later')
    expect(text).toContain('MySQL 5.7 or later')
    expect(text).toContain('SSL')
  })

  it('lists every documentation page in the sitemap sources', async () => {
    // The pages of this route only: the blog's source reads the database (a unit test has none).
    const entries = await dynamicSitemapSources['/documentation/$docId']!()
    for (const id of docIds) expect(entries.map((entry) => entry.path)).toContain(`/documentation/${id}`)
  })
})

describe('contact, about and resources', () => {
  it('contact page: four questions and every channel from the site settings', () => {
    expect(contactPageContent.faq).toHaveLength(4)
    const values = contactChannels.map((channel) => `${channel.value} ${channel.detail}`).join(' ')
    expect(values).toContain(siteConfig.contact.email)
    expect(values).toContain(siteConfig.contact.phone)
    expect(values).toContain(siteConfig.contact.phoneHours)
    expect(values).toContain(siteConfig.contact.businessHours)
    expect(values).toContain(siteConfig.contact.address)
    expect(values).toContain(siteConfig.contact.replyPromise)
    expect(contactChannels.find((channel) => channel.id === 'chat')?.href).toBe(siteConfig.contact.chatHref)
  })

  it('about page: founded 2020 and the three services', () => {
    expect(aboutContent.story.title).toContain('2020')
    expect(aboutContent.story.paragraphs.join(' ')).toContain(String(siteConfig.foundedYear))
    expect(aboutContent.services.map((service) => service.title.toLowerCase()).sort()).toEqual(
      companyFacts.services.map((service) => service.toLowerCase()).sort(),
    )
  })

  it('resources hub links to documentation, FAQ, blog and support', () => {
    expect(resourcesContent.cards.map((card) => card.to)).toEqual(['/documentation', '/faq', '/blog', '/support'])
  })
})
