export * from "./users";
export * from "./auth";
export * from "./outbox";
export * from "./notes";
export * from "./scrumboard";
export * from "./tasks";
export * from "./dashboards";
