import QRCode from "qrcode";

/**
 * The set-up QR code, drawn on our server as an SVG and handed to the page as a data: URL
 * (our CSP allows `img-src data:`): no script and no third party sees the secret. Dark on
 * white with a quiet zone whatever the theme, as scanners expect.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
    color: { dark: "#000000", light: "#ffffff" },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The secret of an otpauth:// URI in groups of four, as people type it into an app. */
export function manualEntryKey(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}
