import jsQR from "jsqr";
import sharp from "sharp";

/**
 * The text of the QR code in an image (a data: URL, as pages show them, or image bytes):
 * rasterised by sharp, read by jsQR, an independent decoder. Null when no code is found.
 */
export async function decodeQr(image: string | Buffer): Promise<string | null> {
  const bytes =
    typeof image === "string" ? Buffer.from(image.slice(image.indexOf(",") + 1), "base64") : image;
  const { data, info } = await sharp(bytes, { density: 144 })
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    info.width,
    info.height,
  );
  return found?.data ?? null;
}
