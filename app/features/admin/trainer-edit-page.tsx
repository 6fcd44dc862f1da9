import { useTranslation } from "~/lib/use-translation";
import { usePageMessages } from "~/lib/page-messages";
import { adminMessages } from "./admin-panel";
import {
  CatalogEditorForm,
  CatalogEditorPage,
  CatalogImageField,
  CatalogNotFoundPage,
  useCatalogForm,
  type CatalogRefusal,
} from "./catalog-editor";
import { BilingualField, bilingual, PlainField, plain } from "./catalog-form-parts";
import { catalogMessages } from "./catalog-messages";
import { trainerSchema } from "./trainer-schema";

type Pair = { fr: string; en: string };

export type TrainerEditData =
  | { found: false }
  | {
      found: true;
      id: number | null;
      title: string;
      image: string | null;
      untranslated: boolean;
      defaults: { name: string; title: Pair; experience: Pair; bio: Pair; specialties: Pair };
      antiForgery: string | null;
    };

/** /admin/trainers/new and /admin/trainers/:id. */
export function TrainerEditPage({ data, refused }: { data: TrainerEditData; refused: CatalogRefusal }) {
  usePageMessages(adminMessages);
  usePageMessages(catalogMessages);
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
  return (
    <CatalogEditorForm
      form={form}
      antiForgery={data.antiForgery}
      refused={refused}
      fieldsetClassName="min-w-0 space-y-5"
    >
      <PlainField field={plain(fields.name)} label={t("adminCatalog.trainers.fields.name")}>
        {(props) => (
          <input {...props} type="text" required defaultValue={data.defaults.name} autoComplete="off" />
        )}
      </PlainField>
      <BilingualField
        field={bilingual(fields.title)}
        label={t("adminCatalog.trainers.fields.title")}
        required
      />
      <BilingualField
        field={bilingual(fields.experience)}
        label={t("adminCatalog.trainers.fields.experience")}
        required
      />
      <BilingualField
        field={bilingual(fields.bio)}
        label={t("adminCatalog.trainers.fields.bio")}
        required
        multiline
      />
      <BilingualField
        field={bilingual(fields.specialties)}
        label={t("adminCatalog.trainers.fields.specialties")}
        lines
      />
      <CatalogImageField form={form} label={t("adminCatalog.trainers.photo")} current={data.image} square />
    </CatalogEditorForm>
  );
}
