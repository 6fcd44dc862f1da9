import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";
import { Field, FormAlert, Input, Select, SubmitButton, Textarea, useSchemaForm } from "~/ui/form";
import { AdminNotFound } from "../shared/admin-detail-frame";
import { AdminNav } from "../shared/admin-nav";
import { AdminTable, type AdminColumn } from "../shared/admin-table";
import { creditNoteSchema, funderSplitSchema, invoiceTransferSchema } from "./invoice-schema";

export interface InvoicePageData {
  id: number;
  kind: "invoice" | "credit_note";
  number: string;
  currency: string;
  issuedOn: string;
  dueOn: string;
  buyer: string;
  payer: "customer" | "funder";
  /** Days past the due date with money still due; null when not late. */
  daysOverdue: number | null;
  remindersSent: number;
  lastReminder: string | null;
  /** A booking's customer invoice with nothing received: it may be split with a funder. */
  splittable: boolean;
  total: string;
  received: string;
  /** Formatted, or null when nothing is owed (a credit note, a credited invoice, paid in full). */
  remaining: string | null;
  creditNoteNumber: string | null;
  creditedInvoice: { id: number; number: string } | null;
  lines: { position: number; description: string; quantity: string; unitPrice: string; net: string }[];
  settlements: {
    id: number;
    receivedOn: string;
    amount: string;
    method: string;
    reference: string;
    recordedBy: string;
  }[];
  today: string;
  /** Admins only; null for moderators (read only). */
  antiForgery: string | null;
}

export interface InvoiceRefusal {
  intent: "transfer" | "credit" | "funder-split" | null;
  notice: { title: string; message: string };
  lastResult: SubmissionResult<string[]> | null;
}

/** An invoice number that matches nothing. */
export function InvoiceNotFound() {
  const { t } = useTranslation();
  return (
    <AdminNotFound
      backTo="/admin/invoices"
      backLabel={t("adminInvoices.back")}
      title={t("adminInvoices.notFound")}
    />
  );
}

/** /admin/invoices/:id: the invoice, its PDF, the money received, and staff's two actions. */
export function InvoicePage({ data, refused }: { data: InvoicePageData; refused: InvoiceRefusal | null }) {
  const { t } = useTranslation();
  const { href } = useLang();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formData?.get("intent") === intent;
  const s = "adminInvoices";
  const [transferForm, transferFields] = useSchemaForm({
    id: "invoice-transfer",
    schema: invoiceTransferSchema,
    lastResult: refused?.intent === "transfer" ? refused.lastResult : null,
    defaultValue: { receivedOn: data.today },
    validate: "onSubmit",
    constraint: false,
  });
  const [creditForm, creditFields] = useSchemaForm({
    id: "invoice-credit",
    schema: creditNoteSchema,
    lastResult: refused?.intent === "credit" ? refused.lastResult : null,
    validate: "onSubmit",
    constraint: false,
  });
  const [splitForm, splitFields] = useSchemaForm({
    id: "invoice-funder-split",
    schema: funderSplitSchema,
    lastResult: refused?.intent === "funder-split" ? refused.lastResult : null,
    defaultValue: { funderCountry: "FR", shareKind: "percent" },
    validate: "onSubmit",
    constraint: false,
  });
  const lineColumns: AdminColumn<InvoicePageData["lines"][number]>[] = [
    { key: "description", header: t(`${s}.lines.description`), cell: (row) => row.description },
    { key: "quantity", header: t(`${s}.lines.quantity`), nowrap: true, cell: (row) => row.quantity },
    { key: "unitPrice", header: t(`${s}.lines.unitPrice`), nowrap: true, cell: (row) => row.unitPrice },
    { key: "net", header: t(`${s}.lines.net`), nowrap: true, cell: (row) => row.net },
  ];
  const settlementColumns: AdminColumn<InvoicePageData["settlements"][number]>[] = [
    {
      key: "receivedOn",
      header: t(`${s}.settlements.receivedOn`),
      nowrap: true,
      cell: (row) => row.receivedOn,
    },
    { key: "amount", header: t(`${s}.settlements.amount`), nowrap: true, cell: (row) => row.amount },
    { key: "method", header: t(`${s}.settlements.method`), cell: (row) => row.method },
    { key: "reference", header: t(`${s}.settlements.reference`), cell: (row) => row.reference },
    { key: "recordedBy", header: t(`${s}.settlements.recordedBy`), cell: (row) => row.recordedBy },
  ];
  const facts: [string, string][] = [
    [t(`${s}.facts.issuedOn`), data.issuedOn],
    [t(`${s}.facts.dueOn`), data.dueOn],
    [t(`${s}.facts.buyer`), data.buyer],
    [t(`${s}.facts.payer`), t(`${s}.payers.${data.payer}`)],
    [t(`${s}.facts.total`), data.total],
    ...(data.kind === "invoice"
      ? ([
          [t(`${s}.facts.received`), data.received],
          [
            t(`${s}.facts.remaining`),
            data.creditNoteNumber
              ? t(`${s}.creditedBy`, { number: data.creditNoteNumber })
              : (data.remaining ?? "—"),
          ],
          ...(data.daysOverdue === null
            ? []
            : ([[t(`${s}.facts.overdue`), t(`${s}.daysOverdue`, { count: data.daysOverdue })]] as [
                string,
                string,
              ][])),
          [
            t(`${s}.facts.reminders`),
            data.lastReminder
              ? t(`${s}.remindersSent`, { count: data.remindersSent, date: data.lastReminder })
              : t(`${s}.noReminder`),
          ],
        ] as [string, string][])
      : []),
  ];
  const open = data.kind === "invoice" && data.creditNoteNumber === null;
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      <p>
        <Link to={href("/admin/invoices")} className="underline">
          {t(`${s}.back`)}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t(`${s}.detailHeading`, { kind: t(`${s}.kinds.${data.kind}`), number: data.number })}
      </h1>
      {data.creditedInvoice ? (
        <p className="mt-2">
          {t(`${s}.facts.credits`)}{" "}
          <Link to={href(`/admin/invoices/${data.creditedInvoice.id}`)} className="underline">
            {data.creditedInvoice.number}
          </Link>
        </p>
      ) : null}
      <dl className="mt-6 grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6">
        <a href={href(`/admin/invoices/${data.id}/invoice.pdf`)} download className="btn-secondary">
          {t(`${s}.download`)}
        </a>
      </p>

      <section aria-labelledby="invoice-lines" className="mt-10">
        <h2 id="invoice-lines" className="text-2xl font-bold">
          {t(`${s}.lines.title`)}
        </h2>
        <AdminTable
          labelledBy="invoice-lines"
          columns={lineColumns}
          rows={data.lines}
          rowKey={(row) => row.position}
          empty="—"
          minWidth="40rem"
        />
      </section>

      <section aria-labelledby="invoice-settlements" className="mt-10">
        <h2 id="invoice-settlements" className="text-2xl font-bold">
          {t(`${s}.settlements.title`)}
        </h2>
        <AdminTable
          labelledBy="invoice-settlements"
          columns={settlementColumns}
          rows={data.settlements}
          rowKey={(row) => row.id}
          empty={t(`${s}.settlements.empty`)}
          minWidth="40rem"
        />
      </section>

      {data.kind === "invoice" && data.antiForgery === null ? (
        <p className="mt-10 rounded-md bg-surface-muted p-4">{t(`${s}.credit.readOnly`)}</p>
      ) : null}

      {open && data.antiForgery ? (
        <>
          <section aria-labelledby="invoice-transfer-title" className="mt-10">
            <h2 id="invoice-transfer-title" className="text-2xl font-bold">
              {t(`${s}.transfer.title`)}
            </h2>
            {data.remaining === null ? (
              <p className="mt-4">{t(`${s}.transfer.nothingDue`)}</p>
            ) : (
              <Form method="post" {...getFormProps(transferForm)} className="mt-4 max-w-xl space-y-5">
                <AntiForgeryField token={data.antiForgery} />
                <input type="hidden" name="intent" value="transfer" />
                <FormAlert
                  id="invoice-transfer-alert"
                  lastResult={refused?.intent === "transfer" ? refused.lastResult : null}
                  notice={refused?.intent === "transfer" ? refused.notice.message : undefined}
                />
                <Field
                  field={transferFields.amount}
                  label={t(`${s}.transfer.amount`, { currency: data.currency })}
                  hint={t(`${s}.transfer.amountHint`, { amount: data.remaining })}
                >
                  <Input inputMode="decimal" autoComplete="off" />
                </Field>
                <Field field={transferFields.receivedOn} label={t(`${s}.transfer.receivedOn`)}>
                  <Input type="date" max={data.today} />
                </Field>
                <Field field={transferFields.reference} label={t(`${s}.transfer.reference`)}>
                  <Input maxLength={60} autoComplete="off" />
                </Field>
                <SubmitButton
                  pending={busy("transfer")}
                  label={t(`${s}.transfer.submit`)}
                  pendingLabel={t(`${s}.transfer.submit`)}
                />
              </Form>
            )}
          </section>

          <section aria-labelledby="invoice-credit-title" className="mt-10">
            <h2 id="invoice-credit-title" className="text-2xl font-bold">
              {t(`${s}.credit.title`)}
            </h2>
            <p className="mt-2 max-w-2xl">{t(`${s}.credit.intro`)}</p>
            <Form method="post" {...getFormProps(creditForm)} className="mt-4 max-w-xl space-y-5">
              <AntiForgeryField token={data.antiForgery} />
              <input type="hidden" name="intent" value="credit" />
              <FormAlert
                id="invoice-credit-alert"
                lastResult={refused?.intent === "credit" ? refused.lastResult : null}
                notice={refused?.intent === "credit" ? refused.notice.message : undefined}
              />
              <Field field={creditFields.reason} label={t(`${s}.credit.reason`)}>
                <Textarea rows={3} maxLength={300} />
              </Field>
              <SubmitButton
                pending={busy("credit")}
                label={t(`${s}.credit.submit`)}
                pendingLabel={t(`${s}.credit.submit`)}
              />
            </Form>
          </section>
          {data.splittable ? (
            <section aria-labelledby="invoice-split-title" className="mt-10">
              <h2 id="invoice-split-title" className="text-2xl font-bold">
                {t(`${s}.split.title`)}
              </h2>
              <p className="mt-2 max-w-2xl">{t(`${s}.split.intro`)}</p>
              <Form method="post" {...getFormProps(splitForm)} className="mt-4 max-w-xl space-y-5">
                <AntiForgeryField token={data.antiForgery} />
                <input type="hidden" name="intent" value="funder-split" />
                <FormAlert
                  id="invoice-split-alert"
                  lastResult={refused?.intent === "funder-split" ? refused.lastResult : null}
                  notice={refused?.intent === "funder-split" ? refused.notice.message : undefined}
                />
                <Field field={splitFields.funderName} label={t(`${s}.split.name`)}>
                  <Input maxLength={200} autoComplete="off" />
                </Field>
                <Field field={splitFields.funderAddress} label={t(`${s}.split.address`)}>
                  <Textarea rows={3} maxLength={500} />
                </Field>
                <Field
                  field={splitFields.funderCountry}
                  label={t(`${s}.split.country`)}
                  hint={t(`${s}.split.countryHint`)}
                >
                  <Input maxLength={2} autoComplete="off" className="w-24" />
                </Field>
                <Field field={splitFields.funderEmail} label={t(`${s}.split.email`)}>
                  <Input type="email" maxLength={254} autoComplete="off" />
                </Field>
                <Field field={splitFields.funderSiret} label={t(`${s}.split.siret`)}>
                  <Input inputMode="numeric" maxLength={14} autoComplete="off" />
                </Field>
                <Field field={splitFields.funderVatNumber} label={t(`${s}.split.vatNumber`)}>
                  <Input maxLength={15} autoComplete="off" />
                </Field>
                <Field field={splitFields.shareKind} label={t(`${s}.split.shareKind`)}>
                  <Select>
                    <option value="percent">{t(`${s}.split.percent`)}</option>
                    <option value="amount">{t(`${s}.split.amount`, { currency: data.currency })}</option>
                  </Select>
                </Field>
                <Field
                  field={splitFields.share}
                  label={t(`${s}.split.share`)}
                  hint={t(`${s}.split.shareHint`, { total: data.total })}
                >
                  <Input inputMode="decimal" autoComplete="off" />
                </Field>
                <SubmitButton
                  pending={busy("funder-split")}
                  label={t(`${s}.split.submit`)}
                  pendingLabel={t(`${s}.split.submit`)}
                />
              </Form>
            </section>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
