import { useEffect, useId, useRef, useState } from "react";
import type uPlot from "uplot";
import { EARNINGS_TEXTS as T } from "../constants";
import { chartSummary } from "../lib/daily-series";
import { canDrawCharts, drawEarningsChart, updateEarningsChart } from "../lib/draw-earnings-chart";
import type { DailyEarning } from "../types";
import { DailyTable } from "./daily-table";

type ChartState = "loading" | "drawn" | "unavailable";

/**
 * Earnings per day over the last 30 days. The figure is named by its caption and summed up in
 * a sentence; its numbers are a table, visually hidden beside a drawn chart and shown in its
 * place where no chart can be drawn (no canvas, or uPlot failed to load).
 */
export function EarningsChart({ daily }: { daily: readonly DailyEarning[] }) {
  const titleId = useId();
  const summaryId = useId();
  const [state, setState] = useState<ChartState>(() => (canDrawCharts() ? "loading" : "unavailable"));
  const target = useRef<HTMLDivElement>(null);
  const days = useRef(daily);
  const plot = useRef<uPlot | null>(null);
  const drawable = state !== "unavailable";

  useEffect(() => {
    days.current = daily;
    if (plot.current) updateEarningsChart(plot.current, days);
  }, [daily]);

  useEffect(() => {
    const element = target.current;
    if (!drawable || !element) return;
    let gone = false;
    let resizes: ResizeObserver | null = null;
    drawEarningsChart(element, days).then(
      (made) => {
        if (gone) return made.destroy();
        plot.current = made;
        setState("drawn");
        resizes = new ResizeObserver(() => made.setSize({ width: element.clientWidth, height: made.height }));
        resizes.observe(element);
      },
      () => !gone && setState("unavailable"),
    );
    return () => {
      gone = true;
      resizes?.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, [drawable]);

  return (
    <figure className="card earnings-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="earnings-chart-title">
        {T.chartTitle}
      </figcaption>
      <p id={summaryId} className="muted earnings-chart-summary">
        {chartSummary(daily)}
      </p>
      {drawable && (
        <div
          ref={target}
          className={`earnings-chart-plot${state === "loading" ? " skeleton" : ""}`}
          role="img"
          aria-label={T.chartTitle}
          aria-describedby={summaryId}
        />
      )}
      {state === "drawn" && <p className="muted earnings-chart-hint">{T.chartHint}</p>}
      <DailyTable daily={daily} hidden={drawable} />
    </figure>
  );
}
