import type { CSSProperties, ReactNode } from 'react'
import classes from './choice.module.css'
import { SEARCH_OMIT_ATTRIBUTE, SEARCH_PARAM_ATTRIBUTE } from './search-attributes'

/**
 * A choice that answers the first tap with no script: tabs, filters, a picker. Each option is a
 * radio followed by its label (ChoiceOption); the parts shown for some options only carry their
 * positions (shownFor); CSS (choice.module.css) shows what the checked radio's position names, within
 * the element that has `choiceScope`. All the panels are in the HTML, so nothing waits for the network
 * or for hydration, with the page's script or without it, and the section stays server HTML
 * (ServerHtml): no code of its own. The radios of a choice are siblings, in the order of their
 * positions, and no other input is among them. The arrow keys move the choice, as in any radio group.
 *
 * Kept in the URL: with `search`, the page's inline script (early-taps.ts) writes the chosen value
 * into the address (history.replaceState; the router, once there, follows it), and the server checks
 * the option the URL names, so a shared link opens on it.
 *
 * The widget's own CSS draws the label, `input:checked + .label` marking the chosen one and
 * `input:focus-visible + .label` the focused one.
 */
export const choiceScope = classes.scope

/** Two axes, for a choice inside another: the second one's radios and parts are told apart. */
export type ChoiceAxis = 'a' | 'b'

/** How many options the rules of choice.module.css reach, per axis (tests/unit/choice.test.tsx). */
export const MAX_OPTIONS: Record<ChoiceAxis, number> = { a: 12, b: 4 }

export function ChoiceOption({
  name,
  value,
  checked,
  labelClassName,
  labelStyle,
  search,
  axis = 'a',
  testId,
  children,
}: {
  /** The radio group's name, unique in the page; with the value, it makes the radio's id. */
  name: string
  value: string
  /** Checked in the server's HTML: the option the URL names, or the default. */
  checked: boolean
  labelClassName?: string
  labelStyle?: CSSProperties
  /** The search param that keeps the choice, and the value it leaves out of the URL. */
  search?: { param: string; omit?: string }
  axis?: ChoiceAxis
  testId?: string
  children: ReactNode
}) {
  const id = `${name}-${value}`
  return (
    <>
      <input
        type="radio"
        className={axis === 'a' ? classes.radio : classes.radioB}
        name={name}
        id={id}
        value={value}
        defaultChecked={checked}
        {...(search
          ? {
              [SEARCH_PARAM_ATTRIBUTE]: search.param,
              ...(search.omit !== undefined ? { [SEARCH_OMIT_ATTRIBUTE]: search.omit } : {}),
            }
          : {})}
      />
      <label htmlFor={id} className={labelClassName} style={labelStyle} data-testid={testId}>
        {children}
      </label>
    </>
  )
}

/**
 * The attribute of a part shown only while one of these options is chosen (positions from 1, in the
 * order of the radios).
 */
export function shownFor(positions: number | readonly number[], axis: ChoiceAxis = 'a'): Record<string, string> {
  const list = typeof positions === 'number' ? [positions] : positions
  return { [axis === 'a' ? 'data-in' : 'data-in-b']: list.join(' ') }
}
