import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requireUser } from "~/features/accounts/guards.server";
import { localize } from "~/features/catalog/localize";
import { sessionWhen } from "~/features/sessions/session-queries.server";
import { companyInvoicePath } from "~/features/invoicing/booking-invoice.server";
import { isoDay } from "~/features/invoicing/issue.server";
import { countryName } from "./countries";
import {
  ANTI_FORGERY_FIELD,
  antiForgeryToken,
  isValidAntiForgeryToken,
} from "~/features/security/anti-forgery.server";
import { readForm } from "~/features/security/form-data.server";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { formatCalendarDay, formatDate, formatMinorAmount } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { rowId } from "~/lib/route-params";
import {
  companiesOfContact,
  companyDetails,
  contactsOfCompany,
  invoicesOfCompany,
  pendingInvitations,
} from "./company-space.server";
import { bookingsOfCompany } from "./group-booking.server";
import { inviteColleague } from "./invitations.server";
import { inviteSchema } from "./invite-schema";

interface Args {
  request: Request;
  context: AppContext;
  now?: Date;
}

const PRIVATE = { "Cache-Control": "private, no-store" } as const;

/**
 * GET /company: the space of an account that acts for one or more companies (the one asked
 * by ?company=, else the first): its details, contacts, pending invitations, invite form and
 * invoices. Signed out: the guard's 401 with the way back; no company: 403.
 */
export async function companySpaceLoader({ request, context, now = new Date() }: Args) {
  const viewer = await requireUser(request, context);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const seo = { title: t("companySpace.seoTitle"), description: t("companySpace.seoDescription"), lang };
  const mine = await companiesOfContact(context.db, viewer.user.id);
  if (mine.length === 0) return data({ kind: "forbidden" as const, seo }, { status: 403, headers: PRIVATE });
  const asked = rowId(url.searchParams.get("company"));
  const chosen = mine.find((company) => company.id === asked) ?? mine[0]!;
  const [company, contacts, invitations, invoiceRows, bookingRows] = await Promise.all([
    companyDetails(context.db, chosen.id),
    contactsOfCompany(context.db, chosen.id),
    pendingInvitations(context.db, chosen.id, now),
    invoicesOfCompany(context.db, chosen.id),
    bookingsOfCompany(context.db, chosen.id),
  ]);
  if (!company) throw data(null, { status: 404 });
  return data(
    {
      kind: "space" as const,
      seo,
      choices: mine.map((row) => ({ id: row.id, legalName: row.legalName })),
      company: {
        id: company.id,
        legalName: company.legalName,
        country: countryName(company.country, lang),
        rccm: company.rccm,
        nif: company.nif,
        siret: company.siret,
        vatNumber: company.vatNumber,
        billingAddress: company.billingAddress,
        billingEmail: company.billingEmail,
        lang: company.lang,
      },
      contacts: contacts.map((contact) => ({
        userId: contact.userId,
        name: contact.name,
        email: contact.email,
        isViewer: contact.userId === viewer.user.id,
      })),
      invitations: invitations.map((invitation) => ({
        id: invitation.id,
        email: invitation.email,
        sent: formatDate(invitation.createdAt, lang, "medium"),
        expires: formatDate(invitation.expiresAt, lang, "medium"),
      })),
      bookings: bookingRows.map((booking) => {
        const when = sessionWhen(booking, lang);
        return {
          id: booking.id,
          courseTitle: localize(booking.courseTitle, lang),
          dates: when.endDate ? `${when.startDate} – ${when.endDate}` : when.startDate,
          seats: booking.seats,
          named: booking.participants.length,
          status: booking.status,
        };
      }),
      invoices: invoiceRows.map((invoice) => {
        const creditNote = invoice.kind === "credit_note";
        const money = (minor: number) => formatMinorAmount(minor, invoice.currency, lang);
        return {
          id: invoice.id,
          creditNote,
          number: invoice.number,
          href: companyInvoicePath(invoice.id, lang),
          date: formatDate(invoice.issuedAt, lang, "medium"),
          total: money(invoice.totalMinor),
          due: formatCalendarDay(invoice.dueOn, lang),
          // A credit note is owed by the group, not to it: nothing is paid or remains on it.
          settled: creditNote ? null : money(invoice.settledMinor),
          remaining: creditNote ? null : money(invoice.remainingMinor),
          credited: invoice.creditedMinor > 0,
          paid: !creditNote && invoice.creditedMinor === 0 && invoice.remainingMinor <= 0,
          overdue: !creditNote && invoice.remainingMinor > 0 && invoice.dueOn < isoDay(now),
        };
      }),
      antiForgery: antiForgeryToken(viewer.session.id, context.secrets),
    },
    { headers: PRIVATE },
  );
}

/**
 * POST /company: a contact invites a colleague by e-mail for one of their companies (the
 * form names it; it must be one of the account's). Then back to that company's space.
 */
export async function companySpaceAction({ request, context, now = new Date() }: Args) {
  const viewer = await requireUser(request, context);
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const title = t("companySpace.errorTitle");
  const refuse = (status: number, message: string, lastResult: unknown = null) =>
    data({ notice: { title, message }, lastResult }, { status });
  const read = await readForm(request);
  if (!read.ok) return refuse(read.status, t("companySpace.errors.unreadable"));
  if (!isValidAntiForgeryToken(read.formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return refuse(403, t("companySpace.errors.antiForgery"));
  // Both fields are narrow patterns (an id, an address): a control character fails them as it is.
  const submission = parseWithZod(read.formData, { schema: inviteSchema });
  if (submission.status !== "success") {
    const companyWrong = Boolean(submission.error?.company);
    return refuse(
      400,
      t(companyWrong ? "companySpace.errors.company" : "companySpace.errors.email"),
      submission.reply(),
    );
  }
  const companyId = rowId(submission.value.company);
  const mine = await companiesOfContact(context.db, viewer.user.id);
  if (companyId === null || !mine.some((company) => company.id === companyId))
    return refuse(403, t("companySpace.errors.company"));
  const sent = await inviteColleague(context.db, {
    companyId,
    email: submission.value.email,
    inviter: { id: viewer.user.id, name: viewer.user.name },
    siteUrl: context.env.SITE_URL,
    now,
  });
  switch (sent.kind) {
    case "not-found":
      return refuse(404, t("companySpace.errors.company"));
    case "already-contact":
      return refuse(
        409,
        t("companySpace.errors.alreadyContact"),
        submission.reply({ fieldErrors: { email: ["companySpace.errors.alreadyContact"] } }),
      );
    case "too-many":
      return refuse(429, t("companySpace.errors.tooMany"));
  }
  context.logger.info({ event: "company.invitation_sent", companyId }, "company invitation sent");
  return redirectWithFlash(
    `${localizePath("/company", lang)}?company=${companyId}`,
    {
      kind: "success",
      title: t("companySpace.done.invitedTitle"),
      message: t("companySpace.done.invited", { email: sent.email }),
    },
    context,
  );
}
