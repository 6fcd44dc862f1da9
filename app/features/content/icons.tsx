/**
 * A small hand-drawn stroke icon set (24 x 24, lucide-like), so the pages need no icon
 * library: each icon is a few path strings, rendered inline and hidden from assistive tech.
 */
const paths = {
  training: ["M22 10 12 5 2 10l10 5 10-5z", "M6 12v5c3 2 9 2 12 0v-5", "M22 10v6"],
  shield: ["M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z", "m9 12 2 2 4-4"],
  building: ["M4 21V5l8-3v19", "M12 9h8v12", "M2 21h20", "M7 8h2M7 12h2M7 16h2M15 13h2M15 17h2"],
  key: ["M15 7a4 4 0 1 1-3.9 4.9L4 19v2h3v-2h2v-2h2l1.1-1.1", "M16 7h.01"],
  briefcase: ["M3 8h18v12H3z", "M8 8V5a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v3", "M3 13h18"],
  sparkles: [
    "M12 3l1.8 4.7L18 9.5l-4.2 1.8L12 16l-1.8-4.7L6 9.5l4.2-1.8z",
    "M19 15l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z",
    "M5 3v4M3 5h4",
  ],
  mountain: ["M2 20 9 8l4 6 3-4 6 10z", "M7.5 10.5 9 12l1.5-1.5"],
  leaf: ["M5 19c0-9 6-14 15-14 0 9-5 15-14 15", "M5 19l7-7"],
  hardHat: ["M3 18h18", "M4 18v-2a8 8 0 0 1 16 0v2", "M10 8V5h4v3", "M9 10v3M15 10v3"],
  chart: ["M3 3v18h18", "M7 15l4-4 3 3 6-6"],
  fileText: ["M14 2H6v20h12V6z", "M14 2v4h4", "M9 13h6M9 17h6M9 9h2"],
  clipboard: ["M9 4h6v3H9z", "M7 5H5v16h14V5h-2", "m9 14 2 2 4-4"],
  users: [
    "M16 20v-2a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v2",
    "M9.5 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z",
    "M21 20v-2a4 4 0 0 0-3-3.9M16 3.1a3.5 3.5 0 0 1 0 6.8",
  ],
  award: ["M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12z", "M8.2 13.9 7 22l5-3 5 3-1.2-8.1"],
  globe: [
    "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z",
    "M2 12h20",
    "M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20z",
  ],
  clock: ["M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z", "M12 6v6l4 2"],
  card: ["M2 5h20v14H2z", "M2 10h20", "M6 15h4"],
  bank: ["M3 21h18", "M3 10h18", "M12 3 3 8v2h18V8z", "M6 10v8M10 10v8M14 10v8M18 10v8"],
  wallet: ["M3 7h16a2 2 0 0 1 2 2v10H3z", "M3 7V5h14v2", "M16 13h2"],
  phone: ["M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2"],
  mail: ["M3 5h18v14H3z", "m3 6 9 7 9-7"],
  mapPin: [
    "M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z",
    "M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  ],
  calendar: ["M3 5h18v16H3z", "M3 10h18", "M8 3v4M16 3v4"],
  check: ["m5 12 5 5L20 7"],
  download: ["M12 3v12", "m7 10 5 5 5-5", "M5 21h14"],
  arrowRight: ["M5 12h14", "m13 6 6 6-6 6"],
  chevronLeft: ["m15 18-6-6 6-6"],
  chevronRight: ["m9 18 6-6-6-6"],
  handshake: ["M2 11l4-4 4 2 3-2 4 1 5 4", "M6 7v7l5 5 2-2 2 2 2-2 2 0 1-3", "M11 19l-2-2"],
  heart: ["M12 21s-8-5.1-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.9-8 11-8 11z"],
  lock: ["M5 11h14v10H5z", "M8 11V7a4 4 0 0 1 8 0v4"],
  monitor: ["M2 4h20v13H2z", "M8 21h8M12 17v4"],
  fire: ["M12 22a7 7 0 0 0 7-7c0-4-3-6-4-10-2 2-3 4-3 6-1-1-2-2-2-4-3 2-5 5-5 8a7 7 0 0 0 7 7z"],
  car: ["M5 17h14v-5l-2-5H7l-2 5z", "M3 12h18", "M7 17v2M17 17v2", "M7.5 14.5h.01M16.5 14.5h.01"],
  megaphone: ["M3 10v4h4l8 5V5L7 10z", "M19 8a5 5 0 0 1 0 8"],
  target: [
    "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z",
    "M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z",
    "M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z",
  ],
  eye: ["M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z", "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"],
  headset: ["M4 14v-2a8 8 0 0 1 16 0v2", "M4 14h3v6H4zM17 14h3v6h-3z", "M20 20a3 3 0 0 1-3 2h-3"],
  water: ["M12 2s7 8 7 13a7 7 0 0 1-14 0c0-5 7-13 7-13z"],
  search: ["M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z", "m21 21-4.3-4.3"],
  quote: ["M3 21c3 0 7-1 7-8V5H3v8h4", "M14 21c3 0 7-1 7-8V5h-7v8h4"],
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
