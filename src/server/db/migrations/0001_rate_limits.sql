-- Fixed-window request counters shared by every server instance (contact form, newsletter, login).
CREATE TABLE rate_limits (
  bucket text NOT NULL,
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, key, window_start)
);

CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);
