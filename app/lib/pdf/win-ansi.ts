/**
 * The standard PDF fonts (Helvetica...) are not embedded, which keeps documents small and
 * reproducible, but they only have the WinAnsi characters: Latin-1 and a few more. pdfkit
 * prints garbage for anything else, so every string goes through winAnsiText().
 */

/** WinAnsi's characters beyond Latin-1 (PDF 32000-1, annex D). */
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/**
 * Text the standard fonts can show, or a RangeError naming the first character they cannot.
 * French typography fits (accents, œ, €, ’, « », dashes); its narrow and thin no-break
 * spaces ("500 000 GNF", "Contact :") become no-break spaces, the nearest character the
 * fonts have, which still keep the words together. Accents typed as separate marks are
 * composed first.
 */
export function winAnsiText(text: string): string {
  const result = text.normalize("NFC").replace(/[\u202f\u2009\u2007]/g, "\u00a0");
  for (const char of result) {
    const code = char.codePointAt(0)!;
    const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || char === "\n";
    if (!latin1 && !winAnsiExtras.has(char)) {
      const hex = code.toString(16).toUpperCase().padStart(4, "0");
      throw new RangeError(`U+${hex} (${char}) cannot be shown by the PDF's standard fonts: "${text}"`);
    }
  }
  return result;
}

/**
 * What the PDF's standard fonts can print of a text typed by a person: as written when they
 * can; else, letter by letter, accents they lack taken off and anything else shown as "?", so a
 * name in another script never stops a receipt from being issued.
 */
export function printable(text: string): string {
  const fits = (char: string) => {
    try {
      return winAnsiText(char);
    } catch {
      return null;
    }
  };
  return [...text.normalize("NFC")]
    .map((char) => fits(char) ?? fits(char.normalize("NFD").replace(/\p{M}+/gu, "")) ?? "?")
    .join("");
}
