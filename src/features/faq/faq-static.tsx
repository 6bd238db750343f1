import { IconBook, IconHeadset, IconMessageQuestion } from '@tabler/icons-react'
import { faqPageContent } from '~/content/faq'
import { LinkButton } from '~/ui/action-buttons/action-buttons'
import { HelpPanel } from '~/ui/help-panel/help-panel'
import { PageHero } from '~/ui/page-hero/page-hero'
import { Section } from '~/ui/section/section'

/** The hero of /faq: server HTML (faq-page.tsx). */
export function FaqHero({ hero }: { hero: (typeof faqPageContent)['hero'] }) {
  return <PageHero eyebrow={hero.eyebrow} title={hero.title} description={hero.description} compact />
}

/** 'Still have questions?' below the questions of /faq, with its two links: server HTML (faq-page.tsx). */
export function FaqStillHaveQuestions() {
  const { stillHaveQuestions } = faqPageContent
  return (
    <Section id="still-have-questions" tinted py={{ base: 56, md: 80 }}>
      <HelpPanel
        icon={<IconMessageQuestion size={28} stroke={1.75} />}
        title={stillHaveQuestions.title}
        description={stillHaveQuestions.description}
        textMaw={500}
        maw={880}
        mx="auto"
        testId="still-have-questions"
        actions={
          <>
            <LinkButton href="/contact" variant="filled" leftSection={<IconHeadset size={18} stroke={1.75} />}>
              {stillHaveQuestions.contactLabel}
            </LinkButton>
            <LinkButton href="/documentation" leftSection={<IconBook size={18} stroke={1.75} />}>
              {stillHaveQuestions.docsLabel}
            </LinkButton>
          </>
        }
      />
    </Section>
  )
}
