import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { AdminNav } from "../shared/admin-nav";
import { AdminTable, type AdminColumn } from "../shared/admin-table";
import { AuditTable, type AuditRow } from "../audit/audit-table";

const counterKeys = [
  "users",
  "courses",
  "upcomingSessions",
  "pendingRegistrations",
  "refundRequests",
  "contactMessages",
] as const;
type CounterKey = (typeof counterKeys)[number];

/**
 * The quick actions and the screens they open; those that change something are shown only to
 * whoever may make the change (moderators would get a 403).
 */
const quickActions = [
  { key: "manageCourses", path: "/admin/courses", change: false },
  { key: "manageUsers", path: "/admin/people", change: false },
  { key: "planSession", path: "/admin/sessions/new", change: true },
  { key: "settings", path: "/admin/settings", change: false },
] as const;

export interface AdminPanelData {
  /** Counters already formatted for the page's language. */
  counters: Record<CounterKey, string>;
  /** What confirmed registrations still owe, one formatted amount per currency. */
  unpaid: { currency: string; amount: string }[];
  /** Open complaints, those received this month, the median time to answer; formatted. */
  complaints: { open: string; thisMonth: string; median: string };
  /** Texts sent this month, their estimated cost and the price of a part, formatted. */
  texts: { count: string; cost: string; price: string };
  sessions: {
    id: number;
    course: string;
    /** ISO 8601; `when` is its text in the session's own time zone. */
    at: string;
    when: string;
    city: string | null;
    taken: string;
    total: string;
    /** "45 %", or null for a session without seats. */
    fill: string | null;
  }[];
  audit: AuditRow[];
  /** Admins change; moderators read and handle (staff-access.server.ts). */
  mayChange: boolean;
  activity: {
    id: number;
    type: string;
    /** ISO 8601, for <time>; `when` is its text in the page's language, Conakry time. */
    at: string;
    when: string;
    ipAddress: string | null;
    account: { name: string; email: string } | null;
  }[];
}

/**
 * The product's admin panel: real counters, the next sessions, the latest changes, the quick
 * actions (links to their screens) and the latest security events of every account.
 */
export function AdminPanel({
  counters,
  unpaid,
  texts,
  complaints,
  sessions,
  audit,
  mayChange,
  activity,
}: AdminPanelData) {
  const { t } = useTranslation();
  const { href } = useLang();
  const sessionColumns: AdminColumn<AdminPanelData["sessions"][number]>[] = [
    {
      key: "course",
      header: t("admin.sessions.course"),
      cell: (session) => (
        <Link to={href(`/admin/sessions/${session.id}`)} className="underline">
          {session.course}
        </Link>
      ),
    },
    {
      key: "date",
      header: t("admin.sessions.date"),
      nowrap: true,
      cell: (session) => <time dateTime={session.at}>{session.when}</time>,
    },
    {
      key: "place",
      header: t("admin.sessions.place"),
      cell: (session) => session.city ?? t("admin.sessions.noPlace"),
    },
    {
      key: "seats",
      header: t("admin.sessions.seats"),
      nowrap: true,
      cell: (session) => t("admin.sessions.seatsOf", { taken: session.taken, total: session.total }),
    },
    { key: "fill", header: t("admin.sessions.fill"), cell: (session) => session.fill ?? "—" },
  ];
  const activityColumns: AdminColumn<AdminPanelData["activity"][number]>[] = [
    {
      key: "when",
      header: t("admin.activity.when"),
      nowrap: true,
      cell: (event) => <time dateTime={event.at}>{event.when}</time>,
    },
    {
      key: "event",
      header: t("admin.activity.event"),
      cell: (event) => t(`admin.events.${event.type}`, { defaultValue: t("admin.events.unknown") }),
    },
    {
      key: "account",
      header: t("admin.activity.account"),
      cell: (event) =>
        event.account ? (
          <>
            {event.account.name}
            <span className="block text-ink-muted">{event.account.email}</span>
          </>
        ) : (
          t("admin.activity.noAccount")
        ),
    },
    {
      key: "address",
      header: t("admin.activity.address"),
      cell: (event) => event.ipAddress ?? t("admin.activity.unknownAddress"),
    },
  ];
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("admin.heading")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("admin.intro")}</p>

      <section aria-labelledby="admin-counters" className="mt-10">
        <h2 id="admin-counters" className="text-xl font-bold">
          {t("admin.counters.heading")}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {counterKeys.map((key) => (
            <div key={key} className="rounded-xl border border-line bg-surface-raised p-5 shadow-sm">
              <dt className="text-sm font-medium text-ink-muted">{t(`admin.counters.${key}`)}</dt>
              <dd className="mt-2 text-3xl font-bold" data-counter={key}>
                {counters[key]}
              </dd>
              {key === "refundRequests" ? (
                <dd className="mt-2 text-sm">
                  <Link to={href("/admin/registrations?payment=refund-requested")} className="underline">
                    {t("admin.counters.refundRequestsLink")}
                  </Link>
                </dd>
              ) : null}
              {key === "contactMessages" ? (
                <dd className="mt-2 text-sm text-ink-muted">{t("admin.counters.contactMessagesNote")}</dd>
              ) : null}
            </div>
          ))}
          <div className="rounded-xl border border-line bg-surface-raised p-5 shadow-sm">
            <dt className="text-sm font-medium text-ink-muted">{t("admin.counters.unpaid")}</dt>
            {unpaid.length === 0 ? (
              <dd className="mt-2 text-3xl font-bold" data-counter="unpaid">
                {t("admin.counters.unpaidNone")}
              </dd>
            ) : (
              unpaid.map((row) => (
                <dd
                  key={row.currency}
                  className="mt-2 text-2xl font-bold"
                  data-counter={`unpaid-${row.currency}`}
                >
                  {row.amount}
                </dd>
              ))
            )}
            <dd className="mt-2 text-sm text-ink-muted">{t("admin.counters.unpaidNote")}</dd>
          </div>
          <div className="rounded-xl border border-line bg-surface-raised p-5 shadow-sm">
            <dt className="text-sm font-medium text-ink-muted">{t("admin.counters.complaintsOpen")}</dt>
            <dd className="mt-2 text-3xl font-bold" data-counter="complaintsOpen">
              {complaints.open}
            </dd>
            <dd className="mt-2 text-sm text-ink-muted">{t("admin.counters.complaintsOpenNote")}</dd>
            <dd className="mt-2 text-sm">
              <Link to={href("/admin/complaints")} className="underline">
                {t("admin.counters.complaintsLink")}
              </Link>
            </dd>
          </div>
          <div className="rounded-xl border border-line bg-surface-raised p-5 shadow-sm">
            <dt className="text-sm font-medium text-ink-muted">{t("admin.counters.complaintsThisMonth")}</dt>
            <dd className="mt-2 text-3xl font-bold" data-counter="complaintsThisMonth">
              {complaints.thisMonth}
            </dd>
            <dd className="mt-2 font-semibold" data-counter="complaintsMedian">
              {t("admin.counters.complaintsMedian", { value: complaints.median })}
            </dd>
            <dd className="mt-2 text-sm text-ink-muted">{t("admin.counters.complaintsMedianNote")}</dd>
          </div>
          <div className="rounded-xl border border-line bg-surface-raised p-5 shadow-sm">
            <dt className="text-sm font-medium text-ink-muted">{t("admin.counters.texts")}</dt>
            <dd className="mt-2 text-3xl font-bold" data-counter="texts">
              {texts.count}
            </dd>
            <dd className="mt-2 font-semibold">{t("admin.counters.textsCost", { cost: texts.cost })}</dd>
            <dd className="mt-2 text-sm text-ink-muted">
              {t("admin.counters.textsNote", { price: texts.price })}
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="admin-sessions" className="mt-12">
        <h2 id="admin-sessions" className="text-xl font-bold">
          {t("admin.sessions.heading")}
        </h2>
        <AdminTable
          labelledBy="admin-sessions"
          columns={sessionColumns}
          rows={sessions}
          rowKey={(session) => session.id}
          empty={t("admin.sessions.empty")}
          minWidth="36rem"
          rowProps={(session) => ({ "data-session": session.id })}
        />
      </section>

      <section aria-labelledby="admin-audit" className="mt-12">
        <h2 id="admin-audit" className="text-xl font-bold">
          {t("admin.audit.recentHeading")}
        </h2>
        {audit.length === 0 ? (
          <p className="mt-4">{t("admin.audit.recentEmpty")}</p>
        ) : (
          <AuditTable rows={audit} labelledBy="admin-audit" />
        )}
        <p className="mt-4">
          <Link to={href("/admin/audit")} className="underline">
            {t("admin.audit.seeAll")}
          </Link>
        </p>
      </section>

      <section aria-labelledby="admin-actions" className="mt-12">
        <h2 id="admin-actions" className="text-xl font-bold">
          {t("admin.actions.heading")}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {quickActions
            .filter((action) => mayChange || !action.change)
            .map((action) => (
              <li key={action.key}>
                <Link to={href(action.path)} className="btn-secondary w-full">
                  {t(`admin.actions.${action.key}`)}
                </Link>
              </li>
            ))}
        </ul>
      </section>

      <section aria-labelledby="admin-activity" className="mt-12">
        <h2 id="admin-activity" className="text-xl font-bold">
          {t("admin.activity.heading")}
        </h2>
        <p className="mt-2 text-ink-muted">{t("admin.activity.intro")}</p>
        <AdminTable
          labelledBy="admin-activity"
          columns={activityColumns}
          rows={activity}
          rowKey={(event) => event.id}
          empty={t("admin.activity.empty")}
          minWidth="36rem"
        />
      </section>
    </div>
  );
}
