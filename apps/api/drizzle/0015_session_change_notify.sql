-- Every API process keeps the sessions it looked up for a few seconds (modules/auth/session-cache.ts,
-- issue 10). A change to an account (roles, disabled, password and session version, names) or a
-- revoked token (logout) is told to every process on the live channel at commit, and each forgets
-- what it kept, so a logout or a disabled account ends the session in every process at once.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('docapply_live', '{"session":true}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_session_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_session_change" AFTER INSERT ON "revoked_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
