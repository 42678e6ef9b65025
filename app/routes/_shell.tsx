/**
 * The template routes (`/dashboards/*`, `/apps/*`, `/docs/*`, `/pages/*`): the same shell and the
 * same loader as `_compact`, but no layout data of their own, so `?layout=` and the settings
 * drawer choose how they are drawn (spec §2 "Layouts", docs/decisions/097).
 */
export { loader, shouldRevalidate, default } from "./_compact";
