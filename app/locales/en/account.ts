import type { EnglishOf } from "../types";
import type { account as fr } from "../fr/account";

export const account = {
  signOut: {
    successTitle: "Signed out",
    success: "You have been signed out successfully.",
    errorTitle: "Error",
    error: "An error occurred while signing out.",
  },
} satisfies EnglishOf<typeof fr>;
