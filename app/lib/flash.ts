/** A one-time message carried across a redirect (set by flash.server.ts, shown by the layout). */
export type FlashKind = "success" | "error" | "info";
export interface Flash {
  kind: FlashKind;
  /** A short heading, when the message has one ('Déconnexion réussie'). */
  title?: string;
  message: string;
}
