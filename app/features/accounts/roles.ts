/** The roles. Admins pass every check; moderators pass moderator checks. */
export const roles = ["user", "moderator", "admin"] as const;
export type Role = (typeof roles)[number];

const rank: Record<Role, number> = { user: 0, moderator: 1, admin: 2 };

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

/** Whether someone with `role` may do what `required` may do. Unknown roles are plain users. */
export function hasRole(role: unknown, required: Role): boolean {
  return rank[isRole(role) ? role : "user"] >= rank[required];
}
