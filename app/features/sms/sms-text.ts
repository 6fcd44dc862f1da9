import { SegmentedMessage } from "sms-segments-calculator";

/** A text as it will be sent: its body, its encoding and how many SMS parts it takes. */
export interface SmsText {
  body: string;
  encoding: "GSM-7" | "UCS-2";
  /** 1 up to 160 GSM-7 characters (70 in UCS-2); longer texts are sent as several parts. */
  parts: number;
}

/*
 * Characters of French typography that GSM-7 lacks, and their plain forms. One character
 * outside GSM-7 turns the whole text into UCS-2, 70 characters a part instead of 160: the
 * no-break spaces before : ; ! ? and the circumflexes would double the cost of most French texts.
 * The letters GSM-7 has (é è à ù ì ò É Ç) stay as they are.
 */
const PLAIN: Record<string, string> = {
  "\u00a0": " ",
  "\u202f": " ",
  "\u2019": "'",
  "\u2018": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u00ab": '"',
  "\u00bb": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
  â: "a",
  ê: "e",
  î: "i",
  ô: "o",
  û: "u",
  ë: "e",
  ï: "i",
  ç: "Ç",
  œ: "oe",
  Â: "A",
  Ê: "E",
  Î: "I",
  Ô: "O",
  Û: "U",
  È: "E",
  À: "A",
};

/** The text in GSM-7 where replacing typography and accents GSM-7 lacks gets it there. */
export function fitSms(text: string): SmsText {
  const plain = [...text.normalize("NFC")].map((char) => PLAIN[char] ?? char).join("");
  const message = new SegmentedMessage(plain);
  if (message.getNonGsmCharacters().length === 0) {
    return { body: plain, encoding: "GSM-7", parts: message.segmentsCount };
  }
  // Another script (a name in Arabic, say): kept as written, in UCS-2.
  const original = new SegmentedMessage(text.normalize("NFC"));
  return { body: text.normalize("NFC"), encoding: "UCS-2", parts: original.segmentsCount };
}
