export * from "./users";
export * from "./auth";
export * from "./outbox";
export * from "./inbox";
export * from "./shortcuts";
export * from "./chat";
export * from "./contacts";
export * from "./inventory";
export * from "./file-manager";
export * from "./mailbox";
export * from "./notes";
export * from "./scrumboard";
export * from "./tasks";
export * from "./dashboards";
export * from "./catalog";
export * from "./professionals";
export * from "./academy";
export * from "./help-center";
export * from "./tax-reports";
export * from "./memberships";
export * from "./billing";
export * from "./rate-limits";
export * from "./compliance";
export * from "./marketplace";
export * from "./shell-settings";
export * from "./account";
<<<<<<< HEAD
export * from "./payouts";
=======
export * from "./rules";
>>>>>>> rules
