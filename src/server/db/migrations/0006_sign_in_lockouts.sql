-- Per-account sign-in back-off (on top of the per-IP limit in rate_limits): after 5 failures an
-- account is locked for 15 minutes, doubling with each further lockout. Keyed by the e-mail as
-- typed (normalised), whether or not the account exists, so a lockout reveals nothing.
CREATE TABLE sign_in_lockouts (
  account text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  lockouts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
