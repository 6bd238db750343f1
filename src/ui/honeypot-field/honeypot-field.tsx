import classes from '../utilities/utilities.module.css'

/**
 * The honeypot of a public form: a 'Website' field hidden from people and screen readers. Bots
 * fill it in, and the server drops any request where it is not empty.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
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
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </label>
    </div>
  )
}
