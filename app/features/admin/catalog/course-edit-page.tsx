import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { useLang } from "~/lib/use-lang";
import { CatalogEditorPage, CatalogNotFoundPage, type CatalogRefusal } from "./catalog-editor";
import { ConfirmAction } from "../shared/confirm-action";
import type { CourseEditData } from "./course-edit-data";
import { CourseForm } from "./course-form";

/** /admin/courses/new and /admin/courses/:id: every field of the course, French and English side by side. */
export function CourseEditPage({ data, refused }: { data: CourseEditData; refused: CatalogRefusal }) {
  const { t } = useTranslation();
  const { href } = useLang();
  if (!data.found)
    return <CatalogNotFoundPage listPath="/admin/courses" title={t("adminCatalog.courses.notFound")} />;
  return (
    <CatalogEditorPage
      listPath="/admin/courses"
      kicker={t(data.id === null ? "adminCatalog.courses.newHeading" : "adminCatalog.courses.editHeading")}
      title={data.title}
      untranslated={data.untranslated}
      readOnly={data.antiForgery === null}
      notices={
        <>
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
        </>
      }
    >
      <CourseForm data={data} refused={refused} />
      {data.id !== null && data.antiForgery !== null ? (
        <ArchiveForm archived={data.archived} antiForgery={data.antiForgery} />
      ) : null}
    </CatalogEditorPage>
  );
}

/** Archive the course (asked to confirm) or bring it back. */
function ArchiveForm({ archived, antiForgery }: { archived: boolean; antiForgery: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="mt-10">
      <AntiForgeryField token={antiForgery} />
      {archived ? (
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
  );
}
