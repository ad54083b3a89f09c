import type { BookingStatus } from "./booking-status.ts";
import type { IsoDate } from "./dates.ts";

// The console's messages: guests' messages to the supplier threaded per booking, with replies.

export type MessageAuthor = "guest" | "operator";

/** One booking's conversation in the inbox: the booking, the latest word and what is unread. */
export interface MessageThread {
  bookingId: string;
  reference: string;
  serviceId: number;
  service: string;
  startDate: IsoDate;
  time: string;
  guests: number;
  status: BookingStatus;
  /** Null when the guest keeps their name from operators (shown as "Guest" and the reference). */
  guestName: string | null;
  lastMessage: string;
  lastAuthor: MessageAuthor;
  lastAt: string;
  /** The guest's messages nobody on the team has opened yet. */
  unread: number;
  count: number;
}

export interface ThreadMessage {
  id: number;
  author: MessageAuthor;
  /**
   * Who wrote it: the guest's name (null when they keep it from operators), or the team member's
   * (null once their account is gone).
   */
  name: string | null;
  message: string;
  date: string;
  readAt: string | null;
}

export interface ThreadDetail {
  booking: Omit<MessageThread, "lastMessage" | "lastAuthor" | "lastAt" | "unread" | "count"> & {
    guestEmail: string | null;
  };
  messages: ThreadMessage[];
}
