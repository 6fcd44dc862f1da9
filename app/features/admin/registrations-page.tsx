import { useTranslation } from "react-i18next";
import type { PaymentStatus, RegistrationStatus } from "../../../db/schema/registrations";
import { Form, Link } from "react-router";
import { inputClass } from "~/features/accounts/profile/form-parts";
import { usePageMessages } from "~/lib/page-messages";
import { useLang } from "~/lib/use-lang";
import { AdminNav } from "./admin-nav";
import { AdminPager } from "./admin-pager";
import { adminMessages } from "./admin-panel";

export interface RegistrationsPageData {
  rows: {
    id: number;
    name: string;
    email: string;
    course: string;
    session: string | null;
    status: RegistrationStatus;
    paymentStatus: PaymentStatus;
    registered: string;
  }[];
  total: number;
  page: number;
  pageCount: number;
  filters: { course: number | null; status: RegistrationStatus | null; payment: PaymentStatus | null };
  courses: { id: number; title: string }[];
  /** The statuses to filter by, from the database's schema (not bundled for the browser). */
  statuses: readonly RegistrationStatus[];
  paymentStatuses: readonly PaymentStatus[];
}

/** /admin/registrations: a GET form of filters (kept in the URL) over a server-paginated table. */
export function RegistrationsPage({
  rows,
  total,
  page,
  pageCount,
  filters,
  courses,
  statuses,
  paymentStatuses,
}: RegistrationsPageData) {
  usePageMessages(adminMessages);
  const { t } = useTranslation();
  const { href } = useLang();
  const pageHref = (target: number) => {
    const query = new URLSearchParams();
    if (filters.course) query.set("course", String(filters.course));
    if (filters.status) query.set("status", filters.status);
    if (filters.payment) query.set("payment", filters.payment);
    if (target > 1) query.set("page", String(target));
    const text = query.toString();
    return href(`/admin/registrations${text ? `?${text}` : ""}`);
  };
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t("admin.registrations.heading")}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("admin.registrations.intro")}</p>

      <Form
        method="get"
        action={href("/admin/registrations")}
        className="mt-8"
        aria-labelledby="registration-filters"
      >
        <h2 id="registration-filters" className="text-xl font-bold">
          {t("admin.registrations.filters")}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor="filter-course" className="block font-medium">
              {t("admin.registrations.course")}
            </label>
            <select
              id="filter-course"
              name="course"
              defaultValue={filters.course ?? ""}
              className={inputClass}
            >
              <option value="">{t("admin.registrations.allCourses")}</option>
              {courses.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.title}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-status" className="block font-medium">
              {t("admin.registrations.status")}
            </label>
            <select
              id="filter-status"
              name="status"
              defaultValue={filters.status ?? ""}
              className={inputClass}
            >
              <option value="">{t("admin.registrations.all")}</option>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {t(`admin.registrations.statuses.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-payment" className="block font-medium">
              {t("admin.registrations.payment")}
            </label>
            <select
              id="filter-payment"
              name="payment"
              defaultValue={filters.payment ?? ""}
              className={inputClass}
            >
              <option value="">{t("admin.registrations.all")}</option>
              {paymentStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`admin.registrations.payments.${status}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="submit" className="btn-primary">
            {t("admin.registrations.apply")}
          </button>
          <Link to={href("/admin/registrations")} className="btn-secondary">
            {t("admin.registrations.reset")}
          </Link>
        </div>
      </Form>

      <section aria-labelledby="registration-list" className="mt-10">
        <h2 id="registration-list" className="text-xl font-bold">
          {t("admin.registrations.total", { count: total })}
        </h2>
        {rows.length === 0 ? (
          <p className="mt-4">{t("admin.registrations.empty")}</p>
        ) : (
          <div
            role="region"
            aria-labelledby="registration-list"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus
            tabIndex={0}
            className="mt-4 overflow-x-auto rounded-xl border border-line"
          >
            <table className="w-full min-w-[48rem] text-left text-sm">
              <thead className="bg-surface-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("admin.registrations.person")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("admin.registrations.course")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("admin.registrations.session")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("admin.registrations.status")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("admin.registrations.payment")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("admin.registrations.registered")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-t border-line" data-registration={row.id}>
                    <td className="px-4 py-3">
                      <Link
                        to={href(`/admin/registrations/${row.id}`)}
                        aria-label={t("admin.registrations.open", { name: row.name })}
                        className="underline"
                      >
                        {row.name}
                      </Link>
                      <span className="block text-ink-muted">{row.email}</span>
                    </td>
                    <td className="px-4 py-3">{row.course}</td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      {row.session ?? t("admin.registrations.noSession")}
                    </td>
                    <td className="px-4 py-3">{t(`admin.registrations.statuses.${row.status}`)}</td>
                    <td className="px-4 py-3">{t(`admin.registrations.payments.${row.paymentStatus}`)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{row.registered}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <AdminPager
          page={page}
          pageCount={pageCount}
          label={t("admin.registrations.pagination")}
          hrefOf={pageHref}
        />
      </section>
    </div>
  );
}
