import { createRequire } from "node:module";
import path from "node:path";
import jsQR from "jsqr";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")),
  "standard_fonts",
)}/`;

/**
 * Renders a PDF's first page the way a viewer does (pdf.js, on the canvas it uses in Node) and
 * reads the QR code a phone would see on it: the decoded text, or null when there is none.
 * `scale` 2 is about 144 dpi, a phone's photo of a printed page.
 */
export async function readQrCodeOnFirstPage(data: Uint8Array, scale = 2): Promise<string | null> {
  const document = await getDocument({ data: new Uint8Array(data), standardFontDataUrl }).promise;
  try {
    const page = await document.getPage(1);
    const viewport = page.getViewport({ scale });
    // The canvas pdf.js draws on in Node (@napi-rs/canvas, its own dependency); typed as Object.
    const factory = document.canvasFactory as {
      create(
        width: number,
        height: number,
      ): { canvas: { width: number; height: number }; context: CanvasRenderingContext2D };
    };
    const { canvas, context } = factory.create(viewport.width, viewport.height);
    await page.render({ canvasContext: context, viewport }).promise;
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height)?.data ?? null;
  } finally {
    await document.destroy();
  }
}
