import type * as v from 'valibot'
import { LoginSchema, SECOND_FACTOR_MESSAGES, SecondFactorCodeSchema } from '~/domain/admin'
import { ContactRequestSchema, contactFormEntries } from '~/domain/contact'
import type { PublicError } from '~/domain/errors'
import type { FormFlash } from '~/domain/form-flash'
import { NewsletterSchema } from '~/domain/newsletter'
import {
  sendContactRequest,
  signInAdminAccount,
  signOutAdminSession,
  signUpForNewsletter,
  verifyAdminSecondFactor,
} from './form-actions.server'
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
 * The native form posts: what a form does before its script has arrived or without JavaScript.
 * Each reads the posted fields, validates them with the same schema as its server function,
 * calls the same service (form-actions.server.ts) and answers 303: to the result page, or back
 * to the form's page with the outcome in the flash cookie (flash.server.ts). The CSRF check of
 * src/start.ts has already refused cross-site posts.
 */

/** Runs the parse of the posted fields and the service; a refusal comes back as the envelope (never thrown). */
function attempt<S extends v.GenericSchema>(
  schema: S,
  form: FormData,
  run: (data: v.InferOutput<S>) => Promise<unknown>,
  what: string,
): Promise<PublicError | null> {
  return runFormAction(schema, formInput(schema, form), run, what)
}

/** Appends a fragment so the browser scrolls to the form that answered. */
function at(path: string, fragment: string): string {
  return `${path}#${fragment}`
}

/** The footer sign-up: back to the same page, confirmed or with the message and the address kept. */
export async function newsletterPost(request: Request): Promise<Response> {
  const form = await readPostedForm(request)
  if (!form) return notAForm()
  const back = at(returnPath(form, request), 'newsletter')
  const error = await attempt(NewsletterSchema, form, signUpForNewsletter, 'Newsletter form post')
  const email = keptValues(form).email
  const flash: FormFlash = error
    ? { form: 'newsletter', error, values: email ? { email } : undefined }
    : { form: 'newsletter' }
  return seeOther(back, flash)
}

const CONTACT_FIELDS = Object.keys(contactFormEntries)

/** A contact request: /thank-you once the lead is stored; otherwise back with the messages and the values. */
export async function contactPost(request: Request): Promise<Response> {
  const form = await readPostedForm(request)
  if (!form) return notAForm()
  const error = await attempt(ContactRequestSchema, form, sendContactRequest, 'Contact form post')
  if (!error) return seeOther('/thank-you')
  const values = Object.fromEntries(Object.entries(keptValues(form)).filter(([name]) => CONTACT_FIELDS.includes(name)))
  return seeOther(at(returnPath(form, request), 'contact-form'), { form: 'contact', error, values })
}

/** Where a signed-in admin may be sent: a dashboard page only (the same rule as /admin?redirect=). */
const DASHBOARD_PATH = /^\/admin\/dashboard(\/[a-z-]*)?$/

/** Admin sign-in: to the dashboard page asked for, or back to /admin with the message (the e-mail kept, never the password). */
export async function signInPost(request: Request): Promise<Response> {
  const form = await readPostedForm(request)
  if (!form) return notAForm()
  const asked = form.get('returnTo')
  const target = typeof asked === 'string' && DASHBOARD_PATH.test(asked) ? asked : '/admin/dashboard'
  let secondFactor = false
  const error = await attempt(
    LoginSchema,
    form,
    async (data) => ({ secondFactor } = await signInAdminAccount(data)),
    'Admin sign-in form post',
  )
  if (!error) return seeOther(secondFactor ? withRedirect(SECOND_FACTOR_PAGE, target) : target)
  const email = keptValues(form, ['password']).email
  return seeOther(withRedirect('/admin', target), { form: 'sign-in', error, values: email ? { email } : undefined })
}

/** The sign-in's second step: the page with the code form. */
export const SECOND_FACTOR_PAGE = '/admin/verify'

/** `path`, with the dashboard page to go to after signing in when it is not the dashboard itself. */
function withRedirect(path: string, target: string): string {
  return target === '/admin/dashboard' ? path : `${path}?redirect=${encodeURIComponent(target)}`
}

/**
 * The code of a sign-in's second step: to the dashboard page asked for, back to the code form
 * with the message, or to the password form when the pending sign-in has expired. The code is
 * never kept.
 */
export async function secondFactorPost(request: Request): Promise<Response> {
  const form = await readPostedForm(request)
  if (!form) return notAForm()
  const asked = form.get('returnTo')
  const target = typeof asked === 'string' && DASHBOARD_PATH.test(asked) ? asked : '/admin/dashboard'
  const error = await attempt(SecondFactorCodeSchema, form, verifyAdminSecondFactor, 'Admin second-factor form post')
  if (!error) return seeOther(target)
  if (error.message === SECOND_FACTOR_MESSAGES.expired) {
    return seeOther(withRedirect('/admin', target), { form: 'sign-in', error })
  }
  return seeOther(withRedirect(SECOND_FACTOR_PAGE, target), { form: 'second-factor', error })
}

/** Sign-out: to the sign-in page, or back to the admin page with the message when the session could not end. */
export async function signOutPost(request: Request): Promise<Response> {
  const form = await readPostedForm(request)
  if (!form) return notAForm()
  try {
    await signOutAdminSession()
    return seeOther('/admin')
  } catch (error) {
    return seeOther(returnPath(form, request), {
      form: 'sign-out',
      error: failureOf(error, 'Admin sign-out form post'),
    })
  }
}
