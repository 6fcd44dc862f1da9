import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link, useNavigation } from "react-router";
import type { CourseCategory, CourseFormat } from "../../../db/schema/catalog-values";
import { FormAlert, SubmitButton } from "~/features/accounts/profile/form-parts";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { usePageMessages } from "~/lib/page-messages";
import { useLang } from "~/lib/use-lang";
import { AdminNav } from "./admin-nav";
import { adminMessages } from "./admin-panel";
import { catalogMessages } from "./catalog-messages";
import { BilingualField, ImageField, PlainField, UntranslatedBadge } from "./catalog-form-parts";
import { ConfirmAction } from "./confirm-action";
import { courseSchema } from "./course-schema";

type Pair = { fr: string; en: string };

export interface CourseFormDefaults {
  category: CourseCategory | "";
  subcategory: Pair;
  title: Pair;
  description: Pair;
  duration: Pair;
  detailedDuration: Pair;
  hours: string;
  audience: Pair;
  prerequisites: Pair;
  formats: CourseFormat[];
  price: string;
  currency: string;
  isCertified: string;
  isNew: string;
  isFeatured: string;
  objectives: Pair;
  modules: { title: Pair; duration: Pair; topics: Pair }[];
  methodology: Pair;
  expectedOutcomes: Pair;
  advantages: Pair;
  assessment: Pair;
  accessDelay: Pair;
  accessibility: Pair;
  satisfactionRate: string;
  satisfactionPeriod: Pair;
  trainers: string[];
}

export type CourseEditData =
  | { found: false }
  | {
      found: true;
      id: number | null;
      title: string;
      image: string | null;
      archived: boolean;
      untranslated: boolean;
      defaults: CourseFormDefaults;
      trainers: { id: number; name: string }[];
      categories: readonly CourseCategory[];
      formats: readonly CourseFormat[];
      /** Admins only: null for moderators, who see the course read-only. */
      antiForgery: string | null;
    };

type Refused = { notice: { title: string; message: string }; lastResult: unknown } | null;

const section = "mt-10 space-y-5";
const sectionHeading = "text-xl font-bold";

/** /admin/courses/new and /admin/courses/:id: every field of the course, French and English side by side. */
export function CourseEditPage({ data, refused }: { data: CourseEditData; refused: Refused }) {
  usePageMessages(adminMessages);
  usePageMessages(catalogMessages);
  const { t } = useTranslation();
  const { href } = useLang();
  const back = (
    <p className="mt-8">
      <Link to={href("/admin/courses")} className="underline">
        {t("adminCatalog.back")}
      </Link>
    </p>
  );
  if (!data.found) {
    return (
      <div className="container-page py-12 sm:py-16">
        <AdminNav />
        <h1 className="text-3xl font-extrabold tracking-tight">{t("adminCatalog.courses.notFound")}</h1>
        {back}
      </div>
    );
  }
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <p className="text-sm font-semibold text-ink-muted">
        {t(data.id === null ? "adminCatalog.courses.newHeading" : "adminCatalog.courses.editHeading")}
      </p>
      <h1 className="mt-1 flex flex-wrap items-center gap-3 text-3xl font-extrabold tracking-tight">
        {data.title}
        {data.untranslated ? <UntranslatedBadge /> : null}
      </h1>
      {data.untranslated ? <p className="mt-2 text-ink-muted">{t("adminCatalog.untranslatedHint")}</p> : null}
      {data.archived ? (
        <p
          role="status"
          className="mt-4 rounded-md border-l-4 border-warning bg-warning-soft px-4 py-3 font-medium"
        >
          {t("adminCatalog.courses.archivedNotice")}
        </p>
      ) : null}
      {data.id !== null && !data.archived ? (
        <p className="mt-3">
          <Link to={href(`/courses/${data.id}`)} className="underline">
            {t("adminCatalog.courses.view")}
          </Link>
        </p>
      ) : null}
      {data.antiForgery === null ? <p className="mt-4 font-medium">{t("adminCatalog.readOnly")}</p> : null}
      <CourseForm data={data} refused={refused} />
      {data.id !== null && data.antiForgery !== null ? (
        <Form method="post" className="mt-10">
          <AntiForgeryField token={data.antiForgery} />
          {data.archived ? (
            <>
              <input type="hidden" name="intent" value="unarchive" />
              <button type="submit" className="btn-secondary">
                {t("adminCatalog.courses.unarchive")}
              </button>
            </>
          ) : (
            <ConfirmAction
              label={t("adminCatalog.courses.archive")}
              question={t("adminCatalog.courses.archiveQuestion")}
              confirmLabel={t("adminCatalog.courses.archiveConfirm")}
            >
              <input type="hidden" name="intent" value="archive" />
            </ConfirmAction>
          )}
        </Form>
      ) : null}
      {back}
    </div>
  );
}

function CourseForm({ data, refused }: { data: Extract<CourseEditData, { found: true }>; refused: Refused }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm({
    id: "course-form",
    lastResult: refused?.lastResult as SubmissionResult<string[]> | null | undefined,
    defaultValue: data.defaults,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: courseSchema }),
  });
  const readOnly = data.antiForgery === null;
  const pair = (field: unknown) => field as FieldMetadata<Pair | null | undefined>;
  const field = (value: unknown) => value as FieldMetadata<unknown>;
  const modules = fields.modules.getFieldList();
  const checked = (name: "isCertified" | "isNew" | "isFeatured") => data.defaults[name] === "on";
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-8">
      {data.antiForgery ? <AntiForgeryField token={data.antiForgery} /> : null}
      <FormAlert
        id="course-form-alert"
        lastResult={refused?.lastResult as never}
        notice={refused?.notice.message}
      />
      <fieldset disabled={readOnly} className="min-w-0">
        <section aria-labelledby="course-main" className={section}>
          <h2 id="course-main" className={sectionHeading}>
            {t("adminCatalog.courses.sections.main")}
          </h2>
          <PlainField field={field(fields.category)} label={t("adminCatalog.courses.fields.category")}>
            {(props) => (
              <select {...props} required defaultValue={data.defaults.category}>
                <option value="">—</option>
                {data.categories.map((category) => (
                  <option key={category} value={category}>
                    {t(`catalog.categories.${category}`)}
                  </option>
                ))}
              </select>
            )}
          </PlainField>
          <BilingualField
            field={pair(fields.title)}
            label={t("adminCatalog.courses.fields.title")}
            required
          />
          <BilingualField
            field={pair(fields.subcategory)}
            label={t("adminCatalog.courses.fields.subcategory")}
            required
          />
          <BilingualField
            field={pair(fields.description)}
            label={t("adminCatalog.courses.fields.description")}
            required
            multiline
          />
        </section>

        <section aria-labelledby="course-offer" className={section}>
          <h2 id="course-offer" className={sectionHeading}>
            {t("adminCatalog.courses.sections.offer")}
          </h2>
          <fieldset
            aria-describedby={fields.formats.errors ? fields.formats.errorId : undefined}
            className="rounded-lg border border-line p-4"
          >
            <legend className="px-1 font-semibold">{t("adminCatalog.courses.fields.formats")}</legend>
            <div className="flex flex-wrap gap-6">
              {data.formats.map((format) => (
                <label key={format} className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    name={fields.formats.name}
                    value={format}
                    defaultChecked={data.defaults.formats.includes(format)}
                    className="size-5"
                  />
                  {t(`adminCatalog.courses.formats.${format}`)}
                </label>
              ))}
            </div>
            <div id={fields.formats.errorId} className="mt-1 text-sm font-medium text-danger">
              {fields.formats.errors?.map((error) => (
                <p key={error}>{t(error as "adminCatalog.errors.formats")}</p>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <PlainField
              field={field(fields.price)}
              label={t("adminCatalog.courses.fields.price")}
              hint={t("adminCatalog.courses.fields.priceHint")}
            >
              {(props) => (
                <input {...props} type="text" inputMode="decimal" defaultValue={data.defaults.price} />
              )}
            </PlainField>
            <PlainField field={field(fields.currency)} label={t("adminCatalog.courses.fields.currency")}>
              {(props) => (
                <select {...props} defaultValue={data.defaults.currency}>
                  <option value="EUR">EUR</option>
                  <option value="GNF">GNF</option>
                </select>
              )}
            </PlainField>
          </div>
          <BilingualField
            field={pair(fields.duration)}
            label={t("adminCatalog.courses.fields.duration")}
            required
          />
          <BilingualField
            field={pair(fields.detailedDuration)}
            label={t("adminCatalog.courses.fields.detailedDuration")}
          />
          <PlainField field={field(fields.hours)} label={t("adminCatalog.courses.fields.hours")}>
            {(props) => (
              <input
                {...props}
                type="number"
                min={1}
                max={2000}
                step={1}
                defaultValue={data.defaults.hours}
              />
            )}
          </PlainField>
          <div className="flex flex-wrap gap-6">
            {(["isCertified", "isNew", "isFeatured"] as const).map((name) => (
              <label key={name} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  name={fields[name].name}
                  defaultChecked={checked(name)}
                  className="size-5"
                />
                {t(`adminCatalog.courses.fields.${name}`)}
              </label>
            ))}
          </div>
        </section>

        <section aria-labelledby="course-content" className={section}>
          <h2 id="course-content" className={sectionHeading}>
            {t("adminCatalog.courses.sections.content")}
          </h2>
          <BilingualField
            field={pair(fields.audience)}
            label={t("adminCatalog.courses.fields.audience")}
            required
            multiline
          />
          <BilingualField
            field={pair(fields.prerequisites)}
            label={t("adminCatalog.courses.fields.prerequisites")}
            required
            multiline
          />
          <BilingualField
            field={pair(fields.objectives)}
            label={t("adminCatalog.courses.fields.objectives")}
            lines
          />
          <BilingualField
            field={pair(fields.methodology)}
            label={t("adminCatalog.courses.fields.methodology")}
            multiline
          />
          <BilingualField
            field={pair(fields.expectedOutcomes)}
            label={t("adminCatalog.courses.fields.expectedOutcomes")}
            lines
          />
          <BilingualField
            field={pair(fields.advantages)}
            label={t("adminCatalog.courses.fields.advantages")}
            lines
          />
        </section>

        <section aria-labelledby="course-modules" className={section}>
          <h2 id="course-modules" className={sectionHeading}>
            {t("adminCatalog.courses.sections.modules")}
          </h2>
          <p className="text-ink-muted">{t("adminCatalog.courses.fields.modulesHint")}</p>
          {modules.map((module, index) => {
            const parts = module.getFieldset();
            return (
              <fieldset key={module.key} className="space-y-4 rounded-xl border border-line p-4">
                <legend className="px-1 text-lg font-semibold">
                  {t("adminCatalog.courses.fields.module", { number: index + 1 })}
                </legend>
                <BilingualField
                  field={pair(parts.title)}
                  label={t("adminCatalog.courses.fields.moduleTitle")}
                />
                <BilingualField
                  field={pair(parts.duration)}
                  label={t("adminCatalog.courses.fields.moduleDuration")}
                />
                <BilingualField
                  field={pair(parts.topics)}
                  label={t("adminCatalog.courses.fields.moduleTopics")}
                  lines
                />
              </fieldset>
            );
          })}
        </section>

        <section aria-labelledby="course-qualiopi" className={section}>
          <h2 id="course-qualiopi" className={sectionHeading}>
            {t("adminCatalog.courses.sections.qualiopi")}
          </h2>
          <BilingualField
            field={pair(fields.assessment)}
            label={t("adminCatalog.courses.fields.assessment")}
            multiline
          />
          <BilingualField
            field={pair(fields.accessDelay)}
            label={t("adminCatalog.courses.fields.accessDelay")}
          />
          <BilingualField
            field={pair(fields.accessibility)}
            label={t("adminCatalog.courses.fields.accessibility")}
            multiline
          />
          <PlainField
            field={field(fields.satisfactionRate)}
            label={t("adminCatalog.courses.fields.satisfactionRate")}
          >
            {(props) => (
              <input
                {...props}
                type="number"
                min={0}
                max={100}
                step={1}
                defaultValue={data.defaults.satisfactionRate}
              />
            )}
          </PlainField>
          <BilingualField
            field={pair(fields.satisfactionPeriod)}
            label={t("adminCatalog.courses.fields.satisfactionPeriod")}
          />
        </section>

        <section aria-labelledby="course-trainers" className={section}>
          <h2 id="course-trainers" className={sectionHeading}>
            {t("adminCatalog.courses.sections.trainers")}
          </h2>
          {data.trainers.length === 0 ? (
            <p>{t("adminCatalog.courses.fields.noTrainers")}</p>
          ) : (
            <fieldset className="rounded-lg border border-line p-4">
              <legend className="px-1 font-semibold">{t("adminCatalog.courses.fields.trainers")}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {data.trainers.map((trainer) => (
                  <label key={trainer.id} className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      name={fields.trainers.name}
                      value={trainer.id}
                      defaultChecked={data.defaults.trainers.includes(String(trainer.id))}
                      className="size-5"
                    />
                    {trainer.name}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </section>

        <section aria-labelledby="course-image" className={section}>
          <h2 id="course-image" className={sectionHeading}>
            {t("adminCatalog.courses.sections.image")}
          </h2>
          <ImageField
            field={field((fields as unknown as Record<string, unknown>).image)}
            label={t("adminCatalog.image.label")}
            current={data.image}
          />
        </section>
      </fieldset>
      {readOnly ? null : (
        <div className="mt-10">
          <SubmitButton
            pending={pending}
            label={t("adminCatalog.save")}
            pendingLabel={t("adminCatalog.saving")}
          />
        </div>
      )}
    </Form>
  );
}
