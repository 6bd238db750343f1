-- First-party analytics (issue 49): page views and conversions counted by the site itself, and
-- field Core Web Vitals. Nothing here identifies a person: no IP address, no user agent, no
-- cookie. `visitor` is a hash of the day's salt, the IP, the user agent and the site; the salt is
-- random per day and deleted the day after, so keys cannot be linked across days.
-- Days are IST calendar days (the admin area's time zone), like the rest of the dashboard.

-- The day's salt, read by every instance (one row per day; older rows are deleted by the roll-up job).
CREATE TABLE analytics_salts (
  day date PRIMARY KEY,
  salt text NOT NULL CHECK (char_length(salt) <= 64)
);

-- Raw events, kept 90 days.
--   kind           view | contact_open | lead | signup
--   path           the page (a path of this site, no query string)
--   referrer_host  the host of an outside referrer (never the full URL); NULL for direct or internal
--   utm_*          utm_source, utm_medium, utm_campaign of the page's URL (or of the lead)
--   country        ISO code from a CDN header or the IP look-up, NULL when unknown
--   device         mobile | tablet | desktop (from the user agent, coarse)
CREATE TABLE analytics_events (
  at timestamptz NOT NULL,
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('view', 'contact_open', 'lead', 'signup')),
  path text NOT NULL CHECK (char_length(path) <= 300),
  referrer_host text CHECK (char_length(referrer_host) <= 253),
  utm_source text CHECK (char_length(utm_source) <= 150),
  utm_medium text CHECK (char_length(utm_medium) <= 150),
  utm_campaign text CHECK (char_length(utm_campaign) <= 150),
  country text CHECK (char_length(country) = 2),
  device text NOT NULL CHECK (device IN ('mobile', 'tablet', 'desktop')),
  visitor text NOT NULL CHECK (char_length(visitor) <= 32)
);

-- One index serves the day scans (today's live figures, the roll-up, retention) and a visitor's
-- landing view of the day (a conversion's source).
CREATE INDEX analytics_events_day_visitor_idx ON analytics_events (day, visitor, at);

-- The roll-up: one row per finished day, dimension and value. dimension: total (value ''), page,
-- source (the visit's referrer host, '' = direct), campaign ('' = none), device, country ('' = unknown).
-- Visitors are distinct keys of that day (keys change daily, so a range's visitors are the sum of its days').
CREATE TABLE analytics_daily (
  day date NOT NULL,
  dimension text NOT NULL CHECK (dimension IN ('total', 'page', 'source', 'campaign', 'device', 'country')),
  value text NOT NULL,
  views integer NOT NULL,
  visitors integer NOT NULL,
  contact_opens integer NOT NULL,
  leads integer NOT NULL,
  signups integer NOT NULL,
  PRIMARY KEY (dimension, day, value)
);

-- The days already rolled up (a day is rolled up once, by whichever instance gets there first).
CREATE TABLE analytics_rolled_days (
  day date PRIMARY KEY,
  rolled_at timestamptz NOT NULL DEFAULT now()
);

-- Field Core Web Vitals as daily histograms: metric LCP, INP, CLS or TAP (the first tap's time to
-- the next paint), bucket = ceil(value / step) with the metric's step (domain/analytics.ts), n = reports.
CREATE TABLE analytics_vitals_daily (
  day date NOT NULL,
  page_type text NOT NULL CHECK (char_length(page_type) <= 80),
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'TAP')),
  bucket integer NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (day, metric, page_type, bucket)
);
