-- The booking transaction of bookings.services.appointment_book, alone, for pgbench
-- (loadtests/limit.py passes every -D variable and checks the seed's layout first).
-- The statements are the ones Django sends for one booking, in the same order, with the
-- same columns, conditions and locks: lock the professional and the window, look for a day
-- off and the client's own live appointment at that time, read the day's taken places (the
-- seed has no buffers or daily limits: the session's places decide), insert, read the day's
-- places for the `slots.changed` frame, and for a free-later booking store the
-- professional's notification. The service's answers are branches here: an inactive window,
-- the client's own appointment at that time (Conflict) and a full time (SlotFull) roll back,
-- as the service's exception does (the seed has no days off). Differences, none of them in
-- what the database does: times are to_timestamp(epoch) and now() instead of Python's
-- literals, lock_timeout is in plain milliseconds, the client's phone is one fixed number of
-- the same length, and the session's places are counted in the query rather than in Python.
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
\set m_id 0

-- The checks before the transaction (_checked: profile, plan, window), with --with-reads.
\if :reads
SELECT "profiles_profile"."user_id", "profiles_profile"."email", "profiles_profile"."position", "profiles_profile"."about", "profiles_profile"."country", "profiles_profile"."state", "profiles_profile"."image", "profiles_profile"."banner", "profiles_profile"."verified", "profiles_profile"."category", "profiles_profile"."search_tags", "profiles_profile"."consulting_note", "profiles_profile"."payment_required", "profiles_profile"."listed", "profiles_profile"."unlisted", "profiles_profile"."time_zone", "profiles_profile"."booking_horizon_days", "profiles_profile"."buffer_before_minutes", "profiles_profile"."buffer_after_minutes", "profiles_profile"."notice_hours", "profiles_profile"."daily_limit", "profiles_profile"."search_text", "profiles_profile"."updated_at", "accounts_user"."id", "accounts_user"."password", "accounts_user"."last_login", "accounts_user"."is_superuser", "accounts_user"."username", "accounts_user"."phone", "accounts_user"."country_code", "accounts_user"."first_name", "accounts_user"."last_name", "accounts_user"."name", "accounts_user"."is_staff", "accounts_user"."is_active", "accounts_user"."date_joined"
  FROM "profiles_profile" INNER JOIN "accounts_user" ON ("profiles_profile"."user_id" = "accounts_user"."id")
  WHERE ("profiles_profile"."listed" AND NOT "profiles_profile"."unlisted" AND "accounts_user"."is_active" AND "profiles_profile"."user_id" = :pro)
  ORDER BY "profiles_profile"."user_id" ASC LIMIT 1;
SELECT "profiles_plan"."id", "profiles_plan"."profile_id", "profiles_plan"."name", "profiles_plan"."type", "profiles_plan"."price_paise"
  FROM "profiles_plan" WHERE ("profiles_plan"."id" = :plan AND "profiles_plan"."profile_id" = :pro)
  ORDER BY "profiles_plan"."id" ASC LIMIT 1;
SELECT "scheduling_window"."id", "scheduling_window"."professional_id", "scheduling_window"."weekdays", "scheduling_window"."start", "scheduling_window"."end", "scheduling_window"."places", "scheduling_window"."session_minutes", "scheduling_window"."active", "scheduling_window"."created_at"
  FROM "scheduling_window" WHERE ("scheduling_window"."id" = :win AND "scheduling_window"."professional_id" = :pro)
  ORDER BY "scheduling_window"."start" ASC, "scheduling_window"."id" ASC LIMIT 1;
\endif

BEGIN;
SET LOCAL lock_timeout = :lock_timeout_ms;
-- locking.lock(profile, window): the professional's row and the window's, locked until the
-- end of the transaction.
SELECT "profiles_profile"."user_id", "profiles_profile"."email", "profiles_profile"."position", "profiles_profile"."about", "profiles_profile"."country", "profiles_profile"."state", "profiles_profile"."image", "profiles_profile"."banner", "profiles_profile"."verified", "profiles_profile"."category", "profiles_profile"."search_tags", "profiles_profile"."consulting_note", "profiles_profile"."payment_required", "profiles_profile"."listed", "profiles_profile"."unlisted", "profiles_profile"."time_zone", "profiles_profile"."booking_horizon_days", "profiles_profile"."buffer_before_minutes", "profiles_profile"."buffer_after_minutes", "profiles_profile"."notice_hours", "profiles_profile"."daily_limit", "profiles_profile"."search_text", "profiles_profile"."updated_at"
  FROM "profiles_profile" WHERE "profiles_profile"."user_id" IN (:pro)
  ORDER BY "profiles_profile"."user_id" ASC FOR UPDATE OF "profiles_profile";
SELECT "scheduling_window"."id", "scheduling_window"."professional_id", "scheduling_window"."weekdays", "scheduling_window"."start", "scheduling_window"."end", "scheduling_window"."places", "scheduling_window"."session_minutes", "scheduling_window"."active", "scheduling_window"."created_at"
  FROM "scheduling_window" WHERE "scheduling_window"."id" IN (:win)
  ORDER BY "scheduling_window"."id" ASC FOR UPDATE OF "scheduling_window" \gset w_
\if :w_active
-- A day off (none in the seed).
SELECT 1 AS "a" FROM "scheduling_dayoff"
  WHERE ("scheduling_dayoff"."first" <= date '1970-01-01' + :dayno AND "scheduling_dayoff"."last" >= date '1970-01-01' + :dayno AND "scheduling_dayoff"."professional_id" = :pro) LIMIT 1;
-- The client's own live appointment at that time (one per person and time).
SELECT "bookings_appointment"."id", "bookings_appointment"."client_id", "bookings_appointment"."professional_id", "bookings_appointment"."window_id", "bookings_appointment"."starts_at", "bookings_appointment"."ends_at", "bookings_appointment"."day", "bookings_appointment"."time_zone", "bookings_appointment"."plan_id", "bookings_appointment"."plan_name", "bookings_appointment"."plan_type", "bookings_appointment"."price_paise", "bookings_appointment"."name", "bookings_appointment"."email", "bookings_appointment"."phone", "bookings_appointment"."status", "bookings_appointment"."paid", "bookings_appointment"."payment_ref", "bookings_appointment"."reason", "bookings_appointment"."refunded_paise", "bookings_appointment"."hold_expires_at", "bookings_appointment"."created_at", "bookings_appointment"."updated_at"
  FROM "bookings_appointment"
  WHERE ("bookings_appointment"."client_id" = :client AND "bookings_appointment"."professional_id" = :pro AND "bookings_appointment"."starts_at" = to_timestamp(:starts) AND "bookings_appointment"."status" IN ('pending', 'accepted', 'reserved', 'awaiting_payment'))
  ORDER BY "bookings_appointment"."created_at" DESC, "bookings_appointment"."id" DESC \aset m_
\if :m_id = 0
-- taken_around: the day's taken places, the same rows; the service counts those overlapping
-- the session in Python, here the query does (one row, for \gset).
SELECT count("bookings_appointment"."id") FILTER (WHERE "bookings_appointment"."starts_at" < to_timestamp(:ends) AND "bookings_appointment"."ends_at" > to_timestamp(:starts)) AS taken,
  max("bookings_appointment"."starts_at") AS "starts_at", max("bookings_appointment"."ends_at") AS "ends_at", max("bookings_appointment"."day") AS "day", max("bookings_appointment"."created_at") AS latest
  FROM "bookings_appointment"
  WHERE (("bookings_appointment"."status" IN ('pending', 'accepted', 'reserved') OR ("bookings_appointment"."hold_expires_at" > now() AND "bookings_appointment"."status" = 'awaiting_payment')) AND "bookings_appointment"."ends_at" > to_timestamp(:midnight) AND "bookings_appointment"."professional_id" = :pro AND "bookings_appointment"."starts_at" < to_timestamp(:midnight + 86400))
  ORDER BY 1 \gset
\if :taken < :w_places
\if :pay
INSERT INTO "bookings_appointment" ("client_id", "professional_id", "window_id", "starts_at", "ends_at", "day", "time_zone", "plan_id", "plan_name", "plan_type", "price_paise", "name", "email", "phone", "status", "paid", "payment_ref", "reason", "refunded_paise", "hold_expires_at", "created_at", "updated_at")
  VALUES (:client, :pro, :win, to_timestamp(:starts), to_timestamp(:ends), date '1970-01-01' + :dayno, ':zone', :plan, ':plan_name', ':plan_type', :price_paise, 'pgbench limit', 'limit@pgbench.invalid', ':phone', 'awaiting_payment', false, '', '', 0, now() + :hold_minutes * interval '1 minute', now(), now())
  RETURNING "bookings_appointment"."id" \gset a_
\else
INSERT INTO "bookings_appointment" ("client_id", "professional_id", "window_id", "starts_at", "ends_at", "day", "time_zone", "plan_id", "plan_name", "plan_type", "price_paise", "name", "email", "phone", "status", "paid", "payment_ref", "reason", "refunded_paise", "hold_expires_at", "created_at", "updated_at")
  VALUES (:client, :pro, :win, to_timestamp(:starts), to_timestamp(:ends), date '1970-01-01' + :dayno, ':zone', :plan, ':plan_name', ':plan_type', :price_paise, 'pgbench limit', 'limit@pgbench.invalid', ':phone', 'pending', false, '', '', 0, NULL, now(), now())
  RETURNING "bookings_appointment"."id" \gset a_
\endif
-- live.slots_publish -> day_slots (with the profile the service locked): a day off, the
-- day's windows, the day's taken places.
SELECT 1 AS "a" FROM "scheduling_dayoff"
  WHERE ("scheduling_dayoff"."first" <= date '1970-01-01' + :dayno AND "scheduling_dayoff"."last" >= date '1970-01-01' + :dayno AND "scheduling_dayoff"."professional_id" = :pro) LIMIT 1;
SELECT "scheduling_window"."id", "scheduling_window"."professional_id", "scheduling_window"."weekdays", "scheduling_window"."start", "scheduling_window"."end", "scheduling_window"."places", "scheduling_window"."session_minutes", "scheduling_window"."active", "scheduling_window"."created_at"
  FROM "scheduling_window" WHERE ("scheduling_window"."active" AND "scheduling_window"."professional_id" = :pro)
  ORDER BY "scheduling_window"."start" ASC, "scheduling_window"."id" ASC;
SELECT "bookings_appointment"."starts_at" AS "starts_at", "bookings_appointment"."ends_at" AS "ends_at", "bookings_appointment"."day" AS "day" FROM "bookings_appointment"
  WHERE (("bookings_appointment"."status" IN ('pending', 'accepted', 'reserved') OR ("bookings_appointment"."hold_expires_at" > now() AND "bookings_appointment"."status" = 'awaiting_payment')) AND "bookings_appointment"."ends_at" > to_timestamp(:midnight) AND "bookings_appointment"."professional_id" = :pro AND "bookings_appointment"."starts_at" < to_timestamp(:midnight + 86400))
  ORDER BY "bookings_appointment"."created_at" DESC, "bookings_appointment"."id" DESC;
\if :pay
\else
-- _tell_professional -> notification_send (the professional was read with the profile).
INSERT INTO "notifications_notification" ("user_id", "kind", "text", "data", "created_at", "read_at")
  VALUES (:pro, 'booking', 'New booking from pgbench limit', '{"appointment_id": :a_id, "path": "/appoinments"}'::jsonb, now(), NULL)
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
-- SlotFull: the window was switched off
ROLLBACK;
\endif
