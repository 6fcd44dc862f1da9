import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/use-translation";
import { Form, useNavigation } from "react-router";
import { ChoiceGroup, Field, FormAlert, Input, Select, SubmitButton, useSchemaForm } from "~/ui/form";
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
  const [form, fields] = useSchemaForm({
    id: `session-${mode}`,
    schema: sessionSchema,
    lastResult,
    defaultValue: values,
  });
  const optional = t("adminSessions.form.optional");
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 max-w-2xl space-y-5">
      <AntiForgeryField token={antiForgery} />
      <input type="hidden" name="intent" value="save" />
      <FormAlert id={`session-${mode}-alert`} lastResult={lastResult} notice={notice} />
      <p className="text-ink-muted">{t("adminSessions.form.intro")}</p>
      {toTell > 0 ? <p>{t("adminSessions.form.toldOfChanges", { count: toTell })}</p> : null}
      <Field field={fields.courseId} label={t("adminSessions.form.course")}>
        <Select>
          <option value="">{t("adminSessions.form.chooseCourse")}</option>
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field field={fields.startsAt} label={t("adminSessions.form.startsAt")}>
          <Input type="datetime-local" />
        </Field>
        <Field field={fields.endsAt} label={t("adminSessions.form.endsAt")}>
          <Input type="datetime-local" />
        </Field>
      </div>
      <Field field={fields.timeZone} label={t("adminSessions.form.timeZone")}>
        <Select>
          <option value="">{t("adminSessions.form.timeZoneFromCountry")}</option>
          {sessionTimeZones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </Select>
      </Field>
      <ChoiceGroup
        field={fields.format}
        type="radio"
        legend={t("adminSessions.form.format")}
        options={(["presentiel", "distanciel"] as const).map((format) => ({
          value: format,
          label: t(`adminSessions.formats.${format}`),
        }))}
      />
      <Field field={fields.venueName} label={t("adminSessions.form.venueName")} optional={optional}>
        <Input autoComplete="off" />
      </Field>
      <Field field={fields.streetAddress} label={t("adminSessions.form.streetAddress")} optional={optional}>
        <Input autoComplete="street-address" />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          field={fields.city}
          label={t("adminSessions.form.city")}
          hint={t("adminSessions.form.cityHint")}
        >
          <Input autoComplete="address-level2" />
        </Field>
        <Field field={fields.country} label={t("adminSessions.form.country")} optional={optional}>
          <Input autoComplete="country" maxLength={2} />
        </Field>
      </div>
      <Field field={fields.totalSeats} label={t("adminSessions.form.seats")}>
        <Input type="number" inputMode="numeric" />
      </Field>
      <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
        <Field
          field={fields.price}
          label={t("adminSessions.form.price")}
          optional={optional}
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
          <Input inputMode="decimal" autoComplete="off" />
        </Field>
        <Field field={fields.currency} label={t("adminSessions.form.currency")}>
          <Select>
            <option value="EUR">EUR (€)</option>
            <option value="GNF">GNF</option>
          </Select>
        </Field>
      </div>
      <Field field={fields.trainerId} label={t("adminSessions.form.trainer")} optional={optional}>
        <Select>
          <option value="">{t("adminSessions.form.chooseTrainer")}</option>
          {trainers.map((trainer) => (
            <option key={trainer.id} value={trainer.id}>
              {trainer.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        field={fields.trainerEmail}
        label={t("adminSessions.form.trainerEmail")}
        optional={optional}
        hint={t("adminSessions.form.trainerEmailHint")}
      >
        <Input type="email" autoComplete="off" spellCheck={false} />
      </Field>
      <SubmitButton
        pending={pending}
        label={t(mode === "new" ? "adminSessions.form.create" : "adminSessions.form.save")}
        pendingLabel={t("adminSessions.form.saving")}
      />
    </Form>
  );
}
