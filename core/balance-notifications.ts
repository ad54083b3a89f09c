import type { MailBooking } from "./notifications.ts";

/** A booking's balance (decision 042): amounts in the order's currency at its own rate. */
export type BalanceMail =
  | {
      /** To the guest: what is left to pay, and by when (ISO instant). */
      kind: "balanceReminder";
      name: string;
      booking: MailBooking;
      balance: string;
      dueAt: string;
      link: string;
    }
  | {
      /** To the guest: the balance was not paid by `dueAt`; the deposit kept or refunded as the policy says. */
      kind: "balanceLapsed";
      name: string;
      booking: MailBooking;
      dueAt: string;
      deposit: string;
      kept: boolean;
      refund: string;
      refundPoints?: string;
      link: string;
    }
  | {
      /** To the operator's team: the guest paid the balance; the booking is paid in full. */
      kind: "balancePaidNotice";
      name: string;
      supplier: string;
      booking: MailBooking;
      guest: string;
      balance: string;
      link: string;
    }
  | {
      /** To the operator's team: a booking cancelled for its unpaid balance, its seats back on sale. */
      kind: "balanceLapsedNotice";
      name: string;
      supplier: string;
      booking: MailBooking;
      guest: string;
      seats: number;
      deposit: string;
      kept: boolean;
      link: string;
    };
