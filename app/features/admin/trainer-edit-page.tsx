import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link, useNavigation } from "react-router";
import { FormAlert, SubmitButton } from "~/features/accounts/profile/form-parts";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { usePageMessages } from "~/lib/page-messages";
import { useLang } from "~/lib/use-lang";
import { AdminNav } from "./admin-nav";
import { adminMessages } from "./admin-panel";
import { BilingualField, ImageField, PlainField, UntranslatedBadge } from "./catalog-form-parts";
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

type Refused = { notice: { title: string; message: string }; lastResult: unknown } | null;

/** /admin/trainers/new and /admin/trainers/:id. */
export function TrainerEditPage({ data, refused }: { data: TrainerEditData; refused: Refused }) {
  usePageMessages(adminMessages);
  usePageMessages(catalogMessages);
  const { t } = useTranslation();
  const { href } = useLang();
  const back = (
    <p className="mt-8">
      <Link to={href("/admin/trainers")} className="underline">
        {t("adminCatalog.back")}
      </Link>
    </p>
  );
  if (!data.found) {
    return (
      <div className="container-page py-12 sm:py-16">
        <AdminNav />
        <h1 className="text-3xl font-extrabold tracking-tight">{t("adminCatalog.trainers.notFound")}</h1>
        {back}
      </div>
    );
  }
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <p className="text-sm font-semibold text-ink-muted">
        {t(data.id === null ? "adminCatalog.trainers.newHeading" : "adminCatalog.trainers.editHeading")}
      </p>
      <h1 className="mt-1 flex flex-wrap items-center gap-3 text-3xl font-extrabold tracking-tight">
        {data.title}
        {data.untranslated ? <UntranslatedBadge /> : null}
      </h1>
      {data.untranslated ? <p className="mt-2 text-ink-muted">{t("adminCatalog.untranslatedHint")}</p> : null}
      {data.antiForgery === null ? <p className="mt-4 font-medium">{t("adminCatalog.readOnly")}</p> : null}
      <TrainerForm data={data} refused={refused} />
      {back}
    </div>
  );
}

function TrainerForm({
  data,
  refused,
}: {
  data: Extract<TrainerEditData, { found: true }>;
  refused: Refused;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm({
    id: "trainer-form",
    lastResult: refused?.lastResult as SubmissionResult<string[]> | null | undefined,
    // Lists are edited as text (one item per line): not the schema's parsed shape.
    defaultValue: data.defaults as never,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: trainerSchema }),
  });
  const readOnly = data.antiForgery === null;
  const pair = (field: unknown) => field as FieldMetadata<Pair | null | undefined>;
  const field = (value: unknown) => value as FieldMetadata<unknown>;
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-8">
      {data.antiForgery ? <AntiForgeryField token={data.antiForgery} /> : null}
      <FormAlert
        id="trainer-form-alert"
        lastResult={refused?.lastResult as never}
        notice={refused?.notice.message}
      />
      <fieldset disabled={readOnly} className="min-w-0 space-y-5">
        <PlainField field={field(fields.name)} label={t("adminCatalog.trainers.fields.name")}>
          {(props) => (
            <input {...props} type="text" required defaultValue={data.defaults.name} autoComplete="off" />
          )}
        </PlainField>
        <BilingualField field={pair(fields.title)} label={t("adminCatalog.trainers.fields.title")} required />
        <BilingualField
          field={pair(fields.experience)}
          label={t("adminCatalog.trainers.fields.experience")}
          required
        />
        <BilingualField
          field={pair(fields.bio)}
          label={t("adminCatalog.trainers.fields.bio")}
          required
          multiline
        />
        <BilingualField
          field={pair(fields.specialties)}
          label={t("adminCatalog.trainers.fields.specialties")}
          lines
        />
        <ImageField
          field={field((fields as unknown as Record<string, unknown>).image)}
          label={t("adminCatalog.trainers.photo")}
          current={data.image}
          square
        />
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
