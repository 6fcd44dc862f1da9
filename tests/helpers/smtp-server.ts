import type net from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The Message-ID header: the outbox gives a message the same one on every attempt. */
  messageId: string | undefined;
}

export interface SmtpServerOptions {
  /** Listen on this port (0: any free port). */
  port?: number;
  /** Refuse this many messages with a temporary error (451) before accepting. */
  rejectFirst?: number;
  /** Greet a new connection this long after it opens (at least 100 ms: see below). */
  greetingDelayMs?: number;
  /** Wait this long before answering MAIL FROM and RCPT TO. */
  commandDelayMs?: number;
  /** Wait this long, once the message is in, before accepting it. */
  dataDelayMs?: number;
}

export interface TestSmtpServer {
  port: number;
  /** The messages accepted (answered 250), in order. */
  received: ReceivedMail[];
  /** How many messages were fully transmitted, accepted or not yet. */
  transmitted(): number;
  close(): Promise<void>;
}

const later = (ms: number, then: () => void) => (ms > 0 ? setTimeout(then, ms) : then());

/** smtp-server waits this long before greeting anyway, to catch clients that talk too soon. */
const builtInGreetingDelayMs = 100;

/** A real SMTP server on localhost that keeps what it accepts; it can be made slow or picky. */
export async function startSmtpServer({
  port = 0,
  rejectFirst = 0,
  greetingDelayMs = 0,
  commandDelayMs = 0,
  dataDelayMs = 0,
}: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let rejections = rejectFirst;
  let transmitted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // A reverse DNS lookup would add its own, unpredictable delay before the greeting.
    disableReverseLookup: true,
    logger: false,
    onConnect: (_session, callback) => later(greetingDelayMs - builtInGreetingDelayMs, () => callback()),
    onMailFrom: (_address, _session, callback) => later(commandDelayMs, () => callback()),
    onRcptTo: (_address, _session, callback) => later(commandDelayMs, () => callback()),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        transmitted++;
        later(dataDelayMs, () => {
          if (rejections > 0) {
            rejections--;
            callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
            return;
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1],
          });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as net.AddressInfo;
  return {
    port: address.port,
    received,
    transmitted: () => transmitted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
