import { calendarDownloadLoader } from "~/features/registration/my-registrations-page.server";
import type { Route } from "./+types/profile.registrations.calendar";

/** The calendar file of one of the signed-in user's registrations (a resource route). */
export const loader = (args: Route.LoaderArgs) => calendarDownloadLoader(args);
