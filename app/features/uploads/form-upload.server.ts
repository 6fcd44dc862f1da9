import { processImage, storeImage, type ImageRefusal } from "./image-pipeline.server";
import { MAX_UPLOAD_BYTES, type UploadKind } from "~/lib/upload-variants";
import type { UploadStorage } from "./storage.server";

export { MAX_UPLOAD_FORM_BYTES } from "./upload-limits";

export type FormImage =
  | { ok: true; src: undefined; keys: [] }
  | { ok: true; src: string; width: number; height: number; keys: string[] }
  | { ok: false; reason: ImageRefusal };

/**
 * The form's file field: nothing chosen is "keep the current image" (src undefined); a file is
 * checked and re-encoded (image-pipeline.server.ts) and stored only once accepted, with its 1x
 * size. The caller removes `keys` if its change is then not saved.
 */
export async function imageFromForm(
  formData: FormData,
  field: string,
  kind: UploadKind,
  storage: UploadStorage,
): Promise<FormImage> {
  const file = formData.get(field);
  if (!(file instanceof File) || (file.size === 0 && !file.name))
    return { ok: true, src: undefined, keys: [] };
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, reason: "too-large" };
  const outcome = await processImage(new Uint8Array(await file.arrayBuffer()), kind);
  if (!outcome.ok) return outcome;
  await storeImage(storage, outcome.image);
  const { src, width, height, files } = outcome.image;
  return { ok: true, src, width, height, keys: files.map((item) => item.key) };
}
