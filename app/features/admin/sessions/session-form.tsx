import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/use-translation";
import { Form, useNavigation } from "react-router";
import {
  FormAlert,
  FormField,
  hintId,
  inputClass,
  SubmitButton,
} from "~/features/accounts/profile/form-parts";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { sessionSchema, sessionTimeZones } from "./session-schema";

/** What the form shows first: the session's values (edit) or sensible blanks (new). */
export interface SessionFormValues {
  courseId: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  format: "presentiel" | "distanciel";
  venueName: string;
  streetAddress: string;
  city: string;
  country: string;
  totalSeats: string;
  price: string;
  currency: "EUR" | "GNF";
  trainerId: string;
  /** The account that leads the live room, by its e-mail; empty for none. */
  trainerEmail: string;
}

export interface SessionFormProps {
  mode: "new" | "edit";
  values: SessionFormValues;
  courses: { id: number; title: string; price: string | null }[];
  trainers: { id: number; name: string }[];
  antiForgery: string;
  lastResult?: SubmissionResult<string[]> | null;
  notice?: string;
  /** Edit: the people registered or waiting, whom a change of dates, hours or place is e-mailed to. */
  toTell?: number;
  /** Edit: how many registrations in force keep their price if it changes (null: none). */
  priceNote?: string | null;
}

/**
 * Schedule or edit a session (admins only): Conform + Zod, the same schema in the browser and
 * on the server, field errors as translation keys shown in the page's language; a plain POST
 * without JavaScript.
 */
export function SessionForm({
  mode,
  values,
  courses,
  trainers,
  antiForgery,
  lastResult,
  notice,
  toTell = 0,
  priceNote = null,
}: SessionFormProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm({
    id: `session-${mode}`,
    lastResult,
    defaultValue: values,
    constraint: getZodConstraint(sessionSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sessionSchema }),
  });
  const optional = t("adminSessions.form.optional");
  const invalid = (field: { errors?: string[]; errorId: string }, hint?: string) => ({
    "aria-invalid": field.errors ? true : undefined,
    "aria-describedby": [field.errors ? field.errorId : null, hint].filter(Boolean).join(" ") || undefined,
  });
  const text = (field: Parameters<typeof getInputProps>[0], autoComplete = "off") => ({
    ...getInputProps(field, { type: "text" }),
    autoComplete,
    className: inputClass,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 max-w-2xl space-y-5">
      <AntiForgeryField token={antiForgery} />
      <input type="hidden" name="intent" value="save" />
      <FormAlert id={`session-${mode}-alert`} lastResult={lastResult} notice={notice} />
      <p className="text-ink-muted">{t("adminSessions.form.intro")}</p>
      {toTell > 0 ? <p>{t("adminSessions.form.toldOfChanges", { count: toTell })}</p> : null}
      <FormField field={fields.courseId} label={t("adminSessions.form.course")}>
        <select {...getSelectProps(fields.courseId)} className={inputClass}>
          <option value="">{t("adminSessions.form.chooseCourse")}</option>
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </select>
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField field={fields.startsAt} label={t("adminSessions.form.startsAt")}>
          <input {...getInputProps(fields.startsAt, { type: "datetime-local" })} className={inputClass} />
        </FormField>
        <FormField field={fields.endsAt} label={t("adminSessions.form.endsAt")}>
          <input {...getInputProps(fields.endsAt, { type: "datetime-local" })} className={inputClass} />
        </FormField>
      </div>
      <FormField field={fields.timeZone} label={t("adminSessions.form.timeZone")}>
        <select {...getSelectProps(fields.timeZone)} className={inputClass}>
          <option value="">{t("adminSessions.form.timeZoneFromCountry")}</option>
          {sessionTimeZones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </FormField>
      <fieldset>
        <legend className="mb-1 font-medium">{t("adminSessions.form.format")}</legend>
        <div className="flex flex-wrap gap-6">
          {(["presentiel", "distanciel"] as const).map((format) => (
            <label key={format} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={fields.format.name}
                value={format}
                defaultChecked={fields.format.initialValue === format}
                className="size-5"
                {...invalid(fields.format)}
              />
              {t(`adminSessions.formats.${format}`)}
            </label>
          ))}
        </div>
        <div id={fields.format.errorId} className="mt-1 text-sm font-medium text-danger">
          {fields.format.errors?.map((error) => (
            <p key={error}>{t(error as "adminSessions.errors.format")}</p>
          ))}
        </div>
      </fieldset>
      <FormField field={fields.venueName} label={t("adminSessions.form.venueName")} optionalText={optional}>
        <input {...text(fields.venueName)} />
      </FormField>
      <FormField
        field={fields.streetAddress}
        label={t("adminSessions.form.streetAddress")}
        optionalText={optional}
      >
        <input {...text(fields.streetAddress, "street-address")} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          field={fields.city}
          label={t("adminSessions.form.city")}
          hint={t("adminSessions.form.cityHint")}
        >
          <input {...text(fields.city, "address-level2")} {...invalid(fields.city, hintId(fields.city))} />
        </FormField>
        <FormField field={fields.country} label={t("adminSessions.form.country")} optionalText={optional}>
          <input {...text(fields.country, "country")} maxLength={2} />
        </FormField>
      </div>
      <FormField field={fields.totalSeats} label={t("adminSessions.form.seats")}>
        <input
          {...getInputProps(fields.totalSeats, { type: "number" })}
          inputMode="numeric"
          className={inputClass}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
        <FormField
          field={fields.price}
          label={t("adminSessions.form.price")}
          optionalText={optional}
          hint={[
            t("adminSessions.form.priceHint", {
              price:
                courses.find((course) => String(course.id) === String(fields.courseId.value))?.price ??
                t("adminSessions.form.noCoursePrice"),
            }),
            priceNote,
          ]
            .filter(Boolean)
            .join(" ")}
        >
          <input
            {...getInputProps(fields.price, { type: "text" })}
            inputMode="decimal"
            autoComplete="off"
            className={inputClass}
            {...invalid(fields.price, hintId(fields.price))}
          />
        </FormField>
        <FormField field={fields.currency} label={t("adminSessions.form.currency")}>
          <select {...getSelectProps(fields.currency)} className={inputClass}>
            <option value="EUR">EUR (€)</option>
            <option value="GNF">GNF</option>
          </select>
        </FormField>
      </div>
      <FormField field={fields.trainerId} label={t("adminSessions.form.trainer")} optionalText={optional}>
        <select {...getSelectProps(fields.trainerId)} className={inputClass}>
          <option value="">{t("adminSessions.form.chooseTrainer")}</option>
          {trainers.map((trainer) => (
            <option key={trainer.id} value={trainer.id}>
              {trainer.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        field={fields.trainerEmail}
        label={t("adminSessions.form.trainerEmail")}
        optionalText={optional}
        hint={t("adminSessions.form.trainerEmailHint")}
      >
        <input
          {...getInputProps(fields.trainerEmail, { type: "email" })}
          autoComplete="off"
          spellCheck={false}
          className={inputClass}
          {...invalid(fields.trainerEmail, hintId(fields.trainerEmail))}
        />
      </FormField>
      <SubmitButton
        pending={pending}
        label={t(mode === "new" ? "adminSessions.form.create" : "adminSessions.form.save")}
        pendingLabel={t("adminSessions.form.saving")}
      />
    </Form>
  );
}
