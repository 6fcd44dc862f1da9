/**
 * The list of common and breached passwords of @zxcvbn-ts/language-common (about 49,000,
 * lower-case, from public breach corpora), loaded on first use on the server only: it is
 * ~380 KB of JavaScript that no browser should download. Only entries long enough to pass
 * the length rule are kept.
 */
import { MIN_PASSWORD_LENGTH } from "./password-policy";

let list: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  list ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) =>
      new Set(dictionary["passwords-common"].filter((entry) => entry.length >= MIN_PASSWORD_LENGTH)),
  );
  return list;
}

/** Whether `password` is in the list, ignoring case ("Password1" is "password1"). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
