import { SECOND_FACTOR_MESSAGES, SecondFactorCodeSchema } from '~/domain/admin'
import { ChangePasswordSchema } from '~/domain/admin-account'
import type { FormFlash } from '~/domain/form-flash'
import { LeadUpdateSchema } from '~/domain/lead-pipeline'
import { currentAdmin, mustEnrolSecondFactor } from '~/server/auth/require-admin.server'
import type { AdminUser } from '~/server/auth/types.server'
import { PublicError } from '~/server/leads/public-error.server'
import {
  changeAdminPassword,
  confirmSecondFactorSetup,
  disableSecondFactor,
  startSecondFactorSetup,
  updateLeadAsAdmin,
} from './admin-actions.server'
import {
  failureOf,
  formInput,
  keptValues,
  notAForm,
  readPostedForm,
  returnPath,
  runFormAction,
  seeOther,
} from './form-endpoint.server'

/**
 * The native form posts of the admin's own forms (the password change, a lead's status and
 * note): what they do before the admin's script has hydrated or without JavaScript. Like the
 * public ones (form-posts.server.ts): the same schema and the same service as the server
 * function (admin-actions.server.ts), a 303 back to the form's page with the outcome in the flash
 * cookie, never a value in a URL; cross-site posts are refused by the CSRF check of src/start.ts.
 * Without a signed-in admin nothing is done: 303 to the sign-in page, which says so and leads
 * back to the form's page.
 */

/** The account page: the password form's page. */
export const ADMIN_ACCOUNT_PATH = '/admin/dashboard/account'

/** The element the browser scrolls to after a password post (the form's card). */
export const ADMIN_PASSWORD_FRAGMENT = 'change-password'

/** The element the browser scrolls to after a second-factor post (its card). */
export const SECOND_FACTOR_FRAGMENT = 'second-factor'

/** The forms an admin may use before setting up a required second factor. */
const ACCOUNT_FORMS: ReadonlyArray<FormFlash['form']> = ['admin-password', 'second-factor-setup']

/** The element the browser scrolls to after a lead status post (the form). */
export const LEAD_STATUS_FRAGMENT = 'lead-status'

/** What the sign-in page says to an admin whose post arrived without a session. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended, so nothing was saved. Please sign in again.'

/** What a lead post that changes nothing is told (only possible without JavaScript). */
export const NOTHING_CHANGED_MESSAGE = 'Nothing changed: choose a new status or write a note.'

/** A lead's page in the admin. */
export function leadPagePath(leadId: string): string {
  return `/admin/dashboard/leads/${encodeURIComponent(leadId)}`
}

/** To sign in, then back to `dashboardPath` (a path /admin?redirect= accepts): nothing was done. */
function signInAgain(dashboardPath: string): Response {
  return seeOther(`/admin?redirect=${encodeURIComponent(dashboardPath)}`, {
    form: 'sign-in',
    error: { code: 'unauthorized', message: SESSION_ENDED_MESSAGE },
  })
}

/**
 * The signed-in admin (the same provider check as requireAdmin), or the answer to send instead:
 * to sign in without a session, back with the message when the check itself failed.
 */
export async function adminOrAnswer(
  signInTo: string,
  back: string,
  form: FormFlash['form'],
  what: string,
): Promise<AdminUser | Response> {
  try {
    const admin = await currentAdmin()
    if (!admin) return signInAgain(signInTo)
    // Only the account page's own forms before a required second factor is set up.
    if (mustEnrolSecondFactor(admin) && !ACCOUNT_FORMS.includes(form)) {
      return seeOther(`${ADMIN_ACCOUNT_PATH}#${SECOND_FACTOR_FRAGMENT}`, {
        form: 'second-factor-setup',
        error: { code: 'forbidden', message: SECOND_FACTOR_MESSAGES.enrolmentRequired },
      })
    }
    return admin
  } catch (error) {
    return seeOther(back, { form, error: failureOf(error, what) })
  }
}

/**
 * The password change: back to the account page, confirmed or with the messages (under their
 * fields). The passwords are never kept, logged or put in the flash.
 */
export async function adminPasswordPost(request: Request): Promise<Response> {
  const form = await readPostedForm(request)
  if (!form) return notAForm()
  const what = 'Admin password form post'
  const back = `${ADMIN_ACCOUNT_PATH}#${ADMIN_PASSWORD_FRAGMENT}`
  const admin = await adminOrAnswer(ADMIN_ACCOUNT_PATH, back, 'admin-password', what)
  if (admin instanceof Response) return admin
  const error = await runFormAction(
    ChangePasswordSchema,
    formInput(ChangePasswordSchema, form),
    (data) => changeAdminPassword(admin, data),
    what,
  )
  return seeOther(back, error ? { form: 'admin-password', error } : { form: 'admin-password' })
}

/** Back to the lead's own page: the form's `returnTo` when it is that page (the list's filters kept), else its path. */
function backToLead(form: FormData, request: Request, leadId: string): string {
  const own = leadPagePath(leadId)
  const asked = returnPath(form, request)
  const path = new URL(asked, 'http://site.invalid').pathname === own ? asked : own
  return `${path}#${LEAD_STATUS_FRAGMENT}`
}

/**
 * A lead's status and/or note: back to the lead's page, where the history shows the change, or
 * with the message and what was chosen and written kept. The lead is the one in the URL.
 */
export async function leadStatusPost(request: Request, leadId: string): Promise<Response> {
  const form = await readPostedForm(request)
  if (!form) return notAForm()
  const what = 'Lead status form post'
  const back = backToLead(form, request, leadId)
  const admin = await adminOrAnswer('/admin/dashboard/leads', back, 'lead-status', what)
  if (admin instanceof Response) return admin
  const error = await runFormAction(
    LeadUpdateSchema,
    { ...formInput(LeadUpdateSchema, form), id: leadId },
    async (data) => {
      const { changed } = await updateLeadAsAdmin(admin, data)
      if (!changed) throw PublicError.of('rejected', NOTHING_CHANGED_MESSAGE)
    },
    what,
  )
  const lead = { lead: leadId }
  if (!error) return seeOther(back, { form: 'lead-status', values: lead })
  const { status, note } = keptValues(form)
  const values = { ...lead, ...(status ? { status } : {}), ...(note ? { note } : {}) }
  return seeOther(back, { form: 'lead-status', error, values })
}

/**
 * The account page's second-factor card, one endpoint for its three forms (`intent`): `start`
 * makes a new secret (the page then shows it), `confirm` checks the app's first code and turns the
 * second factor on (the recovery codes travel once, in the flash, to the page that shows them),
 * `disable` turns it off after a code. Back to the card every time; a code is never kept.
 */
export async function secondFactorSetupPost(request: Request): Promise<Response> {
  const form = await readPostedForm(request)
  if (!form) return notAForm()
  const what = 'Admin second-factor set-up form post'
  const back = `${ADMIN_ACCOUNT_PATH}#${SECOND_FACTOR_FRAGMENT}`
  const admin = await adminOrAnswer(ADMIN_ACCOUNT_PATH, back, 'second-factor-setup', what)
  if (admin instanceof Response) return admin
  const intent = form.get('intent')
  if (intent === 'start') {
    try {
      const enrolment = await startSecondFactorSetup(admin)
      // The embedded provider shows a pending secret again from the database; Supabase's only now.
      return seeOther(back, { form: 'second-factor-setup', values: { step: 'started', ...enrolment } })
    } catch (error) {
      return seeOther(back, { form: 'second-factor-setup', error: failureOf(error, what) })
    }
  }
  let recoveryCodes: string[] = []
  const run =
    intent === 'disable'
      ? (data: { code: string }) => disableSecondFactor(admin, data)
      : async (data: { code: string }) => ({ recoveryCodes } = await confirmSecondFactorSetup(admin, data))
  const error = await runFormAction(SecondFactorCodeSchema, formInput(SecondFactorCodeSchema, form), run, what)
  if (error) return seeOther(back, { form: 'second-factor-setup', error, values: { step: String(intent) } })
  const values: Record<string, string> =
    intent === 'disable' ? { step: 'disabled' } : { step: 'enrolled', recoveryCodes: recoveryCodes.join(' ') }
  return seeOther(back, { form: 'second-factor-setup', values })
}
