export * from "./users";
export * from "./auth";
export * from "./outbox";
export * from "./inbox";
export * from "./shortcuts";
export * from "./chat";
