import { account } from "./account";
import { admin } from "./admin";
import { adminAttendance } from "./admin-attendance";
import { adminCatalog } from "./admin-catalog";
import { adminInbox } from "./admin-inbox";
import { adminInvoices } from "./admin-invoices";
import { adminNews } from "./admin-news";
import { adminPeople } from "./admin-people";
import { adminRegistrations } from "./admin-registrations";
import { adminSessions } from "./admin-sessions";
import { adminSettings } from "./admin-settings";
import { adminCompanies } from "./admin-companies";
import { adminQuotes } from "./admin-quotes";
import { adminQuality } from "./admin-quality";
import { onlineAcceptance } from "./online-acceptance";
import { companySpace } from "./company-space";
import { companyBookings } from "./company-bookings";
import { auth } from "./auth";
import { catalog } from "./catalog";
import { catalogSearch } from "./catalog-search";
import { attendanceCode } from "./attendance-code";
import { surveys } from "./surveys";
import { certificates } from "./certificates";
import { common } from "./common";
import { contact } from "./contact";
import { content } from "./content";
import { home } from "./home";
import { landing } from "./landing";
import { live } from "./live";
import { newsletter } from "./newsletter";
import { oauth } from "./oauth";
import { payments } from "./payments";
import { profile } from "./profile";
import { quoteRequest } from "./quote-request";
import { complaints } from "./complaints";
import { adminComplaints } from "./admin-complaints";
import { registration } from "./registration";
import { trainer } from "./trainer";
import { twoFactor } from "./two-factor";

/**
 * Every French namespace, for the server and the tests. The browser never imports this file: it
 * loads the namespaces a page needs, one chunk each (app/locales/chunks.ts).
 * French is the reference shape every other language must match.
 */
export const fr = {
  common,
  home,
  catalog,
  landing,
  contact,
  newsletter,
  content,
  account,
  admin,
  adminCatalog,
  adminRegistrations,
  adminSessions,
  adminInbox,
  adminInvoices,
  adminPeople,
  adminNews,
  adminSettings,
  adminCompanies,
  adminQuotes,
  adminQuality,
  onlineAcceptance,
  companySpace,
  companyBookings,
  adminAttendance,
  auth,
  catalogSearch,
  live,
  oauth,
  payments,
  profile,
  registration,
  twoFactor,
  certificates,
  attendanceCode,
  surveys,
  trainer,
  quoteRequest,
  complaints,
  adminComplaints,
};
