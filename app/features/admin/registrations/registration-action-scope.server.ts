import { data } from "react-router";
import type { RegistrationDeps } from "~/features/registration/registration-deps";
import type { AppContext } from "~/lib/app-context";
import type { redirectWithFlash } from "~/lib/flash.server";
import type { getT } from "~/lib/i18n.server";
import type { Lang } from "~/lib/language";
import type { RegistrationDetail } from "./registrations.server";
import type { StaffActor } from "../shared/staff-access.server";
import type { RegistrationIntent } from "./transfer-schema";

/** What the page gets back when a form is refused: which form, its message and field errors. */
export interface RefusedAction {
  intent: RegistrationIntent | null;
  notice: { title: string; message: string };
  lastResult: unknown;
}

/** Everything one form's handler works with: the registration, the form, who acts, and the answers. */
export interface RegistrationActionScope {
  id: number;
  found: RegistrationDetail;
  formData: FormData;
  lang: Lang;
  t: ReturnType<typeof getT>;
  now: Date;
  deps: RegistrationDeps;
  /** Who acts: the audit entries' and the registration rules' author. */
  staff: StaffActor;
  context: AppContext;
  /** The form again, with its message and field errors. */
  refuse: (status: number, message: string, lastResult?: unknown) => ReturnType<typeof refusal>;
  /** Back to the registration's page, with a toast. */
  done: (title: string, message: string) => ReturnType<typeof redirectWithFlash>;
  /** One log line, with the registration and who acted. */
  log: (event: string, fields?: Record<string, unknown>) => void;
}

export type RegistrationActionResult =
  ReturnType<RegistrationActionScope["refuse"]> | ReturnType<RegistrationActionScope["done"]>;

/** A refused form's answer (the page shows it on the form it names). */
export const refusal = (refused: RefusedAction, status: number) => data<RefusedAction>(refused, { status });
