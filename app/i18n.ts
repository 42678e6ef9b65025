// Moved to worker/i18n.ts (layers point one way: app → worker → db); app code still imports it from here.
export * from "#worker/i18n";
