/** off: never set up (or turned off); pending: set up but no code confirmed yet; on. */
export type TwoFactorState = "off" | "pending" | "on";

/** What the page shows to set an authenticator app up. */
export interface Enrolment {
  /** The otpauth:// URI as an SVG QR code, in a data: URL. */
  qrCode: string;
  /** The secret, in groups of four, for typing in. */
  manualKey: string;
  account: string;
}
