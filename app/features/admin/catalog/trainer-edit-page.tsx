import { useTranslation } from "~/lib/use-translation";
import {
  CatalogEditorForm,
  CatalogEditorPage,
  CatalogImageField,
  CatalogNotFoundPage,
  useCatalogForm,
  type CatalogEditData,
  type CatalogRefusal,
} from "./catalog-editor";
import { Field, Input } from "~/ui/form";
import { BilingualField } from "./catalog-form-parts";
import { trainerSchema } from "./trainer-schema";

type Pair = { fr: string; en: string };

export type TrainerEditData = CatalogEditData<{
  name: string;
  title: Pair;
  experience: Pair;
  bio: Pair;
  specialties: Pair;
}>;

/** /admin/trainers/new and /admin/trainers/:id. */
export function TrainerEditPage({ data, refused }: { data: TrainerEditData; refused: CatalogRefusal }) {
  const { t } = useTranslation();
  if (!data.found)
    return <CatalogNotFoundPage listPath="/admin/trainers" title={t("adminCatalog.trainers.notFound")} />;
  return (
    <CatalogEditorPage
      listPath="/admin/trainers"
      kicker={t(data.id === null ? "adminCatalog.trainers.newHeading" : "adminCatalog.trainers.editHeading")}
      title={data.title}
      untranslated={data.untranslated}
      readOnly={data.antiForgery === null}
    >
      <TrainerForm data={data} refused={refused} />
    </CatalogEditorPage>
  );
}

function TrainerForm({
  data,
  refused,
}: {
  data: Extract<TrainerEditData, { found: true }>;
  refused: CatalogRefusal;
}) {
  const { t } = useTranslation();
  const [form, fields] = useCatalogForm({
    id: "trainer-form",
    schema: trainerSchema,
    defaultValue: data.defaults,
    refused,
  });
  /** One of the trainer's texts, French and English side by side, labelled by its name. */
  const text = (
    name: "title" | "experience" | "bio" | "specialties",
    options: { required?: boolean; multiline?: boolean; lines?: boolean },
  ) => <BilingualField field={fields[name]} label={t(`adminCatalog.trainers.fields.${name}`)} {...options} />;
  return (
    <CatalogEditorForm
      form={form}
      antiForgery={data.antiForgery}
      refused={refused}
      fieldsetClassName="min-w-0 space-y-5"
    >
      <Field field={fields.name} label={t("adminCatalog.trainers.fields.name")}>
        <Input required defaultValue={data.defaults.name} autoComplete="off" />
      </Field>
      {text("title", { required: true })}
      {text("experience", { required: true })}
      {text("bio", { required: true, multiline: true })}
      {text("specialties", { lines: true })}
      <CatalogImageField
        field={fields.image}
        label={t("adminCatalog.trainers.photo")}
        current={data.image}
        square
        readOnly={data.antiForgery === null}
      />
    </CatalogEditorForm>
  );
}
