// @vitest-environment jsdom
import { act, useRef, useState } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import {
  typedFieldsOf,
  typedSinceServerHtml,
  useTypedBeforeHydration,
  type FieldValue,
} from '~/features/forms/typed-before-hydration'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  document.body.innerHTML = ''
})

/** A form as the server draws it: text, a hidden field, a text area, a box and a select. */
function serverForm(): HTMLFormElement {
  document.body.innerHTML = `<form>
    <input name="name" value="">
    <input name="email" type="email" value="kept@example.com">
    <input type="hidden" name="returnTo" value="/contact">
    <textarea name="note"></textarea>
    <input type="checkbox" name="terms">
    <select name="product"><option value="" disabled selected>Pick</option><option value="astro">Astro</option><option value="chat">Chat</option></select>
    <input name="untouched" value="as drawn">
  </form>`
  return document.querySelector('form')!
}

describe('typedSinceServerHtml', () => {
  it('is empty for a form as the server drew it', () => {
    expect(typedSinceServerHtml(serverForm())).toEqual({})
  })

  it('gives every field the visitor changed, and nothing else', () => {
    const form = serverForm()
    form.querySelector<HTMLInputElement>('[name=name]')!.value = 'Kavya'
    form.querySelector<HTMLInputElement>('[name=email]')!.value = 'new@example.com'
    form.querySelector<HTMLInputElement>('[name=returnTo]')!.value = '/elsewhere'
    form.querySelector<HTMLTextAreaElement>('[name=note]')!.value = 'Two lines\nof text'
    form.querySelector<HTMLInputElement>('[name=terms]')!.checked = true
    form.querySelector<HTMLSelectElement>('[name=product]')!.value = 'chat'
    expect(typedSinceServerHtml(form)).toEqual({
      name: 'Kavya',
      email: 'new@example.com',
      note: 'Two lines\nof text',
      terms: true,
      product: 'chat',
    })
  })

  it('counts a box unticked and a field emptied as changes', () => {
    document.body.innerHTML = `<form><input type="checkbox" name="terms" checked><input name="name" value="Server"></form>`
    const form = document.querySelector('form')!
    form.querySelector<HTMLInputElement>('[name=terms]')!.checked = false
    form.querySelector<HTMLInputElement>('[name=name]')!.value = ''
    expect(typedSinceServerHtml(form)).toEqual({ terms: false, name: '' })
  })
})

describe('typedFieldsOf', () => {
  it("keeps the form's own fields, each only as the kind of value the form holds there", () => {
    const values = { name: '', terms: false }
    expect(typedFieldsOf({ name: 'Kavya', terms: true, website: 'spam', returnTo: '/x' }, values)).toEqual({
      name: 'Kavya',
      terms: true,
    })
    // A field named like a box that came as text, or the reverse, is not taken.
    expect(typedFieldsOf({ name: true, terms: 'on' }, values)).toEqual({})
  })
})

/** A form whose fields React controls, as the contact form's are. */
function ControlledForm({ onAdopt }: { onAdopt?: (typed: Record<string, FieldValue>) => void }) {
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState({ name: '', product: '' })
  useTypedBeforeHydration(formRef, (typed) => {
    onAdopt?.(typed)
    setValues((current) => ({ ...current, ...(typed as Partial<typeof current>) }))
  })
  return (
    <form ref={formRef} data-state={JSON.stringify(values)}>
      <input name="name" value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} />
      <select
        name="product"
        value={values.product}
        onChange={(event) => setValues({ ...values, product: event.target.value })}
      >
        <option value="" disabled>
          Pick
        </option>
        <option value="astro">Astro</option>
        <option value="chat">Chat</option>
      </select>
    </form>
  )
}

describe('useTypedBeforeHydration', () => {
  it('makes what was typed before hydration the state, and the fields keep it', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<ControlledForm />)
    document.body.append(container)
    const name = container.querySelector<HTMLInputElement>('[name=name]')!
    const product = container.querySelector<HTMLSelectElement>('[name=product]')!
    // The visitor types and chooses while the page's script is on its way.
    name.value = 'Kavya'
    product.value = 'chat'
    await act(async () => {
      hydrateRoot(container, <ControlledForm />)
    })
    expect(JSON.parse(container.querySelector('form')!.dataset.state!)).toEqual({ name: 'Kavya', product: 'chat' })
    expect(name.value).toBe('Kavya')
    expect(product.value).toBe('chat')
  })

  it('adopts nothing when nothing was typed', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<ControlledForm />)
    document.body.append(container)
    const adopted: Record<string, FieldValue>[] = []
    await act(async () => {
      hydrateRoot(container, <ControlledForm onAdopt={(typed) => adopted.push(typed)} />)
    })
    expect(adopted).toEqual([])
  })

  it('adopts nothing in a form drawn in the browser, whose select has no option marked selected', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    const adopted: Record<string, FieldValue>[] = []
    await act(async () => {
      createRoot(container).render(<ControlledForm onAdopt={(typed) => adopted.push(typed)} />)
    })
    expect(container.querySelector('select')).not.toBeNull()
    expect(adopted).toEqual([])
  })
})
