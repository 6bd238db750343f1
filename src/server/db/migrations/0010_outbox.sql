-- What a visitor sent while the database was down (issue 24): the server kept it in its local
-- outbox and stored it here once the database was back.
--   submission_key  the idempotency key that travelled with the submission (the browser's UUID per
--                   attempt, or a hash the server derived from the values and a time window). Unique,
--                   so a double click, a retry, a restart mid-replay or two instances replaying never
--                   store one submission twice. NULL for older rows (NULLs do not collide).
--   stored_at       when a submission that went through the outbox reached the database; NULL when it
--                   was stored as it arrived. created_at stays the moment the visitor sent it.
ALTER TABLE contact_requests ADD COLUMN submission_key text CHECK (char_length(submission_key) <= 100);

ALTER TABLE contact_requests ADD COLUMN stored_at timestamptz;

CREATE UNIQUE INDEX contact_requests_submission_key_idx ON contact_requests (submission_key);

ALTER TABLE newsletter_subscribers ADD COLUMN submission_key text CHECK (char_length(submission_key) <= 100);

ALTER TABLE newsletter_subscribers ADD COLUMN stored_at timestamptz;

CREATE UNIQUE INDEX newsletter_subscribers_submission_key_idx ON newsletter_subscribers (submission_key);
