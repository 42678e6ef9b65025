import { scrumboardAction } from "#app/features/scrumboard/scrumboard.server";

/** Writes of the scrumboard (boards, lists, cards, labels, card positions). */
export const action = scrumboardAction;
