import { parseWithZod } from "@conform-to/zod/v4";
import { bookingsOfCompany } from "~/features/companies/group-booking.server";
import { localize } from "~/features/catalog/localize";
import { sessionWhen } from "~/features/sessions/session-queries.server";
import { data } from "react-router";
import type { GuardRefusal } from "~/features/accounts/guard-refusal";
import {
  ANTI_FORGERY_FIELD,
  antiForgeryToken,
  isValidAntiForgeryToken,
} from "~/features/security/anti-forgery.server";
import { readForm } from "~/features/security/form-data.server";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { rowId } from "~/lib/route-params";
import { adminFormFields } from "../shared/admin-form.server";
import { requireStaff } from "../shared/staff-access.server";
import {
  addContactByEmail,
  companyById,
  contactsOf,
  mergeCandidates,
  mergeCompanies,
  removeContact,
  saveCompany,
} from "./companies.server";
import { companySchema, contactAddSchema, contactRemoveSchema, mergeSchema } from "./company-schema";
import { countryName, countryOptions } from "~/features/companies/countries";

interface Args {
  request: Request;
  params: { companyId?: string };
  context: AppContext;
}

/** Which of the page's forms a refusal is about: the page shows it above that form. */
export type CompanyForm = "company" | "contact" | "merge";

export interface CompanyRefusal {
  form: CompanyForm;
  notice: { title: string; message: string };
  lastResult: unknown;
}

/**
 * /admin/companies/new and /admin/companies/:id: the company's form, its contacts and the
 * merge. Staff who handle registrations read and write companies; only admins merge.
 */
export async function companyEditorLoader({ request, params, context }: Args) {
  const isNew = params.companyId === undefined;
  const viewer = await requireStaff(request, context, { need: isNew ? "handle" : "read" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const id = isNew ? null : rowId(params.companyId);
  const company = id === null ? null : await companyById(context.db, id);
  if (!isNew && !company) {
    const title = t("adminCompanies.notFound");
    return data({ found: false as const, seo: { title, description: title, lang } }, { status: 404 });
  }
  const survivor = company?.mergedIntoId ? await companyById(context.db, company.mergedIntoId) : null;
  const title = company?.legalName ?? t("adminCompanies.newHeading");
  const contacts = company ? await contactsOf(context.db, company.id) : [];
  const bookings = company ? await bookingsOfCompany(context.db, company.id) : [];
  const candidates = company && !company.mergedIntoId ? await mergeCandidates(context.db, company.id) : [];
  return {
    found: true as const,
    seo: { title, description: t("adminCompanies.seoDescription"), lang },
    id,
    title,
    mergedInto: survivor ? { id: survivor.id, legalName: survivor.legalName } : null,
    defaults: {
      legalName: company?.legalName ?? "",
      country: company?.country ?? "GN",
      rccm: company?.rccm ?? "",
      nif: company?.nif ?? "",
      siret: company?.siret ?? "",
      vatNumber: company?.vatNumber ?? "",
      billingAddress: company?.billingAddress ?? "",
      billingEmail: company?.billingEmail ?? "",
      lang: company?.lang ?? "fr",
    },
    countries: countryOptions(lang),
    contacts: contacts.map((contact) => ({
      userId: contact.userId,
      name: contact.name,
      email: contact.email,
      added: formatDate(contact.addedAt, lang, "medium"),
    })),
    bookings: bookings.map((booking) => {
      const when = sessionWhen(booking, lang);
      return {
        id: booking.id,
        sessionId: booking.sessionId,
        courseTitle: localize(booking.courseTitle, lang),
        dates: when.endDate ? `${when.startDate} – ${when.endDate}` : when.startDate,
        named: `${booking.participants.length} / ${booking.seats}`,
        status: booking.status,
        purchaseOrder: booking.purchaseOrder,
      };
    }),
    candidates: candidates.map((candidate) => ({
      id: candidate.id,
      label: `${candidate.legalName} (${countryName(candidate.country, lang)})`,
    })),
    antiForgery: viewer.may.handle ? antiForgeryToken(viewer.session.id, context.secrets) : null,
    mayMerge: viewer.may.change,
  };
}

/**
 * POST: save the company (no intent), add or remove a contact, or merge (admins only). The
 * company is the URL's; nothing else names it. Every change writes its audit entry in its
 * transaction, then comes back to the kept company's page with a toast.
 */
export async function companyEditorAction({ request, params, context }: Args) {
  const viewer = await requireStaff(request, context, { need: "handle" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const isNew = params.companyId === undefined;
  const id = isNew ? null : rowId(params.companyId);
  if (!isNew && id === null) throw data(null, { status: 404 });
  const title = t("adminCompanies.errorTitle");
  const refuse = (form: CompanyForm, status: number, message: string, lastResult: unknown = null) =>
    data<CompanyRefusal>({ form, notice: { title, message }, lastResult }, { status });
  const read = await readForm(request);
  if (!read.ok) return refuse("company", read.status, t("adminCompanies.errors.unreadable"));
  if (!isValidAntiForgeryToken(read.formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return refuse("company", 403, t("adminCompanies.errors.antiForgery"));
  const fields = adminFormFields(read.formData);
  const intent = fields.formData.get("intent");
  const actor = { id: viewer.user.id, email: viewer.user.email };
  const back = (companyId: number, message: string, flashTitle: string) =>
    redirectWithFlash(
      localizePath(`/admin/companies/${companyId}`, lang),
      { kind: "success", title: flashTitle, message },
      context,
    );
  const gone = () => {
    throw data(null, { status: 404 });
  };

  if (intent === "add-contact" || intent === "remove-contact" || intent === "merge") {
    if (id === null) gone();
    const companyId = id as number;
    const form: CompanyForm = intent === "merge" ? "merge" : "contact";
    if (intent === "merge" && !viewer.may.change)
      throw data<GuardRefusal>({ guard: "forbidden", requiredRole: "admin" }, { status: 403 });
    if (fields.controlErrors) return refuse(form, 400, t("admin.form.controlSummary"));
    if (intent === "merge") {
      const submission = parseWithZod(fields.formData, { schema: mergeSchema });
      if (submission.status !== "success")
        return refuse(form, 400, t("adminCompanies.errors.mergeOther"), submission.reply());
      const otherId = rowId(submission.value.otherId);
      if (otherId === null) return refuse(form, 400, t("adminCompanies.errors.mergeOther"));
      const [keptId, mergedId] =
        submission.value.keep === "this" ? [companyId, otherId] : [otherId, companyId];
      const merged = await mergeCompanies(context.db, { keptId, mergedId, actor });
      switch (merged.kind) {
        case "same":
          return refuse(form, 400, t("adminCompanies.errors.mergeOther"));
        case "not-found":
          return refuse(form, 404, t("adminCompanies.errors.mergeGone"));
        case "already-merged":
          return refuse(form, 409, t("adminCompanies.errors.merged"));
      }
      const [kept, absorbed] = await Promise.all([
        companyById(context.db, keptId),
        companyById(context.db, mergedId),
      ]);
      context.logger.info({ event: "admin.company_merge", keptId, mergedId }, "companies merged");
      return back(
        keptId,
        t("adminCompanies.done.merged", {
          merged: absorbed?.legalName ?? "",
          kept: kept?.legalName ?? "",
          count: merged.movedContacts,
        }),
        t("adminCompanies.done.mergedTitle"),
      );
    }
    const change =
      intent === "add-contact"
        ? await (async () => {
            const submission = parseWithZod(fields.formData, { schema: contactAddSchema });
            if (submission.status !== "success") return { invalid: submission.reply() } as const;
            return addContactByEmail(context.db, { companyId, email: submission.value.email, actor });
          })()
        : await (async () => {
            const submission = parseWithZod(fields.formData, { schema: contactRemoveSchema });
            if (submission.status !== "success") return { kind: "not-contact" } as const;
            return removeContact(context.db, { companyId, userId: submission.value.userId, actor });
          })();
    if ("invalid" in change)
      return refuse(form, 400, t("adminCompanies.errors.contactEmail"), change.invalid);
    switch (change.kind) {
      case "not-found":
        return gone();
      case "merged":
        return refuse(form, 409, t("adminCompanies.errors.merged"));
      case "no-account":
        return refuse(form, 404, t("adminCompanies.errors.noAccount"));
      case "already":
        return refuse(form, 409, t("adminCompanies.errors.alreadyContact"));
      case "not-contact":
        return refuse(form, 404, t("adminCompanies.errors.notContact"));
      case "added":
        return back(
          companyId,
          t("adminCompanies.done.contactAdded", { email: change.email }),
          t("adminCompanies.done.contactAddedTitle"),
        );
      case "removed":
        return back(
          companyId,
          t("adminCompanies.done.contactRemoved", { email: change.email }),
          t("adminCompanies.done.contactRemovedTitle"),
        );
    }
  }

  const submission = parseWithZod(fields.formData, { schema: companySchema });
  if (fields.controlErrors)
    return refuse(
      "company",
      400,
      t("admin.form.controlSummary"),
      submission.reply({ fieldErrors: fields.controlErrors }),
    );
  if (submission.status !== "success")
    return refuse("company", 400, t("adminCompanies.errors.summary"), submission.reply());
  const saved = await saveCompany(context.db, { id, input: submission.value, actor });
  if (saved.kind === "not-found") return gone();
  if (saved.kind === "merged") return refuse("company", 409, t("adminCompanies.errors.merged"));
  context.logger.info(
    { event: isNew ? "admin.company_create" : "admin.company_update", id: saved.id },
    "company saved",
  );
  return back(
    saved.id,
    t(isNew ? "adminCompanies.done.created" : "adminCompanies.done.saved", {
      name: submission.value.legalName,
    }),
    t(isNew ? "adminCompanies.done.createdTitle" : "adminCompanies.done.savedTitle"),
  );
}
