import type { Namespace, Translations } from "~/locales/types";
import type { Lang } from "./language";

/*
 * The site's own translator: the small part of i18next the pages used, without its ~16 KB gzip
 * in every hydrated page. It supports, and only supports:
 * - keys "namespace.path.to.key" (the first segment names the namespace);
 * - `{{name}}` replaced by `String(options.name)` as it is (no HTML escaping: React escapes);
 *   a name absent from the options leaves the placeholder as written, undefined or null give "";
 * - `{{name, number}}` (Intl.NumberFormat of the language) and `{{name, lowercase}}`;
 * - plurals: with a numeric `count`, `key_zero` when count is 0, then `key_<Intl.PluralRules
 *   category>`, then `key`;
 * - `defaultValue` when the key is missing (interpolated too); otherwise the key itself.
 * A new format is a case in `format` below, and a name in `supportedFormats` (the test that
 * walks every string checks against it).
 */

/** The formats a placeholder may name after its comma: `{{count, number}}`. */
export const supportedFormats = ["number", "lowercase"] as const;

// "_zero" to "_other": the suffixes Intl.PluralRules' categories give a plural key.
type Folded<K extends string> = K extends `${infer Base}_${"zero" | "one" | "two" | "few" | "many" | "other"}`
  ? Base
  : K;

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? Folded<K> : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/**
 * Every key of the French strings, written "namespace.path", a plural's suffixes folded
 * ("catalog.count" for "count_one" and "count_other"): a key missing in French is a type error.
 */
export type TranslationKey = Paths<Translations>;

export interface TOptions {
  /** Chooses the plural form, and fills `{{count}}`. */
  count?: number;
  /** What a missing key gives instead of the key. */
  defaultValue?: string;
  [name: string]: unknown;
}

export interface TFunction {
  (key: TranslationKey, options?: TOptions): string;
  /**
   * A key made from data (an audit action, a provider's id) that may have no string: allowed
   * with a `defaultValue` only, and its namespace must still be one of ours.
   */
  (key: `${Namespace}.${string}`, options: TOptions & { defaultValue: string }): string;
}

/**
 * A language's plural rules and number format, each made on first use and kept: building an Intl
 * object costs far more than using it (`t` runs thousands of times per server render), and in the
 * browser the first one of a page also loads the locale's data, which a page without a plural or a
 * formatted number should not pay for while it hydrates.
 */
class LanguageTools {
  private pluralRules: Intl.PluralRules | undefined;
  private numberFormat: Intl.NumberFormat | undefined;
  constructor(private readonly lang: string) {}
  get plurals(): Intl.PluralRules {
    return (this.pluralRules ??= new Intl.PluralRules(this.lang));
  }
  get numbers(): Intl.NumberFormat {
    return (this.numberFormat ??= new Intl.NumberFormat(this.lang));
  }
}

const tools = new Map<string, LanguageTools>();

function toolsOf(lang: string): LanguageTools {
  let found = tools.get(lang);
  if (!found) {
    found = new LanguageTools(lang);
    tools.set(lang, found);
  }
  return found;
}

const placeholder = /{{(.+?)}}/g;

/** A language's strings, by namespace, and the `t` that reads them. Its language never changes. */
export class Translator {
  readonly language: Lang;
  // Each namespace's strings flattened to "namespace.path" → text when added, so a lookup is one
  // Map read and no split of the key.
  private readonly strings = new Map<string, string>();
  private readonly namespaces = new Set<string>();
  private readonly tools: LanguageTools;

  constructor(language: Lang, resources: Partial<Translations> = {}) {
    this.language = language;
    this.tools = toolsOf(language);
    for (const name of Object.keys(resources) as Namespace[]) {
      const strings = resources[name];
      if (strings) this.addNamespace(name, strings);
    }
  }

  hasNamespace(name: Namespace): boolean {
    return this.namespaces.has(name);
  }

  addNamespace<N extends Namespace>(name: N, strings: Translations[N]): void {
    this.namespaces.add(name);
    this.flatten(name, strings as object);
  }

  private flatten(prefix: string, node: object): void {
    for (const [key, value] of Object.entries(node)) {
      const path = `${prefix}.${key}`;
      if (typeof value === "string") this.strings.set(path, value);
      else if (value && typeof value === "object") this.flatten(path, value as object);
    }
  }

  /** Bound, so it can be passed around alone (`const { t } = useTranslation()`, `getT`). */
  readonly t: TFunction = (key: string, options?: TOptions): string => {
    let text: string | undefined;
    const count = options?.count;
    if (typeof count === "number") {
      if (count === 0) text = this.strings.get(`${key}_zero`);
      text ??= this.strings.get(`${key}_${this.tools.plurals.select(count)}`);
    }
    text ??= this.strings.get(key) ?? options?.defaultValue;
    if (text === undefined) return key;
    // Most strings have no placeholder: no regular expression runs for them.
    return options && text.includes("{{") ? this.interpolate(text, options) : text;
  };

  private interpolate(text: string, options: TOptions): string {
    return text.replace(placeholder, (whole, inner: string) => {
      const comma = inner.indexOf(",");
      const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
      const value = options[name];
      // Absent: the placeholder stays, so the slip shows; given as undefined: nothing (as i18next).
      if (value === undefined) return Object.hasOwn(options, name) ? "" : whole;
      return comma < 0 ? asText(value) : this.format(value, inner.slice(comma + 1).trim());
    });
  }

  private format(value: unknown, format: string): string {
    switch (format) {
      case "number":
        return this.tools.numbers.format(value as number);
      case "lowercase":
        // A language's name written as a label ("Français") inside running text, where French
        // writes it in lower case ("en français").
        return asText(value).toLocaleLowerCase(this.language);
      default:
        return asText(value);
    }
  }
}

function asText(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}
