import { Group, Paper, Text, Title, type PaperProps } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { cx } from '~/ui/plain/mantine-classes'
import type { ReactNode } from 'react'
import classes from './help-panel.module.css'

/**
 * The 'still need help?' panel at the end of a help page (docs hub, FAQ): an icon, a heading and
 * a line of text on the left, the ways to get help (buttons) on the right; stacked on phones.
 */
export function HelpPanel({
  icon,
  title,
  description,
  actions,
  textMaw,
  testId,
  className,
  ...paper
}: PaperProps & {
  icon: ReactNode
  title: string
  description: string
  actions: ReactNode
  textMaw: number
  testId?: string
}) {
  return (
    <Paper withBorder radius="lg" shadow="sm" className={cx(classes.panel, className)} data-testid={testId} {...paper}>
      <Group justify="space-between" gap="xl">
        <Group wrap="nowrap" align="flex-start" gap="lg" maw={textMaw}>
          <ThemeIcon size={52} radius="md" aria-hidden visibleFrom="xs">
            {icon}
          </ThemeIcon>
          <div>
            <Title order={2} className={classes.title}>
              {title}
            </Title>
            <Text c="dimmed" mt={6}>
              {description}
            </Text>
          </div>
        </Group>
        <Group gap="sm">{actions}</Group>
      </Group>
    </Paper>
  )
}
