import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import type { LiveRoomClient, RemoteFeed } from "./live-client";
import type { LiveGrant } from "./media-server";

type Phase = "idle" | "connecting" | "in" | "left" | "kicked" | "closed" | "failed";

/** A <video> playing a MediaStream (srcObject cannot be set from JSX). */
function StreamVideo({
  stream,
  muted,
  label,
}: {
  stream: MediaStream | null;
  muted: boolean;
  label: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || !stream) return;
    video.srcObject = stream;
    void video.play().catch(() => undefined);
  }, [stream]);
  return (
    // A live camera has no caption file; the name beside each video says whose it is.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      className="aspect-video w-full rounded-lg bg-black object-cover"
    />
  );
}

/**
 * The room of a live session: one's own video, every other participant's, microphone, camera and
 * leave buttons; moderators (the trainer, staff) also mute or remove a participant and close the
 * room, through our server. Joining starts with a button: the browser then asks for the camera
 * and microphone, and the click lets the others' sound play.
 */
export function LiveRoom({
  name,
  moderator,
  tokenPath,
  moderatePath,
}: {
  name: string;
  moderator: boolean;
  tokenPath: string;
  moderatePath: string;
}) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>("idle");
  const [failure, setFailure] = useState("");
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remotes, setRemotes] = useState<RemoteFeed[]>([]);
  const [microphone, setMicrophone] = useState(true);
  const [camera, setCamera] = useState(true);
  const [notice, setNotice] = useState("");
  const [confirmClose, setConfirmClose] = useState(false);
  const client = useRef<LiveRoomClient | null>(null);

  useEffect(() => {
    const leave = () => client.current?.leave();
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, []);

  const join = useCallback(async () => {
    setPhase("connecting");
    setFailure("");
    setRemotes([]);
    try {
      const response = await fetch(tokenPath, { method: "POST", headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(`${response.status}`);
      const grant = (await response.json()) as LiveGrant;
      const { LiveRoomClient } = await import("./live-client");
      const room = new LiveRoomClient(grant, {
        onLocalStream: setLocal,
        onRemote: (feed) =>
          setRemotes((current) => {
            if (!current.some((item) => item.feedId === feed.feedId))
              setNotice(t("live.room.joined", { name: feed.display }));
            return [...current.filter((item) => item.feedId !== feed.feedId), feed];
          }),
        onRemoteGone: (feedId) =>
          setRemotes((current) => {
            const gone = current.find((item) => item.feedId === feedId);
            if (gone) setNotice(t("live.room.leftRoom", { name: gone.display }));
            return current.filter((item) => item.feedId !== feedId);
          }),
        onKicked: () => {
          setPhase("kicked");
          setLocal(null);
          setRemotes([]);
        },
        onClosed: () => {
          setPhase("closed");
          setLocal(null);
          setRemotes([]);
        },
        onFailure: (reason) => {
          setFailure(reason);
          setPhase("failed");
        },
      });
      client.current = room;
      await room.join();
      setMicrophone(true);
      setCamera(true);
      setPhase("in");
    } catch (error) {
      client.current?.leave();
      client.current = null;
      setLocal(null);
      const reason = (error as Error).message;
      setFailure(reason === "devices" ? t("live.room.noDevices") : t("live.room.failed", { reason }));
      setPhase("failed");
    }
  }, [t, tokenPath]);

  const leave = () => {
    client.current?.leave();
    client.current = null;
    setLocal(null);
    setRemotes([]);
    setPhase("left");
  };

  async function act(body: Record<string, unknown>, done: string) {
    const response = await fetch(moderatePath, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    }).catch(() => null);
    setNotice(response?.ok ? done : t("live.room.actionFailed"));
  }

  const inRoom = phase === "in" || phase === "connecting";
  return (
    <section aria-labelledby="live-room-heading" className="mt-8">
      <h2 id="live-room-heading" className="sr-only">
        {t("live.room.participants")}
      </h2>
      <p role="status" aria-live="polite" className="min-h-6 text-sm text-ink-muted">
        {phase === "connecting"
          ? t("live.room.connecting")
          : notice || (phase === "in" ? t("live.room.connected") : "")}
      </p>
      {phase === "kicked" || phase === "closed" || phase === "left" || phase === "failed" ? (
        <div role="alert" className="mt-4 rounded-lg border border-line bg-surface-muted p-4">
          {phase === "kicked"
            ? t("live.room.kicked")
            : phase === "closed"
              ? t("live.room.closed")
              : phase === "left"
                ? t("live.room.left")
                : failure}
        </div>
      ) : null}
      {!inRoom ? (
        <div className="mt-6">
          {phase !== "kicked" && phase !== "closed" ? (
            <>
              <button type="button" className="btn-primary" onClick={() => void join()}>
                {phase === "idle" ? t("live.room.join") : t("live.room.rejoin")}
              </button>
              <p className="mt-2 text-sm text-ink-muted">{t("live.room.joinHint")}</p>
            </>
          ) : null}
        </div>
      ) : (
        <>
          <ul className="mt-4 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
            <li>
              <figure className="m-0" data-testid="live-local">
                <StreamVideo stream={local} muted label={t("live.room.videoOf", { name })} />
                <figcaption className="mt-1 text-sm font-medium">{t("live.room.you", { name })}</figcaption>
              </figure>
            </li>
            {remotes.map((feed) => (
              <li key={feed.feedId}>
                <figure className="m-0" data-testid="live-remote" data-feed={feed.feedId}>
                  <StreamVideo
                    stream={feed.stream}
                    muted={false}
                    label={t("live.room.videoOf", { name: feed.display })}
                  />
                  <figcaption className="mt-1 text-sm font-medium">{feed.display}</figcaption>
                </figure>
                {moderator && phase === "in" ? (
                  <div className="mt-2 flex flex-wrap gap-2">
                    {feed.audioMid !== null ? (
                      <button
                        type="button"
                        className="btn-secondary"
                        onClick={() =>
                          void act(
                            { action: "mute", feedId: feed.feedId, mid: feed.audioMid },
                            t("live.room.mutedByModerator", { name: feed.display }),
                          )
                        }
                      >
                        {t("live.room.muteParticipant", { name: feed.display })}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="btn-secondary"
                      onClick={() =>
                        void act(
                          { action: "kick", feedId: feed.feedId },
                          t("live.room.removedByModerator", { name: feed.display }),
                        )
                      }
                    >
                      {t("live.room.removeParticipant", { name: feed.display })}
                    </button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          {phase === "in" && remotes.length === 0 ? (
            <p className="mt-4 text-ink-muted">{t("live.room.alone")}</p>
          ) : null}
          <div role="group" aria-label={t("live.heading")} className="mt-6 flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-secondary"
              aria-pressed={!microphone}
              disabled={phase !== "in"}
              onClick={() => {
                client.current?.setMicrophone(!microphone);
                setMicrophone(!microphone);
              }}
            >
              {microphone ? t("live.room.mute") : t("live.room.unmute")}
            </button>
            <button
              type="button"
              className="btn-secondary"
              aria-pressed={!camera}
              disabled={phase !== "in"}
              onClick={() => {
                client.current?.setCamera(!camera);
                setCamera(!camera);
              }}
            >
              {camera ? t("live.room.cameraOff") : t("live.room.cameraOn")}
            </button>
            <button type="button" className="btn-primary" onClick={leave}>
              {t("live.room.leave")}
            </button>
          </div>
          {moderator && phase === "in" ? (
            <div
              role="group"
              aria-label={t("live.room.moderatorTools")}
              className="mt-6 border-t border-line pt-4"
            >
              {confirmClose ? (
                <div className="flex flex-wrap items-center gap-3">
                  <p className="m-0">{t("live.room.closeConfirm")}</p>
                  <button
                    type="button"
                    className="btn-primary"
                    onClick={() => {
                      setConfirmClose(false);
                      void act({ action: "close" }, t("live.room.roomClosed"));
                    }}
                  >
                    {t("live.room.closeRoom")}
                  </button>
                  <button type="button" className="btn-secondary" onClick={() => setConfirmClose(false)}>
                    {t("live.room.cancel")}
                  </button>
                </div>
              ) : (
                <button type="button" className="btn-secondary" onClick={() => setConfirmClose(true)}>
                  {t("live.room.closeRoom")}
                </button>
              )}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
