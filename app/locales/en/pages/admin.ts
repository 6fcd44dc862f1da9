import type { EnglishOf } from "../../types";
import type { admin as fr } from "../../fr/pages/admin";

export const admin = {
  seo: {
    title: "Administration",
    description: "The site's administration dashboard.",
  },
  heading: "Administration",
  intro: "An overview of the site, up to date each time the page loads.",
  counters: {
    heading: "Key figures",
    users: "Users",
    courses: "Courses",
    upcomingSessions: "Upcoming sessions",
    pendingRegistrations: "Registrations awaiting payment",
  },
  actions: {
    heading: "Quick actions",
    note: "Coming soon: these tools arrive with the management area.",
    manageCourses: "Manage courses",
    manageUsers: "Manage users",
    planSession: "Plan a session",
    settings: "System settings",
  },
  activity: {
    heading: "Recent activity",
    intro: "The latest security events of every account (Conakry time).",
    empty: "No recent activity.",
    noAccount: "No account",
    when: "Date",
    event: "Event",
    account: "Account",
    address: "IP address",
    unknownAddress: "unknown",
  },
  events: {
    unknown: "Security event",
    sign_in_success: "Successful sign-in",
    sign_in_failure: "Failed sign-in",
    sign_in_blocked: "Sign-in blocked",
    suspicious_activity: "Suspicious activity",
    password_changed: "Password changed",
    password_reset: "Password reset",
    email_changed: "E-mail address changed",
    two_factor_enabled: "Two-factor sign-in turned on",
    two_factor_disabled: "Two-factor sign-in turned off",
    backup_code_used: "Backup code used",
    signed_out_everywhere: "Signed out on every device",
    role_changed: "Role changed",
    account_deleted: "Account deleted",
  },
} satisfies EnglishOf<typeof fr>;
