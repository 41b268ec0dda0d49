// First: react-hot-toast creates its <style> as it loads, with the nonce this sets.
import "./shared/config/csp-nonce";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { AppProviders } from "./app/providers";
import { router } from "./app/router";
import { listenForInstallPrompt } from "./shared/pwa/install-prompt-store";
import { registerServiceWorker } from "./shared/pwa/register-service-worker";
import "./app/app.css";

listenForInstallPrompt();
registerServiceWorker();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
