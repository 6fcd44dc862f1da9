import { useTranslation } from "~/lib/use-translation";
import { Checkbox, ChoiceGroup, Field, Input, Select } from "~/ui/form";
import { BilingualField, FormSection } from "./catalog-form-parts";
import type { CourseFields, CourseFormData, CourseFormDefaults } from "./course-edit-data";

/*
 * The course form's parts: its texts by name, and the sections made of choices and repeated
 * parts (the offer: formats, price, length, flags; the modules; the trainers).
 */

/** The course's texts (both languages), by name. */
type CourseText = {
  [Name in keyof CourseFormDefaults]: CourseFormDefaults[Name] extends { fr: string; en: string }
    ? Name
    : never;
}[keyof CourseFormDefaults];

/** One of the course's texts, French and English side by side, labelled by its name. */
export function CourseTextField({
  fields,
  name,
  ...options
}: {
  fields: CourseFields;
  name: CourseText;
  required?: boolean;
  multiline?: boolean;
  lines?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <BilingualField field={fields[name]} label={t(`adminCatalog.courses.fields.${name}`)} {...options} />
  );
}

/** Formats, price and currency, length, and the catalogue's flags. */
export function CourseOfferSection({ data, fields }: { data: CourseFormData; fields: CourseFields }) {
  const { t } = useTranslation();
  return (
    <FormSection id="course-offer" heading={t("adminCatalog.courses.sections.offer")}>
      <ChoiceGroup
        field={fields.formats}
        type="checkbox"
        legend={t("adminCatalog.courses.fields.formats")}
        options={data.formats.map((format) => ({
          value: format,
          label: t(`adminCatalog.courses.formats.${format}`),
        }))}
        className="rounded-lg border border-line p-4"
        legendClassName="px-1 font-semibold"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          field={fields.price}
          label={t("adminCatalog.courses.fields.price")}
          hint={[t("adminCatalog.courses.fields.priceHint"), data.priceNote].filter(Boolean).join(" ")}
        >
          <Input inputMode="decimal" defaultValue={data.defaults.price} />
        </Field>
        <Field field={fields.currency} label={t("adminCatalog.courses.fields.currency")}>
          <Select defaultValue={data.defaults.currency}>
            <option value="EUR">EUR</option>
            <option value="GNF">GNF</option>
          </Select>
        </Field>
      </div>
      <CourseTextField fields={fields} name="duration" required />
      <CourseTextField fields={fields} name="detailedDuration" />
      <Field field={fields.hours} label={t("adminCatalog.courses.fields.hours")}>
        <Input type="number" min={1} max={2000} step={1} defaultValue={data.defaults.hours} />
      </Field>
      <div className="flex flex-wrap gap-6">
        {(["isCertified", "isNew", "isFeatured"] as const).map((name) => (
          <Checkbox key={name} field={fields[name]} label={t(`adminCatalog.courses.fields.${name}`)} />
        ))}
      </div>
    </FormSection>
  );
}

/** The course's modules, then empty slots for new ones. */
export function CourseModulesSection({ fields }: { fields: CourseFields }) {
  const { t } = useTranslation();
  const modules = fields.modules.getFieldList();
  return (
    <FormSection id="course-modules" heading={t("adminCatalog.courses.sections.modules")}>
      <p className="text-ink-muted">{t("adminCatalog.courses.fields.modulesHint")}</p>
      {modules.map((module, index) => {
        const parts = module.getFieldset();
        return (
          <fieldset key={module.key} className="space-y-4 rounded-xl border border-line p-4">
            <legend className="px-1 text-lg font-semibold">
              {t("adminCatalog.courses.fields.module", { number: index + 1 })}
            </legend>
            <BilingualField field={parts.title} label={t("adminCatalog.courses.fields.moduleTitle")} />
            <BilingualField field={parts.duration} label={t("adminCatalog.courses.fields.moduleDuration")} />
            <BilingualField
              field={parts.topics}
              label={t("adminCatalog.courses.fields.moduleTopics")}
              lines
            />
          </fieldset>
        );
      })}
    </FormSection>
  );
}

/** The trainers who teach the course, ticked among all the trainers. */
export function CourseTrainersSection({ data, fields }: { data: CourseFormData; fields: CourseFields }) {
  const { t } = useTranslation();
  return (
    <FormSection id="course-trainers" heading={t("adminCatalog.courses.sections.trainers")}>
      {data.trainers.length === 0 ? (
        <p>{t("adminCatalog.courses.fields.noTrainers")}</p>
      ) : (
        <ChoiceGroup
          field={fields.trainers}
          type="checkbox"
          legend={t("adminCatalog.courses.fields.trainers")}
          options={data.trainers.map((trainer) => ({ value: String(trainer.id), label: trainer.name }))}
          className="rounded-lg border border-line p-4"
          legendClassName="px-1 font-semibold"
          listClassName="grid gap-2 sm:grid-cols-2"
        />
      )}
    </FormSection>
  );
}
