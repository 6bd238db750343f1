-- Whether an outgoing message is being sent right now: a claim sets in_attempt (next_attempt_at is
-- then its lease), recording the attempt's outcome clears it. "Send again" leaves a message alone
-- while an attempt holds it (it would be sent twice at once); a lease that ran out (its sender
-- crashed) does not hold it.
ALTER TABLE outgoing_messages ADD COLUMN in_attempt boolean NOT NULL DEFAULT false;
