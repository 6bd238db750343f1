-- The newsletter with confirmed consent, leads pushed to a CRM by webhooks, and the log of a
-- person's data requests (issue 49, items 3 to 5).

-- Subscribers are 'pending' until the address confirms by the link e-mailed to it, then 'confirmed';
-- 'unsubscribed' once they leave (the row stays as the record of the consent and its withdrawal).
-- Rows already here signed up before confirmation existed: kept as confirmed (they asked for the
-- newsletter on the site's own form, and dropping them would lose real readers), marked 'legacy' in
-- consent_note so the admin can tell them apart and ask them to confirm if the law requires it.
ALTER TABLE newsletter_subscribers ADD COLUMN status text NOT NULL DEFAULT 'confirmed';

ALTER TABLE newsletter_subscribers ADD CONSTRAINT newsletter_subscribers_status_check CHECK (status IN ('pending', 'confirmed', 'unsubscribed'));

ALTER TABLE newsletter_subscribers ADD COLUMN consent_note text NOT NULL DEFAULT '';

UPDATE newsletter_subscribers SET consent_note = 'legacy: signed up before confirmation by e-mail; kept as confirmed';

ALTER TABLE newsletter_subscribers ALTER COLUMN status SET DEFAULT 'pending';

-- The consent record: the privacy policy version shown with the form (src/content/legal.ts), when the
-- address was confirmed, when it left. The page is source_page (0008), the sign-up time created_at.
ALTER TABLE newsletter_subscribers ADD COLUMN privacy_version text;

ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at timestamptz;

ALTER TABLE newsletter_subscribers ADD COLUMN unsubscribed_at timestamptz;

-- When the last confirmation message was asked for: a repeat sign-up within 10 minutes sends none.
ALTER TABLE newsletter_subscribers ADD COLUMN confirmation_requested_at timestamptz;

CREATE INDEX newsletter_subscribers_status_created_idx ON newsletter_subscribers (status, created_at DESC);

-- Tokens of the links in the messages, stored as SHA-256 of the random token (never the token):
--   confirm      single-use, valid 7 days
--   unsubscribe  one per message, valid as long as the subscriber exists (RFC 8058 one-click)
CREATE TABLE newsletter_tokens (
  token_hash text PRIMARY KEY,
  subscriber_id uuid NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  used_at timestamptz
);

CREATE INDEX newsletter_tokens_subscriber_idx ON newsletter_tokens (subscriber_id);

-- The CRM's webhook endpoints. The secret (whsec_ + base64) signs each delivery (Standard Webhooks);
-- it is shown to the admin once, when the endpoint is added.
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  url text NOT NULL CHECK (char_length(url) <= 2000),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 200),
  secret text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text NOT NULL
);

-- The durable queue of outgoing messages other than the lead e-mail to sales (which keeps its own
-- columns on contact_requests): mail to subscribers and webhook deliveries. Same life as a lead's
-- e-mail: 'pending' until sent, retried with back-off (a claimed attempt pushes next_attempt_at
-- forward as a lease), 'failed' after the last attempt, 'skipped' when no transport is configured.
CREATE TABLE outgoing_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('newsletter-confirm', 'webhook')),
  subscriber_id uuid REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
  endpoint_id uuid REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  lead_id uuid REFERENCES contact_requests (id) ON DELETE CASCADE,
  -- webhook: the event's type and JSON body, fixed when the event happened (retries send the same).
  event_type text,
  payload text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'skipped')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  -- The answer's HTTP status of the last webhook attempt.
  last_status integer,
  next_attempt_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX outgoing_messages_due_idx ON outgoing_messages (next_attempt_at) WHERE status = 'pending';

CREATE INDEX outgoing_messages_endpoint_idx ON outgoing_messages (endpoint_id, created_at DESC);

CREATE INDEX outgoing_messages_lead_idx ON outgoing_messages (lead_id);

CREATE INDEX outgoing_messages_subscriber_idx ON outgoing_messages (subscriber_id);

-- Every export and erasure of a person's data, with the admin who did it. The address itself is
-- kept (hashed) so the log can answer "was this person's data erased?" without holding the address.
CREATE TABLE personal_data_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL,
  action text NOT NULL CHECK (action IN ('export', 'erase')),
  email_hash text NOT NULL,
  summary text NOT NULL DEFAULT ''
);

CREATE INDEX personal_data_requests_at_idx ON personal_data_requests (at DESC);
