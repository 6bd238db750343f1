/**
 * A small checker of schema.org JSON-LD against Google's rich-result requirements (required and
 * the recommended properties we promise), per type. Shared by the unit tests and the e2e crawl.
 * Returns the problems found; an empty list means valid.
 */
type Data = Record<string, unknown>

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/
const ABSOLUTE = /^https?:\/\/[^/]+/

const isObject = (value: unknown): value is Data => Boolean(value) && typeof value === 'object' && !Array.isArray(value)
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value])
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0

function need(problems: string[], where: string, ok: boolean, what: string) {
  if (!ok) problems.push(`${where}: ${what}`)
}

function url(value: unknown): boolean {
  if (typeof value === 'string') return ABSOLUTE.test(value)
  return isObject(value) && typeof value.url === 'string' && ABSOLUTE.test(value.url)
}

function checkOrganizationRef(problems: string[], where: string, value: unknown) {
  need(problems, where, isObject(value) && text(value.name), 'an organization with a name')
}

function checkOffer(problems: string[], where: string, offer: unknown) {
  if (!isObject(offer)) return need(problems, where, false, 'offer is an object')
  need(problems, where, offer['@type'] === 'Offer' || offer['@type'] === 'AggregateOffer', 'Offer type')
  need(problems, where, typeof offer.price === 'number' && offer.price > 0, 'offer.price is a positive number')
  need(
    problems,
    where,
    offer.priceCurrency === 'INR' || offer.priceCurrency === 'USD',
    'offer.priceCurrency INR or USD',
  )
}

const rules: Record<string, (data: Data, problems: string[]) => void> = {
  Organization(data, problems) {
    need(problems, 'Organization', text(data.name), 'name')
    need(problems, 'Organization', url(data.url), 'absolute url')
    need(problems, 'Organization', url(data.logo), 'absolute logo')
    const points = asList(data.contactPoint)
    need(problems, 'Organization', points.length > 0, 'contactPoint')
    for (const point of points) {
      need(
        problems,
        'Organization.contactPoint',
        isObject(point) && point['@type'] === 'ContactPoint' && text(point.contactType),
        'ContactPoint with contactType',
      )
      need(
        problems,
        'Organization.contactPoint',
        isObject(point) && (text(point.telephone) || text(point.email)),
        'telephone or email',
      )
    }
    const sameAs = asList(data.sameAs)
    need(problems, 'Organization', sameAs.length > 0 && sameAs.every(url), 'sameAs absolute links')
  },
  WebSite(data, problems) {
    need(problems, 'WebSite', text(data.name), 'name')
    need(problems, 'WebSite', url(data.url), 'absolute url')
  },
  BreadcrumbList(data, problems) {
    const items = asList(data.itemListElement)
    need(problems, 'BreadcrumbList', items.length >= 2, 'at least two items')
    items.forEach((item, index) => {
      const where = `BreadcrumbList[${index}]`
      need(problems, where, isObject(item) && item['@type'] === 'ListItem', 'ListItem')
      if (!isObject(item)) return
      need(problems, where, item.position === index + 1, 'position in order from 1')
      need(problems, where, text(item.name), 'name')
      need(problems, where, url(item.item), 'absolute item')
    })
  },
  FAQPage(data, problems) {
    const questions = asList(data.mainEntity)
    need(problems, 'FAQPage', questions.length > 0, 'mainEntity questions')
    questions.forEach((question, index) => {
      const where = `FAQPage[${index}]`
      need(
        problems,
        where,
        isObject(question) && question['@type'] === 'Question' && text(question.name),
        'Question with name',
      )
      const answer = isObject(question) ? question.acceptedAnswer : undefined
      need(
        problems,
        where,
        isObject(answer) && answer['@type'] === 'Answer' && text(answer.text),
        'acceptedAnswer with text',
      )
    })
  },
  BlogPosting(data, problems) {
    need(problems, 'BlogPosting', text(data.headline), 'headline')
    const authors = asList(data.author)
    need(
      problems,
      'BlogPosting',
      authors.length > 0 && authors.every((a) => isObject(a) && text(a.name)),
      'author with name',
    )
    need(
      problems,
      'BlogPosting',
      typeof data.datePublished === 'string' && ISO_DATE.test(data.datePublished),
      'datePublished ISO',
    )
    need(
      problems,
      'BlogPosting',
      typeof data.dateModified === 'string' && ISO_DATE.test(data.dateModified),
      'dateModified ISO',
    )
    const images = asList(data.image)
    need(problems, 'BlogPosting', images.length > 0 && images.every(url), 'absolute image')
  },
  Product(data, problems) {
    need(problems, 'Product', text(data.name), 'name')
    need(problems, 'Product', text(data.description), 'description')
    const images = asList(data.image)
    need(problems, 'Product', images.length > 0 && images.every(url), 'absolute image')
    // Products quoted per project show 'Custom': no offer is better than an invented price.
    asList(data.offers).forEach((offer, index) => checkOffer(problems, `Product.offers[${index}]`, offer))
  },
  JobPosting(data, problems) {
    need(problems, 'JobPosting', text(data.title), 'title')
    need(problems, 'JobPosting', text(data.description), 'description')
    need(
      problems,
      'JobPosting',
      typeof data.datePosted === 'string' && ISO_DATE.test(data.datePosted),
      'datePosted ISO',
    )
    need(
      problems,
      'JobPosting',
      typeof data.validThrough === 'string' && ISO_DATE.test(data.validThrough),
      'validThrough ISO',
    )
    if (typeof data.datePosted === 'string' && typeof data.validThrough === 'string')
      need(
        problems,
        'JobPosting',
        Date.parse(data.validThrough) > Date.parse(data.datePosted),
        'validThrough after datePosted',
      )
    const types = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER']
    need(
      problems,
      'JobPosting',
      asList(data.employmentType).every((type) => types.includes(type as string)) && data.employmentType !== undefined,
      'employmentType',
    )
    checkOrganizationRef(problems, 'JobPosting.hiringOrganization', data.hiringOrganization)
    const location = data.jobLocation
    const remote = data.jobLocationType === 'TELECOMMUTE' && isObject(data.applicantLocationRequirements)
    const onSite =
      isObject(location) &&
      location['@type'] === 'Place' &&
      isObject(location.address) &&
      text(location.address.addressCountry) &&
      text(location.address.addressLocality)
    need(
      problems,
      'JobPosting',
      Boolean(onSite || remote),
      'jobLocation with an address, or TELECOMMUTE with applicantLocationRequirements',
    )
  },
}

export function validateJsonLd(data: unknown): string[] {
  if (!isObject(data)) return ['JSON-LD is not an object']
  const problems: string[] = []
  need(problems, 'JSON-LD', data['@context'] === 'https://schema.org', '@context https://schema.org')
  const type = data['@type']
  const rule = typeof type === 'string' ? rules[type] : undefined
  if (!rule) return [...problems, `no rule for @type ${String(type)}`]
  rule(data, problems)
  return problems
}

export const jsonLdTypes = Object.keys(rules)
