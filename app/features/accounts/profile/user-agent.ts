/**
 * A readable browser and system from a User-Agent header, for the list of signed-in devices.
 * Deliberately small (no library is installed for this): the families our visitors use, in
 * the order that tells them apart (Edge and Opera also say "Chrome"; Chrome also says
 * "Safari"). Anything else is "unknown", which the page words as such.
 */
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
}

const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/\b(?:OPR|Opera)\/(\d+)/, "Opera"],
  [/\bSamsungBrowser\/(\d+)/, "Samsung Internet"],
  [/\bUCBrowser\/(\d+)/, "UC Browser"],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, "Firefox"],
  [/\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/, "Chrome"],
  [/\bVersion\/(\d+)(?:[\d.]*) (?:Mobile\/\S+ )?Safari\//, "Safari"],
];

const systems: [RegExp, (match: RegExpExecArray) => string][] = [
  [/\bWindows NT 10/, () => "Windows"],
  [/\bWindows NT 6\.3/, () => "Windows 8.1"],
  [/\bWindows NT 6\.1/, () => "Windows 7"],
  [/\bWindows/, () => "Windows"],
  [/\biPhone OS (\d+)/, (match) => `iOS ${match[1]}`],
  [/\biPad.*? OS (\d+)/, (match) => `iPadOS ${match[1]}`],
  [/\bAndroid (\d+)/, (match) => `Android ${match[1]}`],
  [/\bAndroid\b/, () => "Android"],
  [/\bCrOS\b/, () => "ChromeOS"],
  [/\bMac OS X\b/, () => "macOS"],
  [/\bLinux\b/, () => "Linux"],
];

/** Long or odd headers are cut before matching: a header is under our visitors' control. */
const MAX_READ = 512;

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const header = (userAgent ?? "").slice(0, MAX_READ);
  let browser: string | null = null;
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(header);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  let os: string | null = null;
  for (const [pattern, name] of systems) {
    const match = pattern.exec(header);
    if (match) {
      os = name(match);
      break;
    }
  }
  return { browser, os };
}
