import { createHash } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import type { UploadStorage } from "./storage.server";
import {
  MAX_UPLOAD_BYTES,
  uploadDensities,
  uploadKinds,
  variantKey,
  type UploadFormat,
  type UploadKind,
} from "~/lib/upload-variants";

/**
 * Decoding stops past this many pixels (sharp's limitInputPixels): a few kilobytes of PNG may
 * claim 100 000 × 100 000 pixels and would take gigabytes to decode. 40 megapixels is more
 * than any camera photo staff would upload.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Why an upload was refused; each has its message in both languages (admin-uploads strings). */
export type ImageRefusal = "too-large" | "not-an-image" | "svg" | "too-many-pixels" | "unsupported";

/** The formats accepted, as sharp names them after reading the content (AVIF reads as "heif"). */
const acceptedFormats = new Set(["jpeg", "png", "webp", "gif", "heif"]);

export interface ProcessedImage {
  /** The address the database keeps: the 1x JPEG. */
  src: string;
  /** The 1x image's size in pixels (the kind's frame, or less for a kind scaled to fit it). */
  width: number;
  height: number;
  files: { key: string; bytes: Uint8Array }[];
}

export type ImageOutcome = { ok: true; image: ProcessedImage } | { ok: false; reason: ImageRefusal };

/**
 * Checks an upload by what it is, never by its name or declared type: its size, then what
 * sharp reads in its content (SVG refused outright: it is a document that may run scripts),
 * its pixel count; then re-encodes it, turned upright and without its metadata (GPS, camera),
 * cropped to the kind's frame at 1x and 2x in AVIF, WebP and JPEG.
 */
export async function processImage(bytes: Uint8Array, kind: UploadKind): Promise<ImageOutcome> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return { ok: false, reason: "too-large" };
  if (bytes.byteLength === 0) return { ok: false, reason: "not-an-image" };
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" as const };
  let format: string | undefined;
  let pixels = 0;
  try {
    const metadata = await sharp(bytes, options).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
    if (format === "heif" && metadata.compression !== "av1") format = "heic";
  } catch (error) {
    // sharp reads the header only, and stops there when it claims more pixels than the limit.
    return { ok: false, reason: isPixelLimit(error) ? "too-many-pixels" : "not-an-image" };
  }
  if (format === "svg") return { ok: false, reason: "svg" };
  if (!format || !acceptedFormats.has(format)) return { ok: false, reason: "unsupported" };
  if (pixels === 0) return { ok: false, reason: "not-an-image" };
  if (pixels > MAX_INPUT_PIXELS) return { ok: false, reason: "too-many-pixels" };

  const frame = uploadKinds[kind];
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 20);
  const files: ProcessedImage["files"] = [];
  const size = { width: frame.width, height: frame.height };
  try {
    for (const density of uploadDensities) {
      const width = frame.width * density;
      const resized = sharp(bytes, options)
        .rotate()
        .resize(width, frame.height * density, {
          fit: frame.fit,
          ...(frame.fit === "cover" ? { position: sharp.strategy.attention } : {}),
        });
      const encoders: Record<UploadFormat, () => Sharp> = {
        avif: () => resized.clone().avif({ quality: 50, effort: 2 }),
        webp: () => resized.clone().webp({ quality: 75 }),
        jpg: () => resized.clone().flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }),
      };
      for (const [format, encode] of Object.entries(encoders) as [UploadFormat, () => Sharp][]) {
        const { data, info } = await encode().toBuffer({ resolveWithObject: true });
        if (density === 1 && format === "jpg")
          Object.assign(size, { width: info.width, height: info.height });
        files.push({ key: variantKey(kind, hash, width, format), bytes: new Uint8Array(data) });
      }
    }
  } catch (error) {
    return { ok: false, reason: isPixelLimit(error) ? "too-many-pixels" : "not-an-image" };
  }
  return {
    ok: true,
    image: { src: `/uploads/${variantKey(kind, hash, frame.width, "jpg")}`, ...size, files },
  };
}

function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** Writes every file of a processed image; if one write fails, removes those already written. */
export async function storeImage(storage: UploadStorage, image: ProcessedImage): Promise<void> {
  const written: string[] = [];
  try {
    for (const file of image.files) {
      await storage.put(file.key, file.bytes);
      written.push(file.key);
    }
  } catch (error) {
    await removeImage(storage, written);
    throw error;
  }
}

/** Removes files (after a change that referenced them was not saved). */
export async function removeImage(storage: UploadStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
