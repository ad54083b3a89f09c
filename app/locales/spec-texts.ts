// Every text the product spec (shared/spec/product-spec.md, outside this repository) quotes, copied
// verbatim with the section it comes from. spec-texts.test.ts checks each against the English
// translations (app/locales/en, core/locales/en): the product says what the spec says, or the entry
// says why not (a decision, or a moment the product does not have) and what it says instead.

/** A translation that holds the words with placeholders: `key` filled with `values`. */
export interface Worded {
  /** "namespace:path", the namespace being the file's name (common, errors, dashboard...). */
  key: string;
  values: Record<string, string | number>;
}

export interface SpecText {
  section: string;
  /** As the spec quotes it. */
  text: string;
  /** Where the words need placeholders filled in; otherwise some English value is the text itself. */
  worded?: Worded;
  /** The product does not show these words: why, and what it shows instead. */
  not?: { why: string; instead?: { text: string; worded?: Worded } };
}

const s1 = "1. What the product does and for whom";
const search = "2. Screens and routes: Search panel";
const cart = "2. Screens and routes: Cart side sheet";
const services = "2. Screens and routes: Services page";
const contact = "2. Screens and routes: About and Contact";
const dashboard = "2. Screens and routes: Dashboard";
const s3 = "3. Entities and their fields";
const s4 = "4. States and transitions";
const s5 = "5. Validation rules";
const s8 = "8. Error catalogue";
const s9 = "9. Business constants and limits";

const sampleValue = "A sample value of a service's data (the seed's), not a text of the interface.";
const noWrapper =
  "There is no API wrapper in the browser: pages post to their actions (architecture, 'One way to do each thing') and a failure is worded by its code; without a connection that is the dictionary's network message.";

export const specTexts: SpecText[] = [
  { section: s1, text: "Our Story" },
  {
    section: search,
    text: "view all results for the query",
    not: {
      why: "The spec describes the row; the row shows the query itself, in quotes.",
      instead: {
        text: "View all results for “the query”",
        worded: { key: "common:header.viewAllResults", values: { query: "the query" } },
      },
    },
  },
  { section: cart, text: "Loading cart..." },
  { section: cart, text: "Your cart is empty" },
  { section: cart, text: "Discover amazing adventures to add to your cart" },
  {
    section: services,
    text: "showing start-end of total",
    worded: { key: "common:catalog.showing", values: { start: "start", end: "end", total: "total" } },
  },
  { section: services, text: "No services found matching your criteria." },
  { section: services, text: "+N", worded: { key: "common:catalog.moreTags", values: { count: "N" } } },
  { section: contact, text: "Available 24/7" },
  { section: dashboard, text: "No bookings found" },
  { section: dashboard, text: "Try adjusting your search or filter criteria" },
  { section: dashboard, text: "no images" },
  { section: dashboard, text: "Error loading image" },
  { section: s3, text: "5 days", not: { why: sampleValue } },
  { section: s3, text: "2-4 people", not: { why: sampleValue } },
  { section: s4, text: "Signing in..." },
  { section: s4, text: "Creating account..." },
  { section: s4, text: "Currently Unavailable" },
  { section: s4, text: "Select Date First" },
  { section: s4, text: "Select a time slot first" },
  { section: s5, text: "Passwords do not match" },
  {
    section: s5,
    text: "Password must be at least 6 characters",
    not: {
      why: "decisions.md §3: a password has at least 8 characters.",
      instead: {
        text: "Password must be at least 8 characters",
        worded: { key: "errors:passwordLength", values: { min: 8 } },
      },
    },
  },
  { section: s5, text: "Please sign in to add items to cart" },
  { section: s5, text: "Please select a date" },
  { section: s5, text: "Please select a time slot" },
  {
    section: s5,
    text: "Up to 6 people",
    worded: { key: "common:availability.upTo_other", values: { count: 6 } },
  },
  { section: s5, text: "Minimum: $10, Maximum: $5,000 per transaction" },
  { section: s5, text: "Please enter an email address" },
  {
    section: s8,
    text: "Request failed",
    not: { why: noWrapper, instead: { text: "Network error. Please check your connection." } },
  },
  {
    section: s8,
    text: "Network error",
    not: { why: noWrapper, instead: { text: "Network error. Please check your connection." } },
  },
  {
    section: s8,
    text: "Sign in failed",
    not: {
      why: "A refused sign-in always has the server's reason (wrong password, a lock, a limit); a failure without one is 'An unexpected error occurred', as the spec says of thrown errors.",
      instead: { text: "Invalid email or password" },
    },
  },
  {
    section: s8,
    text: "Signup failed",
    not: {
      why: "The spec spells the same message two ways; the product uses the second.",
      instead: { text: "Sign up failed" },
    },
  },
  { section: s8, text: "Sign up failed" },
  { section: s8, text: "Google sign in failed" },
  { section: s8, text: "An unexpected error occurred" },
  { section: s8, text: "Welcome back!" },
  { section: s8, text: "Account created successfully!" },
  { section: s8, text: "Signing in with Google..." },
  { section: s8, text: "Added to cart" },
  { section: s8, text: "Cart updated" },
  { section: s8, text: "Removed from cart" },
  { section: s8, text: "Cart cleared" },
  { section: s8, text: "Failed to add to cart" },
  { section: s8, text: "Failed to update cart" },
  { section: s8, text: "Failed to remove from cart" },
  { section: s8, text: "Failed to clear cart" },
  { section: s8, text: "Please log in to save favorites" },
  { section: s8, text: "Added to favorites" },
  { section: s8, text: "Removed from favorites" },
  { section: s8, text: "Something went wrong. Please try again." },
  { section: s8, text: "Network error. Please check your connection." },
  { section: s8, text: "Server error. Please try again later." },
  { section: s8, text: "Page not found" },
  { section: s8, text: "Access forbidden" },
  { section: s8, text: "Please check your input and try again" },
  { section: s8, text: "Please log in to continue" },
  { section: s8, text: "Category not found" },
  { section: s8, text: "Service not found" },
  { section: s8, text: "Invalid email or password" },
  { section: s8, text: "Account already exists" },
  { section: s8, text: "Failed to send message. Please try again." },
  { section: s8, text: "Link copied!" },
  { section: s8, text: "Failed to copy link." },
  { section: s8, text: "Could not share." },
  { section: s8, text: "Could not fetch latest exchange rates. Using cached data." },
  { section: s8, text: "Settings saved successfully!" },
  { section: s8, text: "Failed to save settings" },
  { section: s8, text: "Referral code copied to clipboard!" },
  { section: s8, text: "Referral link copied to clipboard!" },
  {
    section: s8,
    text: "Invitation sent to {email}!",
    worded: { key: "dashboard:referrals.invited", values: { email: "{email}" } },
  },
  { section: s8, text: "Error loading image" },
  {
    section: s9,
    text: "$",
    not: { why: "A currency sign, written by Intl.NumberFormat with the amount (decision 015)." },
  },
  {
    section: s9,
    text: "up to 6",
    not: {
      why: "The availability label of section 5, named in short.",
      instead: {
        text: "Up to 6 people",
        worded: { key: "common:availability.upTo_other", values: { count: 6 } },
      },
    },
  },
  { section: s9, text: "from" },
];
