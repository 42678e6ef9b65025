import type { servicesLoader } from "./services.server";

/** The services page's data, shared by the list and the editor (no import cycle between them). */
export type ServicesData = Awaited<ReturnType<typeof servicesLoader>>;
