import { Card, Text } from '@mantine/core'
import { Fragment } from 'react'
import { Columns } from '~/ui/columns/columns'
import { techStack } from '~/content/tech-stack'
import { IconGlyph } from '~/ui/icons/icon'
import { Section } from '~/ui/section/section'
import classes from './home.module.css'

/**
 * The technology areas, one shown at a time. Native: a radio group whose checked entry shows the
 * panel right after it by CSS (home.module.css), so the first tap answers at once, before the page's
 * script and without it, in every browser, and the section is server HTML that never hydrates (no
 * code at all). The arrow keys move between the areas as in any radio group. All panels are in the HTML.
 */
export function TechStackTabs() {
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
      {/* Each area's radio, its label and its panel in a row of the DOM: the panel follows its control,
          and the layout (home.module.css) puts every label first and the one shown panel under them. */}
      <div role="radiogroup" aria-label="Technology area" className={classes.techSwitch}>
        {techStack.map((group, index) => (
          <Fragment key={group.id}>
            <input
              type="radio"
              name="tech-stack"
              id={`tech-stack-${group.id}`}
              value={group.id}
              defaultChecked={index === 0}
              className={classes.techRadio}
            />
            <label htmlFor={`tech-stack-${group.id}`} className={classes.techTab}>
              <IconGlyph name={group.icon} size={18} />
              {group.label}
            </label>
            <div className={classes.techPanel} data-testid={`tech-panel-${group.id}`}>
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
            </div>
          </Fragment>
        ))}
      </div>
    </Section>
  )
}
