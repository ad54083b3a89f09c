/**
 * Where each seeded trip's guests meet the guide, its point on the map, and when the trip ends: a
 * day trip's hours, a longer trip's end on its last day (Kamchatka time).
 */
export const meetingPoints: Record<
  number,
  { meetingPoint: string; meetingLat: number; meetingLon: number; durationHours?: number; endTime?: string }
> = {
  1: {
    meetingPoint: "Petropavlovsk-Kamchatsky, Hotel Avacha, Leningradskaya 61, main entrance",
    meetingLat: 53.0467,
    meetingLon: 158.6496,
    endTime: "19:00",
  },
  2: {
    meetingPoint: "Yelizovo airport (PKC), arrivals hall, at the information desk",
    meetingLat: 53.1679,
    meetingLon: 158.4536,
    endTime: "18:00",
  },
  3: {
    meetingPoint: "Petropavlovsk-Kamchatsky, Hotel Avacha, Leningradskaya 61, main entrance",
    meetingLat: 53.0467,
    meetingLon: 158.6496,
    endTime: "17:00",
  },
  4: {
    meetingPoint: "Yelizovo airport (PKC), helicopter terminal, 20 minutes before the departure",
    meetingLat: 53.1679,
    meetingLon: 158.4536,
    durationHours: 9,
  },
  5: {
    meetingPoint: "Petropavlovsk-Kamchatsky, Hotel Avacha, Leningradskaya 61, main entrance",
    meetingLat: 53.0467,
    meetingLon: 158.6496,
    endTime: "18:00",
  },
  6: {
    meetingPoint: "Petropavlovsk-Kamchatsky, sea terminal, passenger pier",
    meetingLat: 53.0118,
    meetingLon: 158.6485,
    endTime: "16:00",
  },
};
