-- Sessions time out on the person's inactivity and after an absolute lifetime (spec 4.3, SESSION_MAX_HOURS).
-- last_seen_at now moves only with the person's own requests (not with the SPA's polls). A session that timed out
-- is not deleted at once: it is marked with the moment it timed out and kept for TIMED_OUT_KEEP_HOURS, because the
-- session-timeout MFA (sendMFA, MFAauthenticate) only renews a timed-out session whose token the caller holds.
alter table sessions add column timed_out_at timestamptz;
