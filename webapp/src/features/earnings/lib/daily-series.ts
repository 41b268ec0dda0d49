import { formatPaise } from "../../../shared/format/rupees";
import { dateTimeFormat } from "../../../shared/i18n/intl";
import { EARNINGS_TEXTS as T } from "../constants";
import type { DailyEarning } from "../types";

/**
 * "2026-03-05" -> "5 Mar" (in the language shown); the raw text if it is not a date. The dates
 * are Asia/Kolkata calendar days; read at UTC midnight, they never shift a day.
 */
export function formatDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : dateTimeFormat({ day: "numeric", month: "short", timeZone: "UTC" }).format(day);
}

export const dayTotal = (day: DailyEarning) => day.booking_paise + day.event_paise;

/** The chart's numbers in rupees: x is the day's index, so the axis shows the API's own dates. */
export function chartData(daily: readonly DailyEarning[]): [number[], number[], number[]] {
  return [
    daily.map((_, index) => index),
    daily.map((day) => day.booking_paise / 100),
    daily.map((day) => day.event_paise / 100),
  ];
}

/** One sentence for those who cannot see the chart: the 30 days' total and the best day. */
export function chartSummary(daily: readonly DailyEarning[]): string {
  const total = daily.reduce((sum, day) => sum + dayTotal(day), 0);
  const best = daily.reduce<DailyEarning | null>((top, day) => (dayTotal(day) > (top ? dayTotal(top) : 0) ? day : top), null);
  return T.chartSummary(formatPaise(total), best ? T.bestDay(formatDay(best.date), formatPaise(dayTotal(best))) : null);
}
