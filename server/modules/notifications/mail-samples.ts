import type { MailBooking, MailMessage } from "../../../core/notifications.ts";

/**
 * One message of every kind, with the awkward parts real data has (long names, a long Russian
 * meeting point, a multi-day trip, a message with line breaks). The renderer's tests and
 * scripts/mail-preview.tsx use them.
 */
export function sampleMessages(baseUrl = "https://peninsula-adventures.example"): MailMessage[] {
  const url = (path: string) => new URL(path, baseUrl).href;
  const booking: MailBooking = {
    reference: "PA-7F3C9K",
    serviceTitle: "Avacha Volcano Ascent with Camp Night",
    startDate: "2026-11-25",
    endDate: "2026-11-26",
    time: "18:00",
    guests: 3,
    status: "confirmed",
    amount: "$1,240.00",
    meetingPoint: "Петропавловск-Камчатский, гостиница «Авача», Ленинградская улица 61, у главного входа",
    deadline: null,
  };
  const pending: MailBooking = {
    ...booking,
    reference: "PA-2M8QXD",
    serviceTitle: "Kurile Lake Bear Watching by Helicopter",
    startDate: "2026-12-02",
    endDate: "2026-12-02",
    time: "07:30",
    guests: 1,
    status: "pending",
    amount: "$890.00",
    meetingPoint: null,
    deadline: "2026-11-21T09:00:00.000Z",
  };
  const link = url(`/dashboard/bookings/${booking.reference}`);
  const signed = (action: string) =>
    url(
      `/operator/requests/${pending.reference}/${action}?token=eyJwIjoicmVxdWVzdCIsImIiOiJQQS0yTThRWEQiLCJlIjoxNzk1MjU4ODAwfQ.k3J9dQ2vX1`,
    );
  return [
    { kind: "welcome", name: "Anna", link: url("/catalog") },
    {
      kind: "passwordReset",
      name: "Anna",
      link: url("/reset-password?token=Zq81hV2kPo7YtL0w"),
      expiresInMinutes: 60,
    },
    {
      kind: "orderReceived",
      name: "Anna",
      orderReference: "PO-4K2J7N",
      bookings: [{ ...pending }, { ...booking, status: "pending", deadline: "2026-11-22T03:30:00.000Z" }],
      total: "$2,130.00",
      link: url("/dashboard/bookings"),
    },
    {
      kind: "paymentReceived",
      name: "Anna",
      purpose: "order",
      reference: "PO-4K2J7N",
      amount: "$2,130.00",
      method: "card",
      cardLast4: "4242",
      date: "2026-11-20T10:15:00.000Z",
      link: url("/dashboard/balance"),
    },
    { kind: "bookingConfirmed", name: "Anna", booking, link },
    {
      kind: "bookingRejected",
      name: "Anna",
      booking: { ...pending, status: "rejected" },
      reason: "The helicopter is fully booked for a film crew that day.",
      refund: "$890.00",
      byDeadline: false,
      link: url(`/dashboard/bookings/${pending.reference}`),
    },
    {
      kind: "bookingCancelled",
      name: "Anna",
      booking: { ...booking, status: "cancelled" },
      by: "operator",
      reason: "Storm warning: the park closes the Avacha trail for the weekend.",
      refund: "$1,240.00",
      link,
    },
    {
      kind: "operatorReplied",
      name: "Anna",
      booking,
      supplier: "Avacha Tours",
      message:
        "Hello Anna!\nYes, we can lend you trekking poles and crampons.\nSee you at 18:00 at the hotel.",
      link: url(`/dashboard/bookings/${booking.reference}#messages`),
    },
    { kind: "tripReminder", name: "Anna", booking, link },
    {
      kind: "tripCompleted",
      name: "Anna",
      booking: { ...booking, status: "completed" },
      link: url(`/dashboard/bookings/${booking.reference}#review`),
    },
    { kind: "referralInvite", inviter: "Anna Petrova", link: url("/?ref=ANNA-7Q2"), rewardPercent: 10 },
    {
      kind: "referralReward",
      name: "Anna",
      friend: "Maximilian Schönberger-Hoffmann",
      amount: "$50.00",
      link: url("/dashboard/referrals"),
    },
    {
      kind: "newRequest",
      name: "Sergei",
      supplier: "Kamchatka Wild Hunting Company",
      booking: pending,
      guest: "Anna Petrova",
      note: "We are two adults and a 12-year-old. Is a child seat needed in the helicopter?",
      deadline: pending.deadline!,
      confirmLink: signed("confirm"),
      rejectLink: signed("reject"),
      link: url(`/operator/requests?booking=${pending.reference}`),
    },
    {
      kind: "requestReminder",
      name: "Sergei",
      supplier: "Kamchatka Wild Hunting Company",
      booking: pending,
      guest: "Anna Petrova",
      stage: "final",
      deadline: pending.deadline!,
      confirmLink: signed("confirm"),
      rejectLink: signed("reject"),
      link: url(`/operator/requests?booking=${pending.reference}`),
    },
    {
      kind: "guestMessage",
      name: "Sergei",
      supplier: "Avacha Tours",
      booking,
      guest: "Anna Petrova",
      message: "Can we leave our luggage at your office during the climb?",
      link: url(`/operator/messages?booking=${booking.reference}`),
    },
    {
      kind: "guestCancelled",
      name: "Sergei",
      supplier: "Avacha Tours",
      booking: { ...booking, status: "cancelled" },
      guest: "Anna Petrova",
      seats: booking.guests,
      refund: "$378.00",
      refundPoints: "$42.00",
      wasRequest: false,
      link: url("/operator/departures/3-2026-11-25-0800"),
    },
    {
      kind: "instantBooking",
      name: "Sergei",
      supplier: "Avacha Tours",
      booking,
      guest: "Anna Petrova",
      note: "Vegetarian lunch for one of us, please.",
      link: url("/operator/departures/3-2026-11-25-0800"),
    },
    {
      kind: "teamInvitation",
      supplier: "Pacific Coast Expeditions Kamchatka",
      inviter: "Sergei Ivanov",
      role: "member",
      expires: "2026-11-27T12:00:00.000Z",
      link: url("/operator/invitation/inv_8Hd2kLq"),
    },
    {
      kind: "contactReceived",
      name: "Maximilian Schönberger-Hoffmann",
      subject: "Winter fishing with children",
      message:
        "Hello!\nWe are two adults and two children (8 and 11).\nCan we join an ice fishing trip in February?",
      link: url("/faq"),
    },
    {
      kind: "contactMessage",
      name: "Olga",
      sender: "Maximilian Schönberger-Hoffmann",
      email: "max.schoenberger-hoffmann@example.de",
      phone: "+49 170 1234567",
      subject: "Winter fishing with children",
      message:
        "Hello!\nWe are two adults and two children (8 and 11).\nCan we join an ice fishing trip in February?",
      language: "German",
      link: url("/admin/messages"),
    },
    {
      kind: "newsletter",
      name: "Olga",
      subject: "Winter on the peninsula: ice fishing and hot springs",
      body: "The first snow has come to the volcanoes.\n\nIce fishing trips start on 15 December,\nand the hot springs are open all winter.",
      link: url("/"),
    },
  ];
}
