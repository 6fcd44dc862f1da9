/** Bodies above this are refused before parsing; every form here is far smaller. */
export const MAX_FORM_BYTES = 256 * 1024;

export type FormRead = { ok: true; formData: FormData } | { ok: false; status: 400 | 413 };

/**
 * Reads a posted form without letting a hostile body become a 500: too large is 413,
 * anything that is not a readable form is 400.
 */
export async function readForm(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormRead> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) return { ok: false, status: 413 };
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type))
    return { ok: false, status: 400 };
  try {
    const body = await request.arrayBuffer();
    if (body.byteLength > maxBytes) return { ok: false, status: 413 };
    const formData = await new Response(body, { headers: { "Content-Type": type } }).formData();
    return { ok: true, formData };
  } catch {
    return { ok: false, status: 400 };
  }
}
