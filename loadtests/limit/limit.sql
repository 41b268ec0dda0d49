-- The booking transaction of bookings.services.appointment_book, alone, for pgbench
-- (loadtests/limit.py passes every -D variable and checks the seed's layout first).
-- The statements are the ones Django sends for one booking, in the same order, with the
-- same columns, conditions and locks: the plan with the professional's row locked, the
-- date's windows (with the day off or other hours covering it), what takes a place around
-- the date together with the client's own live appointment at that time (the seed has no
-- buffers or daily limits: the session's places decide), insert, and for a free-later
-- booking the professional's notification. The `slots.changed` frame is counted in Python
-- from those rows. The service's answers are branches here: a window not offered that
-- date, the client's own appointment at that time (Conflict) and a full time (SlotFull)
-- roll back, as the service's exception does (the seed has no days off). Differences, none
-- of them in what the database does: times are to_timestamp(epoch) and now() instead of
-- Python's literals, the client's phone is one fixed number of the same length, the chosen
-- window is picked out of the date's windows by an outer SELECT, and the places taken and the
-- client's own are counted in the query rather than in Python. Nothing is read before the
-- transaction any more (`reads` is kept for the command line, and sends nothing).
-- Rows it writes carry name 'pgbench limit' and e-mail 'limit@pgbench.invalid'; limit.py
-- deletes them (and their notifications) after each run.

\set i random(0, :pros - 1)
\set pro :pro_base + :i
\set plan :plan_base + :i
\set pay (:i + :pay_phase) % :pay_every = 0
\set h random(0, :windows - 1)
\set win :window_base + :i * :windows + :h
\set d random(0, :days - 1)
\set dayno :day0 + :d
\set midnight :day0_epoch + :d * 86400
\set starts :midnight + :start0 + :h * :step
\set ends :starts + :length
\set client :client_base + random(0, :clients - 1)
\set w_places 0

BEGIN;
-- bookings.services._plan_locked: the plan of a bookable professional, whose row is locked
-- until the end of the transaction (lock_timeout is the connection's own), and whether anyone
-- waits for a time of theirs (the seed has no waitlists: the line is never counted).
SELECT "profiles_plan"."id", "profiles_plan"."profile_id", "profiles_plan"."name", "profiles_plan"."type", "profiles_plan"."price_paise", "profiles_plan"."duration_minutes", EXISTS(SELECT 1 AS "a" FROM "waitlist_waiter" U0 WHERE (U0."owner_id" = ("profiles_plan"."profile_id") AND U0."status" = 'waiting') LIMIT 1) AS "waiting", "profiles_profile"."user_id", "profiles_profile"."email", "profiles_profile"."position", "profiles_profile"."about", "profiles_profile"."country", "profiles_profile"."state", "profiles_profile"."image", "profiles_profile"."banner", "profiles_profile"."verified", "profiles_profile"."category", "profiles_profile"."search_tags", "profiles_profile"."consulting_note", "profiles_profile"."payment_required", "profiles_profile"."listed", "profiles_profile"."unlisted", "profiles_profile"."time_zone", "profiles_profile"."booking_horizon_days", "profiles_profile"."buffer_before_minutes", "profiles_profile"."buffer_after_minutes", "profiles_profile"."notice_hours", "profiles_profile"."daily_limit", "profiles_profile"."cancellation_policy", "profiles_profile"."reschedule_limit", "profiles_profile"."reschedule_notice_hours", "profiles_profile"."search_text", "profiles_profile"."updated_at", "accounts_user"."id", "accounts_user"."password", "accounts_user"."last_login", "accounts_user"."is_superuser", "accounts_user"."username", "accounts_user"."phone", "accounts_user"."country_code", "accounts_user"."first_name", "accounts_user"."last_name", "accounts_user"."name", "accounts_user"."is_staff", "accounts_user"."is_active", "accounts_user"."date_joined", "accounts_user"."language"
  FROM "profiles_plan" INNER JOIN "profiles_profile" ON ("profiles_plan"."profile_id" = "profiles_profile"."user_id") INNER JOIN "accounts_user" ON ("profiles_profile"."user_id" = "accounts_user"."id")
  WHERE ("profiles_profile"."listed" AND NOT "profiles_profile"."unlisted" AND "accounts_user"."is_active" AND "profiles_plan"."profile_id" = :pro AND "profiles_plan"."id" = :plan)
  ORDER BY "profiles_plan"."id" ASC LIMIT 1 FOR UPDATE OF "profiles_profile";
-- scheduling.queries.windows_of_day: the date's windows (the chosen one picked out here).
SELECT * FROM (
SELECT "scheduling_window"."id", "scheduling_window"."professional_id", "scheduling_window"."weekdays", "scheduling_window"."only_on_id", "scheduling_window"."start", "scheduling_window"."end", "scheduling_window"."places", "scheduling_window"."session_minutes", "scheduling_window"."active", "scheduling_window"."created_at",
  (SELECT U0."id" AS "pk" FROM "scheduling_dayoff" U0 WHERE (U0."first" <= date '1970-01-01' + :dayno AND U0."last" >= date '1970-01-01' + :dayno AND U0."professional_id" = :pro) ORDER BY 1 DESC LIMIT 1) AS "override"
  FROM "scheduling_window" LEFT OUTER JOIN "scheduling_dayoff" ON ("scheduling_window"."only_on_id" = "scheduling_dayoff"."id")
  WHERE ("scheduling_window"."active" AND "scheduling_window"."professional_id" = :pro AND ("scheduling_window"."only_on_id" IS NULL OR ("scheduling_dayoff"."first" <= date '1970-01-01' + :dayno AND "scheduling_dayoff"."last" >= date '1970-01-01' + :dayno)))
  ORDER BY "scheduling_window"."start" ASC, "scheduling_window"."id" ASC
) AS day WHERE day."id" = :win \aset w_
\if :w_places > 0
-- bookings.queries.around: what takes a place around the date, and the client's own
-- live appointment at that time; the service sorts them out in Python, here the query does
-- (one row, for \gset).
SELECT count("bookings_appointment"."id") FILTER (WHERE "bookings_appointment"."starts_at" < to_timestamp(:ends) AND "bookings_appointment"."ends_at" > to_timestamp(:starts) AND ("bookings_appointment"."status" IN ('pending', 'accepted', 'reserved') OR "bookings_appointment"."hold_expires_at" > now())) AS taken,
  count("bookings_appointment"."id") FILTER (WHERE "bookings_appointment"."client_id" = :client AND "bookings_appointment"."starts_at" = to_timestamp(:starts)) AS mine,
  max("bookings_appointment"."id") AS "pk", max("bookings_appointment"."client_id") AS "client_id", max("bookings_appointment"."status") AS "status", max("bookings_appointment"."hold_expires_at") AS "hold_expires_at", max("bookings_appointment"."starts_at") AS "starts_at", max("bookings_appointment"."ends_at") AS "ends_at", max("bookings_appointment"."day") AS "day"
  FROM "bookings_appointment"
  WHERE ("bookings_appointment"."ends_at" > to_timestamp(:midnight) AND "bookings_appointment"."professional_id" = :pro AND "bookings_appointment"."starts_at" < to_timestamp(:midnight + 86400) AND ("bookings_appointment"."status" IN ('pending', 'accepted', 'reserved', 'awaiting_payment') OR ("bookings_appointment"."client_id" = :client AND "bookings_appointment"."starts_at" = to_timestamp(:starts) AND "bookings_appointment"."status" IN ('pending', 'accepted', 'reserved', 'awaiting_payment')))) \gset
\if :mine = 0
\if :taken < :w_places
\if :pay
INSERT INTO "bookings_appointment" ("client_id", "professional_id", "window_id", "starts_at", "ends_at", "day", "time_zone", "plan_id", "plan_name", "plan_type", "price_paise", "coupon_id", "list_price_paise", "coupon_code", "name", "email", "phone", "status", "paid", "payment_ref", "purchase_id", "reason", "refunded_paise", "cancellation_policy", "hold_expires_at", "reschedules", "moves", "proposal_of_id", "note", "proposed_until", "created_at", "updated_at")
  VALUES (:client, :pro, :win, to_timestamp(:starts), to_timestamp(:ends), date '1970-01-01' + :dayno, ':zone', :plan, ':plan_name', ':plan_type', :price_paise, NULL, NULL, '', 'pgbench limit', 'limit@pgbench.invalid', ':phone', 'awaiting_payment', false, '', NULL, '', 0, '[{"hours": 24, "percent": 100}, {"hours": 0, "percent": 0}]', now() + :hold_minutes * interval '1 minute', 0, 0, NULL, '', NULL, now(), now())
  RETURNING "bookings_appointment"."id" \gset a_
\else
INSERT INTO "bookings_appointment" ("client_id", "professional_id", "window_id", "starts_at", "ends_at", "day", "time_zone", "plan_id", "plan_name", "plan_type", "price_paise", "coupon_id", "list_price_paise", "coupon_code", "name", "email", "phone", "status", "paid", "payment_ref", "purchase_id", "reason", "refunded_paise", "cancellation_policy", "hold_expires_at", "reschedules", "moves", "proposal_of_id", "note", "proposed_until", "created_at", "updated_at")
  VALUES (:client, :pro, :win, to_timestamp(:starts), to_timestamp(:ends), date '1970-01-01' + :dayno, ':zone', :plan, ':plan_name', ':plan_type', :price_paise, NULL, NULL, '', 'pgbench limit', 'limit@pgbench.invalid', ':phone', 'pending', false, '', NULL, '', 0, '[{"hours": 24, "percent": 100}, {"hours": 0, "percent": 0}]', NULL, 0, 0, NULL, '', NULL, now(), now())
  RETURNING "bookings_appointment"."id" \gset a_
\endif
\if :pay
\else
-- _tell_professional -> notification_send (the professional was read with the profile).
INSERT INTO "notifications_notification" ("user_id", "kind", "template", "values", "text", "data", "created_at", "read_at", "delivered_at")
  VALUES (:pro, 'booking', 'New booking from {name}', '{"name": "pgbench limit"}'::jsonb, 'New booking from pgbench limit', '{"appointment_id": :a_id, "path": "/appoinments"}'::jsonb, now(), NULL, NULL)
  RETURNING "notifications_notification"."id";
\endif
COMMIT;
\else
-- SlotFull
ROLLBACK;
\endif
\else
-- Conflict: the client's own appointment at that time
ROLLBACK;
\endif
\else
-- The window is not offered on that date
ROLLBACK;
\endif
