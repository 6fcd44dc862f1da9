import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/use-translation";
import { Form } from "react-router";
import {
  FormAlert,
  FormField,
  hintId,
  inputClass,
  IntentField,
  SubmitButton,
  useIntentPending,
} from "./form-parts";
import { profileDetailsSchema, profileLimits } from "./profile-schema";

export interface ProfileDetailsValues {
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
  position: string;
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
  const [form, fields] = useForm({
    id: "update-profile",
    lastResult,
    constraint: getZodConstraint(profileDetailsSchema),
    defaultValue: values,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileDetailsSchema }),
  });
  const optional = t("profile.details.optional");
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5" aria-labelledby="details">
      <FormAlert id="update-profile-alert" lastResult={lastResult} notice={notice} />
      <IntentField intent="update-profile" />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField field={fields.firstName} label={t("profile.details.firstName")}>
          <input
            {...getInputProps(fields.firstName, { type: "text" })}
            maxLength={profileLimits.name.max}
            autoComplete="given-name"
            className={inputClass}
          />
        </FormField>
        <FormField field={fields.lastName} label={t("profile.details.lastName")}>
          <input
            {...getInputProps(fields.lastName, { type: "text" })}
            maxLength={profileLimits.name.max}
            autoComplete="family-name"
            className={inputClass}
          />
        </FormField>
        <FormField
          field={fields.phone}
          label={t("profile.details.phone")}
          optionalText={optional}
          hint={t("profile.details.phoneHint")}
        >
          <input
            {...getInputProps(fields.phone, { type: "tel", ariaDescribedBy: hintId(fields.phone) })}
            maxLength={profileLimits.phone.max}
            autoComplete="tel"
            className={inputClass}
          />
        </FormField>
        <FormField field={fields.company} label={t("profile.details.company")} optionalText={optional}>
          <input
            {...getInputProps(fields.company, { type: "text" })}
            maxLength={profileLimits.company}
            autoComplete="organization"
            className={inputClass}
          />
        </FormField>
        <FormField field={fields.position} label={t("profile.details.position")} optionalText={optional}>
          <input
            {...getInputProps(fields.position, { type: "text" })}
            maxLength={profileLimits.position}
            autoComplete="organization-title"
            className={inputClass}
          />
        </FormField>
      </div>
      <SubmitButton
        pending={pending}
        label={t("profile.details.submit")}
        pendingLabel={t("profile.details.saving")}
      />
    </Form>
  );
}
