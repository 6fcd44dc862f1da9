import type { AppContext } from "../../app/lib/app-context";

/** A form post to `path` on the test site, as the browser would send it (same origin). */
export function formPost(
  path: string,
  fields: Record<string, string | string[] | Blob | undefined>,
  { cookie, contentType = "urlencoded" }: { cookie?: string; contentType?: "urlencoded" | "multipart" } = {},
): Request {
  const headers = new Headers({ Origin: "https://site.example", "User-Agent": "vitest" });
  if (cookie) headers.set("Cookie", cookie);
  const url = `https://site.example${path}`;
  if (contentType === "multipart") {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
    }
    return new Request(url, { method: "POST", headers, body });
  }
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value instanceof Blob) continue;
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  return new Request(url, { method: "POST", headers, body });
}

/** What an action or loader gave back: a redirect Response, or data() with its status. */
export interface Answer<T = unknown> {
  status: number;
  data: T;
  headers: Headers;
}

export async function answer<T = unknown>(pending: Promise<unknown> | unknown): Promise<Answer<T>> {
  let value: unknown;
  try {
    value = await pending;
  } catch (thrown) {
    // A thrown redirect or data() is an answer; anything else is what the server makes a 500.
    if (
      !(thrown instanceof Response) &&
      (thrown as { type?: unknown } | null)?.type !== "DataWithResponseInit"
    ) {
      return { status: 500, data: thrown as T, headers: new Headers() };
    }
    value = thrown;
  }
  if (value instanceof Response)
    return { status: value.status, data: undefined as T, headers: value.headers };
  if (value && typeof value === "object" && (value as { type?: unknown }).type === "DataWithResponseInit") {
    const { data, init } = value as { data: T; init: ResponseInit | null };
    return { status: init?.status ?? 200, data, headers: new Headers(init?.headers) };
  }
  return { status: 200, data: value as T, headers: new Headers() };
}

export type ActionArgs = { request: Request; context: AppContext };
