-- Whether an outgoing message is being sent right now: a claim sets claimed_until to the end of its
-- lease, recording the attempt's outcome clears it. "Send again" leaves a message alone while it is
-- claimed (it would be sent twice at once); a lease that ran out (its sender crashed) does not hold it.
ALTER TABLE outgoing_messages ADD COLUMN claimed_until timestamptz;
