-- Leads as a small sales pipeline (issue 13 item 2).
-- status: where the sales team stands with a lead (new -> contacted -> qualified -> won | lost);
-- separate from delivery_status, which is about the e-mail to sales.
ALTER TABLE contact_requests ADD COLUMN status text NOT NULL DEFAULT 'new';

ALTER TABLE contact_requests ADD CONSTRAINT contact_requests_status_check CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost'));

ALTER TABLE contact_requests ADD COLUMN status_changed_at timestamptz;

-- Where the visitor came from: the page the dialog was opened on and the UTM parameters of its URL
-- (empty when absent). The browser sends them; the server tidies and limits them (src/domain/contact.ts).
ALTER TABLE contact_requests ADD COLUMN page_path text NOT NULL DEFAULT '';

ALTER TABLE contact_requests ADD COLUMN utm_source text NOT NULL DEFAULT '';

ALTER TABLE contact_requests ADD COLUMN utm_medium text NOT NULL DEFAULT '';

ALTER TABLE contact_requests ADD COLUMN utm_campaign text NOT NULL DEFAULT '';

ALTER TABLE contact_requests ADD COLUMN utm_term text NOT NULL DEFAULT '';

ALTER TABLE contact_requests ADD COLUMN utm_content text NOT NULL DEFAULT '';

-- The currency the visitor was shown prices in (their country preference); '' for older leads.
ALTER TABLE contact_requests ADD COLUMN currency text NOT NULL DEFAULT '';

ALTER TABLE contact_requests ADD CONSTRAINT contact_requests_currency_check CHECK (currency IN ('', 'INR', 'USD'));

-- The filters of the admin table; each is combined with the newest-first order. A plain ILIKE
-- search over name, e-mail, company and message needs no index at the sizes we expect (10,000
-- rows: see the benchmark), and pg_trgm is not available in the embedded database.
CREATE INDEX contact_requests_status_created_idx ON contact_requests (status, created_at DESC);

CREATE INDEX contact_requests_product_created_idx ON contact_requests (product, created_at DESC);

CREATE INDEX contact_requests_delivery_created_idx ON contact_requests (delivery_status, created_at DESC);

CREATE INDEX contact_requests_currency_created_idx ON contact_requests (currency, created_at DESC);

-- Who changed what when: a status change, a note, or both in one entry. actor is the admin's e-mail.
CREATE TABLE contact_request_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES contact_requests (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL,
  from_status text,
  to_status text,
  note text NOT NULL DEFAULT '',
  CONSTRAINT contact_request_events_kind_check CHECK (to_status IS NOT NULL OR note <> '')
);

CREATE INDEX contact_request_events_lead_idx ON contact_request_events (lead_id, created_at);

-- Every e-mail attempt and its outcome, for the delivery history of a lead:
--   sent     EmailJS accepted it
--   retry    the attempt failed; another follows (error says why)
--   failed   the last attempt failed; no more automatic attempts
--   skipped  no e-mail service was configured
--   requeued an admin asked to send it again (actor says who)
CREATE TABLE contact_request_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES contact_requests (id) ON DELETE CASCADE,
  attempted_at timestamptz NOT NULL DEFAULT now(),
  attempt integer NOT NULL DEFAULT 0,
  outcome text NOT NULL,
  error text,
  actor text,
  CONSTRAINT contact_request_deliveries_outcome_check CHECK (outcome IN ('sent', 'retry', 'failed', 'skipped', 'requeued'))
);

CREATE INDEX contact_request_deliveries_lead_idx ON contact_request_deliveries (lead_id, attempted_at);
