import type { CSSProperties, ReactNode } from 'react'
import { ChoiceOption, choiceScope, shownFor, type ChoiceAxis } from './choice'
import { cx } from '~/ui/plain/mantine-classes'
import classes from './choice.module.css'

/**
 * Tabs that answer the first tap with no script (src/ui/choice): a radio group drawn as Mantine's
 * Tabs (pills, or the default line) with none of its JavaScript, every panel in the HTML and the
 * chosen one shown by CSS. Server HTML. The open tab can be kept in
 * the URL (`search`): the server opens the tab the URL names, and choosing one writes it into the
 * address. `value` is the tab the server opens.
 */
export function ChoiceTabs<Id extends string, Tab extends { id: Id; label: ReactNode }>({
  name,
  label,
  value,
  tabs,
  search,
  look = 'pills',
  grow = false,
  color = 'var(--mantine-primary-color-filled)',
  axis = 'a',
  testId,
  panelTestId,
  renderPanel,
}: {
  /** The radio group's name, unique in the page. */
  name: string
  /** What the group is, read out with it (its accessible name). */
  label: string
  value: Id
  tabs: readonly Tab[]
  /** The search param that keeps the open tab, and the tab it leaves out of the URL (the default). */
  search?: { param: string; omit?: Id }
  look?: 'pills' | 'line'
  /** Line tabs that share the row's width. */
  grow?: boolean
  /** The chosen tab's colour (a CSS colour). */
  color?: string
  axis?: ChoiceAxis
  testId?: string
  /** Test ids `{panelTestId}-{tab}`. */
  panelTestId?: string
  renderPanel: (tab: Tab) => ReactNode
}) {
  return (
    <div className={choiceScope} style={{ '--tabs-color': color } as CSSProperties} data-testid={testId}>
      <div
        role="radiogroup"
        aria-label={label}
        className={look === 'pills' ? cx(classes.tabGrid, classes.tabListSpace) : classes.lineList}
        data-grow={(look === 'line' && grow) || undefined}
      >
        {tabs.map((tab) => (
          <ChoiceOption
            key={tab.id}
            name={name}
            value={tab.id}
            checked={tab.id === value}
            labelClassName={look === 'pills' ? classes.tab : cx(classes.tab, classes.line)}
            search={search}
            axis={axis}
          >
            {tab.label}
          </ChoiceOption>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          {...shownFor(index + 1, axis)}
          data-testid={panelTestId ? `${panelTestId}-${tab.id}` : undefined}
        >
          {renderPanel(tab)}
        </div>
      ))}
    </div>
  )
}
