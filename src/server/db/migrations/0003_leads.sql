-- Contact requests (leads) and newsletter subscribers.
-- A lead is stored before its e-mail is sent; delivery_status tracks the e-mail:
--   pending  waiting for its next attempt at next_attempt_at (a claimed attempt pushes
--            next_attempt_at forward as a lease, so a crashed sender is retried later)
--   sent     EmailJS accepted it
--   failed   every attempt failed (last_error says why); the admin area shows it
--   skipped  no e-mail service configured: the lead is only in the database
CREATE TABLE contact_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  mobile text NOT NULL,
  product text NOT NULL,
  brand_name text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  source text NOT NULL DEFAULT 'website',
  created_at timestamptz NOT NULL DEFAULT now(),
  delivery_status text NOT NULL DEFAULT 'pending',
  delivery_attempts integer NOT NULL DEFAULT 0,
  last_error text,
  next_attempt_at timestamptz,
  delivered_at timestamptz,
  CONSTRAINT contact_requests_delivery_status_check CHECK (delivery_status IN ('pending', 'sent', 'failed', 'skipped'))
);

CREATE INDEX contact_requests_created_at_idx ON contact_requests (created_at DESC);

CREATE INDEX contact_requests_due_idx ON contact_requests (next_attempt_at) WHERE delivery_status = 'pending';

CREATE TABLE newsletter_subscribers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  source text NOT NULL DEFAULT 'footer',
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT newsletter_subscribers_email_key UNIQUE (email)
);
