-- A message queued is announced when its transaction commits: the outbox worker listening on
-- 'email_outbox' sends it at once instead of at its next poll (which still finds anything missed).
CREATE FUNCTION email_outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('email_outbox', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER email_outbox_notify AFTER INSERT ON "email_outbox"
  FOR EACH STATEMENT EXECUTE FUNCTION email_outbox_notify();
