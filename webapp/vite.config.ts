import { readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";

interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The files the app's first page loads (index.html's entry, the chunks it imports and their
 * styles, from the build's .vite/manifest.json): precached, so the app opens offline. The
 * screens' own chunks are not: a phone downloads each one when its screen is first opened (and
 * the worker keeps it then), never the whole app at once on mobile data.
 */
function shellFiles(): Set<string> {
  const chunks = JSON.parse(readFileSync("dist/.vite/manifest.json", "utf-8")) as Record<string, Chunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  visit("index.html");
  return files;
}

// The Django server serves dist/index.html for every non-API route, so the app lives at "/".
export default defineConfig({
  base: "/",
  plugins: [
    react(),
    // Our own worker (src/sw.ts), built to dist/sw.js with the build's files listed in it. The
    // server answers /manifest.webmanifest itself (with SITE_NAME) and serves /sw.js from dist
    // uncached; src/shared/pwa registers the worker once the page has loaded.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      manifest: false,
      injectRegister: false,
      injectManifest: {
        // A classic worker: module workers are newer than the browsers the app supports.
        rollupFormat: "iife",
        // The page itself is the server's (a nonce each time): never precached; the shell is
        // fetched by the worker as it installs.
        globPatterns: ["**/*.{js,css,svg,png,woff2}"],
        globIgnores: ["index.html", ".vite/**"],
        // The shell's own files and the public folder's (icons, pictures); not every screen's.
        manifestTransforms: [
          (entries) => {
            const shell = shellFiles();
            const kept = entries.filter((entry) => !entry.url.startsWith("assets/") || shell.has(entry.url));
            return { manifest: kept, warnings: [] };
          },
        ],
      },
    }),
  ],
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
      "/manifest.webmanifest": { target: "http://127.0.0.1:8000", changeOrigin: true },
    },
  },
  test: {
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test-setup.ts"],
    restoreMocks: true,
  },
});
