export * from "./catalog";
export * from "./localized";
export * from "./registrations";
export * from "./sessions";
export * from "./contact";
export * from "./newsletter";
export * from "./outbox";
export * from "./rate-limits";
