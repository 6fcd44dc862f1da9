import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { Field, FormAlert, Input, Select, SubmitButton, useSchemaForm } from "~/ui/form";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";
import { AdminDetailFrame, AdminNotFound } from "../shared/admin-detail-frame";
import { AdminTable } from "../shared/admin-table";
import type { QuoteRefusal } from "./quote-editor.server";
import { quoteSchema } from "./quote-schema";

type Option = { id: number; label: string };

interface QuoteRecordData {
  number: string | null;
  company: string;
  companyId: number;
  sentTo: string | null;
  sentAt: string | null;
  validUntil: string;
  lines: {
    position: number;
    description: string;
    quantity: string;
    unitPrice: string;
    vatRate: string;
    net: string;
  }[];
  totalNet: string;
  vat: { rate: string; base: string; amount: string }[];
  total: string;
  decision: { signer: string | null; at: string; ip: string } | null;
  purchaseOrder: string | null;
  refusalReason: string | null;
  agreement: { number: string; kind: "convention" | "contract"; status: string } | null;
}

export type QuotePageData =
  | { found: false }
  | {
      found: true;
      id: number | null;
      title: string;
      status: "draft" | "sent" | "expired" | "accepted" | "refused";
      editable: boolean;
      antiForgery: string | null;
      // The form's defaults, as the form writes them (strings, and lines as a list).
      defaults: { [key: string]: unknown };
      request: {
        id: number;
        name: string;
        email: string;
        company: string;
        people: number;
        preferredDates: string;
        place: string;
        companyFound: boolean;
      } | null;
      companies: Option[];
      courses: Option[];
      sessions: Option[];
      record: QuoteRecordData | null;
    };

type Shown = Extract<QuotePageData, { found: true }>;

/** A quote for staff: the builder while it is a draft; what was sent and decided afterwards. */
export function QuotePage({ data, refused }: { data: QuotePageData; refused: QuoteRefusal | null }) {
  const { t } = useTranslation();
  const { href } = useLang();
  if (!data.found)
    return (
      <AdminNotFound
        backTo="/admin/quotes"
        backLabel={t("adminQuotes.back")}
        title={t("adminQuotes.notFound")}
      />
    );
  return (
    <AdminDetailFrame backTo="/admin/quotes" backLabel={t("adminQuotes.back")}>
      <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{data.title}</h1>
      <p className="mt-2 text-lg" data-quote-status={data.status}>
        {t("adminQuotes.statusLabel")} <strong>{t(`adminQuotes.statuses.${data.status}`)}</strong>
      </p>
      {data.request ? <RequestFacts request={data.request} /> : null}
      {data.record ? <QuoteRecord record={data.record} id={data.id} /> : null}
      {data.id !== null && data.status === "draft" && data.editable && data.antiForgery ? (
        <SendForm antiForgery={data.antiForgery} refused={refused?.form === "send" ? refused : null} />
      ) : null}
      {data.editable ? (
        <QuoteForm data={data} refused={refused?.form === "quote" ? refused : null} />
      ) : data.status === "draft" ? (
        <p className="mt-6 rounded-md bg-surface-muted p-4">{t("adminQuotes.readOnly")}</p>
      ) : null}
      {data.record?.companyId ? (
        <p className="mt-6">
          <Link to={href(`/admin/companies/${data.record.companyId}`)} className="underline">
            {t("adminQuotes.companyLink", { name: data.record.company })}
          </Link>
        </p>
      ) : null}
    </AdminDetailFrame>
  );
}

function RequestFacts({ request }: { request: NonNullable<Shown["request"]> }) {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <section aria-labelledby="quote-request" className="mt-6 rounded-xl border border-line p-4">
      <h2 id="quote-request" className="text-xl font-bold">
        {t("adminQuotes.request.heading")}{" "}
        <Link to={href(`/admin/messages/${request.id}`)} className="text-base font-normal underline">
          {t("adminQuotes.request.open", { id: request.id })}
        </Link>
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("adminQuotes.request.from")}</dt>
        <dd className="break-words">
          {request.name} &lt;{request.email}&gt;
        </dd>
        <dt className="font-semibold">{t("adminQuotes.request.company")}</dt>
        <dd className="break-words">{request.company}</dd>
        <dt className="font-semibold">{t("adminQuotes.request.people")}</dt>
        <dd>{request.people}</dd>
        <dt className="font-semibold">{t("adminQuotes.request.dates")}</dt>
        <dd className="break-words">{request.preferredDates}</dd>
        <dt className="font-semibold">{t("adminQuotes.request.place")}</dt>
        <dd className="break-words">{request.place}</dd>
      </dl>
      {!request.companyFound ? (
        <p className="mt-3 text-ink-muted">{t("adminQuotes.request.noCompany")}</p>
      ) : null}
    </section>
  );
}

function QuoteRecord({ record, id }: { record: QuoteRecordData; id: number | null }) {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <section aria-labelledby="quote-record" className="mt-8">
      <h2 id="quote-record" className="text-2xl font-bold">
        {t("adminQuotes.record.heading")}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("adminQuotes.record.company")}</dt>
        <dd className="break-words">{record.company}</dd>
        <dt className="font-semibold">{t("adminQuotes.record.validUntil")}</dt>
        <dd>{record.validUntil}</dd>
        {record.sentAt ? (
          <>
            <dt className="font-semibold">{t("adminQuotes.record.sent")}</dt>
            <dd className="break-words">
              {t("adminQuotes.record.sentTo", { at: record.sentAt, to: record.sentTo ?? "" })}
            </dd>
          </>
        ) : null}
        {record.decision ? (
          <>
            <dt className="font-semibold">{t("adminQuotes.record.decision")}</dt>
            <dd className="break-words" data-decision>
              {record.decision.signer
                ? t("adminQuotes.record.acceptedBy", {
                    signer: record.decision.signer,
                    at: record.decision.at,
                    ip: record.decision.ip,
                  })
                : t("adminQuotes.record.refusedAt", { at: record.decision.at, ip: record.decision.ip })}
            </dd>
          </>
        ) : null}
        {record.purchaseOrder ? (
          <>
            <dt className="font-semibold">{t("adminQuotes.record.purchaseOrder")}</dt>
            <dd className="break-words">{record.purchaseOrder}</dd>
          </>
        ) : null}
        {record.refusalReason ? (
          <>
            <dt className="font-semibold">{t("adminQuotes.record.refusalReason")}</dt>
            <dd className="break-words">{record.refusalReason}</dd>
          </>
        ) : null}
      </dl>
      <AdminTable
        labelledBy="quote-record"
        minWidth="36rem"
        rows={record.lines}
        rowKey={(row) => row.position}
        empty={t("adminQuotes.record.noLines")}
        columns={[
          { key: "description", header: t("adminQuotes.form.description"), cell: (row) => row.description },
          {
            key: "quantity",
            header: t("adminQuotes.form.quantity"),
            nowrap: true,
            cell: (row) => row.quantity,
          },
          {
            key: "unitPrice",
            header: t("adminQuotes.form.unitPrice"),
            nowrap: true,
            cell: (row) => row.unitPrice,
          },
          { key: "vatRate", header: t("adminQuotes.form.vatRate"), nowrap: true, cell: (row) => row.vatRate },
          { key: "net", header: t("adminQuotes.record.net"), nowrap: true, cell: (row) => row.net },
        ]}
      />
      <dl className="mt-4 grid max-w-md grid-cols-[1fr_max-content] gap-x-6 gap-y-1">
        <dt>{t("adminQuotes.record.totalNet")}</dt>
        <dd className="text-right">{record.totalNet}</dd>
        {record.vat.map((row) => (
          <div key={row.rate} className="contents">
            <dt>{t("adminQuotes.record.vatOn", { rate: row.rate, base: row.base })}</dt>
            <dd className="text-right">{row.amount}</dd>
          </div>
        ))}
        <dt className="font-bold">{t("adminQuotes.record.total")}</dt>
        <dd className="text-right font-bold" data-quote-total>
          {record.total}
        </dd>
      </dl>
      {id !== null ? (
        <ul className="mt-4 flex flex-wrap gap-3">
          <li>
            <a href={href(`/admin/quotes/${id}/quote.pdf`)} className="btn-secondary" download>
              {t("adminQuotes.record.pdf")}
            </a>
          </li>
          {record.agreement ? (
            <li>
              <a href={href(`/admin/quotes/${id}/agreement.pdf`)} className="btn-secondary" download>
                {t(`adminQuotes.record.agreementPdf.${record.agreement.kind}`, {
                  number: record.agreement.number,
                })}
              </a>{" "}
              <span className="text-ink-muted">
                (
                {t(
                  `adminQuotes.agreementStatuses.${record.agreement.status as "sent" | "accepted" | "refused"}`,
                )}
                )
              </span>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}

function SendForm({ antiForgery, refused }: { antiForgery: string; refused: QuoteRefusal | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "send";
  return (
    <Form method="post" className="mt-6 max-w-2xl space-y-3 rounded-xl border border-line p-4">
      <h2 className="text-xl font-bold">{t("adminQuotes.send.heading")}</h2>
      <p className="text-ink-muted">{t("adminQuotes.send.intro")}</p>
      <FormAlert id="quote-send-alert" lastResult={null} notice={refused?.notice.message} />
      <AntiForgeryField token={antiForgery} />
      <input type="hidden" name="intent" value="send" />
      <SubmitButton
        pending={pending}
        label={t("adminQuotes.send.submit")}
        pendingLabel={t("adminQuotes.send.sending")}
      />
    </Form>
  );
}

function QuoteForm({ data, refused }: { data: Shown; refused: QuoteRefusal | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formData?.get("intent") !== "send";
  const lastResult = refused?.lastResult as SubmissionResult<string[]> | null | undefined;
  const [form, fields] = useSchemaForm({
    id: "quote",
    schema: quoteSchema,
    lastResult,
    defaultValue: data.defaults as never,
  });
  const optional = t("adminQuotes.form.optional");
  const lines = fields.lines.getFieldList();
  return (
    <Form method="post" {...getFormProps(form)} className="mt-8 max-w-4xl space-y-8">
      {data.antiForgery ? <AntiForgeryField token={data.antiForgery} /> : null}
      <FormAlert id="quote-alert" lastResult={lastResult} notice={refused?.notice.message} />
      {data.defaults.requestId ? (
        <input type="hidden" name="requestId" value={String(data.defaults.requestId)} />
      ) : null}
      <fieldset className="space-y-4">
        <legend className="text-xl font-bold">{t("adminQuotes.form.customerTitle")}</legend>
        <Field
          field={fields.companyId}
          label={t("adminQuotes.form.company")}
          required
          hint={t("adminQuotes.form.companyHint")}
        >
          <Select>
            <option value="">{t("adminQuotes.form.choose")}</option>
            {data.companies.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field field={fields.lang} label={t("adminQuotes.form.lang")} required>
          <Select>
            <option value="fr">{t("adminQuotes.form.languages.fr")}</option>
            <option value="en">{t("adminQuotes.form.languages.en")}</option>
          </Select>
        </Field>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-xl font-bold">{t("adminQuotes.form.trainingTitle")}</legend>
        <Field field={fields.courseId} label={t("adminQuotes.form.course")} required>
          <Select>
            <option value="">{t("adminQuotes.form.choose")}</option>
            {data.courses.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field field={fields.participants} label={t("adminQuotes.form.participants")} required>
          <Input inputMode="numeric" />
        </Field>
        <Field
          field={fields.kind}
          label={t("adminQuotes.form.kind")}
          required
          hint={t("adminQuotes.form.kindHint")}
        >
          <Select>
            <option value="inter">{t("adminQuotes.kinds.inter")}</option>
            <option value="intra">{t("adminQuotes.kinds.intra")}</option>
          </Select>
        </Field>
        <Field
          field={fields.sessionId}
          label={t("adminQuotes.form.session")}
          optional={t("adminQuotes.form.interOnly")}
        >
          <Select>
            <option value="">{t("adminQuotes.form.choose")}</option>
            {data.sessions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            field={fields.startDay}
            label={t("adminQuotes.form.startDay")}
            optional={t("adminQuotes.form.intraOnly")}
          >
            <Input type="date" />
          </Field>
          <Field
            field={fields.endDay}
            label={t("adminQuotes.form.endDay")}
            optional={t("adminQuotes.form.intraOnly")}
          >
            <Input type="date" />
          </Field>
          <Field
            field={fields.city}
            label={t("adminQuotes.form.city")}
            optional={t("adminQuotes.form.intraOnly")}
          >
            <Input />
          </Field>
        </div>
        <Field field={fields.preferredDates} label={t("adminQuotes.form.preferredDates")} optional={optional}>
          <Input />
        </Field>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-xl font-bold">{t("adminQuotes.form.pricesTitle")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            field={fields.currency}
            label={t("adminQuotes.form.currency")}
            required
            hint={t("adminQuotes.form.currencyHint")}
          >
            <Select>
              <option value="EUR">EUR</option>
              <option value="GNF">GNF</option>
            </Select>
          </Field>
          <Field field={fields.validUntil} label={t("adminQuotes.form.validUntil")} required>
            <Input type="date" />
          </Field>
        </div>
        <p className="text-ink-muted" id="quote-lines-hint">
          {t("adminQuotes.form.linesHint")}
        </p>
        {fields.lines.errors ? (
          <p className="font-medium text-danger" role="alert">
            {fields.lines.errors.map((error) => t(error as never)).join(" ")}
          </p>
        ) : null}
        {lines.map((line, index) => {
          const parts = line.getFieldset();
          return (
            <fieldset
              key={line.key}
              className="grid gap-3 rounded-xl border border-line p-4 sm:grid-cols-[3fr_1fr_1fr_1fr]"
            >
              <legend className="px-1 font-semibold">
                {t("adminQuotes.form.line", { number: index + 1 })}
              </legend>
              <Field field={parts.description} label={t("adminQuotes.form.description")}>
                <Input />
              </Field>
              <Field field={parts.quantity} label={t("adminQuotes.form.quantity")}>
                <Input inputMode="decimal" />
              </Field>
              <Field field={parts.unitPrice} label={t("adminQuotes.form.unitPrice")}>
                <Input inputMode="decimal" />
              </Field>
              <Field field={parts.vatRate} label={t("adminQuotes.form.vatRate")}>
                <Input inputMode="decimal" />
              </Field>
            </fieldset>
          );
        })}
      </fieldset>
      <SubmitButton
        pending={pending}
        label={t(data.id === null ? "adminQuotes.form.create" : "adminQuotes.form.save")}
        pendingLabel={t("adminQuotes.form.saving")}
      />
    </Form>
  );
}
