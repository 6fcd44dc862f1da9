import { imageFromForm, MAX_UPLOAD_FORM_BYTES } from "~/features/uploads/form-upload.server";
import { removeImage } from "~/features/uploads/image-pipeline.server";
import { uploadStorage } from "~/features/uploads/storage.server";
import type { AppContext } from "~/lib/app-context";
import type { Localized } from "../../../../db/schema/localized";
import type { ImageRefusal } from "~/features/uploads/image-pipeline.server";
import type { NewsImages } from "./news-admin.server";
import type { NewsPostForm } from "./news-schema";

/*
 * A news post's images, one per language (a poster has its text in it; English falls back to
 * French), as the form's file fields change them: a new file goes through the image pipeline
 * (checked by content, re-encoded, never cropped), "remove" drops the image, and nothing chosen
 * keeps the one the post has. Staff never type an image's address.
 */

/** What the pipeline made of a file field: nothing chosen, the stored image and its 1x size, or a refusal. */
type TakenImage =
  | { ok: true; src: undefined; keys: [] }
  | { ok: true; src: string; width: number; height: number; keys: string[] }
  | { ok: false; reason: ImageRefusal };

/** The image pipeline and this configuration's storage, as the news editor uses them. */
export interface NewsImageUploads {
  /** The largest form (the files and the fields) the editor reads. */
  maxFormBytes: number;
  take(formData: FormData, field: string): Promise<TakenImage>;
  remove(keys: string[]): Promise<void>;
}

/** The pipeline for a news post's images (one file field per language, never cropped). */
export function newsImageUploads(context: Pick<AppContext, "env">): NewsImageUploads {
  const storage = uploadStorage(context.env);
  return {
    maxFormBytes: MAX_UPLOAD_FORM_BYTES,
    take: (formData, field) => imageFromForm(formData, field, "news", storage),
    remove: (keys) => removeImage(storage, keys),
  };
}

export const newsImageLangs = ["Fr", "En"] as const;
type ImageLang = (typeof newsImageLangs)[number];

/** The form's file field and "remove" box of a language's image. */
export const imageField = (lang: ImageLang) => `image${lang}` as const;
export const removeField = (lang: ImageLang) => `removeImage${lang}` as const;

type Choice = "upload" | "remove" | "keep";

/** What the form asks of each language's image. */
export function newsImageChoices(formData: FormData): Record<ImageLang, Choice> {
  const choice = (lang: ImageLang): Choice => {
    const file = formData.get(imageField(lang));
    if (file instanceof File && (file.size > 0 || file.name)) return "upload";
    return formData.get(removeField(lang)) === "on" ? "remove" : "keep";
  };
  return { Fr: choice("Fr"), En: choice("En") };
}

/**
 * The text alternatives the images will need, as field errors (null when none is missing),
 * checked before any file is processed: French for the French image, English (or French, which
 * English falls back to) for the English one.
 */
export function missingImageAlts(
  choices: Record<ImageLang, Choice>,
  current: Localized | null,
  form: Pick<NewsPostForm, "imageAltFr" | "imageAltEn">,
): Record<string, string[]> | null {
  const has = (lang: ImageLang) =>
    choices[lang] === "upload" ||
    (choices[lang] === "keep" && Boolean(current?.[lang === "Fr" ? "fr" : "en"]));
  const errors: Record<string, string[]> = {};
  if (has("Fr") && !form.imageAltFr) errors.imageAltFr = ["adminNews.errors.imageAlt"];
  if (has("En") && !form.imageAltEn && !form.imageAltFr) errors.imageAltEn = ["adminNews.errors.imageAlt"];
  return Object.keys(errors).length > 0 ? errors : null;
}

export type SettledImages =
  { ok: true; images: NewsImages; keys: string[] } | { ok: false; field: string; reason: ImageRefusal };

/**
 * The post's images once the form's files are taken: the upload keys per language, and the size
 * pages reserve (the French image's, else the English one's). `keys` are the files stored here,
 * to remove if the post is then not saved; a refused file leaves nothing stored.
 */
export async function settleNewsImages(
  formData: FormData,
  choices: Record<ImageLang, Choice>,
  current: NewsImages,
  uploads: NewsImageUploads,
): Promise<SettledImages> {
  const stored: string[] = [];
  const result: Record<ImageLang, { key: string; size: { width: number; height: number } | null } | null> = {
    Fr: null,
    En: null,
  };
  // The stored size is the French image's when the post has one, else the English one's.
  const currentSize =
    current.width !== null && current.height !== null
      ? { width: current.width, height: current.height }
      : null;
  const sizeOwner: ImageLang | null = current.key?.fr ? "Fr" : current.key?.en ? "En" : null;
  for (const lang of newsImageLangs) {
    const key = current.key?.[lang === "Fr" ? "fr" : "en"] || null;
    if (choices[lang] === "keep") {
      result[lang] = key ? { key, size: sizeOwner === lang ? currentSize : null } : null;
      continue;
    }
    if (choices[lang] === "remove") continue;
    const taken = await uploads.take(formData, imageField(lang));
    if (!taken.ok) {
      await uploads.remove(stored);
      return { ok: false, field: imageField(lang), reason: taken.reason };
    }
    if (taken.src === undefined) continue;
    stored.push(...taken.keys);
    result[lang] = {
      key: taken.src.replace(/^\/uploads\//, ""),
      size: { width: taken.width, height: taken.height },
    };
  }
  const fr = result.Fr?.key ?? "";
  const en = result.En?.key ?? "";
  const size = result.Fr ? result.Fr.size : (result.En?.size ?? null);
  return {
    ok: true,
    images: { key: fr || en ? { fr, en } : null, width: size?.width ?? null, height: size?.height ?? null },
    keys: stored,
  };
}
