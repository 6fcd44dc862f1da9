/** The part of fontkit (pdfkit's font reader, which ships no types) that fonts.server.ts uses. */
declare module "fontkit" {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array): Font;
}
