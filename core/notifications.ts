import type { BalanceMail } from "./balance-notifications.ts";
import type { Language } from "./preferences.ts";

/**
 * What happened, as the outbox stores it: ids only. The runner loads the rest when it delivers, so a
 * reminder tells the booking as it is then, not as it was when the reminder was planned.
 */
export type NotificationEvent =
  | { kind: "welcome"; userId: string }
  | { kind: "passwordReset"; userId: string; url: string }
  | { kind: "orderReceived"; orderId: string }
  | { kind: "paymentReceived"; paymentId: string }
  | { kind: "bookingConfirmed"; bookingId: string }
  | { kind: "bookingRejected"; bookingId: string }
  | { kind: "bookingCancelled"; bookingId: string }
  | { kind: "operatorReplied"; bookingId: string; messageId: number }
  | { kind: "tripReminder"; bookingId: string }
  /** 48 hours before the start, to a guest whose booking is not ready (skipped once it is). */
  | { kind: "readinessReminder"; bookingId: string }
  | { kind: "tripCompleted"; bookingId: string }
  | { kind: "referralInvite"; inviteId: number }
  | { kind: "referralReward"; referrerId: string; bookingId: string }
  | { kind: "newRequest"; bookingId: string }
  | { kind: "requestReminder"; bookingId: string; stage: "half" | "final" }
  | { kind: "guestMessage"; bookingId: string; messageId: number }
  | { kind: "teamInvitation"; invitationId: string }
  | { kind: "guestCancelled"; bookingId: string }
  | { kind: "instantBooking"; bookingId: string }
  | { kind: "adminCancelled"; bookingId: string }
  | { kind: "contactReceived"; messageId: number }
  | { kind: "contactMessage"; messageId: number }
  /** The link that confirms a new sign-in address, mailed to that address (`url` carries its token). */
  | { kind: "emailConfirm"; userId: string; email: string; url: string }
  /** To the address in use (`oldEmail`): a change to `email` was asked for (one `requestId` per request). */
  | { kind: "emailChangeRequested"; userId: string; oldEmail: string; email: string; requestId: string }
  /** To the address that was in use: the account now signs in with `email`. */
  | { kind: "emailChanged"; userId: string; oldEmail: string; email: string; requestId: string }
  /** The code that confirms the account's deletion (an account without a password). */
  | { kind: "deletionCode"; userId: string; code: string; requestId: string }
  /** One recipient of a newsletter an admin sent (one event each: the list is fixed when it is sent). */
  | { kind: "newsletter"; newsletterId: number; userId: string }
  /** To the guest: the booking's balance is due in `days` days (7, then 2). */
  | { kind: "balanceReminder"; bookingId: string; days: number }
  /** To the guest: the balance was not paid in time, so the booking is cancelled. */
  | { kind: "balanceLapsed"; bookingId: string }
  /** To the operator's team: the guest paid the balance. */
  | { kind: "balancePaidNotice"; bookingId: string }
  /** To the operator's team: a booking cancelled because its balance was not paid in time. */
  | { kind: "balanceLapsedNotice"; bookingId: string };

export type NotificationKind = NotificationEvent["kind"];

/** The settings rows; each is switched per channel (e-mail, in the app). */
export const notificationCategories = ["bookingUpdates", "paymentAlerts", "marketing"] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

/**
 * Which setting decides an event. `required` mail is always sent: security (password reset), what
 * the law asks for (a receipt), and what someone asked for right now (an invitation, a welcome).
 */
export const eventCategory: Record<NotificationKind, NotificationCategory | "required"> = {
  welcome: "required",
  passwordReset: "required",
  orderReceived: "bookingUpdates",
  paymentReceived: "required",
  bookingConfirmed: "bookingUpdates",
  bookingRejected: "bookingUpdates",
  bookingCancelled: "bookingUpdates",
  operatorReplied: "bookingUpdates",
  tripReminder: "bookingUpdates",
  readinessReminder: "bookingUpdates",
  tripCompleted: "bookingUpdates",
  referralInvite: "required",
  referralReward: "paymentAlerts",
  newRequest: "bookingUpdates",
  requestReminder: "bookingUpdates",
  guestMessage: "bookingUpdates",
  teamInvitation: "required",
  guestCancelled: "bookingUpdates",
  instantBooking: "bookingUpdates",
  adminCancelled: "bookingUpdates",
  contactReceived: "required",
  contactMessage: "required",
  // Security mail about the account itself: always sent.
  emailConfirm: "required",
  emailChangeRequested: "required",
  emailChanged: "required",
  deletionCode: "required",
  newsletter: "marketing",
  balanceReminder: "bookingUpdates",
  balanceLapsed: "bookingUpdates",
  balancePaidNotice: "bookingUpdates",
  balanceLapsedNotice: "bookingUpdates",
};

/** One booking as a mail shows it; amounts are already in the order's currency. */
export interface MailBooking {
  reference: string;
  serviceTitle: string;
  startDate: string;
  endDate: string;
  /** "HH:MM", the peninsula's time. */
  time: string;
  guests: number;
  status: string;
  amount: string;
  meetingPoint: string | null;
  /** The meeting point on a map (OpenStreetMap), when the operator set its coordinates. */
  meetingMap?: string | null;
  /** What the service states about its end, for the calendar file (core/ics.ts). */
  durationHours?: number | null;
  endTime?: string | null;
  /** A pending booking's answer deadline, ISO instant. */
  deadline: string | null;
}

/**
 * An order's money as its mails show it (decision 042), formatted in the order's currency at its
 * rate snapshot: the spec's lines with the fee and tax lines named, and with deposits what was
 * paid now and each balance with its due time (an ISO instant).
 */
export interface MailOrderMoney {
  subtotal: string;
  fees: string;
  feeLines: { name: string; amount: string }[];
  taxes: string;
  taxLines: { name: string; amount: string }[];
  discount: string | null;
  total: string;
  /** Null without a balance left for later: then the total is what was paid. */
  paidNow: string | null;
  balances: { trip: string; amount: string; dueAt: string }[];
}

/** What a template gets: everything resolved, nothing left to load. Links are absolute. */
export type MailMessage =
  | { kind: "welcome"; name: string; link: string }
  | { kind: "passwordReset"; name: string; link: string; expiresInMinutes: number }
  | {
      kind: "orderReceived";
      name: string;
      orderReference: string;
      bookings: MailBooking[];
      total: string;
      money?: MailOrderMoney;
      link: string;
    }
  | {
      kind: "paymentReceived";
      name: string;
      purpose: "order" | "top_up" | "balance";
      reference: string;
      amount: string;
      /** Translated by the template. */
      method: "card" | "sbp" | "crypto";
      cardLast4: string | null;
      date: string;
      /** An order's receipt: its lines. */
      money?: MailOrderMoney;
      link: string;
    }
  | { kind: "bookingConfirmed"; name: string; booking: MailBooking; link: string }
  | {
      kind: "bookingRejected";
      name: string;
      booking: MailBooking;
      reason: string | null;
      /** The money refunded, in the currency charged. */
      refund: string;
      /** The points given back to the balance, when the order used some. */
      refundPoints?: string;
      byDeadline: boolean;
      link: string;
    }
  | {
      kind: "bookingCancelled";
      name: string;
      booking: MailBooking;
      by: "guest" | "operator" | "admin";
      reason: string | null;
      refund: string;
      refundPoints?: string;
      link: string;
    }
  | {
      kind: "operatorReplied";
      name: string;
      booking: MailBooking;
      supplier: string;
      message: string;
      link: string;
    }
  | { kind: "tripReminder"; name: string; booking: MailBooking; link: string }
  | {
      /** What the booking still lacks two days before the start: details, licence, waiver, balance. */
      kind: "readinessReminder";
      name: string;
      booking: MailBooking;
      missing: ("details" | "licence" | "waiver" | "balance")[];
      link: string;
    }
  | { kind: "tripCompleted"; name: string; booking: MailBooking; link: string }
  | { kind: "referralInvite"; inviter: string; link: string; rewardPercent: number }
  | { kind: "referralReward"; name: string; friend: string; amount: string; link: string }
  | {
      kind: "newRequest";
      name: string;
      supplier: string;
      booking: MailBooking;
      guest: string;
      note: string | null;
      deadline: string;
      confirmLink: string;
      rejectLink: string;
      link: string;
    }
  | {
      kind: "requestReminder";
      name: string;
      supplier: string;
      booking: MailBooking;
      guest: string;
      stage: "half" | "final";
      deadline: string;
      confirmLink: string;
      rejectLink: string;
      link: string;
    }
  | {
      kind: "guestMessage";
      name: string;
      supplier: string;
      booking: MailBooking;
      guest: string;
      message: string;
      link: string;
    }
  | {
      /** To the operator's team: a guest cancelled; the seats are on sale again and the refund went out. */
      kind: "guestCancelled";
      name: string;
      supplier: string;
      booking: MailBooking;
      guest: string;
      /** Seats back on sale on that departure. */
      seats: number;
      refund: string;
      refundPoints?: string;
      /** It was still a request (nobody had confirmed it). */
      wasRequest: boolean;
      link: string;
    }
  | {
      /** To the operator's team: a platform admin cancelled a booking, with the reason; seats freed, full refund. */
      kind: "adminCancelled";
      name: string;
      supplier: string;
      booking: MailBooking;
      guest: string;
      reason: string;
      seats: number;
      refund: string;
      refundPoints?: string;
      /** It was still a request (nobody had confirmed it). */
      wasRequest: boolean;
      link: string;
    }
  | {
      /** To the operator's team: a booking of an instantly confirmed service, nothing to answer. */
      kind: "instantBooking";
      name: string;
      supplier: string;
      booking: MailBooking;
      guest: string;
      note: string | null;
      link: string;
    }
  | {
      kind: "teamInvitation";
      supplier: string;
      inviter: string;
      role: string;
      expires: string;
      link: string;
    }
  /** The sender's acknowledgement: what they wrote, quoted back. */
  | { kind: "contactReceived"; name: string; subject: string; message: string; link: string }
  /** A platform admin's copy of a message to the team. */
  | {
      kind: "contactMessage";
      name: string;
      sender: string;
      email: string;
      phone: string | null;
      subject: string;
      message: string;
      /** The sender's language (the answer is best written in it). */
      language: string;
      link: string;
    }
  /** To the new address: follow the link to make it the account's sign-in address. */
  | { kind: "emailConfirm"; name: string; email: string; link: string; expiresInHours: number }
  /** To the address in use: a change was asked for; nothing changes until the new one confirms. */
  | { kind: "emailChangeRequested"; name: string; email: string; link: string }
  /** To the address that was in use: the change is done. */
  | { kind: "emailChanged"; name: string; email: string; link: string }
  /** The code that confirms the account's deletion. */
  | { kind: "deletionCode"; name: string; code: string; expiresInMinutes: number; link: string }
  | NewsletterMail
  | BalanceMail;

/** A newsletter ("Offers and news") in the reader's language: the admin's words, in paragraphs. */
export interface NewsletterMail {
  kind: "newsletter";
  name: string;
  subject: string;
  body: string;
  link: string;
}

/** A rendered mail, ready for SMTP or the store. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailContext {
  locale: Language;
  baseUrl: string;
  /** Present on mail that may be unsubscribed from (anything not `required`). */
  unsubscribeUrl?: string;
}

/** An in-app entry: its text is written at display time, in the reader's language. */
export interface NotificationView {
  id: number;
  kind: NotificationKind;
  /** Values for the entry's text: reference, service title, stage... */
  params: Record<string, string | number>;
  href: string | null;
  createdAt: string;
  read: boolean;
  /**
   * On an operator's request entries (newRequest, requestReminder): what became of the request, from
   * the booking as it is now; null while it still waits for an answer (and on every other kind).
   */
  outcome: RequestOutcome | null;
}

/** How a request ended, as its operator's entries say it (decision 035). */
export interface RequestOutcome {
  status:
    "confirmed" | "declined" | "expired" | "cancelledByGuest" | "cancelledByOperator" | "cancelledByAdmin";
  /** When: the answer, the deadline that passed, or the cancellation (ISO instant). */
  at: string;
  /** The team member who answered from the console, when known. */
  by: string | null;
}

/** Joins the values of a list kept in one entry's parameter (an order's trip titles, their dates). */
export const LIST_SEPARATOR = "\n";
