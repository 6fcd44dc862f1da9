import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

/**
 * Every page exists twice: French at the product's path and English under /en. The optional
 * static segment "en?" gives both from one route module; the language comes from the URL.
 */
export default [
  route("resources/theme", "routes/resources.theme.ts"),
  // --- resource routes: catalogue (sitemap, robots) ---
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // --- resource routes: newsletter, mail ---
  route("dev/mail", "routes/dev.mail.tsx"),
  route("dev/mail/:file", "routes/dev.mail.file.ts"),
  // --- resource routes: accounts (tokens for other clients) ---
  route("api/me", "routes/api.me.ts"),
  // --- resource routes: documents made with the settings' contact details ---
  route("documents/brochure-conseil.pdf", "routes/documents.brochure.ts"),
  // --- resource routes: uploaded images (back-office) ---
  route("uploads/*", "routes/uploads.ts"),
  // --- resource routes: payments (providers' notifications) ---
  route("api/payments/:provider/webhook", "routes/api.payments.webhook.ts"),
  // --- resource routes: live video ---
  route("sessions/:sessionId/live/token", "routes/sessions.live.token.ts"),
  route("sessions/:sessionId/live/moderate", "routes/sessions.live.moderate.ts"),
  route("api/live/events", "routes/api.live.events.ts"),
  ...prefix("en?", [
    index("routes/home.tsx"),
    // --- pages: catalogue ---
    route("courses", "routes/courses.tsx"),
    route("courses/:courseId", "routes/course.tsx"),
    route("courses/:courseId/quote", "routes/course.quote.tsx"),
    // --- pages: registration ---
    route("register/confirm", "routes/register.confirm.tsx"),
    route("register/:courseId", "routes/register.tsx"),
    route("profile/registrations", "routes/profile.registrations.tsx"),
    route("profile/registrations/:registrationId/cancel", "routes/profile.registrations.cancel.tsx"),
    route("profile/registrations/:registrationId/calendar.ics", "routes/profile.registrations.calendar.ts"),
    route("profile/registrations/:registrationId/receipt.pdf", "routes/profile.registrations.receipt.ts"),
    route("profile/registrations/:registrationId/invoice.pdf", "routes/profile.registrations.invoice.ts"),
    route("profile/certificates", "routes/profile.certificates.tsx"),
    route("profile/certificates/:certificateId/certificate.pdf", "routes/profile.certificates.pdf.ts"),
    route("profile/certificates/:certificateId/credential.jwt", "routes/profile.certificates.credential.ts"),
    route("sessions/:sessionId/live", "routes/sessions.live.tsx"),
    // --- pages: certificates (public verification) ---
    route("verify/:code", "routes/verify.tsx"),
    // --- pages: attendance by QR code (the trainer shows it, the participant's phone opens it) ---
    route("attend/:token", "routes/attend.tsx"),
    route("trainer/sessions/:sessionId/code", "routes/trainer.session.code.tsx"),
    route("trainer/sessions/:sessionId/code/current", "routes/trainer.session.code.current.ts"),
    // --- pages: attendance (the trainer's page, installable, offline; its worker, manifest, uploads) ---
    route("trainer", "routes/trainer.tsx"),
    route("trainer/sw.js", "routes/trainer.sw.ts"),
    route("trainer/manifest.webmanifest", "routes/trainer.manifest.ts"),
    route("trainer/marks", "routes/trainer.marks.ts"),
    route("trainer/sheets", "routes/trainer.sheets.ts"),
    // --- pages: payments ---
    route("pay/demo", "routes/pay.tsx", { id: "routes/pay.demo" }),
    route("pay/:registrationId", "routes/pay.tsx"),
    route("payments/test/:reference", "routes/payments.test-provider.tsx"),
    route("payments/:reference/abandon", "routes/payments.abandon.ts"),
    route("payments/:reference/receipt.pdf", "routes/payments.receipt.ts"),
    route("payments/:reference", "routes/payments.return.tsx"),
    // --- pages: the group's pages ---
    route("about", "routes/about.tsx"),
    route("services", "routes/services.tsx"),
    route("real-estate", "routes/real-estate.tsx"),
    route("consulting", "routes/consulting.tsx"),
    route("mining", "routes/mining.tsx"),
    route("partners", "routes/partners.tsx"),
    route("news", "routes/news.tsx"),
    route("news/:slug", "routes/news.post.tsx"),
    route("features", "routes/features.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("blog", "routes/blog.tsx"),
    route("careers", "routes/careers.tsx"),
    route("support", "routes/support.tsx"),
    route("legal", "routes/legal.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("cookies", "routes/cookies.tsx"),
    // --- pages: contact, newsletter ---
    route("contact", "routes/contact.tsx"),
    route("newsletter", "routes/newsletter.tsx"),
    route("newsletter/confirm", "routes/newsletter.confirm.tsx"),
    route("newsletter/unsubscribe", "routes/newsletter.unsubscribe.tsx"),
    // --- accounts ---
    route("auth", "routes/auth.tsx"),
    route("auth/verify-email", "routes/auth.verify-email.tsx"),
    route("auth/forgot-password", "routes/auth.forgot-password.tsx"),
    route("auth/reset-password", "routes/auth.reset-password.tsx"),
    route("auth/sign-out", "routes/auth.sign-out.ts"),
    route("auth/social", "routes/auth.social.tsx"),
    route("profile", "routes/profile.tsx"),
    route("profile/delete", "routes/profile.delete.tsx"),
    route("auth/two-factor", "routes/auth.two-factor.tsx"),
    route("profile/two-factor", "routes/profile.two-factor.tsx"),
    // --- pages: the company space of a company's contacts ---
    route("company", "routes/company.tsx"),
    route("company/invitations/:token", "routes/company.invitation.tsx"),
    route("company/invoices/:invoiceId/invoice.pdf", "routes/company.invoice.pdf.ts"),
    // --- administration ---
    route("admin", "routes/admin.tsx"),
    route("admin/audit", "routes/admin.audit.tsx"),
    route("admin/sessions", "routes/admin.sessions.tsx"),
    route("admin/sessions/new", "routes/admin.sessions.new.tsx"),
    route("admin/sessions/:sessionId", "routes/admin.session.tsx"),
    route("admin/sessions/:sessionId/attendance.pdf", "routes/admin.session.attendance.ts"),
    route("admin/sessions/:sessionId/attendance", "routes/admin.session.attendance-grid.tsx"),
    route("admin/registrations", "routes/admin.registrations.tsx"),
    route("admin/registrations/export.csv", "routes/admin.registrations.export.ts"),
    route("admin/registrations/:registrationId", "routes/admin.registration.tsx"),
    route("admin/people", "routes/admin.people.tsx"),
    route("admin/people/:userId", "routes/admin.person.tsx"),
    route("admin/companies", "routes/admin.companies.tsx"),
    route("admin/companies/new", "routes/admin.company.tsx", { id: "routes/admin.company.new" }),
    route("admin/companies/:companyId", "routes/admin.company.tsx"),
    route("admin/messages", "routes/admin.messages.tsx"),
    route("admin/messages/:messageId", "routes/admin.message.tsx"),
    route("admin/newsletter", "routes/admin.newsletter.tsx"),
    route("admin/newsletter/export.csv", "routes/admin.newsletter.export.ts"),
    route("admin/courses", "routes/admin.courses.tsx"),
    route("admin/courses/new", "routes/admin.course.tsx", { id: "routes/admin.course.new" }),
    route("admin/courses/:courseId", "routes/admin.course.tsx"),
    route("admin/trainers", "routes/admin.trainers.tsx"),
    route("admin/trainers/new", "routes/admin.trainer.tsx", { id: "routes/admin.trainer.new" }),
    route("admin/trainers/:trainerId", "routes/admin.trainer.tsx"),
    route("admin/news", "routes/admin.news.tsx"),
    route("admin/news/new", "routes/admin.news.new.tsx"),
    route("admin/news/:postId", "routes/admin.news.post.tsx"),
    route("admin/settings", "routes/admin.settings.tsx"),
    route("admin/invoices", "routes/admin.invoices.tsx"),
    route("admin/invoices/:invoiceId", "routes/admin.invoice.tsx"),
    route("admin/invoices/:invoiceId/invoice.pdf", "routes/admin.invoice.pdf.ts"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
