import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/use-translation";
import { Form } from "react-router";
import {
  Checkbox,
  Field,
  FormAlert,
  Input,
  IntentField,
  Select,
  SubmitButton,
  useIntentPending,
  useSchemaForm,
} from "~/ui/form";
import { zoneCity } from "~/lib/format";
import { profileDetailsSchema, profileLimits, TIME_ZONES } from "./profile-schema";

export interface ProfileDetailsValues {
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
  position: string;
  /** Texts accepted at the phone number. */
  smsConsent: boolean;
  /** Where the quiet hours are counted. */
  timeZone: string;
}

/** "Modifier le profil": names, phone, company, position (they prefill course registrations). */
export function ProfileDetailsForm({
  values,
  lastResult,
  notice,
}: {
  values: ProfileDetailsValues;
  lastResult?: SubmissionResult<string[]> | null;
  notice?: string;
}) {
  const { t } = useTranslation();
  const pending = useIntentPending("update-profile");
  const [form, fields] = useSchemaForm({
    id: "update-profile",
    schema: profileDetailsSchema,
    lastResult,
    defaultValue: {
      ...values,
      sms: values.smsConsent ? "on" : undefined,
      timeZone: (TIME_ZONES as readonly string[]).includes(values.timeZone)
        ? (values.timeZone as (typeof TIME_ZONES)[number])
        : undefined,
    },
  });
  const optional = t("profile.details.optional");
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5" aria-labelledby="details">
      <FormAlert id="update-profile-alert" lastResult={lastResult} notice={notice} />
      <IntentField intent="update-profile" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field field={fields.firstName} label={t("profile.details.firstName")}>
          <Input maxLength={profileLimits.name.max} autoComplete="given-name" />
        </Field>
        <Field field={fields.lastName} label={t("profile.details.lastName")}>
          <Input maxLength={profileLimits.name.max} autoComplete="family-name" />
        </Field>
        <Field
          field={fields.phone}
          label={t("profile.details.phone")}
          optional={optional}
          hint={t("profile.details.phoneHint")}
        >
          <Input type="tel" maxLength={profileLimits.phone.max} autoComplete="tel" />
        </Field>
        <Field field={fields.company} label={t("profile.details.company")} optional={optional}>
          <Input maxLength={profileLimits.company} autoComplete="organization" />
        </Field>
        <Field field={fields.position} label={t("profile.details.position")} optional={optional}>
          <Input maxLength={profileLimits.position} autoComplete="organization-title" />
        </Field>
      </div>
      <div>
        <Checkbox
          field={fields.sms}
          label={t("profile.details.sms")}
          inputClassName="size-5 shrink-0 accent-brand"
        />
        <p className="text-sm text-ink-muted">{t("profile.details.smsHint")}</p>
      </div>
      <Field
        field={fields.timeZone}
        label={t("profile.details.timeZone")}
        hint={t("profile.details.timeZoneHint")}
      >
        <Select>
          {TIME_ZONES.map((zone) => (
            <option key={zone} value={zone}>
              {zoneCity(zone)}
            </option>
          ))}
        </Select>
      </Field>
      <SubmitButton
        pending={pending}
        label={t("profile.details.submit")}
        pendingLabel={t("profile.details.saving")}
      />
    </Form>
  );
}
