import { contentTypes, uploadFormats, uploadOf, type UploadFormat } from "~/lib/upload-variants";
import { isStorageKey, uploadStorage } from "~/features/uploads/storage.server";
import type { Route } from "./+types/uploads";

/**
 * /uploads/*: the re-encoded images staff uploaded (docs/decisions/1102). Their names carry a
 * hash of the upload and never change, so browsers and proxies keep them for a year without
 * asking again.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  // Only what the image pipeline writes: "courses/<hash>-<width>.<avif|webp|jpg>" and the like.
  if (uploadOf(key) === null || !isStorageKey(key)) throw new Response("Not Found", { status: 404 });
  const bytes = await uploadStorage(context.env).get(key);
  if (!bytes) throw new Response("Not Found", { status: 404 });
  const format = key.slice(key.lastIndexOf(".") + 1) as UploadFormat;
  if (!uploadFormats.includes(format)) throw new Response("Not Found", { status: 404 });
  return new Response(bytes, {
    headers: {
      "Content-Type": contentTypes[format],
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
