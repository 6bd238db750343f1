import { useLayoutEffect, useState, useSyncExternalStore, type RefObject } from 'react'

/** A field's value as a form's state holds it: text, or whether a box is ticked. */
export type FieldValue = string | boolean

/**
 * What the visitor typed, chose or ticked in `form` since the server drew it: every named field
 * whose state differs from the HTML's (an input's or a text area's value from its `defaultValue`,
 * a box's `checked` from `defaultChecked`, a select's choice from the option the HTML marks
 * selected). Hidden inputs are the form's own, never the visitor's. The browser's restoring of a
 * form on Back or Reload counts too: it is what the visitor had typed.
 */
export function typedSinceServerHtml(form: HTMLFormElement): Record<string, FieldValue> {
  const typed: Record<string, FieldValue> = {}
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (!element.name || element.type === 'hidden') continue
      if (element.type === 'checkbox' || element.type === 'radio') {
        if (element.checked !== element.defaultChecked) typed[element.name] = element.checked
      } else if (element.value !== element.defaultValue) typed[element.name] = element.value
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.name && element.value !== element.defaultValue) typed[element.name] = element.value
    } else if (element instanceof HTMLSelectElement) {
      const chosen = element.selectedOptions[0]
      if (element.name && chosen && !chosen.defaultSelected) typed[element.name] = element.value
    }
  }
  return typed
}

/**
 * Of what was typed, the fields a form's `values` hold, each only as the kind of value it holds
 * there (text for a field, true or false for a box): what the form can take as its state.
 */
export function typedFieldsOf<T extends object>(typed: Record<string, FieldValue>, values: T): Partial<T> {
  const fields: Record<string, FieldValue> = {}
  for (const [name, value] of Object.entries(typed))
    if (name in values && typeof (values as Record<string, unknown>)[name] === typeof value) fields[name] = value
  return fields as Partial<T>
}

const noSubscription = () => () => {}
const drawnHere = () => false
const fromServer = () => true

/**
 * For a form whose fields React controls and whose page a visitor can type in before its script
 * has run (the server's HTML, a slow phone): React leaves what was typed in the elements while it
 * hydrates, but the form's state still holds the server's values, so a send would miss them and the
 * fields' first update would write those values back over the visitor's. Once, as the form
 * hydrates (before any update), `adopt` receives what was typed (typedSinceServerHtml) and makes it
 * the form's state. Not called when nothing was typed, nor for a form drawn in the browser (the
 * dialog's): there nothing was typed before, and a select React chose an option in has no option
 * the HTML marks selected, which would read as the visitor's choice.
 */
export function useTypedBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  adopt: (typed: Record<string, FieldValue>) => void,
): void {
  // True while React hydrates server HTML (it reads the server snapshot then), false in a render in
  // the browser; kept from the first render.
  const hydrating = useSyncExternalStore(noSubscription, drawnHere, fromServer)
  const [hydrated] = useState(hydrating)
  useLayoutEffect(() => {
    const form = formRef.current
    if (!form || !hydrated) return
    const typed = typedSinceServerHtml(form)
    if (Object.keys(typed).length > 0) adopt(typed)
    // Once, as the form appears: later values are the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
