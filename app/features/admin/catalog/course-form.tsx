import { useTranslation } from "~/lib/use-translation";
import { CatalogEditorForm, CatalogImageField, useCatalogForm, type CatalogRefusal } from "./catalog-editor";
import { Checkbox, Field, Input, Select } from "~/ui/form";
import { FormSection } from "./catalog-form-parts";
import type { CourseFormData } from "./course-edit-data";
import {
  CourseModulesSection,
  CourseOfferSection,
  CourseTextField,
  CourseTrainersSection,
} from "./course-form-sections";
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
        <Field field={fields.category} label={t("adminCatalog.courses.fields.category")}>
          <Select required defaultValue={data.defaults.category}>
            <option value="">—</option>
            {data.categories.map((category) => (
              <option key={category} value={category}>
                {t(`catalog.categories.${category}`)}
              </option>
            ))}
          </Select>
        </Field>
        <CourseTextField fields={fields} name="title" required />
        <CourseTextField fields={fields} name="subcategory" required />
        <CourseTextField fields={fields} name="description" required multiline />
      </FormSection>

      <CourseOfferSection data={data} fields={fields} />

      <FormSection id="course-content" heading={t("adminCatalog.courses.sections.content")}>
        <CourseTextField fields={fields} name="audience" required multiline />
        <CourseTextField fields={fields} name="prerequisites" required multiline />
        <CourseTextField fields={fields} name="objectives" lines />
        <CourseTextField fields={fields} name="methodology" multiline />
        <CourseTextField fields={fields} name="expectedOutcomes" lines />
        <CourseTextField fields={fields} name="advantages" lines />
      </FormSection>

      <CourseModulesSection fields={fields} />

      <FormSection id="course-qualiopi" heading={t("adminCatalog.courses.sections.qualiopi")}>
        <CourseTextField fields={fields} name="assessment" multiline />
        <CourseTextField fields={fields} name="accessDelay" />
        <CourseTextField fields={fields} name="accessibility" multiline />
      </FormSection>

      <FormSection id="course-certificate" heading={t("adminCatalog.courses.sections.certificate")}>
        <Field
          field={fields.attendanceThreshold}
          label={t("adminCatalog.courses.fields.attendanceThreshold")}
          hint={t("adminCatalog.courses.fields.attendanceThresholdHint")}
        >
          <Input type="number" min={1} max={100} step={1} defaultValue={data.defaults.attendanceThreshold} />
        </Field>
        <Field
          field={fields.certificateValidity}
          label={t("adminCatalog.courses.fields.certificateValidity")}
          hint={t("adminCatalog.courses.fields.certificateValidityHint")}
        >
          <Input type="number" min={1} max={120} step={1} defaultValue={data.defaults.certificateValidity} />
        </Field>
        <Field
          field={fields.passMark}
          label={t("adminCatalog.courses.fields.passMark")}
          hint={t("adminCatalog.courses.fields.passMarkHint")}
        >
          <Input type="number" min={1} max={100} step={1} defaultValue={data.defaults.passMark} />
        </Field>
        <Checkbox
          field={fields.knowledgeOnCertificate}
          label={t("adminCatalog.courses.fields.knowledgeOnCertificate")}
        />
      </FormSection>

      <CourseTrainersSection data={data} fields={fields} />

      <FormSection id="course-image" heading={t("adminCatalog.courses.sections.image")}>
        <CatalogImageField
          field={fields.image}
          label={t("adminCatalog.image.label")}
          current={data.image}
          readOnly={data.antiForgery === null}
        />
      </FormSection>
    </CatalogEditorForm>
  );
}
