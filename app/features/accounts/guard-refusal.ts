import type { Role } from "./roles";

/** What a guard throws (guards.server.ts); the root error boundary shows the product's message for it. */
export type GuardRefusal =
  { guard: "signed-out"; redirectTo: string } | { guard: "forbidden"; requiredRole: Role };

export function isGuardRefusal(value: unknown): value is GuardRefusal {
  if (typeof value !== "object" || value === null) return false;
  const guard = (value as { guard?: unknown }).guard;
  return guard === "signed-out" || guard === "forbidden";
}
