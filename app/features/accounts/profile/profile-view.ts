import type { Role } from "../roles";

/** Everything /profile shows, formatted on the server in the page's language (no token, no hash). */
export interface ProfileView {
  user: {
    name: string;
    email: string;
    initials: string;
    role: Role;
    memberSince: string | null;
    firstName: string;
    lastName: string;
    phone: string;
    smsConsent: boolean;
    timeZone: string;
    company: string;
    position: string;
    twoFactorEnabled: boolean;
    hasPassword: boolean;
  };
  pendingEmail: { email: string; until: string } | null;
  sessions: { id: string; current: boolean; device: string; ipAddress: string | null; lastSeen: string }[];
  events: { id: number; label: string; ipAddress: string | null; at: string; isoAt: string }[];
}
