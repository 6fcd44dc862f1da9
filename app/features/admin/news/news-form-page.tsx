import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link, useNavigation } from "react-router";
import { Field as FormField, FormAlert, hintId, inputClass, SubmitButton, useSchemaForm } from "~/ui/form";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { useLang } from "~/lib/use-lang";
import { AdminNav } from "../shared/admin-nav";
import { ConfirmAction } from "../shared/confirm-action";
import { ImageField } from "../catalog/catalog-form-parts";
import { postKinds } from "../../../../db/schema/post-kinds";
import { newsPostSchema, type NewsPostForm } from "./news-schema";

export interface NewsFormPageData {
  mode: "create" | "edit";
  id: number | null;
  title: string;
  published: boolean;
  /** Where visitors read the saved post (French path); null for a new one. */
  path: string | null;
  values: Record<keyof NewsPostForm, string>;
  /** The addresses of the post's images now, per language (English falls back to French). */
  images: { fr: string | null; en: string | null };
  /** The courses the post may link to, by title in the page's language. */
  courses: { id: number; title: string }[];
  /** Admins only: the token of the forms; null for moderators (read only). */
  antiForgery: string | null;
}

export interface NewsFormRefusal {
  notice: { title: string; message: string };
  lastResult: SubmissionResult<string[]> | null;
}

/** A post's form: French and English side by side, the event's fields, publish / unpublish. */
export function NewsFormPage({ data, refused }: { data: NewsFormPageData; refused: NewsFormRefusal | null }) {
  const { t } = useTranslation();
  const { href } = useLang();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const readOnly = data.antiForgery === null;
  // The file fields are not in the schema: the action takes them through the image pipeline.
  const [form, fields] = useSchemaForm<
    typeof newsPostSchema,
    NewsPostForm & Record<"imageFr" | "imageEn", string>
  >({
    id: "news-post",
    schema: newsPostSchema,
    lastResult: refused?.lastResult,
    defaultValue: data.values,
  });
  const text = (name: keyof NewsPostForm, hint?: string) => (
    <input
      {...getInputProps(fields[name], { type: "text" })}
      key={fields[name].key}
      className={inputClass}
      aria-describedby={
        [hint ? hintId(fields[name]) : null, fields[name].errors ? fields[name].errorId : null]
          .filter(Boolean)
          .join(" ") || undefined
      }
    />
  );
  const area = (name: keyof NewsPostForm, rows: number, hint?: string) => (
    <textarea
      {...getTextareaProps(fields[name])}
      key={fields[name].key}
      rows={rows}
      className={inputClass}
      aria-describedby={
        [hint ? hintId(fields[name]) : null, fields[name].errors ? fields[name].errorId : null]
          .filter(Boolean)
          .join(" ") || undefined
      }
    />
  );
  const optional = t("adminNews.form.optional");
  /** A French field and its English twin, side by side from tablet width. */
  const bilingual = (
    label: string,
    fr: ReactNode,
    en: ReactNode,
    frName: keyof NewsPostForm,
    enName: keyof NewsPostForm,
    hint?: string,
    frOptional = false,
  ) => (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField
        field={fields[frName]}
        label={`${label} · FR`}
        optional={frOptional ? optional : undefined}
        hint={hint}
      >
        {fr}
      </FormField>
      <FormField field={fields[enName]} label={`${label} · EN`} optional={optional} hint={hint}>
        {en}
      </FormField>
    </div>
  );
  const f = "adminNews.form";
  // The kind the post is saved as: what publishing and unpublishing act on.
  const savedKind = postKinds.find((kind) => kind === data.values.kind) ?? "news";
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <p>
        <Link to={href("/admin/news")} className="underline">
          {t("adminNews.back")}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {data.mode === "create" ? t("adminNews.createSeoTitle") : data.title}
      </h1>
      {data.mode === "edit" ? (
        <p className="mt-2" data-testid="news-status">
          {t("adminNews.statusLine", {
            status: data.published ? t("adminNews.published") : t("adminNews.draft"),
          })}
          {data.published && data.path ? (
            <>
              {" · "}
              <Link to={href(data.path)} className="underline">
                {t("adminNews.view")}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {readOnly ? <p className="mt-4 rounded-md bg-surface-muted p-4">{t("adminNews.readOnly")}</p> : null}

      {data.mode === "edit" && data.antiForgery ? (
        <div className="mt-6 flex flex-wrap gap-3">
          {data.published ? (
            <Form method="post">
              <AntiForgeryField token={data.antiForgery} />
              <input type="hidden" name="intent" value="unpublish" />
              <ConfirmAction
                label={t(`adminNews.unpublish.${savedKind}`)}
                question={t(`adminNews.unpublishQuestion.${savedKind}`)}
                confirmLabel={t("adminNews.unpublishConfirm")}
              />
            </Form>
          ) : (
            <Form method="post">
              <AntiForgeryField token={data.antiForgery} />
              <input type="hidden" name="intent" value="publish" />
              <button type="submit" className="btn-primary">
                {t("adminNews.publish")}
              </button>
            </Form>
          )}
        </div>
      ) : null}

      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="mt-8 max-w-5xl space-y-6"
      >
        {data.antiForgery ? <AntiForgeryField token={data.antiForgery} /> : null}
        <input type="hidden" name="intent" value="save" />
        <FormAlert id="news-post-alert" lastResult={refused?.lastResult} notice={refused?.notice.message} />
        <fieldset disabled={readOnly} className="space-y-6">
          <legend className="sr-only">
            {data.mode === "create" ? t("adminNews.createSeoTitle") : data.title}
          </legend>
          <p className="text-sm text-ink-muted">
            {t(`${f}.french`)} · {t(`${f}.english`)}
          </p>
          <FormField field={fields.kind} label={t(`${f}.kind`)} hint={t(`${f}.kindHint`)}>
            <select
              {...getSelectProps(fields.kind)}
              key={fields.kind.key}
              className={inputClass}
              aria-describedby={
                [hintId(fields.kind), fields.kind.errors ? fields.kind.errorId : null]
                  .filter(Boolean)
                  .join(" ") || undefined
              }
            >
              {postKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`adminNews.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </FormField>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField field={fields.slug} label={t(`${f}.slug`)} hint={t(`${f}.slugHint`)}>
              {text("slug", "hint")}
            </FormField>
            <FormField field={fields.publishedOn} label={t(`${f}.publishedOn`)}>
              <input
                {...getInputProps(fields.publishedOn, { type: "date" })}
                key={fields.publishedOn.key}
                className={inputClass}
              />
            </FormField>
          </div>
          {bilingual(
            t(`${f}.kicker`),
            text("kickerFr"),
            text("kickerEn"),
            "kickerFr",
            "kickerEn",
            undefined,
            true,
          )}
          {bilingual(t(`${f}.title`), text("titleFr"), text("titleEn"), "titleFr", "titleEn")}
          {bilingual(
            t(`${f}.summary`),
            area("summaryFr", 3, "hint"),
            area("summaryEn", 3, "hint"),
            "summaryFr",
            "summaryEn",
            t(`${f}.summaryHint`),
          )}
          {bilingual(
            t(`${f}.body`),
            area("bodyFr", 14, "hint"),
            area("bodyEn", 14, "hint"),
            "bodyFr",
            "bodyEn",
            t(`${f}.bodyHint`),
          )}
          {bilingual(
            t(`${f}.details`),
            area("detailsFr", 4, "hint"),
            area("detailsEn", 4, "hint"),
            "detailsFr",
            "detailsEn",
            t(`${f}.detailsHint`),
            true,
          )}
          <fieldset
            className="space-y-4 rounded-xl border border-line p-4"
            aria-describedby="news-image-hint"
          >
            <legend className="px-1 font-semibold">{t(`${f}.image`)}</legend>
            <p id="news-image-hint" className="text-sm text-ink-muted">
              {t(`${f}.imageIntro`)}
            </p>
            <div className="grid gap-6 md:grid-cols-2">
              {(["fr", "en"] as const).map((lang) => {
                const suffix = lang === "fr" ? "Fr" : "En";
                const current = data.images[lang];
                return (
                  <div key={lang} className="space-y-2">
                    <p className="font-semibold">{t(`${f}.${lang === "fr" ? "imageFr" : "imageEn"}`)}</p>
                    <ImageField
                      field={fields[`image${suffix}`]}
                      label={t(lang === "fr" ? `${f}.imageFileFr` : `${f}.imageFileEn`)}
                      current={current}
                      whole
                      readOnly={readOnly}
                      texts={{
                        none: t(lang === "fr" ? `${f}.imageNone` : `${f}.imageNoneEn`),
                        hint: t(`${f}.imageHint`),
                      }}
                    >
                      {current ? (
                        <label className="mt-2 flex min-h-11 items-center gap-2">
                          <input type="checkbox" name={`removeImage${suffix}`} className="size-5" />
                          {t(lang === "fr" ? `${f}.removeImageFr` : `${f}.removeImageEn`)}
                        </label>
                      ) : null}
                    </ImageField>
                  </div>
                );
              })}
            </div>
          </fieldset>
          {bilingual(
            t(`${f}.imageAlt`),
            text("imageAltFr"),
            text("imageAltEn"),
            "imageAltFr",
            "imageAltEn",
            undefined,
            true,
          )}
          <fieldset
            className="space-y-4 rounded-xl border border-line p-4"
            aria-describedby="news-event-hint"
          >
            <legend className="px-1 font-semibold">{t(`${f}.eventTitle`)}</legend>
            <p id="news-event-hint" className="text-sm text-ink-muted">
              {t(`${f}.eventHint`)}
            </p>
            <div className="grid gap-4 md:grid-cols-2">
              <FormField field={fields.eventStart} label={t(`${f}.eventStart`)}>
                <input
                  {...getInputProps(fields.eventStart, { type: "date" })}
                  key={fields.eventStart.key}
                  className={inputClass}
                />
              </FormField>
              <FormField field={fields.eventEnd} label={t(`${f}.eventEnd`)}>
                <input
                  {...getInputProps(fields.eventEnd, { type: "date" })}
                  key={fields.eventEnd.key}
                  className={inputClass}
                />
              </FormField>
            </div>
            {bilingual(
              t(`${f}.place`),
              text("placeFr"),
              text("placeEn"),
              "placeFr",
              "placeEn",
              undefined,
              true,
            )}
            <FormField
              field={fields.courseId}
              label={t(`${f}.course`)}
              optional={optional}
              hint={t(`${f}.courseHint`)}
            >
              <select
                {...getSelectProps(fields.courseId)}
                key={fields.courseId.key}
                className={inputClass}
                aria-describedby={
                  [hintId(fields.courseId), fields.courseId.errors ? fields.courseId.errorId : null]
                    .filter(Boolean)
                    .join(" ") || undefined
                }
              >
                <option value="">{t(`${f}.noCourse`)}</option>
                {data.courses.map((course) => (
                  <option key={course.id} value={String(course.id)}>
                    {course.title}
                  </option>
                ))}
              </select>
            </FormField>
          </fieldset>
        </fieldset>
        {readOnly ? null : (
          <SubmitButton
            pending={pending}
            label={t(data.mode === "create" ? `${f}.create` : `${f}.save`)}
            pendingLabel={t(data.mode === "create" ? `${f}.creating` : `${f}.saving`)}
          />
        )}
      </Form>
    </div>
  );
}
