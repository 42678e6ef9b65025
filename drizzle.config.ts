import { defineConfig } from "drizzle-kit";

// Generates SQL into migrations/, which wrangler applies (`npm run db:migrate`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema/index.ts",
  out: "./migrations",
});
