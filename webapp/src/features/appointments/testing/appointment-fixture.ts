import type { Appointment } from "../api/types";

let next = 100;

/** An appointment as GET /appointments/mine answers it; fields override the defaults. */
export function makeAppointment(fields: Partial<Appointment> = {}): Appointment {
  next += 1;
  return {
    id: next,
    status: "pending",
    paid: false,
    hold_expires_at: null,
    starts_at: "2025-01-06T04:30:00Z",
    ends_at: "2025-01-06T05:30:00Z",
    date: "2025-01-06",
    start: "10:00",
    end: "11:00",
    time_zone: "Asia/Kolkata",
    plan_name: "Video consultation",
    plan_type: "Online",
    price: 500,
    price_paise: 50_000,
    professional: { id: 7, name: "Asha Rao", position: "Family lawyer", username: "asha", image: null },
    client_name: "Ravi Kumar",
    email: "ravi@example.in",
    ...fields,
  };
}
