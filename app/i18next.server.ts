// Moved to worker/i18next.server.ts (the API and the pages share it; layers point one way: app → worker →
// db); app code still imports it from here.
export * from "#worker/i18next.server";
