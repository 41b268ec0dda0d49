// First: react-hot-toast creates its <style> as it loads, with the nonce this sets.
import "./shared/config/csp-nonce";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { AppProviders } from "./app/providers";
import { router } from "./app/router";
import "./shared/i18n/i18n";
import { pageLanguage, showFirstPage } from "./shared/i18n/language";
import { listenForInstallPrompt } from "./shared/pwa/install-prompt-store";
import { registerServiceWorker } from "./shared/pwa/register-service-worker";
import "./app/app.css";

listenForInstallPrompt();
registerServiceWorker();

function render() {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// The language the server chose for the page (the device's choice, else Accept-Language).
// English is the texts' own keys: nothing to wait for. Hindi's texts of the frame are fetched
// first, and the page's with its chunk (app/routes.tsx); the server preloads both, so the page
// never flashes in English.
const language = pageLanguage();
if (language === "en") render();
else void showFirstPage(language).then(render, render);
