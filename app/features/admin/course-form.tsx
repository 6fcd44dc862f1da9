import { useTranslation } from "~/lib/use-translation";
import { CatalogEditorForm, CatalogImageField, useCatalogForm, type CatalogRefusal } from "./catalog-editor";
import { BilingualField, bilingual, FormSection, PlainField, plain } from "./catalog-form-parts";
import type { CourseFormData } from "./course-edit-data";
import { CourseModulesSection, CourseOfferSection, CourseTrainersSection } from "./course-form-sections";
import { courseSchema } from "./course-schema";

/** Every field of the course, by section, French and English side by side; read-only for moderators. */
export function CourseForm({ data, refused }: { data: CourseFormData; refused: CatalogRefusal }) {
  const { t } = useTranslation();
  const [form, fields] = useCatalogForm({
    id: "course-form",
    schema: courseSchema,
    defaultValue: data.defaults,
    refused,
  });
  return (
    <CatalogEditorForm
      form={form}
      antiForgery={data.antiForgery}
      refused={refused}
      fieldsetClassName="min-w-0"
    >
      <FormSection id="course-main" heading={t("adminCatalog.courses.sections.main")}>
        <PlainField field={plain(fields.category)} label={t("adminCatalog.courses.fields.category")}>
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
          field={bilingual(fields.title)}
          label={t("adminCatalog.courses.fields.title")}
          required
        />
        <BilingualField
          field={bilingual(fields.subcategory)}
          label={t("adminCatalog.courses.fields.subcategory")}
          required
        />
        <BilingualField
          field={bilingual(fields.description)}
          label={t("adminCatalog.courses.fields.description")}
          required
          multiline
        />
      </FormSection>

      <CourseOfferSection data={data} fields={fields} />

      <FormSection id="course-content" heading={t("adminCatalog.courses.sections.content")}>
        <BilingualField
          field={bilingual(fields.audience)}
          label={t("adminCatalog.courses.fields.audience")}
          required
          multiline
        />
        <BilingualField
          field={bilingual(fields.prerequisites)}
          label={t("adminCatalog.courses.fields.prerequisites")}
          required
          multiline
        />
        <BilingualField
          field={bilingual(fields.objectives)}
          label={t("adminCatalog.courses.fields.objectives")}
          lines
        />
        <BilingualField
          field={bilingual(fields.methodology)}
          label={t("adminCatalog.courses.fields.methodology")}
          multiline
        />
        <BilingualField
          field={bilingual(fields.expectedOutcomes)}
          label={t("adminCatalog.courses.fields.expectedOutcomes")}
          lines
        />
        <BilingualField
          field={bilingual(fields.advantages)}
          label={t("adminCatalog.courses.fields.advantages")}
          lines
        />
      </FormSection>

      <CourseModulesSection fields={fields} />

      <FormSection id="course-qualiopi" heading={t("adminCatalog.courses.sections.qualiopi")}>
        <BilingualField
          field={bilingual(fields.assessment)}
          label={t("adminCatalog.courses.fields.assessment")}
          multiline
        />
        <BilingualField
          field={bilingual(fields.accessDelay)}
          label={t("adminCatalog.courses.fields.accessDelay")}
        />
        <BilingualField
          field={bilingual(fields.accessibility)}
          label={t("adminCatalog.courses.fields.accessibility")}
          multiline
        />
        <PlainField
          field={plain(fields.satisfactionRate)}
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
          field={bilingual(fields.satisfactionPeriod)}
          label={t("adminCatalog.courses.fields.satisfactionPeriod")}
        />
      </FormSection>

      <CourseTrainersSection data={data} fields={fields} />

      <FormSection id="course-image" heading={t("adminCatalog.courses.sections.image")}>
        <CatalogImageField form={form} label={t("adminCatalog.image.label")} current={data.image} />
      </FormSection>
    </CatalogEditorForm>
  );
}
