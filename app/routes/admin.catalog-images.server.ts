import type { CatalogImages } from "~/features/admin/catalog-editor.server";
import type { NewsImageUploads } from "~/features/admin/news-images.server";
import { imageFromForm, MAX_UPLOAD_FORM_BYTES } from "~/features/uploads/form-upload.server";
import { removeImage } from "~/features/uploads/image-pipeline.server";
import { uploadStorage } from "~/features/uploads/storage.server";
import type { AppContext } from "~/lib/app-context";

/**
 * The image pipeline the course, trainer and news editors save their images through, wired here,
 * above the features (like admin.registration.server.ts): checked and re-encoded from the
 * form's "image" field, stored in this configuration's uploads, removed again on demand.
 */
export function catalogImages(context: Pick<AppContext, "env">): CatalogImages {
  const storage = uploadStorage(context.env);
  return {
    maxFormBytes: MAX_UPLOAD_FORM_BYTES,
    take: (formData, kind) => imageFromForm(formData, "image", kind, storage),
    remove: (keys) => removeImage(storage, keys),
  };
}

/** The same pipeline for a news post's images (one file field per language, never cropped). */
export function newsImages(context: Pick<AppContext, "env">): NewsImageUploads {
  const storage = uploadStorage(context.env);
  return {
    maxFormBytes: MAX_UPLOAD_FORM_BYTES,
    take: (formData, field) => imageFromForm(formData, field, "news", storage),
    remove: (keys) => removeImage(storage, keys),
  };
}
