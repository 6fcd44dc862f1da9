export * from "./catalog";
export * from "./localized";
export * from "./registrations";
export * from "./sessions";
