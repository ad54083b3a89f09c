import { z } from "zod";
import { emailField } from "./fields.ts";

// The supplier's team: the owner invites staff by e-mail; until mail exists the link is shown.

export const inviteMemberSchema = z.object({ email: emailField });

/** Better Auth's ids are opaque strings: anything short and printable is worth a look-up. */
export const teamIdSchema = z
  .string()
  .trim()
  .min(1, "invalidId")
  .max(100, "invalidId")
  .regex(/^[\w-]+$/, "invalidId");

/** The page an invitee opens to join. */
export const invitationPath = (invitationId: string) =>
  `/operator/invitations/${encodeURIComponent(invitationId)}`;

/** "owner" runs the team; "member" is staff. */
export type TeamRole = "owner" | "member";

export interface TeamMember {
  id: string;
  userId: string;
  name: string;
  email: string;
  role: TeamRole;
  joinedAt: string;
  /** The member reading the list. */
  you: boolean;
}

export interface TeamInvitation {
  id: string;
  email: string;
  role: TeamRole;
  expiresAt: string;
  createdAt: string;
  /** The page the invitee opens to join; shown to copy until e-mail exists. */
  link: string;
}

export interface Team {
  members: TeamMember[];
  /** Pending invitations: the owner's to see (each carries a link to join). */
  invitations: TeamInvitation[];
  canManage: boolean;
}

/** What the invitation page shows before anyone signs in: who is invited, to which supplier. */
export interface InvitationPreview {
  id: string;
  email: string;
  role: TeamRole;
  supplierName: string;
  expiresAt: string;
}
