import { getCollectionProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/lib/use-translation";
import { AvailabilityBadge } from "~/features/sessions/session-list";
import type { SessionView } from "~/features/sessions/session-view";
import { ErrorList } from "~/ui/form";

/**
 * The session to attend: one radio card per upcoming session, with its dates, its hours in its
 * own zone, its place, format, seats left and availability. A full session takes names for
 * its waiting list. Without sessions, the registration is one of interest.
 */
export function SessionPicker({
  field,
  sessions,
}: {
  field: FieldMetadata<unknown>;
  sessions: SessionView[];
}) {
  const { t } = useTranslation();
  const hintId = `${field.id}-hint`;
  if (sessions.length === 0) {
    return (
      <section aria-labelledby={`${field.id}-title`} className="space-y-2">
        <h2 id={`${field.id}-title`} className="text-xl font-bold">
          {t("registration.sessions.legend")}
        </h2>
        <p className="rounded-lg border border-dashed border-line p-4 text-ink-muted">
          {t("registration.sessions.none")}
        </p>
      </section>
    );
  }
  const options = getCollectionProps(field, {
    type: "radio",
    options: sessions.map((session) => String(session.id)),
    ariaDescribedBy: hintId,
  });
  return (
    <fieldset className="space-y-3" aria-describedby={hintId}>
      <legend className="text-xl font-bold">{t("registration.sessions.legend")}</legend>
      <p id={hintId} className="text-sm text-ink-muted">
        {t("registration.sessions.hint")}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {sessions.map((session, index) => {
          const { key, ...props } = options[index]!;
          const full = session.availability === "full";
          return (
            <li key={key ?? session.id}>
              <label
                htmlFor={props.id}
                className="flex h-full min-h-11 cursor-pointer gap-3 rounded-xl border border-line bg-surface-raised p-4 shadow-sm has-[:checked]:border-brand has-[:checked]:ring-2 has-[:checked]:ring-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand"
              >
                <input {...props} className="mt-1 size-5 shrink-0 accent-brand" />
                <span className="min-w-0 space-y-1 text-sm">
                  <span className="block font-semibold text-ink first-letter:uppercase">
                    {session.endDate
                      ? t("registration.sessions.dates", { start: session.startDate, end: session.endDate })
                      : session.startDate}
                  </span>
                  <span className="block">
                    {session.time}{" "}
                    <span className="text-ink-muted">
                      (
                      {t("registration.sessions.zone", {
                        city: session.zone.city,
                        offset: session.zone.offset,
                      })}
                      )
                    </span>
                  </span>
                  <span className="block">
                    {session.place
                      ? [session.place.venue, session.place.city].filter(Boolean).join(", ") +
                        (session.place.country ? ` (${session.place.country})` : "")
                      : t("registration.sessions.online")}{" "}
                    · {t(`catalog.formats.${session.format}`)}
                  </span>
                  {session.price ? <span className="block font-semibold">{session.price}</span> : null}
                  <span className="flex flex-wrap items-center gap-2">
                    <AvailabilityBadge value={session.availability} />
                    <span className="text-ink-muted">
                      {full
                        ? t("registration.sessions.full")
                        : t("registration.sessions.seatsLeft", {
                            count: session.seatsLeft,
                            total: session.totalSeats,
                          })}
                    </span>
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
