import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invitation, member } from "../../server/db/schema.ts";
import type { User } from "../support/accounts.ts";
import { avachaThread, useConsoleApp, type Sessions } from "../support/operators.ts";
import { bearerFor, testEnv, type TestApp } from "../support/test-app.ts";
import { expectData } from "../support/answers.ts";
import type {
  ConsoleBookings,
  InvitationAccepted,
  InvitationPreview,
  Team,
  TeamInvitation,
} from "../support/api-views.ts";

// The console's team, and the invitation an invitee accepts; who may use the console's messages,
// reports and team. Messages: operator-messages.test.ts; reports: operator-reports.test.ts.

let app: TestApp;
let ops: Sessions;
let guest: User;
useConsoleApp({ traveller: "Gina Guest" }, (made) => ({ app, ops, traveller: guest } = made));

/** An invitation to the team of the session's supplier (Avacha's owner unless told). */
const invite = (email: string, token = ops.avacha) =>
  app.request<TeamInvitation>("POST", "/api/operator/team/invitations", { token, body: { email } });

describe("every route: who may", () => {
  it("401 signed out, 404 for a traveller", async () => {
    const booking = await avachaThread(app, guest, 20);
    const routes = [
      ["GET", "/api/operator/messages", undefined],
      ["GET", `/api/operator/messages/${booking.id}`, undefined],
      ["POST", `/api/operator/messages/${booking.id}`, { message: "Hi" }],
      ["GET", "/api/operator/reports", undefined],
      ["GET", "/api/operator/team", undefined],
      ["POST", "/api/operator/team/invitations", { email: "new@example.com" }],
      ["DELETE", "/api/operator/team/invitations/abc", undefined],
      ["DELETE", "/api/operator/team/members/abc", undefined],
    ] as const;
    for (const [method, path, body] of routes) {
      expect((await app.request(method, path, { body })).status, `${method} ${path}`).toBe(401);
      const traveller = await app.request(method, path, { body, token: guest.token });
      expect(traveller.status, `${method} ${path}`).toBe(404);
    }
    expect((await app.request<InvitationAccepted>("POST", "/api/invitations/abc/accept")).status).toBe(401);
  });
});

describe("team", () => {
  it("lists members; staff see no invitations and cannot manage the team", async () => {
    const team = await app.request<Team>("GET", "/api/operator/team", { token: ops.avacha });
    expect(team.status).toBe(200);
    expect(expectData(team).canManage).toBe(true);
    expect(expectData(team).members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ["operator@peninsula-adventures.example", "owner"],
      ["guide@peninsula-adventures.example", "member"],
    ]);
    const staffView = await app.request<Team>("GET", "/api/operator/team", { token: ops.avachaStaff });
    expect(expectData(staffView)).toMatchObject({ canManage: false, invitations: [] });

    const owner = expectData(team).members[0];
    for (const [method, path, body] of [
      ["POST", "/api/operator/team/invitations", { email: "x@example.com" }],
      ["POST", "/api/operator/team/invitations", { email: "not-an-email" }],
      ["DELETE", "/api/operator/team/invitations/whatever", undefined],
      ["DELETE", `/api/operator/team/members/${owner!.id}`, undefined],
    ] as const) {
      const res = await app.request(method, path, { token: ops.avachaStaff, body });
      expect(res.status, path).toBe(403);
      expect(res.body.code).toBe("ownerOnly");
    }
  });

  it("refuses to remove the owner, a bad e-mail, a member already on the team; another supplier's ids are 404", async () => {
    const team = expectData(await app.request<Team>("GET", "/api/operator/team", { token: ops.avacha }));
    const [owner, staff] = team.members;
    const self = await app.request("DELETE", `/api/operator/team/members/${owner!.id}`, {
      token: ops.avacha,
    });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe("cannotRemoveOwner");
    const bad = await invite("nope");
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("email");
    const again = await invite("Guide@peninsula-adventures.example");
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("alreadyMember");
    // Avacha's staff member and invitation, seen from the hunting company.
    const invited = await invite("someone@example.com");
    expect(invited.status).toBe(201);
    const otherMember = await app.request("DELETE", `/api/operator/team/members/${staff!.id}`, {
      token: ops.hunting,
    });
    expect(otherMember.status).toBe(404);
    expect(otherMember.body.code).toBe("memberNotFound");
    const otherInvitation = await app.request(
      "DELETE",
      `/api/operator/team/invitations/${expectData(invited).id}`,
      {
        token: ops.hunting,
      },
    );
    expect(otherInvitation.status).toBe(404);
    expect(otherInvitation.body.code).toBe("invitationNotFound");
    expect(
      (await app.request("DELETE", "/api/operator/team/members/bad%20id", { token: ops.avacha })).status,
    ).toBe(400);
  });

  it("invite → sign up with that e-mail → accept → a member who runs the console; then removed", async () => {
    const email = `new-guide-${Date.now()}@example.com`;
    const invited = await invite(email);
    expect(invited.status).toBe(201);
    const { id, link } = expectData(invited);
    expect(link).toBe(`${testEnv.baseUrl}/operator/invitations/${id}`);
    const listed = expectData(
      await app.request<Team>("GET", "/api/operator/team", { token: ops.avacha }),
    ).invitations;
    expect(listed.map((i: { id: string }) => i.id)).toContain(id);

    // Anyone with the link sees what it is for.
    const preview = await app.request<InvitationPreview>("GET", `/api/invitations/${id}`);
    expect(expectData(preview)).toMatchObject({
      email,
      supplierName: "Avacha Volcano Guides",
      role: "member",
    });

    // Someone else signed in cannot take it.
    const other = await app.request<InvitationAccepted>("POST", `/api/invitations/${id}/accept`, {
      token: guest.token,
    });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe("invitationOtherEmail");

    const signedUp = await app.services.auth.api.signUpEmail({
      body: { name: "New Guide", email, password: "secret-password" },
    });
    const token = bearerFor(signedUp.token);
    expect((await app.request<ConsoleBookings>("GET", "/api/operator/bookings", { token })).status).toBe(404);
    const accepted = await app.request<InvitationAccepted>("POST", `/api/invitations/${id}/accept`, {
      token,
    });
    expect(accepted.status).toBe(200);
    expect(expectData(accepted)).toMatchObject({ role: "member", supplierName: "Avacha Volcano Guides" });
    expect((await app.request<ConsoleBookings>("GET", "/api/operator/bookings", { token })).status).toBe(200);
    // Used: the link no longer works.
    expect((await app.request<InvitationPreview>("GET", `/api/invitations/${id}`)).body.code).toBe(
      "invitationNotFound",
    );
    expect(
      (await app.request<InvitationAccepted>("POST", `/api/invitations/${id}/accept`, { token })).status,
    ).toBe(404);

    // As staff they cannot invite; the owner removes them and the console is gone for them.
    expect((await invite("a@example.com", token)).status).toBe(403);
    const team = expectData(await app.request<Team>("GET", "/api/operator/team", { token: ops.avacha }));
    const joined = team.members.find((m: { email: string }) => m.email === email);
    expect(joined).toMatchObject({ role: "member", name: "New Guide" });
    const removed = await app.request("DELETE", `/api/operator/team/members/${joined!.id}`, {
      token: ops.avacha,
    });
    expect(removed.status).toBe(200);
    expect((await app.request<ConsoleBookings>("GET", "/api/operator/bookings", { token })).status).toBe(404);
  });

  it("a withdrawn invitation cannot be accepted; an admin's owner invitation can", async () => {
    const email = `withdrawn-${Date.now()}@example.com`;
    const invited = await invite(email);
    const withdrawn = await app.request(
      "DELETE",
      `/api/operator/team/invitations/${expectData(invited).id}`,
      {
        token: ops.avacha,
      },
    );
    expect(withdrawn.status).toBe(200);
    const signedUp = await app.services.auth.api.signUpEmail({
      body: { name: "Late", email, password: "secret-password" },
    });
    const late = await app.request<InvitationAccepted>(
      "POST",
      `/api/invitations/${expectData(invited).id}/accept`,
      {
        token: bearerFor(signedUp.token),
      },
    );
    expect(late.status).toBe(404);
    expect(late.body.code).toBe("invitationNotFound");
    expect(
      (
        await app.request("DELETE", `/api/operator/team/invitations/${expectData(invited).id}`, {
          token: ops.avacha,
        })
      ).status,
    ).toBe(404);

    // The admin area writes owner invitations straight into the table (supplier 2, the anglers).
    const [admin] = await app.services.db.select({ userId: member.userId }).from(member).limit(1);
    const ownerEmail = `owner-${Date.now()}@example.com`;
    await app.services.db.insert(invitation).values({
      id: `admin-invite-${Date.now()}`,
      organizationId: "org-supplier-2",
      email: ownerEmail,
      role: "owner",
      status: "pending",
      expiresAt: new Date(app.clock.now.getTime() + 86_400_000),
      inviterId: admin!.userId,
    });
    const [row] = await app.services.db.select().from(invitation).where(eq(invitation.email, ownerEmail));
    const owner = await app.services.auth.api.signUpEmail({
      body: { name: "New Owner", email: ownerEmail, password: "secret-password" },
    });
    const accepted = await app.request<InvitationAccepted>("POST", `/api/invitations/${row!.id}/accept`, {
      token: bearerFor(owner.token),
    });
    expect(accepted.status).toBe(200);
    expect(expectData(accepted).role).toBe("owner");
    const team = await app.request<Team>("GET", "/api/operator/team", { token: bearerFor(owner.token) });
    expect(expectData(team).canManage).toBe(true);
  });
});
