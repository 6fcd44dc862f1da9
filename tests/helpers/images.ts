import sharp from "sharp";

/** A small real photo-like image in `format` (a gradient, so the encoders have something to do). */
export async function sampleImage(format: "jpeg" | "png" | "webp" = "jpeg", width = 640, height = 480) {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      raw[at] = (x * 255) / width;
      raw[at + 1] = (y * 255) / height;
      raw[at + 2] = 128;
    }
  return new Uint8Array(await sharp(raw, { raw: { width, height, channels } }).toFormat(format).toBuffer());
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A decompression bomb: a tiny valid PNG whose header claims `width` × `height` pixels
 * (100 000 × 100 000 by default, 30 GB once decoded), with a correct header checksum.
 */
export async function pngBomb(width = 100_000, height = 100_000): Promise<Uint8Array> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
      .png()
      .toBuffer(),
  );
  // Signature (8), then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4) ...
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  const ihdr = png.subarray(12, 12 + 4 + 13);
  png.writeUInt32BE(crc32(ihdr), 12 + 4 + 13);
  return new Uint8Array(png);
}

/** An SVG that would run a script if served as a document. */
export const scriptedSvg = new TextEncoder().encode(
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"><script>alert(document.cookie)</script><rect width="800" height="450" fill="red"/></svg>`,
);

/** Plain text that lies about being a JPEG (named .jpg and sent as image/jpeg by the test). */
export const textPretendingToBeJpeg = new TextEncoder().encode("Ceci n'est pas une image.\n".repeat(40));
