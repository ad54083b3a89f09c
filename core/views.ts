import type { IsoDate } from "./dates.ts";

// What the API answers for carts, holds and bookings: shared by the server and the UI.

export interface CartLine {
  id: string;
  serviceId: number;
  title: string;
  supplier: string;
  image: string[];
  dates: { startDate: IsoDate; endDate: IsoDate };
  selectedTime: string;
  guests: number;
  price: number;
  priceCents: number;
  totalPrice: number;
  totalCents: number;
  location: string;
  duration: string;
  durationDays: number;
  groupSize: string;
  addedAt: string;
  /** Why the line cannot go to checkout, if it cannot. */
  problem: "unavailable" | "past" | "full" | null;
}

export interface Cart {
  items: CartLine[];
  count: number;
  totalCents: number;
  total: number;
}

/** Why a cart line cannot be held; the client words it in the visitor's language. */
export interface HoldProblem {
  itemId: string;
  title: string;
  reason: "unavailable" | "past" | "full" | "seats";
  seatsLeft: number;
}

export interface CheckoutQuote {
  items: CartLine[];
  subtotalCents: number;
  discountCents: number;
  serviceFeeCents: number;
  taxesCents: number;
  totalCents: number;
}

export interface Held extends CheckoutQuote {
  expiresAt: string;
  /** The server's clock when it answered, so a client can count down whatever its own clock says. */
  now: string;
}

export interface CreatedOrder {
  order: {
    id: string;
    reference: string;
    subtotalCents: number;
    discountCents: number;
    totalCents: number;
    total: number;
    paymentMethod: string;
    cardLast4: string | null;
    createdAt: string;
  };
  bookings: BookingView[];
}

export interface BookingView {
  id: string;
  reference: string;
  orderId: string;
  orderReference: string;
  serviceId: number;
  service: string;
  description: string;
  image: string | null;
  location: string;
  supplier: string;
  date: string;
  endDate: string;
  time: string;
  guests: number;
  unitPriceCents: number;
  totalCents: number;
  price: number;
  status: "pending" | "confirmed" | "completed" | "cancelled" | "rejected";
  supplierDeadline: string;
  rating: number | null;
  canCancel: boolean;
  createdAt: string;
}

/** An order as its receipt shows it. */
export interface OrderView {
  id: string;
  reference: string;
  status: "paid" | "refunded" | "partially_refunded";
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  paymentMethod: "card" | "sbp" | "crypto";
  cardLast4: string | null;
  customerName: string;
  customerEmail: string;
  createdAt: string;
  bookings: BookingView[];
}
