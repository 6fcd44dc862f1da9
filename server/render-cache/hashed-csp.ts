import { createHash } from "node:crypto";

/** The text of every inline <script> of a document (React escapes "<" inside them). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", text = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || text === "") continue;
    scripts.push(text);
  }
  return scripts;
}

export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The response's policy with its script-src made for a shared document (ADR 1301): our own
 * files ('self') and the hash of each inline script of `html`, instead of a nonce and
 * 'strict-dynamic'. Every other directive stays as server/security-headers.ts wrote it.
 */
export function hashedPolicy(policy: string, html: string): string {
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))];
  const scriptSrc = ["script-src", "'self'", ...hashes].join(" ");
  return policy
    .split(";")
    .map((directive) => (directive.trim().startsWith("script-src") ? scriptSrc : directive.trim()))
    .filter(Boolean)
    .join(";");
}
