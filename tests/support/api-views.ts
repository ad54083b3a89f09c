import type { JSONParsed } from "hono/utils/types";
import type { listMails, mailDetail, retryMail } from "../../server/modules/admin/mail.ts";
import type { auditLog } from "../../server/modules/admin/audit.ts";
import type { adminBooking, cancelBookingAsAdmin } from "../../server/modules/admin/cancel-booking.ts";
import type { adminBookings } from "../../server/modules/admin/bookings.ts";
import type { contactInbox, markHandled } from "../../server/modules/admin/messages.ts";
import type { platformOverview } from "../../server/modules/admin/overview.ts";
import type { adminSupplier, inviteOwner, listSuppliers } from "../../server/modules/admin/suppliers.ts";
import type { bookingDetail, contactSupplier } from "../../server/modules/booking/booking-detail.ts";
import type { rateBooking, serviceReviews } from "../../server/modules/booking/reviews.ts";
import type { queryCatalog, toDetail } from "../../server/modules/catalog/catalog.ts";
import type { listNotifications, markRead } from "../../server/modules/notifications/inbox.ts";
import type { availabilityView } from "../../server/modules/operator/availability.ts";
import type {
  cancelBookingAsOperator,
  confirmRequest,
  confirmRequests,
  operatorBooking,
  operatorBookings,
  recordCheckIn,
} from "../../server/modules/operator/bookings.ts";
import type { addClosure, listClosures } from "../../server/modules/operator/closures.ts";
import type {
  closeDeparture,
  reopenDeparture,
  setDepartureCapacity,
} from "../../server/modules/operator/departure-changes.ts";
import type { departureManifest, listDepartures } from "../../server/modules/operator/departures.ts";
import type { addServiceImage, reorderImages, setImageAlt } from "../../server/modules/operator/images.ts";
import type { messageThread, messageThreads, replyToGuest } from "../../server/modules/operator/messages.ts";
import type { supplierReport } from "../../server/modules/operator/reports.ts";
import type { addWeeklySlot, setWeeklyCapacity } from "../../server/modules/operator/schedule.ts";
import type { listOwnServices, serviceForEditing } from "../../server/modules/operator/service-view.ts";
import type {
  createService,
  setInstantConfirmation,
  setServiceStatus,
  updateService,
} from "../../server/modules/operator/services.ts";
import type {
  acceptTeamInvitation,
  invitationPreview,
  inviteMember,
  teamOverview,
} from "../../server/modules/operator/team.ts";
import type { createSandboxToken } from "../../server/modules/payment/provider.ts";
import type { Cart, CartLine, SessionUser } from "../../core/views.ts";
import type { PublicPricing } from "../../core/service-pricing.ts";
import type {
  cancelBooking,
  getBookingWithOrder,
  getOrder,
  listBookings,
} from "../../server/modules/booking/booking.ts";
import type { databaseHealth } from "../../server/modules/health/health.ts";
import type { addFunds, pointsView } from "../../server/modules/points/points.ts";
import type { inviteFriend, referralsView } from "../../server/modules/referral/referral.ts";
import type { AppServices } from "../../server/services.ts";
import type { Answered } from "./answers.ts";
import type { exportUserData } from "../../server/modules/profile/export.ts";

// What the API's routes answer in `data`, named after the module function that makes it (with the
// dates as JSON has them): the `T` of `app.request<T>`. Answers in core/views.ts are used as they are.

// The catalogue
export type CatalogPage = Answered<typeof queryCatalog>;
export type ServicePage = Answered<typeof toDetail> &
  PublicPricing & {
    typicalAnswerMinutes: number | null;
    availability: JSONParsed<Awaited<ReturnType<AppServices["availability"]["get"]>>>;
  };
export type Reviews = Answered<typeof serviceReviews>;
export type Favorites = { serviceIds: number[] };
export type ContactSent = { id: number };
export type SignedUp = { user: SessionUser; token: string };
/** The token endpoint's answer: an API token for `Authorization: Bearer`. */
export type ApiToken = { token: string; expiresAt: string };
/** A new API token for a bearer client; null for a browser (its cookie is replaced). */
export type PasswordChanged = { token: string | null };
/** The account's data as a file to keep: the document itself, without the envelope. */
export type ProfileExport = Answered<typeof exportUserData>;

// A traveller's bookings
export type BookingDetail = Answered<typeof bookingDetail>;
export type GuestMessage = Answered<typeof contactSupplier>;
export type Rated = Answered<typeof rateBooking>;
export type NotificationsPage = Answered<typeof listNotifications>;
export type MarkedRead = Answered<typeof markRead>;
export type CardToken = Answered<typeof createSandboxToken>;
export type ReferralInvite = Answered<typeof inviteFriend>;

// The operators' console
export type ConsoleBookings = Answered<typeof operatorBookings>;
export type ConsoleBooking = Answered<typeof operatorBooking>;
export type Decision = Answered<typeof confirmRequest>;
export type BulkAnswer = Answered<typeof confirmRequests>;
export type CheckIn = Answered<typeof recordCheckIn>;
export type Departures = Answered<typeof listDepartures>;
export type Manifest = Answered<typeof departureManifest>;
export type AvailabilityView = Answered<typeof availabilityView>;
export type WeeklySlot = Answered<typeof addWeeklySlot>;
export type WeeklyCapacity = Answered<typeof setWeeklyCapacity>;
export type Closures = Answered<typeof listClosures>;
export type ClosureAdded = Answered<typeof addClosure>;
export type DepartureCapacity = Answered<typeof setDepartureCapacity>;
export type DepartureClosed = Answered<typeof closeDeparture>;
export type OwnServices = Answered<typeof listOwnServices>;
export type EditedService = Answered<typeof serviceForEditing>;
export type CreatedService = Answered<typeof createService>;
export type ServiceStatus = Answered<typeof setServiceStatus>;
export type InstantConfirmation = Answered<typeof setInstantConfirmation>;
export type ServiceImage = Answered<typeof addServiceImage>;
export type ServiceImages = Answered<typeof reorderImages>;
export type ImageAlt = Answered<typeof setImageAlt>;
export type Threads = Answered<typeof messageThreads>;
export type Thread = Answered<typeof messageThread>;
export type Reply = Answered<typeof replyToGuest>;
export type SupplierReport = Answered<typeof supplierReport>;
export type Team = Answered<typeof teamOverview>;
export type TeamInvitation = Answered<typeof inviteMember>;
export type InvitationPreview = Answered<typeof invitationPreview>;
export type InvitationAccepted = Answered<typeof acceptTeamInvitation>;

// The admin area
export type AdminSuppliers = Answered<typeof listSuppliers>;
export type AdminSupplier = Answered<typeof adminSupplier>;
export type OwnerInvitation = Answered<typeof inviteOwner>;
export type AdminBookings = Answered<typeof adminBookings>;
export type ContactInbox = Answered<typeof contactInbox>;
export type Handled = Answered<typeof markHandled>;
export type PlatformOverview = Answered<typeof platformOverview>;
export type MailList = Answered<typeof listMails>;
export type MailDetail = Answered<typeof mailDetail>;
export type MailRetried = Answered<typeof retryMail>;
export type AdminBookingView = Answered<typeof adminBooking>;
export type AdminCancelled = Answered<typeof cancelBookingAsAdmin>;
export type AuditLog = Answered<typeof auditLog>;

// Answers of a traveller's routes not named in core/views.ts
export type Bookings = Answered<typeof listBookings>;
export type BookingWithOrder = Answered<typeof getBookingWithOrder>;
export type Order = Answered<typeof getOrder>;
export type Cancelled = Answered<typeof cancelBooking>;
export type Points = Answered<typeof pointsView>;
export type TopUp = Answered<typeof addFunds>;
export type Referrals = Answered<typeof referralsView>;
export type AddedToCart = Cart & { item?: CartLine };
export type Health = Answered<typeof databaseHealth>;
export type OperatorCancelled = Answered<typeof cancelBookingAsOperator>;
export type DepartureReopened = Answered<typeof reopenDeparture>;
export type UpdatedService = Answered<typeof updateService>;
