import type uPlot from "uplot";
import { formatPaise, formatRupees } from "../../../shared/format/rupees";
import { CHART_HEIGHT, EARNINGS_TEXTS as T } from "../constants";
import type { DailyEarning } from "../types";
import { chartData, formatDay } from "./daily-series";

const BOOKING_COLOUR = "#0b6e4f";
const EVENT_COLOUR = "#c77700";
const AXIS = { stroke: "#5f6b7a", grid: { stroke: "#eef1f4" }, ticks: { show: false } };

/**
 * uPlot can draw here: it paints on a 2D canvas with Path2D. jsdom (the tests) has neither,
 * nor does a browser that blocks canvas; the chart's table stands in for it there.
 */
export function canDrawCharts(): boolean {
  if (typeof window === "undefined" || typeof window.Path2D !== "function") return false;
  try {
    return document.createElement("canvas").getContext("2d") !== null;
  } catch {
    return false;
  }
}

/** The chart's data, a day without earnings drawn as no bar rather than a flat line. */
function bars(daily: readonly DailyEarning[]): uPlot.AlignedData {
  const [days, booking, event] = chartData(daily);
  const orNone = (rupees: number) => (rupees === 0 ? null : rupees);
  return [days, booking.map(orNone), event.map(orNone)];
}

/** The days shown now: live updates replace them, and the labels follow. */
export type DaysRef = { readonly current: readonly DailyEarning[] };

function chartOptions(UPlot: typeof uPlot, days: DaysRef, width: number): uPlot.Options {
  // The legend reads the day under the cursor (or the finger: readByTouch), else the last day
  // (today), so it never reads "-".
  const shown = (index: number | null) => index ?? days.current.length - 1;
  const dayAt = (index: number) => formatDay(days.current[index]?.date ?? "");
  // A day without earnings has no bar (null), yet reads ₹0; a half share reads its paise
  // (₹249.50), as the cards do, where the axis keeps whole rupees.
  const money = (plot: uPlot, value: number | null, series: number, index: number | null) => {
    const rupees = (index === null ? plot.data[series]?.[shown(index)] : value) ?? 0;
    return formatPaise(Math.round(rupees * 100));
  };
  // Two bars a day, side by side: Booking left of the day, Event right of it.
  const barPaths = (align: -1 | 1) => UPlot.paths.bars!({ size: [0.4, 24], align });
  return {
    width,
    height: CHART_HEIGHT,
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: (_, min, max) => [min - 0.6, max + 0.6] },
      // From ₹0 always, with room above the best day (days without earnings are no bars).
      y: { range: (_, __, max) => [0, max > 0 ? max * 1.15 : 100] },
    },
    axes: [
      { ...AXIS, incrs: [1, 2, 5, 7, 10], values: (_, ticks) => ticks.map(dayAt) },
      { ...AXIS, size: 64, values: (_, ticks) => ticks.map((tick) => formatRupees(tick)) },
    ],
    series: [
      { label: T.chartDate, value: (_, __, ___, index: number | null) => dayAt(shown(index)) },
      { label: T.booking, stroke: BOOKING_COLOUR, fill: BOOKING_COLOUR, paths: barPaths(-1), points: { show: false }, value: money },
      { label: T.event, stroke: EVENT_COLOUR, fill: EVENT_COLOUR, paths: barPaths(1), points: { show: false }, value: money },
    ],
  };
}

/**
 * Draws the chart into `target`. uPlot (and its stylesheet) is fetched here, on first use, so
 * it travels in its own chunk and only to the earnings dashboard.
 */
export async function drawEarningsChart(target: HTMLElement, days: DaysRef): Promise<uPlot> {
  const [{ default: UPlot }] = await Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]);
  const plot = new UPlot(chartOptions(UPlot, days, target.clientWidth || 320), bars(days.current), target);
  readByTouch(plot);
  return plot;
}

/**
 * uPlot's cursor follows a mouse only; on a phone a touch (or a finger moved along the bars)
 * puts it on the day touched, so the legend reads that day. Passive: the page still scrolls.
 */
function readByTouch(plot: uPlot): void {
  const follow = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!touch) return;
    const area = plot.over.getBoundingClientRect();
    plot.setCursor({ left: touch.clientX - area.left, top: touch.clientY - area.top });
  };
  plot.over.addEventListener("touchstart", follow, { passive: true });
  plot.over.addEventListener("touchmove", follow, { passive: true });
}

/** Redraws with the days now in `days` (a live refetch). */
export function updateEarningsChart(plot: uPlot, days: DaysRef): void {
  plot.setData(bars(days.current));
}
