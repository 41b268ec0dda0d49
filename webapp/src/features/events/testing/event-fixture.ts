import type { EventBooking, EventDetail, EventInfo } from "../types";

export function eventFixture(overrides: Partial<EventInfo> = {}): EventInfo {
  return {
    id: 7,
    title: "Healthy Heart Webinar",
    short_description: "Habits that keep your heart strong.",
    description: "<h2>Agenda</h2><p>Diet and <strong>exercise</strong>.</p>",
    starts_at: "2026-12-05T04:30:00Z",
    ends_at: "2026-12-05T05:30:00Z",
    date: "2026-12-05",
    start: "10:00",
    end: "11:00",
    time_zone: "Asia/Kolkata",
    seats: 20,
    left: 5,
    booked: 15,
    type: "Online",
    price: 0,
    banner: null,
    banner_sources: null,
    host: { id: 9, name: "Meera Iyer", position: "Cardiologist", username: "meera", image: null, image_sources: null },
    ...overrides,
  };
}

export function detailFixture(overrides: Partial<EventDetail> = {}): EventDetail {
  return { ...eventFixture(), response: "", ...overrides };
}

export function bookingFixture(id: number, event: EventInfo = eventFixture()): EventBooking {
  return {
    id,
    status: "confirmed",
    name: "Rohit Sharma",
    email: "rohit@example.in",
    phone: "+919876543210",
    price: event.price,
    list_price_paise: null,
    coupon_code: "",
    created_at: "2026-11-20T10:00:00Z",
    hold_expires_at: null,
    event,
  };
}
