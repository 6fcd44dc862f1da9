import type { CatalogImages } from "~/features/admin/catalog/catalog-editor.server";
import { imageFromForm, MAX_UPLOAD_FORM_BYTES } from "~/features/uploads/form-upload.server";
import { removeImage } from "~/features/uploads/image-pipeline.server";
import { uploadStorage } from "~/features/uploads/storage.server";
import type { AppContext } from "~/lib/app-context";

/**
 * The image pipeline the course and trainer editors save their image through, wired here,
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
