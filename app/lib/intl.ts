// Moved to worker/domain/intl.ts (layers point one way: app → worker → db); app code still imports it from here.
export * from "../../worker/domain/intl";
