import { Form, Link } from "react-router";
import type { QuestionnaireKind } from "../../../../db/schema/surveys";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";
import { inputClass } from "~/ui/form";
import { AdminNav } from "../shared/admin-nav";
import { AdminTable } from "../shared/admin-table";

export interface QuestionnairesPageData {
  rows: {
    id: number;
    kind: QuestionnaireKind;
    title: string;
    course: string | null;
    version: number | null;
    updatedAt: string;
  }[];
  kinds: readonly QuestionnaireKind[];
  courses: { id: number; label: string }[];
  antiForgery: string | null;
}

/** /admin/quality/questionnaires: each kind's default and the courses' own, and the form that makes one. */
export function QuestionnairesPage({
  data,
  notice,
}: {
  data: QuestionnairesPageData;
  notice: { title: string; message: string } | null;
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <h1 className="text-3xl font-bold">{t("adminQuality.list.heading")}</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">{t("adminQuality.list.intro")}</p>
      <p className="mt-2">
        <Link to={href("/admin/quality")} className="underline">
          {t("adminQuality.list.results")}
        </Link>
      </p>
      <h2 id="questionnaires-table" className="mt-8 text-xl font-semibold">
        {t("adminQuality.list.tableCaption")}
      </h2>
      <AdminTable
        labelledBy="questionnaires-table"
        rows={data.rows}
        rowKey={(row) => row.id}
        empty={t("adminQuality.list.none")}
        minWidth="40rem"
        columns={[
          {
            key: "title",
            header: t("adminQuality.list.columns.title"),
            cell: (row) => (
              <Link to={href(`/admin/quality/questionnaires/${row.id}`)} className="underline">
                {row.title}
              </Link>
            ),
          },
          {
            key: "kind",
            header: t("adminQuality.list.columns.kind"),
            cell: (row) => t(`adminQuality.kinds.${row.kind}`),
          },
          {
            key: "course",
            header: t("adminQuality.list.columns.course"),
            cell: (row) => row.course ?? t("adminQuality.list.default"),
          },
          {
            key: "version",
            header: t("adminQuality.list.columns.version"),
            nowrap: true,
            cell: (row) => (row.version === null ? t("adminQuality.list.noVersion") : row.version),
          },
          {
            key: "updated",
            header: t("adminQuality.list.columns.updated"),
            nowrap: true,
            cell: (row) => row.updatedAt,
          },
        ]}
      />
      {data.antiForgery ? (
        <section aria-labelledby="questionnaire-create" className="mt-10 max-w-2xl">
          <h2 id="questionnaire-create" className="text-xl font-semibold">
            {t("adminQuality.create.heading")}
          </h2>
          <p className="mt-2 text-ink-muted">{t("adminQuality.create.intro")}</p>
          {notice ? (
            <div
              role="alert"
              className="mt-4 rounded-md border-l-4 border-danger bg-danger-soft px-4 py-3 font-medium text-danger"
            >
              {notice.message}
            </div>
          ) : null}
          <Form method="post" className="mt-4 space-y-4">
            <AntiForgeryField token={data.antiForgery} />
            <div>
              <label htmlFor="create-kind" className="mb-1 block font-medium">
                {t("adminQuality.create.kind")}
              </label>
              <select id="create-kind" name="kind" required className={inputClass}>
                {data.kinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`adminQuality.kinds.${kind}`)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="create-course" className="mb-1 block font-medium">
                {t("adminQuality.create.course")}
              </label>
              <select id="create-course" name="courseId" required className={inputClass}>
                <option value="">{t("adminQuality.create.choose")}</option>
                {data.courses.map((course) => (
                  <option key={course.id} value={course.id}>
                    {course.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-primary">
              {t("adminQuality.create.submit")}
            </button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
