/**
 * Loaded before a process's own code (`node --import ./tests/helpers/driven-clock.ts …`): its
 * `Date` starts at DRIVEN_CLOCK_AT (an ISO instant) and runs on at the real pace from there.
 * Only `Date` is replaced, so timers, sockets and the event loop are untouched; the embedded
 * database reads the wall clock through `Date` too, so its `now()` agrees with the server's.
 * For journeys about what happens on a given day (the day before a session, a session's last
 * day): the production server runs as built, at the date the journey needs.
 */
import FakeTimers from "@sinonjs/fake-timers";

const at = Date.parse(process.env.DRIVEN_CLOCK_AT ?? "");
if (Number.isNaN(at)) throw new Error("DRIVEN_CLOCK_AT must be an ISO 8601 instant");
FakeTimers.install({ now: at, toFake: ["Date"], shouldAdvanceTime: true });
