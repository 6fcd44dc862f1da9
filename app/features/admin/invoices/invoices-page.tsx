import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";
import { AdminNav } from "../shared/admin-nav";
import { AdminTable, type AdminColumn } from "../shared/admin-table";

export interface InvoiceRow {
  id: number;
  number: string;
  kind: "invoice" | "credit_note";
  buyer: string;
  total: string;
  due: string;
  /** Formatted; null for a credit note or a credited invoice. */
  remaining: string | null;
  creditNoteNumber: string | null;
}

/**
 * /admin/invoices: invoices and credit notes, newest first, with what remains due; a filter (two
 * links, so it works without JavaScript) shows the overdue ones only.
 */
export function InvoicesPage({ rows, overdue }: { rows: InvoiceRow[]; overdue: boolean }) {
  const { t } = useTranslation();
  const { href } = useLang();
  const s = "adminInvoices";
  const columns: AdminColumn<InvoiceRow>[] = [
    {
      key: "number",
      header: t(`${s}.columns.number`),
      nowrap: true,
      cell: (row) => (
        <Link to={href(`/admin/invoices/${row.id}`)} className="font-semibold underline">
          {row.number}
          {row.kind === "credit_note" ? ` (${t(`${s}.creditNote`)})` : ""}
        </Link>
      ),
    },
    { key: "buyer", header: t(`${s}.columns.buyer`), cell: (row) => row.buyer },
    { key: "total", header: t(`${s}.columns.total`), nowrap: true, cell: (row) => row.total },
    { key: "due", header: t(`${s}.columns.due`), nowrap: true, cell: (row) => row.due },
    {
      key: "remaining",
      header: t(`${s}.columns.remaining`),
      cell: (row) =>
        row.creditNoteNumber
          ? t(`${s}.creditedBy`, { number: row.creditNoteNumber })
          : (row.remaining ?? "—"),
    },
  ];
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t(`${s}.heading`)}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t(`${s}.intro`)}</p>
      <nav aria-label={t(`${s}.filter.label`)} className="mt-6">
        <ul className="flex flex-wrap gap-3">
          {(
            [
              [false, "/admin/invoices", t(`${s}.filter.all`)],
              [true, "/admin/invoices?overdue=1", t(`${s}.filter.overdue`)],
            ] as const
          ).map(([isOverdue, to, label]) => (
            <li key={to}>
              <Link
                to={href(to)}
                aria-current={overdue === isOverdue ? "page" : undefined}
                className={overdue === isOverdue ? "btn-primary" : "btn-secondary"}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="invoices-table" className="mt-8">
        <h2 id="invoices-table" className="sr-only">
          {t(`${s}.tableLabel`)}
        </h2>
        <AdminTable
          labelledBy="invoices-table"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          empty={t(overdue ? `${s}.emptyOverdue` : `${s}.empty`)}
          minWidth="40rem"
        />
      </section>
    </div>
  );
}
