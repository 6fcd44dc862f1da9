import { loader as surveyQrLoader } from "~/routes/trainer.session.survey";
import { loader as qualityLoader } from "~/routes/admin.quality";
import { loader as qualityExportLoader } from "~/routes/admin.quality.export";
import {
  action as questionnairesAction,
  loader as questionnairesLoader,
} from "~/routes/admin.quality.questionnaires";
import {
  action as questionnaireAction,
  loader as questionnaireLoader,
} from "~/routes/admin.quality.questionnaire";
import { beforeAll, describe, expect, it } from "vitest";
import { courses, registrations } from "../../../../db/schema";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount, staffCallers, type StaffCaller } from "../../../../tests/helpers/staff";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { loader as dashboardLoader } from "~/routes/admin";
import { loader as auditLoader } from "~/routes/admin.audit";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import { action as registrationAction, loader as registrationLoader } from "~/routes/admin.registration";
import { loader as registrationsLoader } from "~/routes/admin.registrations";
import { action as sessionAction, loader as sessionLoader } from "~/routes/admin.session";
import { loader as attendanceLoader } from "~/routes/admin.session.attendance";
import { loader as auditFileLoader } from "~/routes/admin.session.audit-zip";
import {
  action as attendanceGridAction,
  loader as attendanceGridLoader,
} from "~/routes/admin.session.attendance-grid";
import { loader as sessionsLoader } from "~/routes/admin.sessions";
import { action as newSessionAction, loader as newSessionLoader } from "~/routes/admin.sessions.new";
import { action as messageAction, loader as messageLoader } from "~/routes/admin.message";
import { loader as messagesLoader } from "~/routes/admin.messages";
import { action as complaintAction, loader as complaintLoader } from "~/routes/admin.complaint";
import { loader as complaintsLoader } from "~/routes/admin.complaints";
import { loader as newsletterLoader } from "~/routes/admin.newsletter";
import { loader as newsletterExportLoader } from "~/routes/admin.newsletter.export";
import { loader as peopleLoader } from "~/routes/admin.people";
import { action as personAction, loader as personLoader } from "~/routes/admin.person";
import { action as courseAction, loader as courseLoader } from "~/routes/admin.course";
import { loader as coursesLoader } from "~/routes/admin.courses";
import { action as trainerAction, loader as trainerLoader } from "~/routes/admin.trainer";
import { loader as trainersLoader } from "~/routes/admin.trainers";
import { loader as companiesLoader } from "~/routes/admin.companies";
import { action as companyAction, loader as companyLoader } from "~/routes/admin.company";
import { loader as registrationsExportLoader } from "~/routes/admin.registrations.export";
import { loader as newsListLoader } from "~/routes/admin.news";
import { action as newsCreateAction, loader as newsCreateLoader } from "~/routes/admin.news.new";
import { action as newsPostAction, loader as newsPostLoader } from "~/routes/admin.news.post";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin.settings";
import { action as invoiceAction, loader as invoiceLoader } from "~/routes/admin.invoice";
import { loader as invoicesLoader } from "~/routes/admin.invoices";
import { loader as invoicePdfLoader } from "~/routes/admin.invoice.pdf";
import { action as quoteAction, loader as quoteLoader } from "~/routes/admin.quote";
import { loader as quotesLoader } from "~/routes/admin.quotes";
import { loader as quotePdfLoader } from "~/routes/admin.quote.pdf";
import { loader as quoteAgreementPdfLoader } from "~/routes/admin.quote.agreement-pdf";
import { loader as attendanceCodeLoader } from "~/routes/trainer.session.code";
import { loader as currentAttendanceCodeLoader } from "~/routes/trainer.session.code.current";
import type { StaffNeed } from "./staff-access.server";

/*
 * The back-office's route × role matrix: every /admin loader and action, called as
 * each kind of caller. A row that lets through someone it should not is a leak; the test counts
 * them and wants 0. Add every new /admin loader and action to `routes`.
 */

// The accounts and one registration are made once (signing in is rate limited).
const database = useTestDatabase();

type RouteFn = (args: {
  request: Request;
  context: AppContext;
  params: Record<string, string>;
}) => Promise<unknown>;

interface AdminRoute {
  name: string;
  path: string;
  method: "GET" | "POST";
  need: StaffNeed;
  run: RouteFn;
  params?: Record<string, string>;
  /** A valid form for an action (the anti-forgery token is added per caller). */
  form?: Record<string, string>;
}

const routes: AdminRoute[] = [
  { name: "dashboard", path: "/admin", method: "GET", need: "read", run: dashboardLoader as RouteFn },
  { name: "dashboard (en)", path: "/en/admin", method: "GET", need: "read", run: dashboardLoader as RouteFn },
  { name: "audit log", path: "/admin/audit", method: "GET", need: "read", run: auditLoader as RouteFn },
  {
    name: "audit log (en)",
    path: "/en/admin/audit?action=x&page=2",
    method: "GET",
    need: "read",
    run: auditLoader as RouteFn,
  },
  {
    name: "registrations",
    path: "/admin/registrations?course=1&status=confirmed&payment=pending",
    method: "GET",
    need: "read",
    run: registrationsLoader as RouteFn,
  },
  {
    name: "registrations (en)",
    path: "/en/admin/registrations",
    method: "GET",
    need: "read",
    run: registrationsLoader as RouteFn,
  },
  {
    name: "a registration",
    path: "/admin/registrations/424242",
    method: "GET",
    need: "read",
    run: registrationLoader as RouteFn,
    params: { registrationId: "424242" },
  },
  {
    // Refused by its own checks for whoever gets past the guard (no transfer is pending).
    name: "record a bank transfer",
    path: "/admin/registrations/424242",
    method: "POST",
    need: "change",
    run: registrationAction as RouteFn,
    params: { registrationId: "424242" },
    form: { reference: "GMS-AAAAA-BBBBB", confirm: "on" },
  },
  { name: "sessions", path: "/admin/sessions", method: "GET", need: "read", run: sessionsLoader as RouteFn },
  {
    name: "sessions (en, filtered)",
    path: "/en/admin/sessions?course=4242&when=upcoming&status=scheduled&sort=fill&dir=desc",
    method: "GET",
    need: "read",
    run: sessionsLoader as RouteFn,
  },
  {
    name: "schedule a session (form)",
    path: "/admin/sessions/new",
    method: "GET",
    need: "change",
    run: newSessionLoader as RouteFn,
  },
  {
    // Refused by its own checks for whoever gets past the guard (no such course).
    name: "schedule a session",
    path: "/admin/sessions/new",
    method: "POST",
    need: "change",
    run: newSessionAction as RouteFn,
    form: {
      courseId: "999999",
      startsAt: "2030-01-01T09:00",
      endsAt: "2030-01-01T17:00",
      format: "presentiel",
      city: "Conakry",
      totalSeats: "10",
      price: "100",
      currency: "EUR",
    },
  },
  {
    name: "a session",
    path: "/admin/sessions/424242",
    method: "GET",
    need: "read",
    run: sessionLoader as RouteFn,
    params: { sessionId: "424242" },
  },
  {
    name: "edit a session",
    path: "/admin/sessions/424242",
    method: "POST",
    need: "change",
    run: sessionAction as RouteFn,
    params: { sessionId: "424242" },
    form: {
      intent: "save",
      courseId: "4242",
      startsAt: "2030-01-01T09:00",
      endsAt: "2030-01-01T17:00",
      format: "distanciel",
      totalSeats: "10",
    },
  },
  {
    name: "cancel a session",
    path: "/en/admin/sessions/424242",
    method: "POST",
    need: "change",
    run: sessionAction as RouteFn,
    params: { sessionId: "424242" },
    form: { intent: "cancel" },
  },
  {
    name: "attendance sheet",
    path: "/admin/sessions/424242/attendance.pdf",
    method: "GET",
    need: "export",
    run: attendanceLoader as RouteFn,
    params: { sessionId: "424242" },
  },
  {
    name: "a session's audit file",
    path: "/admin/sessions/424242/audit.zip",
    method: "GET",
    need: "export",
    run: auditFileLoader as RouteFn,
    params: { sessionId: "424242" },
  },
  {
    name: "a session's attendance",
    path: "/admin/sessions/424242/attendance",
    method: "GET",
    need: "read",
    run: attendanceGridLoader as RouteFn,
    params: { sessionId: "424242" },
  },
  {
    // No such session: refused by its own checks (404) for whoever gets past the guard.
    name: "correct an attendance mark",
    path: "/admin/sessions/424242/attendance",
    method: "POST",
    need: "handle",
    run: attendanceGridAction as RouteFn,
    params: { sessionId: "424242" },
    form: { intent: "correct", registrationId: "424242", halfDay: "2030-01-01/morning", state: "absent" },
  },
  {
    name: "issue a certificate by hand",
    path: "/en/admin/sessions/424242/attendance",
    method: "POST",
    need: "handle",
    run: attendanceGridAction as RouteFn,
    params: { sessionId: "424242" },
    form: { intent: "issue", registrationId: "424242", reason: "Rattrapage" },
  },
  {
    name: "revoke a certificate",
    path: "/admin/sessions/424242/attendance",
    method: "POST",
    need: "handle",
    run: attendanceGridAction as RouteFn,
    params: { sessionId: "424242" },
    form: { intent: "revoke", certificateId: "1", reason: "Erreur" },
  },
  {
    name: "people",
    path: "/admin/people?q=a&role=admin&state=active&sort=email&dir=desc",
    method: "GET",
    need: "read",
    run: peopleLoader as RouteFn,
  },
  {
    name: "people (en)",
    path: "/en/admin/people",
    method: "GET",
    need: "read",
    run: peopleLoader as RouteFn,
  },
  {
    name: "a person",
    path: "/admin/people/nobody",
    method: "GET",
    need: "read",
    run: personLoader as RouteFn,
    params: { userId: "nobody" },
  },
  {
    // An unknown account: refused by its own checks (404) for whoever gets past the guard.
    name: "change a role",
    path: "/admin/people/nobody",
    method: "POST",
    need: "change",
    run: personAction as RouteFn,
    params: { userId: "nobody" },
    form: { intent: "role", role: "admin" },
  },
  {
    name: "disable an account",
    path: "/en/admin/people/nobody",
    method: "POST",
    need: "change",
    run: personAction as RouteFn,
    params: { userId: "nobody" },
    form: { intent: "disable" },
  },
  {
    name: "messages",
    path: "/admin/messages?status=unread&q=x&sort=subject",
    method: "GET",
    need: "read",
    run: messagesLoader as RouteFn,
  },
  {
    name: "messages (en)",
    path: "/en/admin/messages",
    method: "GET",
    need: "read",
    run: messagesLoader as RouteFn,
  },
  {
    name: "a message",
    path: "/admin/messages/424242",
    method: "GET",
    need: "read",
    run: messageLoader as RouteFn,
    params: { messageId: "424242" },
  },
  {
    name: "reply to a message",
    path: "/admin/messages/424242",
    method: "POST",
    need: "handle",
    run: messageAction as RouteFn,
    params: { messageId: "424242" },
    form: { intent: "reply", reply: "Bonjour" },
  },
  {
    name: "mark a message unread",
    path: "/en/admin/messages/424242",
    method: "POST",
    need: "handle",
    run: messageAction as RouteFn,
    params: { messageId: "424242" },
    form: { intent: "unread" },
  },
  {
    name: "complaints register",
    path: "/admin/complaints?status=received&category=trainer&q=x&sort=status",
    method: "GET",
    need: "read",
    run: complaintsLoader as RouteFn,
  },
  {
    name: "complaints register (en)",
    path: "/en/admin/complaints",
    method: "GET",
    need: "read",
    run: complaintsLoader as RouteFn,
  },
  {
    name: "a complaint",
    path: "/admin/complaints/424242",
    method: "GET",
    need: "read",
    run: complaintLoader as RouteFn,
    params: { complaintId: "424242" },
  },
  {
    // No such complaint: refused by its own checks (404) for whoever gets past the guard.
    name: "answer a complaint",
    path: "/admin/complaints/424242",
    method: "POST",
    need: "handle",
    run: complaintAction as RouteFn,
    params: { complaintId: "424242" },
    form: { intent: "answer", answer: "Bonjour" },
  },
  {
    name: "close a complaint",
    path: "/en/admin/complaints/424242",
    method: "POST",
    need: "handle",
    run: complaintAction as RouteFn,
    params: { complaintId: "424242" },
    form: { intent: "close" },
  },
  {
    name: "newsletter subscribers",
    path: "/admin/newsletter?status=confirmed",
    method: "GET",
    need: "read",
    run: newsletterLoader as RouteFn,
  },
  {
    name: "newsletter CSV export",
    path: "/en/admin/newsletter/export.csv?status=pending",
    method: "GET",
    need: "export",
    run: newsletterExportLoader as RouteFn,
  },
  // --- courses and trainers (catalogue) ---
  {
    name: "courses",
    path: "/admin/courses?q=x&state=all&sort=price&dir=desc&untranslated=1",
    method: "GET",
    need: "read",
    run: coursesLoader as RouteFn,
  },
  {
    name: "courses (en)",
    path: "/en/admin/courses",
    method: "GET",
    need: "read",
    run: coursesLoader as RouteFn,
  },
  {
    name: "new course form",
    path: "/admin/courses/new",
    method: "GET",
    need: "read",
    run: courseLoader as RouteFn,
  },
  {
    name: "a course",
    path: "/en/admin/courses/4242",
    method: "GET",
    need: "read",
    run: courseLoader as RouteFn,
    params: { courseId: "4242" },
  },
  {
    // Refused by its own validation for whoever gets past the guard (no French title).
    name: "create a course",
    path: "/admin/courses/new",
    method: "POST",
    need: "change",
    run: courseAction as RouteFn,
    form: { category: "qhse", priceCents: "1" },
  },
  {
    // Archives the course for an admin: the matrix only asks who gets past the guard.
    name: "archive a course",
    path: "/admin/courses/4243",
    method: "POST",
    need: "change",
    run: courseAction as RouteFn,
    params: { courseId: "4243" },
    form: { intent: "archive" },
  },
  {
    name: "edit a course",
    path: "/admin/courses/4242",
    method: "POST",
    need: "change",
    run: courseAction as RouteFn,
    params: { courseId: "4242" },
    form: { "title.fr": "" },
  },
  {
    name: "trainers",
    path: "/admin/trainers?q=a&sort=courses",
    method: "GET",
    need: "read",
    run: trainersLoader as RouteFn,
  },
  {
    name: "new trainer form",
    path: "/en/admin/trainers/new",
    method: "GET",
    need: "read",
    run: trainerLoader as RouteFn,
  },
  {
    name: "a trainer (missing)",
    path: "/admin/trainers/424242",
    method: "GET",
    need: "read",
    run: trainerLoader as RouteFn,
    params: { trainerId: "424242" },
  },
  {
    name: "create a trainer",
    path: "/admin/trainers/new",
    method: "POST",
    need: "change",
    run: trainerAction as RouteFn,
    form: { name: "" },
  },
  {
    name: "registrations, every filter and a sort",
    path: "/admin/registrations?course=4242&session=1&status=waitlisted&payment=pending&from=2026-01-01&to=2026-12-31&q=awa&sort=name&dir=desc&page=2",
    method: "GET",
    need: "read",
    run: registrationsLoader as RouteFn,
  },
  {
    name: "registrations CSV export",
    path: "/admin/registrations/export.csv?status=waitlisted&sort=course&dir=asc",
    method: "GET",
    need: "export",
    run: registrationsExportLoader as RouteFn,
  },
  {
    name: "registrations CSV export (en)",
    path: "/en/admin/registrations/export.csv",
    method: "GET",
    need: "export",
    run: registrationsExportLoader as RouteFn,
  },
  {
    // Refused by its own checks (no session 1 for this course).
    name: "move a registration",
    path: "/admin/registrations/424242",
    method: "POST",
    need: "handle",
    run: registrationAction as RouteFn,
    params: { registrationId: "424242" },
    form: { intent: "move", session: "1" },
  },
  {
    // Refused: only a confirmed registration has a confirmation.
    name: "resend the confirmation",
    path: "/en/admin/registrations/424242",
    method: "POST",
    need: "handle",
    run: registrationAction as RouteFn,
    params: { registrationId: "424242" },
    form: { intent: "resend" },
  },
  {
    // The first moderator through cancels it; everyone after is refused by its own checks.
    name: "cancel a registration",
    path: "/admin/registrations/424242",
    method: "POST",
    need: "handle",
    run: registrationAction as RouteFn,
    params: { registrationId: "424242" },
    form: { intent: "cancel" },
  },
  {
    // Refused: the course has no price, nothing is owed.
    name: "record a cash payment",
    path: "/admin/registrations/424242",
    method: "POST",
    need: "change",
    run: registrationAction as RouteFn,
    params: { registrationId: "424242" },
    form: { intent: "payment", method: "cash", amount: "10", confirm: "on" },
  },
  {
    // Refused: no payment to refund.
    name: "refund a payment",
    path: "/admin/registrations/424242",
    method: "POST",
    need: "change",
    run: registrationAction as RouteFn,
    params: { registrationId: "424242" },
    form: { intent: "refund", payment: "GMS-AAAAA-BBBBB", amount: "10" },
  },
  {
    name: "news",
    path: "/admin/news?status=draft&sort=title",
    method: "GET",
    need: "read",
    run: newsListLoader as RouteFn,
  },
  { name: "news (en)", path: "/en/admin/news", method: "GET", need: "read", run: newsListLoader as RouteFn },
  // Writing a new post is a change: its empty form is for admins only.
  {
    name: "new post form",
    path: "/admin/news/new",
    method: "GET",
    need: "change",
    run: newsCreateLoader as RouteFn,
  },
  {
    // Refused by its own checks for whoever gets past the guard (no title).
    name: "create a post",
    path: "/admin/news/new",
    method: "POST",
    need: "change",
    run: newsCreateAction as RouteFn,
    form: { intent: "save", slug: "x" },
  },
  {
    name: "a post",
    path: "/admin/news/424242",
    method: "GET",
    need: "read",
    run: newsPostLoader as RouteFn,
    params: { postId: "424242" },
  },
  {
    // Unknown post: 404 for whoever gets past the guard.
    name: "edit a post",
    path: "/admin/news/424242",
    method: "POST",
    need: "change",
    run: newsPostAction as RouteFn,
    params: { postId: "424242" },
    form: { intent: "save", slug: "x" },
  },
  {
    name: "unpublish a post",
    path: "/en/admin/news/424242",
    method: "POST",
    need: "change",
    run: newsPostAction as RouteFn,
    params: { postId: "424242" },
    form: { intent: "unpublish" },
  },
  { name: "settings", path: "/admin/settings", method: "GET", need: "read", run: settingsLoader as RouteFn },
  {
    name: "settings (en)",
    path: "/en/admin/settings",
    method: "GET",
    need: "read",
    run: settingsLoader as RouteFn,
  },
  {
    // Refused by its own checks for whoever gets past the guard (an invalid phone).
    name: "save the settings",
    path: "/admin/settings",
    method: "POST",
    need: "change",
    run: settingsAction as RouteFn,
    form: { contactPhone: "x" },
  },
  { name: "invoices", path: "/admin/invoices", method: "GET", need: "read", run: invoicesLoader as RouteFn },
  {
    // No such invoice: a 404 for whoever gets past the guard.
    name: "an invoice",
    path: "/en/admin/invoices/424242",
    method: "GET",
    need: "read",
    run: invoiceLoader as RouteFn,
    params: { invoiceId: "424242" },
  },
  {
    name: "record a transfer on an invoice",
    path: "/admin/invoices/424242",
    method: "POST",
    need: "change",
    run: invoiceAction as RouteFn,
    params: { invoiceId: "424242" },
    form: { intent: "transfer", amount: "10", receivedOn: "2026-01-10" },
  },
  {
    name: "issue an invoice's credit note",
    path: "/admin/invoices/424242",
    method: "POST",
    need: "change",
    run: invoiceAction as RouteFn,
    params: { invoiceId: "424242" },
    form: { intent: "credit", reason: "Erreur de client" },
  },
  {
    name: "an invoice's PDF",
    path: "/admin/invoices/424242/invoice.pdf",
    method: "GET",
    need: "export",
    run: invoicePdfLoader as RouteFn,
    params: { invoiceId: "424242" },
  },
  // Quotes: every staff member reads them; those who handle registrations build and send them;
  // their PDFs name the customer, an export.
  { name: "quotes", path: "/admin/quotes", method: "GET", need: "read", run: quotesLoader as RouteFn },
  {
    name: "quotes (en, searched)",
    path: "/en/admin/quotes?q=D-2026&status=expired&sort=total&dir=asc",
    method: "GET",
    need: "read",
    run: quotesLoader as RouteFn,
  },
  {
    name: "new quote (form)",
    path: "/admin/quotes/new?request=424242",
    method: "GET",
    need: "handle",
    run: quoteLoader as RouteFn,
  },
  {
    // Refused by its own checks for whoever gets past the guard (no company, no line).
    name: "create a quote",
    path: "/admin/quotes/new",
    method: "POST",
    need: "handle",
    run: quoteAction as RouteFn,
    form: { kind: "inter", currency: "EUR" },
  },
  {
    name: "a quote",
    path: "/en/admin/quotes/424242",
    method: "GET",
    need: "read",
    run: quoteLoader as RouteFn,
    params: { quoteId: "424242" },
  },
  {
    // Refused by its own checks for whoever gets past the guard (no such quote).
    name: "send a quote",
    path: "/admin/quotes/424242",
    method: "POST",
    need: "handle",
    run: quoteAction as RouteFn,
    params: { quoteId: "424242" },
    form: { intent: "send" },
  },
  {
    name: "a quote's PDF",
    path: "/admin/quotes/424242/quote.pdf",
    method: "GET",
    need: "export",
    run: quotePdfLoader as RouteFn,
    params: { quoteId: "424242" },
  },
  {
    name: "a quote's agreement PDF",
    path: "/admin/quotes/424242/agreement.pdf",
    method: "GET",
    need: "export",
    run: quoteAgreementPdfLoader as RouteFn,
    params: { quoteId: "424242" },
  },
  // Companies: staff who handle registrations keep the companies that book them; a merge,
  // which cannot be undone, is the admins' (ADR 2704).
  {
    name: "companies",
    path: "/admin/companies",
    method: "GET",
    need: "read",
    run: companiesLoader as RouteFn,
  },
  {
    name: "companies (en, searched)",
    path: "/en/admin/companies?q=mines&sort=contacts&dir=desc",
    method: "GET",
    need: "read",
    run: companiesLoader as RouteFn,
  },
  {
    name: "new company (form)",
    path: "/admin/companies/new",
    method: "GET",
    need: "handle",
    run: companyLoader as RouteFn,
  },
  {
    // Refused by its own checks for whoever gets past the guard (no legal name).
    name: "create a company",
    path: "/admin/companies/new",
    method: "POST",
    need: "handle",
    run: companyAction as RouteFn,
    form: { legalName: "", country: "GN" },
  },
  {
    name: "a company",
    path: "/admin/companies/424242",
    method: "GET",
    need: "read",
    run: companyLoader as RouteFn,
    params: { companyId: "424242" },
  },
  {
    // Refused by its own checks for whoever gets past the guard (no such company).
    name: "add a company contact",
    path: "/en/admin/companies/424242",
    method: "POST",
    need: "handle",
    run: companyAction as RouteFn,
    params: { companyId: "424242" },
    form: { intent: "add-contact", email: "awa@example.com" },
  },
  {
    // Refused by its own checks for whoever gets past the guard (no such company).
    name: "merge companies",
    path: "/admin/companies/424242",
    method: "POST",
    need: "change",
    run: companyAction as RouteFn,
    params: { companyId: "424242" },
    form: { intent: "merge", otherId: "424243", keep: "this" },
  },
  // The attendance code a session's trainer shows: staff see any session's (the trainer's own
  // access is tested beside the page, app/features/attendance/code-page.server.test.ts).
  {
    name: "attendance code",
    path: "/trainer/sessions/424242/code?day=2030-01-01&part=morning",
    method: "GET",
    need: "read",
    run: attendanceCodeLoader as RouteFn,
    params: { sessionId: "424242" },
  },
  {
    name: "attendance code, renewed",
    path: "/en/trainer/sessions/424242/code/current?day=2030-01-01&part=afternoon",
    method: "GET",
    need: "read",
    run: currentAttendanceCodeLoader as RouteFn,
    params: { sessionId: "424242" },
  },
  {
    name: "questionnaires' results",
    path: "/admin/quality?by=trainer",
    method: "GET",
    need: "read",
    run: qualityLoader as RouteFn,
  },
  {
    name: "questionnaires' results, CSV",
    path: "/admin/quality/export.csv?by=session",
    method: "GET",
    need: "export",
    run: qualityExportLoader as RouteFn,
  },
  {
    name: "questionnaires",
    path: "/admin/quality/questionnaires",
    method: "GET",
    need: "read",
    run: questionnairesLoader as RouteFn,
  },
  {
    // Refused by its own checks for whoever gets past the guard (no such course).
    name: "give a course its own questionnaire",
    path: "/admin/quality/questionnaires",
    method: "POST",
    need: "change",
    run: questionnairesAction as RouteFn,
    form: { kind: "end", courseId: "999999" },
  },
  {
    // Answers 404 past the guard: the id names no questionnaire.
    name: "a questionnaire",
    path: "/en/admin/quality/questionnaires/424242",
    method: "GET",
    need: "read",
    run: questionnaireLoader as RouteFn,
    params: { questionnaireId: "424242" },
  },
  {
    name: "save a questionnaire's next version",
    path: "/admin/quality/questionnaires/424242",
    method: "POST",
    need: "change",
    run: questionnaireAction as RouteFn,
    params: { questionnaireId: "424242" },
    form: { intent: "add" },
  },
  // The end-of-training survey's QR code, on the same terms as the attendance code.
  {
    name: "end-of-training survey QR code",
    path: "/trainer/sessions/424242/survey",
    method: "GET",
    need: "read",
    run: surveyQrLoader as RouteFn,
    params: { sessionId: "424242" },
  },
];

/**
 * What each caller must get for each need: a status, "enrol" for the two-factor redirect, or
 * "two-factor notice" for an export refused to a session without the second factor.
 */
function expected(caller: StaffCaller, need: StaffNeed): number | "enrol" | "two-factor notice" {
  switch (caller) {
    case "visitor":
      return 401;
    case "user":
      return 403;
    case "moderator":
      // The matrix's moderator signed in with a password alone.
      return need === "change" ? 403 : need === "export" ? "two-factor notice" : 200;
    case "admin without two-factor":
      return "enrol";
    case "admin":
      return 200;
  }
}

describe("the back-office's route × role matrix", () => {
  let context: AppContext;
  const accounts = new Map<StaffCaller, Awaited<ReturnType<typeof staffAccount>>>();
  beforeAll(async () => {
    context = testAppContext(database.db);
    for (const caller of staffCallers) accounts.set(caller, await staffAccount(context, caller));
    const text = { fr: "Formation", en: "Course" };
    await database.db.insert(courses).values({
      id: 4242,
      category: "qhse",
      subcategory: text,
      title: text,
      description: text,
      duration: text,
      audience: text,
      prerequisites: text,
      formats: ["presentiel"],
    });
    await database.db.insert(courses).values({
      id: 4243,
      category: "qhse",
      subcategory: text,
      title: text,
      description: text,
      duration: text,
      audience: text,
      prerequisites: text,
      formats: ["presentiel"],
    });
    await database.db.insert(registrations).values({
      id: 424242,
      courseId: 4242,
      firstName: "Awa",
      lastName: "Diallo",
      email: "awa@example.com",
      phone: "+224 620 00 00 00",
      status: "waitlisted",
    });
  });

  function request(
    route: AdminRoute,
    account: { cookie: string; sessionId: string } | null | undefined,
    extra: Record<string, string> = {},
  ) {
    const headers: Record<string, string> = { "User-Agent": "Vitest" };
    if (account) headers.Cookie = account.cookie;
    if (route.method === "GET") {
      const url = new URL(`https://site.example${route.path}`);
      for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
      return new Request(url, { headers });
    }
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    return new Request(`https://site.example${route.path}`, {
      method: "POST",
      headers,
      // Each caller's own valid token: the matrix tests the role rule, not the token.
      body: new URLSearchParams({
        ...(account ? { csrf: antiForgeryToken(account.sessionId, context.secrets) } : {}),
        ...route.form,
        ...extra,
      }),
    });
  }

  /** 401, 403 or "enrol" from the guard; 200 for anything past it (a page, or the form's own 400). */
  async function answer(
    route: AdminRoute,
    account: { cookie: string; sessionId: string } | null | undefined,
    extra?: Record<string, string>,
  ) {
    const outcome = await callRoute(
      (args) => route.run({ ...args, params: route.params ?? {} }),
      request(route, account, extra),
      context,
    );
    if (outcome.status === 302 && outcome.location?.includes("/profile/two-factor?required=1"))
      return "enrol";
    if (outcome.status === 302 && outcome.location?.endsWith("#export-two-factor"))
      return "two-factor notice";
    return outcome.status === 401 || outcome.status === 403 ? outcome.status : 200;
  }

  it("lets each caller do exactly what the rule allows on every /admin loader and action: 0 leaks", async () => {
    const leaks: string[] = [];
    let checked = 0;
    for (const caller of staffCallers) {
      const account = accounts.get(caller);
      for (const route of routes) {
        const got = await answer(route, account);
        const want = expected(caller, route.need);
        checked++;
        if (got !== want) leaks.push(`${route.method} ${route.path} as ${caller}: got ${got}, want ${want}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(checked).toBe(staffCallers.length * routes.length);
  });

  it("covers every loader and action of every /admin route module", async () => {
    // The route modules of app/routes.ts under /admin, loaded as the server loads them.
    const modules = import.meta.glob<Record<string, unknown>>("../../../routes/admin*.{ts,tsx}");
    const covered = new Set<unknown>(routes.map((route) => route.run));
    const missing: string[] = [];
    for (const [file, load] of Object.entries(modules)) {
      if (file.endsWith(".server.ts")) continue;
      const module = await load();
      for (const name of ["loader", "action"])
        if (typeof module[name] === "function" && !covered.has(module[name])) missing.push(`${file} ${name}`);
    }
    expect(Object.keys(modules).length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it("ignores forged role and user id fields: a user and a moderator stay who they are", async () => {
    const admin = accounts.get("admin");
    const forged = { role: "admin", userId: admin?.userId ?? "", actorId: admin?.userId ?? "", need: "read" };
    const leaks: string[] = [];
    for (const caller of ["user", "moderator"] as const) {
      const account = accounts.get(caller);
      for (const route of routes) {
        const got = await answer(route, account, forged);
        const want = expected(caller, route.need);
        if (got !== want) leaks.push(`${route.method} ${route.path} as ${caller} with forged fields: ${got}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
