/**
 * A small browser client for Janus's VideoRoom over its HTTP API (long polling), enough for a
 * training room: publish one's camera and microphone, subscribe to every other publisher, follow
 * arrivals and departures, and notice being removed or the room closing. Loaded only by the live
 * page (dynamic import); nothing third-party.
 */
import type { LiveGrant } from "./media-server";

export interface RemoteFeed {
  feedId: number;
  display: string;
  stream: MediaStream;
  audioMid: string | null;
}

export interface RoomCallbacks {
  onLocalStream(stream: MediaStream): void;
  onRemote(feed: RemoteFeed): void;
  onRemoteGone(feedId: number): void;
  /** Removed by a moderator (or by the same person joining from another window). */
  onKicked(): void;
  onClosed(): void;
  onFailure(reason: string): void;
}

interface JanusEvent {
  janus: string;
  sender?: number;
  transaction?: string;
  plugindata?: { data?: Record<string, unknown> };
  jsep?: RTCSessionDescriptionInit;
  error?: { code: number; reason: string };
}

interface PublisherInfo {
  id: number;
  display?: string;
  streams?: Array<{ type: string; mid: string; disabled?: boolean }>;
}

const randomTransaction = () => Math.random().toString(36).slice(2, 12);

export class LiveRoomClient {
  private session: number | null = null;
  private publisherHandle: number | null = null;
  private publisherPc: RTCPeerConnection | null = null;
  private local: MediaStream | null = null;
  private readonly subscribers = new Map<
    number,
    { handle: number; pc: RTCPeerConnection; info: PublisherInfo }
  >();
  private readonly handleListeners = new Map<number, (event: JanusEvent) => void>();
  private readonly pending = new Map<string, (event: JanusEvent) => void>();
  private stopped = false;
  private keepalive: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly grant: LiveGrant,
    private readonly callbacks: RoomCallbacks,
  ) {}

  private async post(path: string, body: Record<string, unknown>): Promise<JanusEvent> {
    const response = await fetch(this.grant.serverUrl + path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        ...body,
        token: this.grant.token,
        transaction: body.transaction ?? randomTransaction(),
      }),
    });
    const reply = (await response.json()) as JanusEvent;
    if (reply.janus === "error") throw new Error(reply.error?.reason ?? "janus error");
    return reply;
  }

  private async poll(): Promise<void> {
    while (!this.stopped && this.session !== null) {
      try {
        const url = `${this.grant.serverUrl}/${this.session}?maxev=10&rid=${Date.now()}&token=${encodeURIComponent(this.grant.token)}`;
        const response = await fetch(url);
        const body = (await response.json()) as JanusEvent | JanusEvent[];
        for (const event of Array.isArray(body) ? body : [body]) this.dispatch(event);
      } catch (error) {
        if (this.stopped) return;
        this.callbacks.onFailure((error as Error).message);
        return;
      }
    }
  }

  private dispatch(event: JanusEvent): void {
    if (event.janus === "keepalive") return;
    if (event.transaction && this.pending.has(event.transaction) && event.janus !== "ack") {
      const resolve = this.pending.get(event.transaction);
      this.pending.delete(event.transaction);
      resolve?.(event);
    }
    if (event.sender !== undefined) this.handleListeners.get(event.sender)?.(event);
  }

  /** Sends a plugin message and waits for its asynchronous answer (an event with its transaction). */
  private async message(
    handle: number,
    body: Record<string, unknown>,
    jsep?: RTCSessionDescriptionInit,
  ): Promise<JanusEvent> {
    const transaction = randomTransaction();
    const answer = new Promise<JanusEvent>((resolve) => this.pending.set(transaction, resolve));
    const reply = await this.post(`/${this.session}/${handle}`, {
      janus: "message",
      body,
      jsep,
      transaction,
    });
    if (reply.janus === "success") {
      this.pending.delete(transaction);
      return reply;
    }
    const event = await answer;
    const data = event.plugindata?.data;
    if (data && typeof data.error === "string") throw new Error(data.error);
    return event;
  }

  private async attach(): Promise<number> {
    const reply = (await this.post(`/${this.session}`, {
      janus: "attach",
      plugin: "janus.plugin.videoroom",
    })) as JanusEvent & {
      data?: { id?: number };
    };
    const id = (reply as { data?: { id?: number } }).data?.id;
    if (!id) throw new Error("no handle");
    return id;
  }

  private peerConnection(): RTCPeerConnection {
    return new RTCPeerConnection({ iceServers: this.grant.iceServers });
  }

  /** Waits until ICE gathering is complete (the SDP then carries every candidate), 3 s at most. */
  private static gathered(pc: RTCPeerConnection): Promise<void> {
    if (pc.iceGatheringState === "complete") return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        if (pc.iceGatheringState !== "complete") return;
        pc.removeEventListener("icegatheringstatechange", done);
        resolve();
      };
      pc.addEventListener("icegatheringstatechange", done);
      setTimeout(resolve, 3000);
    });
  }

  async join(): Promise<void> {
    try {
      this.local = await navigator.mediaDevices.getUserMedia({
        audio: true,
        video: { width: 640, height: 360 },
      });
    } catch {
      throw new Error("devices");
    }
    this.callbacks.onLocalStream(this.local);
    const created = (await this.post("", { janus: "create" })) as JanusEvent & { data?: { id?: number } };
    this.session = created.data?.id ?? null;
    if (this.session === null) throw new Error("no session");
    void this.poll();
    this.keepalive = setInterval(
      () => void this.post(`/${this.session}`, { janus: "keepalive" }).catch(() => undefined),
      25_000,
    );

    this.publisherHandle = await this.attach();
    this.handleListeners.set(this.publisherHandle, (event) => this.onPublisherEvent(event));
    const joined = await this.message(this.publisherHandle, {
      request: "join",
      ptype: "publisher",
      room: this.grant.room,
      id: this.grant.feedId,
      display: this.grant.display,
      token: this.grant.token,
    });
    const data = joined.plugindata?.data ?? {};
    if (data.videoroom !== "joined") throw new Error(String(data.error ?? "join refused"));

    const pc = this.peerConnection();
    this.publisherPc = pc;
    for (const track of this.local.getTracks())
      pc.addTransceiver(track, { direction: "sendonly", streams: [this.local] });
    await pc.setLocalDescription(await pc.createOffer());
    await LiveRoomClient.gathered(pc);
    const configured = await this.message(
      this.publisherHandle,
      { request: "configure", audio: true, video: true },
      { type: "offer", sdp: pc.localDescription?.sdp ?? "", trickle: false } as RTCSessionDescriptionInit,
    );
    if (configured.jsep) await pc.setRemoteDescription(configured.jsep);
    for (const publisher of (data.publishers as PublisherInfo[] | undefined) ?? [])
      void this.subscribe(publisher);
  }

  private onPublisherEvent(event: JanusEvent): void {
    const data = event.plugindata?.data;
    if (!data) return;
    if (data.videoroom === "destroyed") {
      this.stop();
      this.callbacks.onClosed();
      return;
    }
    if (data.videoroom !== "event") return;
    if (data.leaving === "ok" && data.reason === "kicked") {
      this.stop();
      this.callbacks.onKicked();
      return;
    }
    for (const publisher of (data.publishers as PublisherInfo[] | undefined) ?? [])
      void this.subscribe(publisher);
    for (const key of ["unpublished", "leaving", "kicked"]) {
      const id = data[key];
      if (typeof id === "number") this.unsubscribe(id);
    }
  }

  private async subscribe(publisher: PublisherInfo): Promise<void> {
    if (this.stopped || publisher.id === this.grant.feedId || this.subscribers.has(publisher.id)) return;
    try {
      const handle = await this.attach();
      const pc = this.peerConnection();
      this.subscribers.set(publisher.id, { handle, pc, info: publisher });
      const stream = new MediaStream();
      pc.addEventListener("track", (event) => {
        stream.addTrack(event.track);
        this.callbacks.onRemote({
          feedId: publisher.id,
          display: publisher.display ?? "",
          stream,
          audioMid: publisher.streams?.find((item) => item.type === "audio" && !item.disabled)?.mid ?? null,
        });
      });
      const attached = await this.message(handle, {
        request: "join",
        ptype: "subscriber",
        room: this.grant.room,
        streams: [{ feed: publisher.id }],
        token: this.grant.token,
      });
      if (!attached.jsep) throw new Error("no offer");
      await pc.setRemoteDescription(attached.jsep);
      await pc.setLocalDescription(await pc.createAnswer());
      await LiveRoomClient.gathered(pc);
      await this.message(handle, { request: "start" }, {
        type: "answer",
        sdp: pc.localDescription?.sdp ?? "",
        trickle: false,
      } as RTCSessionDescriptionInit);
    } catch {
      this.unsubscribe(publisher.id);
    }
  }

  private unsubscribe(feedId: number): void {
    const subscriber = this.subscribers.get(feedId);
    if (!subscriber) return;
    this.subscribers.delete(feedId);
    subscriber.pc.close();
    if (this.session !== null && !this.stopped)
      void this.post(`/${this.session}/${subscriber.handle}`, { janus: "detach" }).catch(() => undefined);
    this.callbacks.onRemoteGone(feedId);
  }

  setMicrophone(on: boolean): void {
    for (const track of this.local?.getAudioTracks() ?? []) track.enabled = on;
  }

  setCamera(on: boolean): void {
    for (const track of this.local?.getVideoTracks() ?? []) track.enabled = on;
  }

  /** Leaves the room and closes everything (also on the way out of the page). */
  leave(): void {
    if (this.session !== null && !this.stopped) {
      // keepalive: the request survives the page being closed.
      void fetch(`${this.grant.serverUrl}/${this.session}`, {
        method: "POST",
        keepalive: true,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ janus: "destroy", token: this.grant.token, transaction: randomTransaction() }),
      }).catch(() => undefined);
    }
    this.stop();
  }

  private stop(): void {
    this.stopped = true;
    clearInterval(this.keepalive);
    for (const feedId of [...this.subscribers.keys()]) this.unsubscribe(feedId);
    this.publisherPc?.close();
    for (const track of this.local?.getTracks() ?? []) track.stop();
  }
}
