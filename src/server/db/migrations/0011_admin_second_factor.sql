-- A second factor for the embedded admin sign-in (issue 50): TOTP secrets sealed with
-- AES-256-GCM under ADMIN_SECRETS_KEY (never stored in the clear), the last time step accepted
-- (a code is never accepted twice), single-use recovery codes kept only as hashes, and the
-- short-lived pending sign-ins between the password and the code (not sessions: they open nothing).
ALTER TABLE admin_users ADD COLUMN totp_secret text;
ALTER TABLE admin_users ADD COLUMN totp_pending_secret text;
ALTER TABLE admin_users ADD COLUMN totp_enrolled_at timestamptz;
ALTER TABLE admin_users ADD COLUMN totp_last_step bigint;

CREATE TABLE admin_recovery_codes (
  user_id uuid NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

CREATE TABLE admin_pending_sign_ins (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE INDEX admin_pending_sign_ins_expires_idx ON admin_pending_sign_ins (expires_at);
