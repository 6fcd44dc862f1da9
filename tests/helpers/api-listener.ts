import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request as the listener received it: what a provider's API host would have seen. */
export interface RecordedRequest {
  method: string;
  /** Path and query string, such as /v1/checkout/sessions. */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type ApiReply =
  | { status?: number; json: unknown }
  /** Never answers: a provider's API that hangs (the request stays open until the listener closes). */
  | { hang: true };

export type ApiRoute = (request: RecordedRequest) => ApiReply | undefined;

/**
 * A local HTTP listener standing in for a payment provider's API host (Stripe, CinetPay): the
 * real client code talks to it over HTTP, it records every request and answers with what the
 * test's route returns (404 when the route returns nothing). Not a mock of the client library.
 */
export async function startApiListener(route: ApiRoute) {
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let currentRoute = route;
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const request: RecordedRequest = {
        method: incoming.method ?? "GET",
        path: incoming.url ?? "/",
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(request);
      const answer = currentRoute(request);
      if (answer && "hang" in answer) {
        hanging.add(response);
        return;
      }
      const reply = answer ?? {
        status: 404,
        json: { error: { message: `no route for ${request.path}` } },
      };
      response.writeHead(reply.status ?? 200, { "content-type": "application/json" });
      response.end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Answers from now on with another route. */
    setRoute(next: ApiRoute) {
      currentRoute = next;
    },
    close: () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

export type ApiListener = Awaited<ReturnType<typeof startApiListener>>;
