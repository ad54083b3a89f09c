import type { JSONParsed } from "hono/utils/types";
import { expect } from "vitest";
import type { ErrorCode, Problem } from "../../core/errors.ts";
import type { HoldProblem } from "../../core/views.ts";
import { bearerFor } from "./test-app.ts";

// What the API answers, as the tests read it: `{success: true, data}` or `{success: false, error,
// code, field, ...details}` (server/api/http.ts `ok` and `errorResponse`).

/** A failure's body: the stable code, the field at fault, and the details some codes carry. */
export interface Failure {
  success: false;
  error: string;
  code: ErrorCode;
  field?: string;
  /** Every problem, when a request has several. */
  problems?: Problem[];
  /** A checkout hold's 409: each cart line that cannot be held, and why. */
  lines?: HoldProblem[];
  /** A 429's wait, in seconds. */
  retryAfter?: number;
  /** serviceIncomplete: what a service lacks to be published. */
  missing?: string[];
  /** departureHasBookings: how many bookings a closing would cancel. */
  count?: number;
  /** seatsLeft: the order's line, its service and the seats it can still have. */
  item?: number;
  serviceId?: number;
  seatsLeft?: number;
  /** pointsExceedBalance: what the balance holds. */
  balanceCents?: number;
}

type FailureOnly = Omit<Failure, "success">;

/** A success's body; it names a failure's fields as absent, so `body.code` reads on either. */
export type Success<T> = { success: true; data: T } & { [K in keyof FailureOnly]?: never };

export type Envelope<T> = Success<T> | (Failure & { data?: never });

/** One answer of the API: `T` is what `data` holds when it succeeds. */
export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

/** What the API answers for a module function's result: dates as ISO strings, as JSON has them. */
export type Answered<F extends (...args: never[]) => unknown> = JSONParsed<Awaited<ReturnType<F>>>;

const shown = (res: { status: number; body: unknown }) => `${res.status} ${JSON.stringify(res.body)}`;

/** The answer's data, once it is a success (with `status`, when given). */
export function expectData<T>(res: Answer<T>, status?: number): T {
  if (status !== undefined) expect(res.status, shown(res)).toBe(status);
  if (!res.body.success) throw new Error(`expected a success, got ${shown(res)}`);
  return res.body.data;
}

/** The answer's failure, with its status and code (and field, when given). */
export function expectFailure(res: Answer, status: number, code?: ErrorCode, field?: string): Failure {
  expect(res.status, shown(res)).toBe(status);
  if (res.body.success) throw new Error(`expected a failure, got ${shown(res)}`);
  if (code !== undefined) expect(res.body.code).toBe(code);
  if (field !== undefined) expect(res.body.field).toBe(field);
  return res.body;
}

/**
 * Better Auth's own answers under /api/auth: its shapes, not the envelope (a session on sign-in and
 * sign-up, `null` for no session), or a failure of ours when the input limits or hooks refuse first.
 */
export interface AuthAnswer {
  status: number;
  body: {
    user?: { id: string; email: string; name: string };
    success?: boolean;
    code?: string;
    error?: string;
    field?: string;
    message?: string;
    retryAfter?: number;
  } | null;
  headers: Headers;
}

/**
 * The session a sign-in or sign-up through Better Auth gave: its user, and a bearer token for it
 * (the answer carries none, decision 032: the test makes the API token of the cookie's session).
 */
export function expectSession(res: AuthAnswer): { id: string; token: string } {
  expect(res.status, shown(res)).toBe(200);
  const user = res.body?.user;
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith("better-auth.session_token="));
  if (!user || !cookie) throw new Error(`expected a session, got ${shown(res)}`);
  const value = decodeURIComponent(cookie.slice("better-auth.session_token=".length).split(";")[0]!);
  return { id: user.id, token: bearerFor(value.split(".")[0]) };
}
