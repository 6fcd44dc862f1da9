import { useTranslation } from "~/lib/use-translation";
import { BilingualField, bilingual, FormSection, PlainField, plain } from "./catalog-form-parts";
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
    <BilingualField
      field={bilingual(fields[name])}
      label={t(`adminCatalog.courses.fields.${name}`)}
      {...options}
    />
  );
}

/** Formats, price and currency, length, and the catalogue's flags. */
export function CourseOfferSection({ data, fields }: { data: CourseFormData; fields: CourseFields }) {
  const { t } = useTranslation();
  const checked = (name: "isCertified" | "isNew" | "isFeatured") => data.defaults[name] === "on";
  return (
    <FormSection id="course-offer" heading={t("adminCatalog.courses.sections.offer")}>
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
          field={plain(fields.price)}
          label={t("adminCatalog.courses.fields.price")}
          hint={[t("adminCatalog.courses.fields.priceHint"), data.priceNote].filter(Boolean).join(" ")}
        >
          {(props) => <input {...props} type="text" inputMode="decimal" defaultValue={data.defaults.price} />}
        </PlainField>
        <PlainField field={plain(fields.currency)} label={t("adminCatalog.courses.fields.currency")}>
          {(props) => (
            <select {...props} defaultValue={data.defaults.currency}>
              <option value="EUR">EUR</option>
              <option value="GNF">GNF</option>
            </select>
          )}
        </PlainField>
      </div>
      <CourseTextField fields={fields} name="duration" required />
      <CourseTextField fields={fields} name="detailedDuration" />
      <PlainField field={plain(fields.hours)} label={t("adminCatalog.courses.fields.hours")}>
        {(props) => (
          <input {...props} type="number" min={1} max={2000} step={1} defaultValue={data.defaults.hours} />
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
            <BilingualField
              field={bilingual(parts.title)}
              label={t("adminCatalog.courses.fields.moduleTitle")}
            />
            <BilingualField
              field={bilingual(parts.duration)}
              label={t("adminCatalog.courses.fields.moduleDuration")}
            />
            <BilingualField
              field={bilingual(parts.topics)}
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
    </FormSection>
  );
}
