import { useEffect, useState } from "react";
import { Link } from "react-router";
import { localizePath } from "~/lib/language";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";
import { durationText } from "~/features/attendance/duration";
import type { AttendanceState, HalfDayPart } from "../../../db/schema";
import { arrivalInstant, clockNow } from "./arrival";
import { forgetSentBefore, loadDay, saveDay, type MarkPayload, type OutboxEntry } from "./offline-store";
import { useOfflineReady } from "./offline-ready";
import { proposedOnlineState } from "./online-proposal";
import { SignatureDialog } from "./signature-dialog";
import type { trainerPaths } from "./paths";
import type { TrainerDay, TrainerSession } from "./trainer-data";
import { useOutbox } from "./use-outbox";

export interface TrainerPageData {
  viewer: { id: string; name: string };
  paths: ReturnType<typeof trainerPaths>;
  day: TrainerDay;
}

type Dialog =
  | { kind: "participant"; session: TrainerSession; part: HalfDayPart; registrationId: number; name: string }
  | { kind: "sheet"; session: TrainerSession; part: HalfDayPart }
  | null;

const markKey = (sessionId: number, day: string, part: string, registrationId: number) =>
  `${sessionId}/${day}/${part}/${registrationId}`;

/** The 403 answer: signed in, but training no session and not staff. */
export function TrainerForbidden() {
  const { t } = useTranslation();
  const { lang } = useLang();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{t("trainer.forbiddenTitle")}</h1>
      <p role="alert" className="mt-4 text-ink-muted">
        {t("trainer.forbidden")}
      </p>
      <Link to={localizePath("/", lang)} className="btn-primary mt-8 inline-flex">
        {t("trainer.backHome")}
      </Link>
    </section>
  );
}

/**
 * Today's attendance on the trainer's phone. Everything done here goes to IndexedDB first, then
 * to the server when it can (useOutbox); the list itself is kept too, so the page reopens
 * without a network (its service worker keeps the page's files).
 */
export function TrainerPage({ data }: { data: TrainerPageData }) {
  const { t } = useTranslation();
  const score = (value: number | null) =>
    value === null ? t("trainer.knowledge.notTaken") : t("trainer.knowledge.percent", { value });
  const { lang } = useLang();
  const { viewer, paths } = data;
  const [day, setDay] = useState<TrainerDay>(data.day);
  const outbox = useOutbox({ viewerId: viewer.id, marksUrl: paths.marks, sheetsUrl: paths.sheets });
  const offlineReady = useOfflineReady(paths.serviceWorker, paths.page);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [late, setLate] = useState<{ key: string; time: string; error: boolean } | null>(null);

  // The freshest list wins: the server's when this copy of the page is newer than the one kept.
  useEffect(() => {
    const key = `${viewer.id}/${lang}`;
    void (async () => {
      const kept = await loadDay(key);
      if (kept && kept.generatedAt > data.day.generatedAt) setDay(kept);
      else await saveDay(key, data.day);
      const today = data.day.sessions[0]?.day;
      if (today) await forgetSentBefore(viewer.id, today);
    })();
  }, [data.day, viewer.id, lang]);

  const entries = outbox.entries ?? [];
  const pending = entries.filter((entry) => entry.status === "pending").length;
  const localMarks = new Map<string, OutboxEntry & { kind: "mark" }>();
  const localSheets = new Map<string, OutboxEntry>();
  for (const entry of entries) {
    const p = entry.payload;
    if (entry.kind === "mark")
      localMarks.set(markKey(p.sessionId, p.day, p.part, entry.payload.registrationId), entry);
    else localSheets.set(`${p.sessionId}/${p.day}/${p.part}`, entry);
  }

  function record(
    session: TrainerSession,
    part: HalfDayPart,
    registrationId: number,
    mark: Partial<MarkPayload>,
  ) {
    const previous = localMarks.get(markKey(session.id, session.day, part, registrationId));
    const payload: MarkPayload = {
      clientId: crypto.randomUUID(),
      sessionId: session.id,
      registrationId,
      day: session.day,
      part,
      state: "present",
      // A remote session's marks carry the minutes the live room saw (the server adds them).
      method: session.remote ? "remote" : "staff",
      ...mark,
    };
    void outbox.add(
      { kind: "mark", payload, viewerId: viewer.id, status: "pending", createdAt: new Date().toISOString() },
      previous?.status === "pending" ? [previous.payload.clientId] : [],
    );
  }

  /** Remote sessions: everyone not yet marked, as the minutes online suggest. */
  function confirmOnline(session: TrainerSession, part: HalfDayPart, halfDayMinutes: number) {
    for (const person of session.participants) {
      const marked =
        session.marks.some((m) => m.registrationId === person.registrationId && m.part === part) ||
        localMarks.has(markKey(session.id, session.day, part, person.registrationId));
      if (marked) continue;
      const minutes = onlineOf(session, part, person.registrationId);
      record(session, part, person.registrationId, { state: proposedOnlineState(minutes, halfDayMinutes) });
    }
  }

  function signSheet(session: TrainerSession, part: HalfDayPart, signature: string) {
    void outbox.add({
      kind: "sheet",
      payload: { clientId: crypto.randomUUID(), sessionId: session.id, day: session.day, part, signature },
      viewerId: viewer.id,
      status: "pending",
      createdAt: new Date().toISOString(),
    });
  }

  const onlineOf = (session: TrainerSession, part: HalfDayPart, registrationId: number) =>
    session.online.find((o) => o.registrationId === registrationId && o.part === part)?.minutes ?? 0;

  const time = (iso: string, timeZone: string) =>
    new Intl.DateTimeFormat(lang, { hour: "2-digit", minute: "2-digit", timeZone }).format(new Date(iso));

  function stateText(state: AttendanceState | null, arrivedAt: string | null | undefined, timeZone: string) {
    if (!state) return t("trainer.states.unmarked");
    if (state === "late" && arrivedAt) return t("trainer.states.lateAt", { time: time(arrivedAt, timeZone) });
    return t(`trainer.states.${state}`);
  }

  const nameOf = (entry: OutboxEntry) => {
    const session = day.sessions.find((s) => s.id === entry.payload.sessionId);
    if (entry.kind === "sheet") return session?.course ?? "";
    return session?.participants.find((p) => p.registrationId === entry.payload.registrationId)?.name ?? "";
  };

  return (
    <div className="container-page py-6 sm:py-10" data-offline-ready={offlineReady ? "true" : "false"}>
      <h1 className="text-2xl font-bold sm:text-3xl">{t("trainer.heading")}</h1>
      <p className="mt-2 text-ink-muted">{day.staff ? t("trainer.introStaff") : t("trainer.intro")}</p>

      <div className="mt-4 space-y-1 rounded-lg border border-line bg-surface-muted p-3">
        <p role="status" data-testid="sync-status" className="font-medium">
          {!outbox.online ? `${t("trainer.sync.offline")} ` : ""}
          {outbox.entries === null
            ? ""
            : pending > 0
              ? t("trainer.sync.pending", { count: pending })
              : t("trainer.sync.allSent")}
        </p>
        {outbox.signedOut ? (
          <p role="alert" className="text-danger">
            {t("trainer.sync.signedOut")}
          </p>
        ) : null}
        {offlineReady ? <p className="text-sm text-ink-muted">{t("trainer.sync.offlineReady")}</p> : null}
        {pending > 0 && outbox.online ? (
          <button
            type="button"
            className="btn-secondary"
            disabled={outbox.sending}
            onClick={() => void outbox.flush()}
          >
            {outbox.sending ? t("trainer.sync.sending") : t("trainer.sync.retry")}
          </button>
        ) : null}
        {outbox.refusals.length ? (
          <ul role="alert" className="list-disc pl-5 text-danger">
            {outbox.refusals.map((refusal) => (
              <li key={refusal.entry.payload.clientId}>
                {t("trainer.sync.refused", { name: nameOf(refusal.entry), message: refusal.message })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {day.sessions.length === 0 ? <p className="mt-8">{t("trainer.none")}</p> : null}

      {day.sessions.map((session) => (
        <section
          key={session.id}
          className="mt-8"
          aria-labelledby={`session-${session.id}`}
          data-testid={`session-${session.id}`}
        >
          <h2 id={`session-${session.id}`} className="text-xl font-semibold">
            {session.course}
          </h2>
          <p className="text-ink-muted">
            {session.dayLabel}
            {session.place ? ` · ${t("trainer.place", { place: session.place })}` : ""}
          </p>
          {session.participants.some((person) => person.positioning?.length) ? (
            <details
              className="mt-3 rounded-lg border border-line p-3"
              data-testid={`positioning-${session.id}`}
            >
              <summary className="cursor-pointer font-medium">{t("trainer.positioning")}</summary>
              <ul className="mt-2 space-y-3">
                {session.participants
                  .filter((person) => person.positioning?.length)
                  .map((person) => (
                    <li key={person.registrationId}>
                      <p className="font-medium">{person.name}</p>
                      <dl className="text-sm">
                        {person.positioning!.map((line) => (
                          <div key={line.question} className="mt-1">
                            <dt className="text-ink-muted">{line.question}</dt>
                            <dd>{line.answer}</dd>
                          </div>
                        ))}
                      </dl>
                    </li>
                  ))}
              </ul>
            </details>
          ) : null}
          {session.participants.some((person) => person.knowledge) ? (
            <details
              className="mt-3 rounded-lg border border-line p-3"
              data-testid={`knowledge-${session.id}`}
            >
              <summary className="cursor-pointer font-medium">{t("trainer.knowledge.heading")}</summary>
              <ul className="mt-2 space-y-1 text-sm">
                {session.participants
                  .filter((person) => person.knowledge)
                  .map((person) => (
                    <li key={person.registrationId} data-knowledge={person.registrationId}>
                      {t("trainer.knowledge.scores", {
                        name: person.name,
                        before: score(person.knowledge!.before),
                        after: score(person.knowledge!.after),
                      })}
                    </li>
                  ))}
              </ul>
            </details>
          ) : null}
          {session.surveyHref ? (
            <Link
              to={session.surveyHref}
              className="mt-1 inline-block underline"
              data-testid={`survey-qr-${session.id}`}
            >
              {t("trainer.showSurveyCode")}
            </Link>
          ) : null}
          {session.halfDays.map((halfDay) => {
            const sheet = localSheets.get(`${session.id}/${session.day}/${halfDay.part}`);
            const headingId = `half-${session.id}-${halfDay.part}`;
            return (
              <section key={halfDay.part} className="mt-5" aria-labelledby={headingId}>
                <h3 id={headingId} className="text-lg font-semibold">
                  {t("trainer.halfDayHeading", {
                    part: t(`trainer.parts.${halfDay.part}`),
                    hours: halfDay.hours,
                  })}
                </h3>
                <Link to={halfDay.codeHref} className="mt-1 inline-block underline">
                  {t("trainer.showCode")}
                </Link>
                {session.participants.length === 0 ? (
                  <p className="mt-2">{t("trainer.noParticipants")}</p>
                ) : null}
                <ul className="mt-3 divide-y divide-line rounded-lg border border-line">
                  {session.participants.map((person) => {
                    const key = markKey(session.id, session.day, halfDay.part, person.registrationId);
                    const local = localMarks.get(key);
                    const server = session.marks.find(
                      (m) => m.registrationId === person.registrationId && m.part === halfDay.part,
                    );
                    const shown = local ? local.payload : server;
                    const final = !day.staff && (server !== undefined || local?.status === "sent");
                    return (
                      <li key={person.registrationId} className="p-3" data-testid={`participant-${key}`}>
                        <p>
                          <span className="font-medium">{person.name}</span>
                          {" : "}
                          <span data-testid="state">
                            {stateText(shown?.state ?? null, shown?.arrivedAt, session.timeZone)}
                            {shown?.method === "signature" ? ` (${t("trainer.viaSignature")})` : ""}
                            {shown?.method === "qr" ? ` (${t("trainer.viaCode")})` : ""}
                            {shown?.method === "remote" ? ` (${t("trainer.viaLive")})` : ""}
                          </span>
                          {session.remote ? (
                            <span data-testid="online" className="text-sm text-ink-muted">
                              {" · "}
                              {onlineOf(session, halfDay.part, person.registrationId) > 0
                                ? t("trainer.online", {
                                    duration: durationText(
                                      onlineOf(session, halfDay.part, person.registrationId),
                                      lang,
                                    ),
                                  })
                                : t("trainer.notOnline")}
                            </span>
                          ) : null}
                          {local?.status === "pending" ? (
                            <span className="ml-1 text-sm text-warning"> · {t("trainer.waiting")}</span>
                          ) : null}
                        </p>
                        {final ? (
                          <p className="text-sm text-ink-muted">{t("trainer.final")}</p>
                        ) : (
                          <div
                            role="group"
                            aria-label={t("trainer.actionsFor", { name: person.name })}
                            className="mt-2 flex flex-wrap gap-2"
                          >
                            {session.remote ? (
                              <button
                                type="button"
                                className="btn-primary"
                                onClick={() => record(session, halfDay.part, person.registrationId, {})}
                              >
                                {t("trainer.mark.presentOnline")}
                              </button>
                            ) : (
                              <button
                                type="button"
                                className="btn-primary"
                                onClick={() =>
                                  setDialog({
                                    kind: "participant",
                                    session,
                                    part: halfDay.part,
                                    registrationId: person.registrationId,
                                    name: person.name,
                                  })
                                }
                              >
                                {t("trainer.mark.present")}
                              </button>
                            )}
                            {(["absent", "excused"] as const).map((state) => (
                              <button
                                key={state}
                                type="button"
                                className="btn-secondary"
                                onClick={() =>
                                  record(session, halfDay.part, person.registrationId, { state })
                                }
                              >
                                {t(`trainer.mark.${state}`)}
                              </button>
                            ))}
                            <button
                              type="button"
                              className="btn-secondary"
                              aria-expanded={late?.key === key}
                              onClick={() => setLate({ key, time: clockNow(session.timeZone), error: false })}
                            >
                              {t("trainer.mark.late")}
                            </button>
                          </div>
                        )}
                        {late?.key === key ? (
                          <form
                            className="mt-2 flex flex-wrap items-end gap-2"
                            aria-label={t("trainer.late.legend", { name: person.name })}
                            onSubmit={(event) => {
                              event.preventDefault();
                              const at = arrivalInstant(session.day, late.time, session.timeZone);
                              if (!at) return setLate({ ...late, error: true });
                              record(session, halfDay.part, person.registrationId, {
                                state: "late",
                                arrivedAt: at.toISOString(),
                              });
                              setLate(null);
                            }}
                          >
                            <label className="text-sm font-medium">
                              {t("trainer.late.time")}
                              <input
                                type="time"
                                required
                                value={late.time}
                                aria-invalid={late.error || undefined}
                                onChange={(event) =>
                                  setLate({ ...late, time: event.target.value, error: false })
                                }
                                className="mt-1 block rounded border border-ink-muted bg-surface px-2 py-1"
                              />
                            </label>
                            <button type="submit" className="btn-primary">
                              {t("trainer.late.save")}
                            </button>
                            <button type="button" className="btn-secondary" onClick={() => setLate(null)}>
                              {t("trainer.late.cancel")}
                            </button>
                            {late.error ? (
                              <p role="alert" className="w-full text-sm text-danger">
                                {t("trainer.late.invalid")}
                              </p>
                            ) : null}
                          </form>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
                {session.remote && session.participants.length > 0 ? (
                  <div className="mt-3">
                    <button
                      type="button"
                      className="btn-secondary"
                      aria-describedby={`${headingId}-online-help`}
                      onClick={() => confirmOnline(session, halfDay.part, halfDay.minutes)}
                    >
                      {t("trainer.confirmOnline")}
                    </button>
                    <p id={`${headingId}-online-help`} className="mt-1 text-sm text-ink-muted">
                      {t("trainer.confirmOnlineHelp", {
                        duration: durationText(Math.ceil(halfDay.minutes / 2), lang),
                      })}
                    </p>
                  </div>
                ) : null}
                <div className="mt-3">
                  {halfDay.signed || sheet?.status === "sent" ? (
                    <p className="text-success">{t("trainer.sheetSigned")}</p>
                  ) : sheet ? (
                    <p className="text-warning">{t("trainer.sheetWaiting")}</p>
                  ) : (
                    <button
                      type="button"
                      className="btn-secondary"
                      onClick={() => setDialog({ kind: "sheet", session, part: halfDay.part })}
                    >
                      {t("trainer.signSheet")}
                    </button>
                  )}
                </div>
              </section>
            );
          })}
        </section>
      ))}

      {dialog ? (
        <SignatureDialog
          title={
            dialog.kind === "participant"
              ? t("trainer.signature.participantTitle", { name: dialog.name })
              : t("trainer.signature.trainerTitle", {
                  part: t(`trainer.parts.${dialog.part}`),
                  day: dialog.session.dayLabel,
                })
          }
          help={
            dialog.kind === "participant"
              ? t("trainer.signature.participantHelp")
              : t("trainer.signature.trainerHelp")
          }
          onClose={() => setDialog(null)}
          onConfirm={(signature) =>
            dialog.kind === "participant"
              ? record(dialog.session, dialog.part, dialog.registrationId, {
                  state: "present",
                  method: "signature",
                  signature,
                })
              : signSheet(dialog.session, dialog.part, signature)
          }
        />
      ) : null}
    </div>
  );
}
