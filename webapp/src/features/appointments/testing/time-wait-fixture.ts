import type { TimeLine, TimeWait } from "../../../shared/waitlist/types";

let next = 500;

/** A place in line as GET /appointments/waitlist answers it; fields override the defaults. */
export function makeTimeWait(fields: Partial<TimeWait> = {}): TimeWait {
  next += 1;
  return {
    id: next,
    status: "waiting",
    position: 2,
    professional: { id: 7, name: "Asha Rao", position: "Family lawyer", username: "asha", image: null, image_sources: null },
    date: "2025-03-04",
    start: "10:30",
    starts_at: "2025-03-04T05:00:00Z",
    ends_at: "2025-03-04T05:30:00Z",
    time_zone: "Asia/Kolkata",
    plan_name: "Video consultation",
    offer_appointment_id: null,
    offer_expires_at: null,
    ...fields,
  };
}

/** A time with people in line as GET /appointments/waitlists answers it. */
export function makeTimeLine(fields: Partial<TimeLine> = {}): TimeLine {
  return {
    line: "11@2025-03-04@10:30",
    date: "2025-03-04",
    start: "10:30",
    starts_at: "2025-03-04T05:00:00Z",
    window_id: 11,
    waiters: [],
    ...fields,
  };
}
