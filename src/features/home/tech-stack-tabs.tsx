import { Card, Tabs, Text } from '@mantine/core'
import { Columns } from '~/ui/columns/columns'
import { useState } from 'react'
import { techStack } from '~/content/tech-stack'
import { IconGlyph } from '~/ui/icons/icon'
import { Section } from '~/ui/section/section'
import classes from './home.module.css'

export function TechStackTabs() {
  const [active, setActive] = useState<string | null>(techStack[0]?.id ?? null)
  return (
    <Section
      id="tech-stack"
      tinted
      heading={{
        eyebrow: 'Tech stack',
        title: 'Modern technology, chosen to last',
        description:
          'Widely used, well-documented tools, so your platform is fast today and easy for any developer to extend tomorrow.',
      }}
    >
      <Tabs value={active} onChange={setActive} variant="pills" radius="xl" keepMountedMode="display-none">
        <Tabs.List mb="xl" className={classes.techTabs}>
          {techStack.map((group) => (
            <Tabs.Tab
              key={group.id}
              value={group.id}
              leftSection={<IconGlyph name={group.icon} size={18} />}
              fz="md"
              fw={600}
              mih={44}
            >
              {group.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {techStack.map((group) => (
          <Tabs.Panel key={group.id} value={group.id}>
            <Text ta="center" c="dimmed" fz="lg" maw={640} mx="auto" mb="xl">
              {group.description}
            </Text>
            <Columns cols={{ base: 1, xs: 2, md: Math.min(5, group.items.length) }} spacing="md">
              {group.items.map((item) => (
                <Card key={item.name} withBorder radius="md" padding="lg">
                  <Text fw={700}>{item.name}</Text>
                  <Text fz="sm" c="dimmed" mt={4}>
                    {item.use}
                  </Text>
                </Card>
              ))}
            </Columns>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Section>
  )
}
