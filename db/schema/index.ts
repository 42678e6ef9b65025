export * from "./users";
export * from "./auth";
export * from "./outbox";
export * from "./catalog";
export * from "./professionals";
export * from "./academy";
export * from "./help-center";
