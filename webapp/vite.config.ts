import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// The Django server serves dist/index.html for every non-API route, so the app lives at "/".
export default defineConfig({
  base: "/",
  plugins: [react()],
  build: { outDir: "dist" },
  server: {
    proxy: {
      "/api": { target: "http://127.0.0.1:8000", changeOrigin: true },
      "/ws": { target: "ws://127.0.0.1:8000", ws: true },
    },
  },
  test: {
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test-setup.ts"],
    restoreMocks: true,
  },
});
