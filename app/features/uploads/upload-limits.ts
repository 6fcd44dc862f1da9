import { MAX_UPLOAD_BYTES } from "../../lib/upload-variants";

/** A form with an image may be this large: the image and the rest of the form. */
export const MAX_UPLOAD_FORM_BYTES = MAX_UPLOAD_BYTES + 512 * 1024;

/** The forms that carry an image (the server lets their bodies past the usual 256 KB). */
export const UPLOAD_FORM_PATHS = /^\/(en\/)?admin\/(courses|trainers|news)(\/|$)/;
