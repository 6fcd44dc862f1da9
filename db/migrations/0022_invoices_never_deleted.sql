-- Invoices and credit notes are never deleted, and once issued only their reminders change: a
-- mistake is corrected by a credit note. Their lines and the money recorded against them stay too.
CREATE FUNCTION invoices_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'an invoice is never deleted: issue a credit note' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (to_jsonb(NEW) - 'reminders_sent' - 'last_reminder_at') <> (to_jsonb(OLD) - 'reminders_sent' - 'last_reminder_at') THEN
    RAISE EXCEPTION 'an issued invoice does not change: issue a credit note' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION invoices_immutable();--> statement-breakpoint
CREATE FUNCTION invoice_records_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are kept as written', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER invoice_lines_kept BEFORE UPDATE OR DELETE ON "invoice_lines"
  FOR EACH ROW EXECUTE FUNCTION invoice_records_kept();--> statement-breakpoint
CREATE TRIGGER invoice_settlements_kept BEFORE UPDATE OR DELETE ON "invoice_settlements"
  FOR EACH ROW EXECUTE FUNCTION invoice_records_kept();
