// `tsx scripts/wrangler.ts <args>`: the project's wrangler with the quiet environment.
import { spawn } from "node:child_process";
import { quietEnv, wranglerBin } from "./wrangler-env";

const child = spawn(process.execPath, [wranglerBin, ...process.argv.slice(2)], { stdio: "inherit", env: quietEnv });
child.on("exit", (code) => process.exit(code ?? 1));
