import { intlLocale, type Lang } from "~/lib/language";

/**
 * ISO 3166-1 alpha-2, the codes a company's country is stored as (the database checks the
 * shape only): a list of our own rather than the runtime's region names, which also know
 * codes that are no country ("EU", "UN", "XK").
 */
export const countryCodes = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS " +
  "BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE " +
  "EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM " +
  "HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC " +
  "LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA " +
  "NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW " +
  "SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO " +
  "TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

const known = new Set(countryCodes);

export function isCountryCode(value: string): boolean {
  return known.has(value);
}

/** A country's name in the page's language ("Guinée" / "Guinea"); the code when unknown. */
export function countryName(code: string, lang: Lang): string {
  return new Intl.DisplayNames([intlLocale[lang]], { type: "region", fallback: "code" }).of(code) ?? code;
}

/**
 * The country select's options, named and sorted in the page's language. Made on the server
 * and sent with the page, so the browser's own region names never differ from the first render.
 */
export function countryOptions(lang: Lang): { code: string; name: string }[] {
  const collator = new Intl.Collator(intlLocale[lang]);
  return countryCodes
    .map((code) => ({ code, name: countryName(code, lang) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
