import { servicesAction } from "#app/features/services/services.server";

/** Writes of the advisor's services table (advisor or admin only). */
export const action = servicesAction;
