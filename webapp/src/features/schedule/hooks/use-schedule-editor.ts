import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import toast from "react-hot-toast";
import { ApiError, type FieldErrors } from "../../../shared/api/api-error";
import { getMySchedule } from "../api/get-my-schedule";
import { scheduleKeys } from "../api/query-keys";
import { saveMySchedule } from "../api/save-my-schedule";
import type { MovesIn, RulesIn } from "../api/types";
import { draftOf, policyIn, type TierDraft } from "../lib/policy";
import {
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_HORIZON_DAYS,
  DEFAULT_NOTICE_HOURS,
  DEFAULT_RESCHEDULE_LIMIT,
  DEFAULT_TIME_ZONE,
  SCHEDULE_TEXTS as T,
} from "../constants";
import { clearDraft, readDraft, saveDraft } from "../lib/draft";
import { addEntry, fromWindow, toScheduleIn, type ScheduleEntry } from "../lib/entries";

export interface BookingSettings {
  timeZone: string;
  /** As typed, like the rules below: the server checks the ranges and answers on the field. */
  horizonDays: string;
  bufferBefore: string;
  bufferAfter: string;
  noticeHours: string;
  /** Empty: no limit. */
  dailyLimit: string;
  /** The cancellation policy's tiers, as typed. */
  policy: TierDraft[];
  /** How many times a client may move one appointment. */
  rescheduleLimit: string;
  /** How late (hours before it starts); empty: up to the cancellation policy's full refund. */
  rescheduleNotice: string;
}

/** The reschedule rules as the server takes them. */
function movesOf(settings: BookingSettings): MovesIn {
  const limit = settings.rescheduleLimit.trim();
  const notice = settings.rescheduleNotice.trim();
  return {
    limit: limit === "" ? DEFAULT_RESCHEDULE_LIMIT : Number(limit),
    notice_hours: notice === "" ? null : Number(notice),
  };
}

/** The settings' rules as the server takes them (an empty buffer or notice is none). */
function rulesOf(settings: BookingSettings): RulesIn {
  const whole = (text: string) => (text.trim() === "" ? 0 : Number(text));
  return {
    buffer_before_minutes: whole(settings.bufferBefore),
    buffer_after_minutes: whole(settings.bufferAfter),
    notice_hours: whole(settings.noticeHours),
    daily_limit: settings.dailyLimit.trim() === "" ? null : Number(settings.dailyLimit),
  };
}

/**
 * The schedule screen's state: the saved schedule from the server, overlaid by the unsaved
 * list (kept in browser storage, spec "shedule") and unsaved booking settings until Save.
 */
export function useScheduleEditor() {
  const queryClient = useQueryClient();
  const schedule = useQuery({ queryKey: scheduleKeys.mine(), queryFn: ({ signal }) => getMySchedule(signal) });
  const [draft, setDraft] = useState<ScheduleEntry[] | null>(() => readDraft());
  const [settingsDraft, setSettingsDraft] = useState<BookingSettings | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  const saved = schedule.data;
  const savedEntries = useMemo(() => saved?.windows.map(fromWindow) ?? null, [saved]);
  const entries = draft ?? savedEntries;
  const settings: BookingSettings = settingsDraft ?? {
    timeZone: saved?.time_zone ?? DEFAULT_TIME_ZONE,
    horizonDays: String(saved?.booking_horizon_days ?? DEFAULT_HORIZON_DAYS),
    bufferBefore: String(saved?.rules.buffer_before_minutes ?? 0),
    bufferAfter: String(saved?.rules.buffer_after_minutes ?? 0),
    noticeHours: String(saved?.rules.notice_hours ?? DEFAULT_NOTICE_HOURS),
    dailyLimit: saved?.rules.daily_limit == null ? "" : String(saved.rules.daily_limit),
    policy: draftOf(saved?.cancellation_policy ?? DEFAULT_CANCELLATION_POLICY),
    rescheduleLimit: String(saved?.reschedule.limit ?? DEFAULT_RESCHEDULE_LIMIT),
    rescheduleNotice: saved?.reschedule.notice_hours == null ? "" : String(saved.reschedule.notice_hours),
  };

  // Spec: "profile load failure on schedule screen: Try Again Please...".
  useEffect(() => {
    if (schedule.isError) toast.error(T.loadFailed, { id: "schedule-load-failed" });
  }, [schedule.isError]);

  const changeList = (next: ScheduleEntry[]) => {
    setDraft(next);
    saveDraft(next);
    setErrors({});
    setMessage(null);
  };

  const save = useMutation({
    mutationFn: () =>
      saveMySchedule(
        toScheduleIn(entries ?? [], {
          timeZone: settings.timeZone,
          horizonDays: Number(settings.horizonDays),
          rules: rulesOf(settings),
          // Sent once the saved one is known (canSave), so a save never resets it unseen.
          cancellationPolicy: policyIn(settings.policy),
          reschedule: movesOf(settings),
        }),
      ),
    onMutate: () => {
      setErrors({});
      setMessage(null);
    },
    onSuccess: (result) => {
      queryClient.setQueryData(scheduleKeys.mine(), result);
      clearDraft();
      setDraft(null);
      setSettingsDraft(null);
      toast.success(T.saved);
    },
    onError: (cause) => {
      toast.error(T.notSaved);
      if (cause instanceof ApiError) {
        setErrors(cause.fields);
        setMessage(cause.message);
      }
    },
  });

  return {
    entries,
    settings,
    /** True while the first answer is awaited and no draft is shown. */
    loading: entries === null && schedule.isPending,
    loadFailed: schedule.isError && !saved,
    retryLoad: () => void schedule.refetch(),
    unsaved: draft !== null || settingsDraft !== null,
    /** Saving replaces the server's list: only once that list is known, so none is lost. */
    canSave: saved !== undefined && !save.isPending,
    saving: save.isPending,
    errors,
    message,
    /** False when the time text is already listed (the entry is ignored). */
    add: (entry: ScheduleEntry): boolean => {
      const next = addEntry(entries ?? [], entry);
      if (next) changeList(next);
      return next !== null;
    },
    remove: (index: number) => changeList((entries ?? []).filter((_, at) => at !== index)),
    changeSettings: (next: Partial<BookingSettings>) => setSettingsDraft({ ...settings, ...next }),
    discard: () => {
      clearDraft();
      setDraft(null);
      setSettingsDraft(null);
      setErrors({});
      setMessage(null);
    },
    save: () => {
      if (!save.isPending) save.mutate();
    },
  };
}

export type ScheduleEditor = ReturnType<typeof useScheduleEditor>;
