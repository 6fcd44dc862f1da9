import path from "node:path";
import sharp from "sharp";

/**
 * Where a post's image lives on this server: a path of the site's own images (public/images,
 * served from build/client once built) or a key of the uploads under DATA_DIR/uploads. Never
 * outside those folders (the form refuses "..", this checks again).
 */
function candidates(key: string, dataDir: string): string[] {
  const roots = key.startsWith("/images/")
    ? [path.resolve("public"), path.resolve("build/client")]
    : [path.resolve(dataDir, "uploads")];
  const relative = key.startsWith("/images/") ? key.slice(1) : key;
  return roots
    .map((root) => ({ root, file: path.resolve(root, relative) }))
    .filter(({ root, file }) => file.startsWith(root + path.sep))
    .map(({ file }) => file);
}

/** The image's size in pixels, or null when there is no such image (or it is not an image). */
export async function newsImageSize(
  key: string,
  dataDir: string,
): Promise<{ width: number; height: number } | null> {
  for (const file of candidates(key, dataDir)) {
    try {
      const { width, height } = await sharp(file).metadata();
      if (width && height) return { width, height };
    } catch {
      // Not there, or not an image: try the next place.
    }
  }
  return null;
}
