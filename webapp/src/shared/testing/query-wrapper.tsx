import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { createQueryClient } from "../query/query-client";
import { useInvalidateOnReconnect } from "../query/use-invalidate-on-reconnect";

function ReconnectRefetch({ children }: { children: ReactNode }) {
  useInvalidateOnReconnect();
  return children;
}

/** The app's query client with a fresh cache; no retries, so a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/** Renders `ui` inside a fresh query cache that refetches after socket reconnects, as the app does. */
export function renderWithQuery(ui: ReactElement): RenderResult & { queryClient: QueryClient } {
  const queryClient = createTestQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ReconnectRefetch>{ui}</ReconnectRefetch>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
