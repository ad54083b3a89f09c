export type Category = "hunting" | "fishing" | "recreation" | "tours";
export type Difficulty = "easy" | "moderate" | "hard" | "expert";

export interface SeedSupplier {
  id: number;
  name: string;
  email: string;
  phone: string;
  responseTimeHours: number;
}

export interface SeedService {
  id: number;
  category: Category;
  title: string;
  supplierId: number;
  location: string;
  description: string; // 2-4 sentences, concrete and honest, no superlative spam
  durationDays: number; // integer days
  groupMin: number;
  groupMax: number;
  priceCents: number; // USD cents, per person
  originalPriceCents: number | null;
  available: boolean;
  featured: boolean;
  difficulty: Difficulty;
  tags: string[]; // 3-5 short lowercase tags
  highlights: string[]; // 4-6
  included: string[]; // 4-7
  notIncluded: string[]; // 3-5
  itinerary: { day: number; title: string; description: string }[]; // exactly durationDays entries, days 1..durationDays
  nightSlot: boolean; // whether the 22:00 night slot exists
  createdAt: string; // ISO timestamp in 2025/2026
}

/** The fields of a service that are shown in the visitor's language. */
export type ServiceContent = Pick<
  SeedService,
  "title" | "location" | "description" | "tags" | "highlights" | "included" | "notIncluded" | "itinerary"
>;

export const suppliers: SeedSupplier[] = [
  {
    id: 1,
    name: "Kamchatka Wild Hunting Company",
    email: "bookings@kamchatka-wild.example",
    phone: "+7 415 221 34 57",
    responseTimeHours: 24,
  },
  {
    id: 2,
    name: "Bystraya River Anglers",
    email: "info@bystraya-anglers.example",
    phone: "+7 415 237 12 80",
    responseTimeHours: 36,
  },
  {
    id: 3,
    name: "Avacha Volcano Guides",
    email: "trips@avacha-guides.example",
    phone: "+7 415 229 46 03",
    responseTimeHours: 12,
  },
  {
    id: 4,
    name: "Pacific Coast Expeditions Kamchatka",
    email: "hello@pacific-coast-kam.example",
    phone: "+7 415 250 71 19",
    responseTimeHours: 48,
  },
];

export const services: SeedService[] = [
  {
    id: 1,
    category: "hunting",
    title: "Spring Brown Bear Hunt in the Koryak Foothills",
    supplierId: 1,
    location: "Koryak foothills, north of Esso",
    description:
      "A guided spring hunt for Kamchatka brown bear, based at a heated tent camp reached by tracked vehicle or snowmobile from Esso. Each hunter works one-on-one with an experienced local guide, glassing open slopes and following fresh tracks on the spring snow. The hunt is run under a regional bear licence arranged by the outfitter, with temporary firearm import paperwork handled in advance. Trophy success depends on weather and bear movement and is not guaranteed.",
    durationDays: 7,
    groupMin: 1,
    groupMax: 2,
    priceCents: 450000,
    originalPriceCents: null,
    available: true,
    featured: true,
    difficulty: "expert",
    tags: ["brown bear", "spring hunt", "licensed", "snowmobile", "trophy"],
    highlights: [
      "One-on-one guiding with a licensed professional hunter",
      "Heated tent camp in prime bear habitat north of Esso",
      "Snowmobile and tracked-vehicle access to remote valleys",
      "Bear licence and firearm import permit arranged for you",
      "Trophy field preparation and CITES export paperwork support",
    ],
    included: [
      "Regional brown bear hunting licence (one bear per hunter)",
      "Temporary firearm import permit and police registration",
      "Transfers Petropavlovsk-Kamchatsky - Esso - camp and back",
      "Licensed guide and camp staff, 1:1 guide ratio",
      "Tent camp accommodation with heating and all meals",
      "Snowmobile and tracked-vehicle transport in the field",
      "Field trophy preparation and salting",
    ],
    notIncluded: [
      "International flights and Russian visa",
      "Trophy fee and CITES export permit fees",
      "Taxidermy and trophy shipping",
      "Personal hunting clothing and rifle",
      "Gratuities for guides and camp staff",
    ],
    itinerary: [
      {
        day: 1,
        title: "Arrival and transfer to Esso",
        description:
          "Meet in Petropavlovsk-Kamchatsky, complete firearm registration, then drive about 9 hours north to Esso for an overnight in a guesthouse with hot-spring pools.",
      },
      {
        day: 2,
        title: "Into the hunting area",
        description:
          "Snowmobile or tracked-vehicle run to the tent camp, rifle sight-in, safety briefing and first evening glassing from a nearby ridge.",
      },
      {
        day: 3,
        title: "Hunting day",
        description:
          "Early start to glass south-facing slopes where bears leave their dens; follow fresh tracks on foot with your guide.",
      },
      {
        day: 4,
        title: "Hunting day",
        description:
          "Move to a different valley by snowmobile depending on sign and wind; long stalks on snowshoes are possible.",
      },
      {
        day: 5,
        title: "Hunting day",
        description:
          "Continue the hunt, or if a bear has been taken, field preparation of the trophy and optional photography of the area.",
      },
      {
        day: 6,
        title: "Reserve hunting day",
        description:
          "Final hunting day held in reserve for weather delays; afternoon packing and return to Esso in the evening.",
      },
      {
        day: 7,
        title: "Return to Petropavlovsk-Kamchatsky",
        description:
          "Drive back south, complete firearm and trophy paperwork, and transfer to your hotel or to Yelizovo airport.",
      },
    ],
    nightSlot: true,
    createdAt: "2025-02-14T09:30:00.000Z",
  },
  {
    id: 2,
    category: "fishing",
    title: "Zhupanova River Steelhead and Rainbow Float",
    supplierId: 2,
    location: "Zhupanova river, east Kamchatka",
    description:
      "A five-day float trip down the Zhupanova river targeting wild rainbow trout, char and, in autumn, steelhead. Guests fly or drive to the upper river, then drift downstream in inflatable rafts, camping on gravel bars each night. Fishing is strictly catch-and-release for rainbow trout and steelhead, with flies and single barbless hooks. Expect wet, cold weather and basic camp conditions.",
    durationDays: 5,
    groupMin: 2,
    groupMax: 6,
    priceCents: 180000,
    originalPriceCents: 195000,
    available: true,
    featured: false,
    difficulty: "moderate",
    tags: ["fly fishing", "steelhead", "rafting", "catch and release"],
    highlights: [
      "Around 60 km of river drifted by raft over four days",
      "Wild rainbow trout, Dolly Varden char and seasonal salmon runs",
      "Catch-and-release fishing with experienced fly-fishing guides",
      "Riverside camps with a camp cook",
      "Frequent brown bear sightings along the banks",
    ],
    included: [
      "Fishing licence for the Zhupanova river",
      "Transfers from Petropavlovsk-Kamchatsky to the put-in and back",
      "Rafts, camp tents, sleeping pads and group equipment",
      "One guide per two anglers and a camp cook",
      "All meals and drinking water in the field",
      "Bear safety equipment carried by guides",
    ],
    notIncluded: [
      "Fly rods, reels and waders (rental available on request)",
      "Sleeping bag",
      "Hotel nights in Petropavlovsk-Kamchatsky",
      "Alcoholic drinks",
    ],
    itinerary: [
      {
        day: 1,
        title: "Transfer and put-in",
        description:
          "Early off-road drive from Petropavlovsk-Kamchatsky to the upper Zhupanova, raft rigging, safety briefing and an evening fishing session near camp.",
      },
      {
        day: 2,
        title: "Upper river drift",
        description:
          "Drift about 15 km through braided channels, stopping at riffles and log jams to fish for rainbow trout and char.",
      },
      {
        day: 3,
        title: "Canyon section",
        description:
          "Fish the faster canyon water with streamers and mouse patterns; camp on a large gravel bar.",
      },
      {
        day: 4,
        title: "Lower river",
        description:
          "Slower water and side channels where steelhead (September-October) and salmon hold; full day of fishing.",
      },
      {
        day: 5,
        title: "Take-out and return",
        description:
          "Morning fishing, then take-out and drive back to Petropavlovsk-Kamchatsky, arriving in the evening.",
      },
    ],
    nightSlot: false,
    createdAt: "2025-03-03T11:00:00.000Z",
  },
  {
    id: 3,
    category: "recreation",
    title: "Nalychevo Hot Springs Hiking Weekend",
    supplierId: 3,
    location: "Nalychevo nature park",
    description:
      "A three-day hike into Nalychevo nature park, staying in park cabins near the Nalychevo hot springs. The route crosses a pass between Avachinsky and Koryaksky volcanoes and descends into a valley of meadows and thermal pools. Daily walking is 12-20 km with moderate climbs, and packs are carried by the group.",
    durationDays: 3,
    groupMin: 2,
    groupMax: 10,
    priceCents: 89000,
    originalPriceCents: null,
    available: true,
    featured: false,
    difficulty: "moderate",
    tags: ["hot springs", "hiking", "nature park", "cabins"],
    highlights: [
      "Soaks in the natural hot pools of the Nalychevo valley",
      "Views of Koryaksky and Avachinsky volcanoes from the pass",
      "Two nights in heated park cabins",
      "Optional evening soak in the pools during the 22:00 slot",
    ],
    included: [
      "Nalychevo nature park entry and cabin permits",
      "Transfers from Petropavlovsk-Kamchatsky to the trailhead and back",
      "English-speaking hiking guide",
      "All meals during the hike",
      "Cooking equipment and group first-aid kit",
    ],
    notIncluded: [
      "Backpack, sleeping bag and hiking boots",
      "Hotel nights before and after the trip",
      "Travel insurance",
    ],
    itinerary: [
      {
        day: 1,
        title: "Trailhead to Nalychevo valley",
        description:
          "Drive to the trailhead near the Avachinsky base, then hike about 20 km over the Dzendzur pass to the park cabins; evening soak in the hot springs.",
      },
      {
        day: 2,
        title: "Valley exploration",
        description:
          "Day hike without full packs to the Talovye springs and travertine terraces, returning to the cabins for a second night.",
      },
      {
        day: 3,
        title: "Hike out",
        description:
          "Morning soak, then hike out along the valley trail to the vehicle pick-up and drive back to Petropavlovsk-Kamchatsky.",
      },
    ],
    nightSlot: true,
    createdAt: "2025-04-18T07:45:00.000Z",
  },
  {
    id: 4,
    category: "tours",
    title: "Helicopter Day: Valley of Geysers and Kurile Lake Bears",
    supplierId: 4,
    location: "Valley of Geysers and Kurile Lake, Kronotsky and South Kamchatka reserves",
    description:
      "A full-day Mi-8 helicopter excursion from Yelizovo to the Valley of Geysers boardwalk and the bear-viewing platforms at Kurile Lake. Flight time is about 4 hours in total with stops of roughly 1.5 hours at each site and a lunch stop at Uzon caldera. Flights depend on weather, so please keep the following day free as a reserve; if both days are cancelled the fare is refunded in full.",
    durationDays: 1,
    groupMin: 1,
    groupMax: 6,
    priceCents: 125000,
    originalPriceCents: 135000,
    available: true,
    featured: true,
    difficulty: "easy",
    tags: ["helicopter", "geysers", "bear viewing", "day trip"],
    highlights: [
      "Boardwalk walk among the geysers and mud pots of the Valley of Geysers",
      "Brown bears fishing for sockeye salmon at Kurile Lake (July-September)",
      "Aerial views of Karymsky, Kambalny and Ilyinsky volcanoes",
      "Stop at the Uzon caldera thermal fields",
      "Weather reserve day with full refund if the flight cannot operate",
    ],
    included: [
      "Helicopter flight Yelizovo - Valley of Geysers - Kurile Lake - Yelizovo",
      "Kronotsky and South Kamchatka reserve entry fees",
      "Armed reserve ranger escort at Kurile Lake",
      "English-speaking guide on board",
      "Packed lunch and hot drinks",
      "Hotel pick-up and drop-off in Petropavlovsk-Kamchatsky or Yelizovo",
    ],
    notIncluded: [
      "Travel insurance",
      "Personal expenses and souvenirs",
      "Excess baggage above 10 kg per person",
    ],
    itinerary: [
      {
        day: 1,
        title: "Valley of Geysers and Kurile Lake",
        description:
          "07:30 pick-up and weather check, flight to the Valley of Geysers for a guided boardwalk loop, lunch at Uzon caldera, then a flight south to Kurile Lake for bear viewing with reserve rangers before returning to Yelizovo around 18:00.",
      },
    ],
    nightSlot: true,
    createdAt: "2025-05-06T10:15:00.000Z",
  },
  {
    id: 5,
    category: "tours",
    title: "Avachinsky and Mutnovsky Volcano Ascents",
    supplierId: 3,
    location: "Avachinsky volcano and Mutnovsky volcano",
    description:
      "A four-day trip combining the summit climb of Avachinsky volcano (2,741 m) with a hike into the active crater of Mutnovsky. Nights are spent in a base camp at the foot of Avachinsky and a hut near Mutnovsky. The Avachinsky ascent is a steep 1,700 m gain on loose scree and takes 5-7 hours up, so good fitness is required. Summit days may be moved within the trip if the weather is poor.",
    durationDays: 4,
    groupMin: 2,
    groupMax: 8,
    priceCents: 98000,
    originalPriceCents: 105000,
    available: true,
    featured: false,
    difficulty: "hard",
    tags: ["volcano", "summit", "trekking", "crater"],
    highlights: [
      "Summit of Avachinsky volcano with views over Avacha Bay",
      "Walk into the steaming crater of Mutnovsky with fumaroles and glaciers",
      "Dachnye hot springs and the Mutnovsky geothermal area",
      "Small groups led by certified mountain guides",
    ],
    included: [
      "Off-road 4x4 transfers between Petropavlovsk-Kamchatsky and both volcanoes",
      "Certified mountain guide (1 per 6 climbers)",
      "Base camp tents or hut accommodation",
      "All meals on the trip",
      "Helmets, crampons and trekking poles",
      "Park permits",
    ],
    notIncluded: [
      "Mountain boots and waterproof clothing",
      "Sleeping bag",
      "Hotel nights in Petropavlovsk-Kamchatsky",
      "Travel insurance with high-altitude cover",
    ],
    itinerary: [
      {
        day: 1,
        title: "Transfer to Avachinsky base camp",
        description:
          "4x4 drive up the dry riverbed to the base camp at about 850 m, acclimatisation walk to Camel Mountain and gear check.",
      },
      {
        day: 2,
        title: "Avachinsky summit",
        description:
          "Start around 04:00 for the ascent to the crater rim, 5-7 hours up and 3 hours down by scree; rest at base camp in the evening.",
      },
      {
        day: 3,
        title: "Mutnovsky crater",
        description:
          "Drive south to the Mutnovsky plateau and hike about 6 hours round trip into the active crater; overnight in a hut near the geothermal station.",
      },
      {
        day: 4,
        title: "Vilyuchinsky waterfall and return",
        description:
          "Short walk to a waterfall in the Vilyuchinsky pass area, optional soak at the Dachnye springs, then drive back to Petropavlovsk-Kamchatsky.",
      },
    ],
    nightSlot: false,
    createdAt: "2025-06-21T08:00:00.000Z",
  },
  {
    id: 6,
    category: "fishing",
    title: "Avacha Bay Sea Fishing and Russian Bay Cruise",
    supplierId: 4,
    location: "Avacha Bay and Russian Bay, Pacific coast",
    description:
      "A two-day boat trip from Petropavlovsk-Kamchatsky out of Avacha Bay to the sheltered inlet of Russian Bay, with bottom fishing for halibut, cod, greenling and rockfish. The night is spent on board or at an anchored camp in Russian Bay, and the catch is cooked for dinner. Sea conditions decide the route and the captain may shorten the trip in bad weather. Operates from June to September only.",
    durationDays: 2,
    groupMin: 2,
    groupMax: 8,
    priceCents: 145000,
    originalPriceCents: null,
    available: false,
    featured: false,
    difficulty: "easy",
    tags: ["sea fishing", "boat", "avacha bay", "seasonal"],
    highlights: [
      "Bottom fishing for halibut, cod and greenling",
      "Passing the Three Brothers rocks at the mouth of Avacha Bay",
      "Sea otters, Steller sea lions and puffins along the coast",
      "Overnight at anchor in Russian Bay",
      "Fresh catch cooked on board",
    ],
    included: [
      "Boat charter with captain and crew",
      "Fishing rods, tackle and bait",
      "Sea fishing permit",
      "Cabin berth or camp tent for the night",
      "All meals on board",
      "Life jackets and waterproof deck suits",
    ],
    notIncluded: [
      "Transfers to the port in Petropavlovsk-Kamchatsky",
      "Alcoholic drinks",
      "Seasickness medication",
      "Gratuities for the crew",
    ],
    itinerary: [
      {
        day: 1,
        title: "Avacha Bay to Russian Bay",
        description:
          "Depart the port at 08:00, pass the Three Brothers rocks, fish along the coast on the way south and anchor in Russian Bay for dinner and the night.",
      },
      {
        day: 2,
        title: "Fishing and return",
        description:
          "Morning fishing at offshore banks, wildlife watching near Starichkov island, and return to Petropavlovsk-Kamchatsky by around 18:00.",
      },
    ],
    nightSlot: false,
    createdAt: "2026-01-12T12:00:00.000Z",
  },
];
