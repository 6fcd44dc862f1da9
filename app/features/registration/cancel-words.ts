import type { TFunction } from "~/lib/translator";
import type { RegistrationView } from "./registration-view";

/**
 * The cancellation step in the words of what is given up: a seat (confirmed, or offered and
 * passed on to the next person), a place on the waiting list, or a request for a session yet
 * to be planned.
 */
export function cancelWords(
  registration: Pick<RegistrationView, "status" | "courseTitle" | "position">,
  t: TFunction,
) {
  const course = registration.courseTitle;
  switch (registration.status) {
    case "waitlisted":
      return {
        title: t("registration.cancel.waitlisted.title"),
        text: t("registration.cancel.waitlisted.text", { course, position: registration.position ?? 1 }),
        confirm: t("registration.cancel.waitlisted.confirm"),
        keep: t("registration.cancel.waitlisted.keep"),
      };
    case "interest":
      return {
        title: t("registration.cancel.interest.title"),
        text: t("registration.cancel.interest.text", { course }),
        confirm: t("registration.cancel.interest.confirm"),
        keep: t("registration.cancel.interest.keep"),
      };
    default:
      return {
        title: t("registration.cancel.title"),
        text:
          registration.status === "offered"
            ? t("registration.cancel.offeredText", { course })
            : t("registration.cancel.text", { course }),
        confirm: t("registration.cancel.confirm"),
        keep: t("registration.cancel.keep"),
      };
  }
}
