import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// The Django server serves dist/index.html for every non-API route, so the app lives at "/".
export default defineConfig({
  base: "/",
  plugins: [react()],
  build: {
    outDir: "dist",
    // dist/.vite/manifest.json: which files each page's module is built into, so the server can
    // name a public page's own chunks in its HTML (platform/marketplace/preloads.py).
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page runs, which change far less often than the app: their own
        // chunk stays cached across our releases. Libraries one screen needs stay with it.
        // Not react-hot-toast (goober): it writes its <style> as it loads, which must come after
        // main.tsx has read the page's nonce, and a vendor chunk runs before any app module.
        codeSplitting: {
          groups: [
            {
              name: "vendor",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/]query-core|@tanstack[\\/]react-query|zustand)[\\/]/,
            },
          ],
        },
      },
    },
  },
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
