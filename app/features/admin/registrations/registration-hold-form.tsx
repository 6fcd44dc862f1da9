import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Field, FormAlert, Input, SubmitButton, useSchemaForm } from "~/ui/form";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { useTranslation } from "~/lib/use-translation";
import { holdSchema } from "./transfer-schema";

/**
 * The payment hold of an unpaid seat: until when it is held and, for staff, the form that moves
 * that deadline (a date and time on the session's wall clock; the registrant is e-mailed).
 */
export function HoldSection({
  hold,
  antiForgery,
  lastResult,
  notice,
}: {
  hold: { until: string; extended: boolean; value: string; zone: string } | null;
  antiForgery: string;
  lastResult?: SubmissionResult<string[]> | null;
  notice?: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "hold";
  const [form, fields] = useSchemaForm({
    id: "extend-hold",
    schema: holdSchema,
    lastResult,
    defaultValue: { until: hold?.value ?? "" },
    validate: "onSubmit",
  });
  return (
    <section aria-labelledby="registration-hold" className="mt-10">
      <h2 id="registration-hold" className="text-xl font-bold">
        {t("adminRegistrations.hold.heading")}
      </h2>
      {hold ? (
        <>
          <p className="mt-2" data-testid="hold-until">
            {t(hold.extended ? "adminRegistrations.hold.extendedUntil" : "adminRegistrations.hold.until", {
              until: hold.until,
              zone: hold.zone,
            })}
          </p>
          <Form method="post" {...getFormProps(form)} className="mt-4 max-w-xl space-y-5">
            <AntiForgeryField token={antiForgery} />
            <input type="hidden" name="intent" value="hold" />
            <FormAlert id="extend-hold-alert" lastResult={lastResult} notice={notice} />
            <Field field={fields.until} label={t("adminRegistrations.hold.label", { zone: hold.zone })}>
              <Input type="datetime-local" />
            </Field>
            <SubmitButton
              pending={pending}
              label={t("adminRegistrations.hold.submit")}
              pendingLabel={t("adminRegistrations.hold.submit")}
              variant="secondary"
            />
          </Form>
        </>
      ) : (
        <p className="mt-2">{t("adminRegistrations.hold.none")}</p>
      )}
    </section>
  );
}
