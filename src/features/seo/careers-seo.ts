/** JobPosting data of the careers page, from the openings it lists (imported by its route loader only). */
import { siteConfig } from '#app-config'
import { careersContent, type JobPosition } from '~/content/careers'
import { organizationRef, type JsonLd } from './json-ld'

const CONTEXT = 'https://schema.org'

const EMPLOYMENT_TYPES: Record<JobPosition['type'], string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Internship: 'INTERN',
  Contract: 'CONTRACTOR',
}

const OFFICE = {
  '@type': 'Place',
  address: {
    '@type': 'PostalAddress',
    streetAddress: siteConfig.contact.address,
    addressLocality: 'Indore',
    addressRegion: 'Madhya Pradesh',
    postalCode: '452001',
    addressCountry: 'IN',
  },
}

/** One JobPosting per opening the careers page lists. */
export function jobPostingJsonLd(position: JobPosition): JsonLd {
  const remote = position.location.toLowerCase().startsWith('remote')
  const description = [
    `<p>${position.description}</p>`,
    `<p>Experience: ${position.experience}.</p>`,
    `<ul>${position.requirements.map((item) => `<li>${item}</li>`).join('')}</ul>`,
  ].join('')
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: position.title,
    description,
    identifier: { '@type': 'PropertyValue', name: siteConfig.brand, value: position.id },
    datePosted: position.datePosted,
    validThrough: position.validThrough,
    employmentType: EMPLOYMENT_TYPES[position.type],
    hiringOrganization: { ...organizationRef(), sameAs: '/', logo: '/brand/logo.svg' },
    url: '/careers',
    directApply: false,
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'India' },
        }
      : { jobLocation: OFFICE }),
  }
}

export function careersJsonLd(): JsonLd[] {
  return careersContent.teams.flatMap((team) => team.positions.map(jobPostingJsonLd))
}
