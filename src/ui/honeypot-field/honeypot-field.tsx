import classes from '../utilities/utilities.module.css'

/**
 * The honeypot of a public form: a 'Website' field hidden from people and screen readers. Bots
 * fill it in, and the server drops any request where it is not empty. Without `value` the field
 * keeps its own value (a form that reads its fields when it is sent).
 */
export function HoneypotField({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  return (
    <div aria-hidden="true" className={classes.honeypot}>
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
        />
      </label>
    </div>
  )
}
