// The real ids the fuzz run learns from the API's answers (scripts/fuzz.mjs), kept in named pools
// for requests to use.

/** Where the engine's ids go: the pool a list's ids belong to, and keys whose values are ids anywhere. */
const ARRAY_POOLS = {
  members: "memberId",
  invitations: "invitationId",
  schedule: "slotId",
  images: "imageId",
  closures: "closureId",
};
const KEY_POOLS = {
  reference: "reference",
  orderReference: "reference",
  serviceId: "serviceId",
  bookingId: "bookingId",
  departureId: "departureId",
  userId: "userId",
  imageId: "imageId",
  supplierId: "supplierId",
};

export function collectIds(pools, value, pool, key) {
  if (Array.isArray(value)) {
    for (const item of value) collectIds(pools, item, ARRAY_POOLS[key] ?? pool, key);
  } else if (value && typeof value === "object") {
    if (pool && (typeof value.id === "string" || typeof value.id === "number")) addTo(pools, pool, value.id);
    for (const [name, item] of Object.entries(value)) {
      if (KEY_POOLS[name] && (typeof item === "string" || typeof item === "number"))
        addTo(pools, KEY_POOLS[name], item);
      else if (item && typeof item === "object") collectIds(pools, item, null, name);
    }
  }
}

function addTo(pools, name, value) {
  const values = pools.get(name) ?? new Set();
  if (values.size < 30) values.add(value);
  pools.set(name, values);
}
