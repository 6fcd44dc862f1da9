import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Form, useNavigation } from "react-router";
import { Field, Input, useSchemaForm } from "~/ui/form";
import { authLimits } from "./auth-limits";
import { emailOnlySchema } from "./auth-schemas";
import { ErrorAlert } from "./error-alert";

/** What the forgotten-password and new-link actions answer. */
export type EmailRequestData =
  { status: "sent" } | { status: "error"; result: SubmissionResult<string[]>; notice?: string };

/**
 * An e-mail address and a button (forgotten password, new confirmation link). Once sent,
 * the same message whether or not an account exists for the address.
 */
export function EmailRequestForm({
  id,
  answer,
  sentMessage,
  submitLabel,
  defaultEmail,
}: {
  id: string;
  answer?: EmailRequestData;
  sentMessage: string;
  submitLabel: string;
  defaultEmail?: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useSchemaForm({
    id,
    schema: emailOnlySchema,
    lastResult: answer?.status === "error" ? answer.result : undefined,
    defaultValue: { email: defaultEmail ?? "" },
    constraint: false,
  });
  const sentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer?.status === "sent") sentRef.current?.focus();
  }, [answer]);

  if (answer?.status === "sent") {
    return (
      <p
        ref={sentRef}
        tabIndex={-1}
        role="status"
        className="rounded-md border-l-4 border-success bg-success-soft px-4 py-3 font-medium outline-none"
      >
        {sentMessage}
      </p>
    );
  }
  const invalid = Boolean(fields.email.errors?.length) && answer?.status === "error";
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <ErrorAlert
        message={
          answer?.status === "error"
            ? (answer.notice ?? (invalid ? t("auth.errors.fieldsInvalid") : undefined))
            : undefined
        }
      />
      <Field field={fields.email} label={t("auth.form.email")}>
        <Input type="email" required maxLength={authLimits.email} autoComplete="email" spellCheck={false} />
      </Field>
      <button type="submit" className="btn-primary min-h-11 w-full" disabled={busy}>
        {busy ? t("auth.form.processing") : submitLabel}
      </button>
    </Form>
  );
}
