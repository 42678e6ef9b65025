import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { env, signUpFresh } from "#test/helpers";
import { projectDashboard } from "./dashboards.server";

const scope = () => ({ db: createDb(env.DB) });
const DAY = 86_400_000;

async function reopenedAt(userId: string, ...dates: string[]) {
  for (const date of dates)
    await env.DB.prepare("INSERT INTO activities (id, user_id, kind, icon, description, date) VALUES (?, ?, 'task.reopened', 'heroicons-outline:refresh', 'Reopened', ?)")
      .bind(crypto.randomUUID(), userId, Date.parse(date))
      .run();
}

describe("projectDashboard", () => {
  it("counts the tasks reopened in this week and the last, with the week bound anew on each call (prepared read)", async () => {
    const { email } = await signUpFresh("Reopening Person");
    const { id } = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!;
    // Monday 2030-03-04 starts a week; 2030-02-26 is in the week before it.
    await reopenedAt(id, "2030-02-26T09:00:00Z", "2030-03-05T09:00:00Z", "2030-03-12T09:00:00Z");
    const counts = async (now: string) => {
      const { overview } = (await projectDashboard(scope(), id, new Date(now))).githubIssues;
      return [overview["this-week"]["re-opened"], overview["last-week"]["re-opened"]];
    };
    // the later day first: a read that kept its first "since" (2030-03-04) would miss 2030-02-26 below
    expect(await counts("2030-03-13T12:00:00Z")).toEqual([1, 1]);
    expect(await counts("2030-03-06T12:00:00Z")).toEqual([1, 1]);
    expect(await counts("2030-03-20T12:00:00Z")).toEqual([0, 1]);
    expect(await counts("2030-02-20T12:00:00Z")).toEqual([0, 0]);
  });

  it("the day-by-day series add up to the week's new and closed counts", async () => {
    const userId = "usr_demo_user";
    for (const now of [new Date(), new Date(Date.now() - 7 * DAY), new Date(Date.now() + 3 * DAY)]) {
      const { overview, series } = (await projectDashboard(scope(), userId, now)).githubIssues;
      for (const week of ["this-week", "last-week"]) {
        const [created, closed] = series[week];
        const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
        expect(sum(created.data), `${week} new`).toBe(overview[week]["new-issues"]);
        expect(sum(closed.data), `${week} closed`).toBe(overview[week]["closed-issues"]);
      }
    }
  });
});
