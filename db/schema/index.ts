export * from "./users";
export * from "./auth";
export * from "./outbox";
export * from "./contacts";
export * from "./inventory";
export * from "./file-manager";
export * from "./mailbox";
