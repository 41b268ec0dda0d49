import type { Appointment, Message, Received } from "../api/types";

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
    list_price_paise: null,
    coupon_code: "",
    professional: { id: 7, name: "Asha Rao", position: "Family lawyer", username: "asha", image: null, image_sources: null },
    client_name: "Ravi Kumar",
    email: "ravi@example.in",
    reason: "",
    messages: [],
    review: null,
    can_review: false,
    can_cancel: false,
    can_reschedule: false,
    plan_id: 3,
    purchase_id: null,
    refunded: 0,
    no_show: null,
    can_report_no_show: false,
    refunded_paise: 0,
    cancellation_policy: [
      { hours: 24, percent: 100 },
      { hours: 0, percent: 0 },
    ],
    cancel_refund_paise: 0,
    moves: 0,
    reschedules: 0,
    proposals: [],
    proposal_note: "",
    proposal_expires_at: null,
    ...fields,
  };
}

/** An appointment as GET /appointments/received answers it (the professional's card). */
export function makeReceived(fields: Partial<Received> = {}): Received {
  next += 1;
  return {
    id: next,
    status: "pending",
    paid: false,
    reserved: false,
    starts_at: "2025-01-06T04:30:00Z",
    ends_at: "2025-01-06T05:30:00Z",
    date: "2025-01-06",
    start: "10:00",
    end: "11:00",
    time_zone: "Asia/Kolkata",
    plan_name: "Video consultation",
    plan_type: "Online",
    price: 500,
    list_price_paise: null,
    coupon_code: "",
    client_name: "Ravi Kumar",
    phone: "+919876543210",
    created_at: "2025-01-05T10:00:00Z",
    reason: "",
    messages: [],
    can_cancel: false,
    can_propose: false,
    refunded: 0,
    no_show: null,
    can_report_no_show: false,
    refunded_paise: 0,
    moves: 0,
    reschedules: 0,
    proposals: [],
    proposal_note: "",
    proposal_expires_at: null,
    ...fields,
  };
}

export function makeMessage(fields: Partial<Message> = {}): Message {
  next += 1;
  return {
    id: next,
    appointment_id: 1,
    author_id: 7,
    author_name: "Asha Rao",
    text: "Hello",
    created_at: "2025-01-06T04:00:00Z",
    ...fields,
  };
}
