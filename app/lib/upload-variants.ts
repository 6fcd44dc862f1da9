/**
 * The images the site makes of an upload (docs/decisions/1102), shared by the pipeline on the
 * server and the <Image> that shows them: each kind at its displayed size and twice that, in
 * AVIF, WebP and JPEG. The database keeps the address of the 1x JPEG (it works everywhere);
 * the other files' addresses follow from it.
 */
export const uploadKinds = {
  course: { folder: "courses", width: 800, height: 450, fit: "cover" },
  trainer: { folder: "trainers", width: 240, height: 240, fit: "cover" },
  // A news post's image is often a poster with its text in it: never cropped, only scaled
  // to fit the frame (its size, read from the result, is kept with the post).
  news: { folder: "news", width: 800, height: 1200, fit: "inside" },
} as const;
export type UploadKind = keyof typeof uploadKinds;

export const uploadDensities = [1, 2] as const;
export const uploadFormats = ["avif", "webp", "jpg"] as const;
export type UploadFormat = (typeof uploadFormats)[number];

/** What the server and the browser both enforce: 10 MB (the form's hint says so). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The types the file picker offers; the server checks the content, not this list. */
export const UPLOAD_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

export const contentTypes: Record<UploadFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

/** The storage key of one file: "courses/<hash>-1600.webp". */
export function variantKey(kind: UploadKind, hash: string, width: number, format: UploadFormat): string {
  return `${uploadKinds[kind].folder}/${hash}-${width}.${format}`;
}

const UPLOAD_SRC = /^\/uploads\/(courses|trainers|news)\/([a-f0-9]{20})-(\d{2,4})\.jpg$/;
const UPLOAD_KEY = /^(courses|trainers|news)\/([a-f0-9]{20})-\d{2,4}\.(avif|webp|jpg)$/;

/**
 * "courses/<hash>": the upload a stored file (its key) or an image's address belongs to, so that
 * its six files go together; null for anything else (the site's own images, unknown files).
 */
export function uploadOf(keyOrSrc: string): string | null {
  const match = UPLOAD_KEY.exec(keyOrSrc.replace(/^\/uploads\//, ""));
  return match ? `${match[1]}/${match[2]}` : null;
}

/**
 * For an uploaded image's address, the AVIF and WebP sources at 1x and 2x (for <picture>);
 * null for any other image (the site's own SVG and photos are served as they are).
 */
export function uploadSources(src: string): { type: string; srcSet: string }[] | null {
  const match = UPLOAD_SRC.exec(src);
  if (!match) return null;
  const [, folder, hash, width] = match;
  const base = Number(width);
  const set = (format: UploadFormat) =>
    uploadDensities
      .map((density) => `/uploads/${folder}/${hash}-${base * density}.${format} ${density}x`)
      .join(", ");
  return [
    { type: contentTypes.avif, srcSet: set("avif") },
    { type: contentTypes.webp, srcSet: set("webp") },
    { type: contentTypes.jpg, srcSet: set("jpg") },
  ];
}

/**
 * The address of a stored image: the key of an upload ("news/<hash>-800.jpg") is served under
 * /uploads, a path of the site's own images ("/images/…") is its address already.
 */
export function storedImageSrc(key: string): string {
  return key.startsWith("/") ? key : `/uploads/${key.replace(/^\/+/, "")}`;
}
