import type { CourseFormat } from "../schema";

/**
 * Demo sessions, dated relative to the day the seed runs. `taken` demo registrations (by demo
 * attendees, accounts without a password) make one session nearly full and one full, with
 * `waitlisted` more waiting: seats left are always computed from registrations.
 */
export interface SeedSession {
  id: number;
  courseId: number;
  /** Days from the seed day to the first day. */
  inDays: number;
  days: number;
  /** Start and end hours, in the session's own time zone (Paris for France, else Conakry). */
  startHour: number;
  endHour: number;
  format: CourseFormat;
  place?: { venueName: string; streetAddress: string; city: string; country: string };
  priceCents?: number;
  totalSeats: number;
  taken: number;
  /** Demo attendees on the waiting list of a full session. */
  waitlisted?: number;
  status?: "cancelled";
}

const conakry = {
  venueName: "Centre de formation de Kaloum",
  streetAddress: "Avenue de la République, Kaloum",
  city: "Conakry",
  country: "GN",
};
const kipe = {
  venueName: "Espace Kipé Business",
  streetAddress: "Route du Prince, Kipé, Ratoma",
  city: "Conakry",
  country: "GN",
};
const lyon = {
  venueName: "Centre d'affaires Part-Dieu",
  streetAddress: "129 rue Servient",
  city: "Lyon",
  country: "FR",
};

export const seedSessions: SeedSession[] = [
  {
    id: 1,
    courseId: 101,
    inDays: 9,
    days: 3,
    startHour: 8,
    endHour: 17,
    format: "presentiel",
    place: conakry,
    totalSeats: 20,
    taken: 4,
  },
  {
    id: 2,
    courseId: 103,
    inDays: 12,
    days: 2,
    startHour: 8,
    endHour: 17,
    format: "presentiel",
    place: conakry,
    totalSeats: 12,
    taken: 11,
  },
  {
    id: 3,
    courseId: 104,
    inDays: 16,
    days: 1,
    startHour: 8,
    endHour: 16,
    format: "presentiel",
    place: kipe,
    totalSeats: 15,
    taken: 15,
    waitlisted: 2,
  },
  {
    id: 4,
    courseId: 105,
    inDays: 21,
    days: 5,
    startHour: 8,
    endHour: 17,
    format: "presentiel",
    place: conakry,
    priceCents: 199900,
    totalSeats: 18,
    taken: 7,
  },
  {
    id: 5,
    courseId: 5,
    inDays: 25,
    days: 3,
    startHour: 9,
    endHour: 13,
    format: "distanciel",
    totalSeats: 30,
    taken: 12,
  },
  {
    id: 6,
    courseId: 102,
    inDays: 30,
    days: 3,
    startHour: 8,
    endHour: 17,
    format: "presentiel",
    place: kipe,
    totalSeats: 16,
    taken: 10,
  },
  {
    id: 7,
    courseId: 106,
    inDays: 35,
    days: 2,
    startHour: 8,
    endHour: 17,
    format: "presentiel",
    place: conakry,
    totalSeats: 10,
    taken: 2,
  },
  {
    id: 8,
    courseId: 101,
    inDays: 44,
    days: 3,
    startHour: 9,
    endHour: 17,
    format: "presentiel",
    place: lyon,
    priceCents: 149000,
    totalSeats: 14,
    taken: 3,
  },
  {
    id: 9,
    courseId: 6,
    inDays: 50,
    days: 2,
    startHour: 8,
    endHour: 17,
    format: "presentiel",
    place: kipe,
    totalSeats: 20,
    taken: 0,
  },
  {
    id: 10,
    courseId: 103,
    inDays: 58,
    days: 2,
    startHour: 8,
    endHour: 17,
    format: "presentiel",
    place: conakry,
    priceCents: 39900,
    totalSeats: 12,
    taken: 11,
  },
  {
    id: 11,
    courseId: 7,
    inDays: 70,
    days: 2,
    startHour: 8,
    endHour: 17,
    format: "presentiel",
    place: conakry,
    totalSeats: 20,
    taken: 0,
  },
  {
    id: 12,
    courseId: 105,
    inDays: 90,
    days: 5,
    startHour: 8,
    endHour: 17,
    format: "presentiel",
    place: conakry,
    totalSeats: 18,
    taken: 0,
  },
  // Never listed: a cancelled session and one that has already taken place.
  {
    id: 13,
    courseId: 104,
    inDays: 40,
    days: 1,
    startHour: 8,
    endHour: 16,
    format: "presentiel",
    place: conakry,
    totalSeats: 15,
    taken: 0,
    status: "cancelled",
  },
  {
    id: 14,
    courseId: 101,
    inDays: -20,
    days: 3,
    startHour: 8,
    endHour: 17,
    format: "presentiel",
    place: conakry,
    totalSeats: 20,
    taken: 0,
  },
  // The live-video demo: a free remote session in progress from the seed day on,
  // never listed (it has started). The demo users are registered for it at first start.
  {
    id: 15,
    courseId: 6,
    inDays: 0,
    days: 2,
    startHour: 0,
    endHour: 23,
    format: "distanciel",
    priceCents: 0,
    totalSeats: 25,
    taken: 0,
  },
  // The trainer's page demo: an in-person first-aid session in progress from the seed day on,
  // never listed once started. The demo moderator is its trainer and the demo users are among
  // its participants (registered at first start), beside three demo attendees.
  {
    id: 16,
    courseId: 103,
    inDays: 0,
    days: 2,
    startHour: 8,
    endHour: 17,
    format: "presentiel",
    place: conakry,
    totalSeats: 12,
    taken: 3,
  },
];
